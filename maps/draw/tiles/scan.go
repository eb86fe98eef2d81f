package tiles

import (
	"encoding/binary"
	"image"
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ScanLayer is a scanned map sheet drawn under the grid.
type ScanLayer struct {
	Image *image.RGBA
	// Affine maps map millimetres to pixels of Image:
	// px = A[0]*x + A[1]*y + A[2], py = A[3]*x + A[4]*y + A[5], where (x, y)
	// are millimetres east and south of the centre of global hex (0,0) (see
	// Scene.MapMM).
	Affine [6]float64
	// Opacity is how much of the scan shows through the terrain colours, from
	// 0 (none) to 1 (only the scan).
	Opacity float64
}

// mmPerRadius returns the printed hex radius (centre to corner) in
// millimetres: the map's hex size across flats divided by sqrt(3); 1 when
// the map does not give it.
func (s *Scene) mmPerRadius() float64 {
	if s.Map != nil && s.Map.Grid.HexAcrossFlatsMM > 0 {
		return s.Map.Grid.HexAcrossFlatsMM / sqrt3
	}
	return 1
}

// MapMM converts map pixel (x, y) at scale (hex radius in pixels) into map
// millimetres east and south of the centre of global hex (0,0).
func (s *Scene) MapMM(scale, x, y float64) (mx, my float64) {
	ox, oy := s.HexCenter(scale, hexgrid.Offset{})
	k := s.mmPerRadius() / scale
	return (x - ox) * k, (y - oy) * k
}

// MapPixel converts map millimetres into the map pixel at scale (the
// inverse of MapMM).
func (s *Scene) MapPixel(scale, mx, my float64) (x, y float64) {
	ox, oy := s.HexCenter(scale, hexgrid.Offset{})
	k := scale / s.mmPerRadius()
	return mx*k + ox, my*k + oy
}

// HexMM returns the centre of hex o in map millimetres.
func (s *Scene) HexMM(o hexgrid.Offset) (mx, my float64) {
	x, y := s.HexCenter(1, o)
	return s.MapMM(1, x, y)
}

// scans blends each scan layer over the terrain fill, sampling its nearest
// pixel.
func (f *frame) scans(s *Scene) {
	for i := range s.Scans {
		if l := &s.Scans[i]; l.Image != nil && l.Opacity > 0 {
			f.scan(l, s.mmPerRadius()/f.scale)
		}
	}
}

// scan draws one layer; k is millimetres per image pixel.
func (f *frame) scan(l *ScanLayer, k float64) {
	ox, oy := f.l.Center(hexgrid.Offset{})
	a := l.Affine
	alpha := uint32(math.Round(min(l.Opacity, 1) * 255))
	b := f.dst.Bounds()
	sb := l.Image.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		my := (float64(y) + 0.5 - oy) * k
		mx := (float64(b.Min.X) + 0.5 - ox) * k
		px, py := a[0]*mx+a[1]*my+a[2], a[3]*mx+a[4]*my+a[5]
		dpx, dpy := a[0]*k, a[3]*k
		row := f.dst.Pix[f.dst.PixOffset(b.Min.X, y):]
		for x := 0; x < b.Dx(); x, px, py = x+1, px+dpx, py+dpy {
			sx, sy := int(math.Floor(px)), int(math.Floor(py))
			if sx < sb.Min.X || sy < sb.Min.Y || sx >= sb.Max.X || sy >= sb.Max.Y {
				continue
			}
			src := binary.LittleEndian.Uint32(l.Image.Pix[l.Image.PixOffset(sx, sy):])
			d := row[4*x:]
			binary.LittleEndian.PutUint32(d, blendWord(binary.LittleEndian.Uint32(d), expand(src|0xff000000), 255, alpha))
		}
	}
}

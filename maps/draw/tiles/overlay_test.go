package tiles

import (
	"image"
	"image/color"
	"testing"

	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Every overlay item kind shows on the tiled raster where draw puts it: a
// ring on the hex's edge, a swatch at its centre with its outline, a
// hexside along the side, a point at its offset, a label under the centre.
func TestEveryOverlayItemKind(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	const scale, size = 40.0, 256
	l := hexgridLayout(s, scale, size/2, size/2, o)
	plain := tileAround(s, o, scale, size)
	at := func(x, y float64) (before, after [4]uint8) {
		img := tileAround(s, o, scale, size)
		b, a := plain.RGBAAt(int(x), int(y)), img.RGBAAt(int(x), int(y))
		return [4]uint8{b.R, b.G, b.B, b.A}, [4]uint8{a.R, a.G, a.B, a.A}
	}
	cs := l.Corners(o)
	edgeX, edgeY := (cs[0][0]+cs[1][0])/2, (cs[0][1]+cs[1][1])/2
	red := draw.FlagColor
	s.Overlay = draw.Overlay{Hexes: []draw.HexMark{{Hex: o, Kind: draw.MarkRing, Color: red}}}
	if _, got := at(edgeX, edgeY); !near(rgbaOf(got), premul(red), 30) {
		t.Errorf("ring: %v, want about %v", got, red)
	}
	green, _ := draw.ParseColor("#10c010")
	s.Overlay = draw.Overlay{Hexes: []draw.HexMark{{Hex: o, Kind: draw.MarkSwatch, Color: green, Outline: draw.UnsureColor}}}
	if _, got := at(size/2, size/2); !near(rgbaOf(got), premul(green), 2) {
		t.Errorf("swatch: %v, want %v", got, green)
	}
	sx := size/2 + (cs[0][0]-size/2)*draw.SwatchShare
	sy := size/2 + (cs[0][1]-size/2)*draw.SwatchShare
	if _, got := at(sx, sy); !near(rgbaOf(got), premul(draw.UnsureColor), 60) {
		t.Errorf("swatch outline: %v, want about %v", got, draw.UnsureColor)
	}
	side := hexgrid.Hexside{Hex: o, Dir: hexgrid.DirNE}
	x0, y0, x1, y1 := l.SideSegment(side)
	s.Overlay = draw.Overlay{Sides: []draw.SideMark{{Side: side, Color: draw.SelectColor}}}
	if _, got := at((x0+x1)/2, (y0+y1)/2); !near(rgbaOf(got), premul(draw.SelectColor), 2) {
		t.Errorf("side: %v", got)
	}
	s.Overlay = draw.Overlay{Points: []draw.PointMark{{Hex: o, DX: 0.3, DY: -0.2, Color: draw.PointColor}}}
	if _, got := at(size/2+0.3*scale, size/2-0.2*scale); !near(rgbaOf(got), premul(draw.PointColor), 2) {
		t.Errorf("point: %v, want %v", got, draw.PointColor)
	}
	if b, a := at(size/2-0.3*scale, size/2-0.2*scale); b != a {
		t.Errorf("the point shows away from its place: %v -> %v", b, a)
	}
	s.Overlay = draw.Overlay{Labels: []draw.Label{{Hex: o, Text: "MMMM"}}}
	img := tileAround(s, o, scale, size)
	diff := 0
	for y := size/2 + 4; y < size/2+int(0.5*scale); y++ {
		for x := size/2 - 20; x < size/2+20; x++ {
			if img.RGBAAt(x, y) != plain.RGBAAt(x, y) {
				diff++
			}
		}
	}
	if diff == 0 {
		t.Error("the label is not written under the hex centre")
	}
	s.Overlay = draw.Overlay{Labels: []draw.Label{{Hex: o, Text: "8", Centred: true, Color: draw.UnsureColor}}}
	img = tileAround(s, o, scale, size)
	if n := countNear(img, image.Rect(size/2-8, size/2-10, size/2+8, size/2+10), premul(draw.UnsureColor), 40); n == 0 {
		t.Error("the centred label is not written on the hex centre in its colour")
	}
}

// rgbaOf is the colour of four bytes.
func rgbaOf(b [4]uint8) color.RGBA { return color.RGBA{b[0], b[1], b[2], b[3]} }

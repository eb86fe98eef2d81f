package scangen

import (
	"fmt"
	"image"
	"math"
	"runtime"
	"sync"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// hexInfo is what the drawer needs of one hex, with sides in
// Grid.Directions() order.
type hexInfo struct {
	terrain  string
	id       string
	sliver   int // side of a field sliver, or -1
	edge     [6]bool
	water    [6]bool
	sign     [6]float64 // +1 if the hex names the side canonically
	phase    [6]float64
	road     [6]bool
	contours [6]int // lines drawn inside this hex (the higher one)
}

// drawer paints one sheet at a resolution.
type drawer struct {
	t     *Truth
	frame trace.Frame
	mm    hexgrid.Layout // map millimetres
	rmm   float64        // hex radius, mm
	rpx   float64        // hex radius, px
	info  map[hexgrid.Offset]*hexInfo
}

// Sheet draws sheet index si of the known map, undistorted, at pxPerMM
// pixels per millimetre, with a margin of one hex, and returns the image and
// its calibration (map mm to pixels).
func (t *Truth) Sheet(si int, pxPerMM float64) (*image.RGBA, calib.Affine, error) {
	if si < 0 || si >= len(t.Geo.Numbering.Sheets) || !(pxPerMM > 0) {
		return nil, calib.Affine{}, fmt.Errorf("draw sheet %d at %g px/mm: no such sheet or bad resolution", si, pxPerMM)
	}
	d := t.newDrawer(si, pxPerMM)
	minX, minY, maxX, maxY := d.bounds(si)
	w := int(math.Ceil((maxX - minX) * pxPerMM))
	h := int(math.Ceil((maxY - minY) * pxPerMM))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	a := calib.Affine{pxPerMM, 0, -minX * pxPerMM, 0, pxPerMM, -minY * pxPerMM}
	inv, _ := a.Invert()
	sheet := t.Geo.Numbering.Sheets[si]
	rows := make(chan int, h)
	for y := range h {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for y := range rows {
				for x := range w {
					mx, my := inv.Apply(float64(x)+0.5, float64(y)+0.5)
					c := d.pixel(sheet, mx, my)
					o := img.PixOffset(x, y)
					img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = clamp8(c[0]), clamp8(c[1]), clamp8(c[2]), 255
				}
			}
		})
	}
	wg.Wait()
	return img, a, nil
}

func clamp8(v float64) uint8 { return uint8(max(0, min(255, math.Round(v)))) }

// newDrawer prepares the per-hex facts of the sheet's hexes.
func (t *Truth) newDrawer(si int, pxPerMM float64) *drawer {
	g := t.Geo.Grid
	rmm := t.HexMM / math.Sqrt(3)
	d := &drawer{t: t, frame: trace.NewFrame(g), mm: hexgrid.Layout{Grid: g, Size: rmm},
		rmm: rmm, rpx: rmm * pxPerMM, info: map[hexgrid.Offset]*hexInfo{}}
	sheet := t.Geo.Numbering.Sheets[si]
	for _, o := range t.Hexes {
		if !sheet.Holds(o) {
			continue
		}
		col, row := sheet.Printed(o)
		hi := &hexInfo{terrain: t.Terrain[o], sliver: -1,
			id: fmt.Sprintf("%s%02d%02d", sheet.Prefix, col, row)}
		if s, ok := t.Sliver[o]; ok {
			hi.sliver = s
		}
		for i, dir := range g.Directions() {
			nb := g.Neighbor(o, dir)
			side := g.Side(o, dir)
			hi.edge[i] = hi.terrain == Field && t.has(nb) && t.Terrain[nb] != Field
			hi.water[i] = t.Water[side]
			hi.sign[i] = -1
			if side.Hex == o {
				hi.sign[i] = 1
			}
			hi.phase[i] = float64((side.Hex.Col*7919+side.Hex.Row*104729+int(side.Dir)*31)%628) / 100
			hi.road[i] = t.Roads[NewStep(o, nb)]
			if t.has(nb) && t.Level[o] > t.Level[nb] {
				hi.contours[i] = t.Contours[side]
			}
		}
		d.info[o] = hi
	}
	return d
}

// bounds returns the millimetre box of the sheet's hexes plus one hex.
func (d *drawer) bounds(si int) (minX, minY, maxX, maxY float64) {
	minX, minY = math.Inf(1), math.Inf(1)
	maxX, maxY = math.Inf(-1), math.Inf(-1)
	for o := range d.info {
		x, y := d.mm.Center(o)
		minX, minY = min(minX, x), min(minY, y)
		maxX, maxY = max(maxX, x), max(maxY, y)
	}
	m := 2 * d.rmm
	return minX - m, minY - m, maxX + m, maxY + m
}

// pixel returns the printed colour at map millimetre (x, y).
func (d *drawer) pixel(sheet hexgrid.Sheet, x, y float64) rgb {
	o := d.mm.HexAt(x, y)
	hi, ok := d.info[o]
	if !ok {
		return paper
	}
	cx, cy := d.mm.Center(o)
	lx, ly := (x-cx)/d.rmm, (y-cy)/d.rmm
	gx, gy := x/d.rmm, y/d.rmm // global, in hex radii, for textures
	px := 1 / d.rpx            // one pixel in hex radii
	f := d.frame
	c := texture(hi.terrain, gx, gy, px)
	near, nd := f.Nearest(lx, ly)
	if hi.sliver >= 0 {
		sd := f.SideDistance(hi.sliver, lx, ly)
		if sd < sliverDepth {
			c = fieldColour
		}
		if dots(f, hi.sliver, lx, ly, sliverDepth+boundaryDepth/2, px) {
			c = boundaryInk
		}
	}
	if hi.edge[near] && dots(f, near, lx, ly, boundaryDepth, px) {
		c = boundaryInk
	}
	if nd < max(gridWidth, px)/2 {
		c = gridInk
	}
	for i := range 6 {
		if hi.water[i] {
			sd := hi.sign[i] * f.SideDistance(i, lx, ly)
			w := streamWidth * (1 + 0.4*math.Sin(0.9*(gx+gy)+hi.phase[i]))
			off := streamWave * math.Sin(1.7*(gx-gy)+hi.phase[i])
			if math.Abs(sd-off) < w/2 && f.SideDistance(i, lx, ly) < 0.3 {
				c = StreamBlue
			}
		}
		if hi.road[i] && segDist(lx, ly, f.Normals[i]) < max(roadWidth, 1.5*px)/2 {
			c = RoadRed
		}
	}
	if lx*lx+ly*ly < dotRadius*dotRadius || glyphInk(hi.id, lx, ly, max(idCell, px)) {
		c = blackInk
	}
	if n := hi.contours[near]; n > 0 {
		gap := max(contourGap, 3.2*px)
		lw := max(contourWidth, 1.6*px) / 2
		for k := range n {
			if math.Abs(nd-contourFirst-float64(k)*gap) < lw {
				c = ContourBrown
			}
		}
	}
	return c
}

// dots reports whether (x, y) is on a dotted line at depth depth inside side i.
func dots(f trace.Frame, i int, x, y, depth, px float64) bool {
	n := f.Normals[i]
	s := -x*n[1] + y*n[0]
	t := math.Mod(s+10, boundaryStep) - boundaryStep/2
	dd := f.SideDistance(i, x, y) - depth
	r := max(boundaryDot, 0.8*px)
	return t*t+dd*dd < r*r
}

// segDist returns the distance from (x, y) to the segment from the centre to
// just beyond the middle of the side with normal n.
func segDist(x, y float64, n [2]float64) float64 {
	t := max(0, min(trace.Apothem+0.05, x*n[0]+y*n[1]))
	dx, dy := x-t*n[0], y-t*n[1]
	return math.Hypot(dx, dy)
}

// texture returns the printed fill of a terrain type at global position
// (x, y) in hex radii.
func texture(terrain string, x, y, px float64) rgb {
	switch terrain {
	case Woods:
		return mix(woodsLight, woodsDark, smoothstep(noise(x*4.5, y*4.5)))
	case Field:
		return fieldColour
	case Orchard:
		sx, sy := math.Mod(x+100, 0.25)-0.125, math.Mod(y+100, 0.25)-0.125
		if r := max(0.06, px); sx*sx+sy*sy < r*r {
			return orchardTree
		}
		return orchardBase
	case Thicket:
		if math.Mod(x+y+100, 0.16) < max(0.04, px) {
			return thicketHatch
		}
		return thicketBase
	case Marsh:
		sx, sy := math.Mod(x+100, 0.3), math.Mod(y+100, 0.2)
		if sx < 0.14 && sy < max(0.03, px) {
			return marshTuft
		}
		return marshBase
	}
	return paper
}

func smoothstep(v float64) float64 { return v * v * (3 - 2*v) }

// noise is smooth value noise in [0, 1].
func noise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	fx, fy = smoothstep(fx), smoothstep(fy)
	ix, iy := int64(x0), int64(y0)
	a, b := lattice(ix, iy), lattice(ix+1, iy)
	c, d := lattice(ix, iy+1), lattice(ix+1, iy+1)
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}

// lattice hashes an integer point to [0, 1).
func lattice(x, y int64) float64 {
	h := uint64(x)*0x9E3779B97F4A7C15 ^ uint64(y)*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 32
	return float64(h>>11) / (1 << 53)
}

package tiled

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// frame places hexes in a Tiled map's pixel space, where object layers live:
// Tiled tile (x, y) holds global hex (col0+x, row0+y), and its top-left
// pixel follows Tiled's hexagonal renderer (tile sizes rounded down to even,
// stagger by 0-based index). All coordinates are pixels, y down.
type frame struct {
	w, h, side  int  // tile width, height and hexsidelength, pixels
	staggerX    bool // staggeraxis "x" (flat-top hexes)
	staggerEven bool // staggerindex "even": even 0-based indices are shifted
	col0, row0  int  // global column and row of tile (0, 0)
}

// newFrame returns the frame of tiles of size tg whose staggerindex is idx
// ("odd" or "even"), tile (0,0) being global hex origin.
func newFrame(tg tileGeometry, idx string, col0, row0 int) frame {
	return frame{w: tg.w &^ 1, h: tg.h &^ 1, side: tg.side, staggerX: tg.staggerX,
		staggerEven: idx == "even", col0: col0, row0: row0}
}

// topLeft returns the top-left pixel of the tile holding global hex o.
func (f frame) topLeft(o hexgrid.Offset) (float64, float64) {
	x, y := o.Col-f.col0, o.Row-f.row0
	if f.staggerX {
		px, py := x*((f.w-f.side)/2+f.side), y*f.h
		if (x&1 == 1) != f.staggerEven {
			py += f.h / 2
		}
		return float64(px), float64(py)
	}
	px, py := x*f.w, y*((f.h-f.side)/2+f.side)
	if (y&1 == 1) != f.staggerEven {
		px += f.w / 2
	}
	return float64(px), float64(py)
}

// center returns the pixel centre of global hex o.
func (f frame) center(o hexgrid.Offset) (float64, float64) {
	x, y := f.topLeft(o)
	return x + float64(f.w)/2, y + float64(f.h)/2
}

// corners returns the six corners of hex o in pixels, clockwise from the
// corner that starts its first side (flat: N side's west end; pointy: the
// NE side's north end), so side i of [hexgrid.Grid.Directions] runs from
// corner i to corner i+1.
func (f frame) corners(o hexgrid.Offset) [6][2]float64 {
	x0, y0 := f.topLeft(o)
	w, h := float64(f.w), float64(f.h)
	var c [6][2]float64
	if f.staggerX {
		ox := float64((f.w - f.side) / 2)
		c = [6][2]float64{{ox, 0}, {w - ox, 0}, {w, h / 2}, {w - ox, h}, {ox, h}, {0, h / 2}}
	} else {
		oy := float64((f.h - f.side) / 2)
		c = [6][2]float64{{w / 2, 0}, {w, oy}, {w, h - oy}, {w / 2, h}, {0, h - oy}, {0, oy}}
	}
	for i := range c {
		c[i][0] += x0
		c[i][1] += y0
	}
	return c
}

// sideSegment returns the end points, in pixels, of hexside s (its Dir one
// of g's side directions).
func (f frame) sideSegment(g hexgrid.Grid, s hexgrid.Hexside) [2][2]float64 {
	c := f.corners(s.Hex)
	for i, d := range g.Directions() {
		if d == s.Dir {
			return [2][2]float64{c[i], c[(i+1)%6]}
		}
	}
	return [2][2]float64{c[0], c[0]}
}

// hexAt returns the global hex whose tile centre is nearest pixel (px, py):
// the hex under the point.
func (f frame) hexAt(px, py float64) hexgrid.Offset {
	var x, y int
	if f.staggerX {
		x = int(math.Floor(px / float64((f.w-f.side)/2+f.side)))
		y = int(math.Floor(py / float64(f.h)))
	} else {
		x = int(math.Floor(px / float64(f.w)))
		y = int(math.Floor(py / float64((f.h-f.side)/2+f.side)))
	}
	best, bestD := hexgrid.Offset{}, math.Inf(1)
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			o := hexgrid.Offset{Col: f.col0 + x + dx, Row: f.row0 + y + dy}
			cx, cy := f.center(o)
			if d := math.Hypot(cx-px, cy-py); d < bestD {
				best, bestD = o, d
			}
		}
	}
	return best
}

// sideAt returns the canonical hexside nearest pixel (px, py): the side of
// the hex under the point whose midpoint is closest.
func (f frame) sideAt(g hexgrid.Grid, px, py float64) hexgrid.Hexside {
	o := f.hexAt(px, py)
	best, bestD := hexgrid.Hexside{}, math.Inf(1)
	for _, d := range g.Directions() {
		s := hexgrid.Hexside{Hex: o, Dir: d}
		seg := f.sideSegment(g, s)
		mx, my := (seg[0][0]+seg[1][0])/2, (seg[0][1]+seg[1][1])/2
		if dd := math.Hypot(mx-px, my-py); dd < bestD {
			best, bestD = s, dd
		}
	}
	return g.Side(best.Hex, best.Dir)
}

package draw

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Rect is a rectangle of the page in millimetres, from Min (top-left) to
// Max (bottom-right). The zero Rect is empty.
type Rect struct{ Min, Max Point }

// Empty reports whether r holds no point.
func (r Rect) Empty() bool { return !(r.Min.X < r.Max.X && r.Min.Y < r.Max.Y) }

// clipReach is how far from its centre, in hex radii, a per-hex pass draws
// for a hex (the hex itself reaches 1; its id, contours and symbols stay
// inside): a hex whose centre is farther than this outside the clip is
// skipped.
const clipReach = 1.5

// clipHexes appends to out the page's hexes whose area may meet the clip
// (all of them when the clip is empty: the page's own list), in the page's
// (column, row) order. It walks only the index cells around the clip, so a
// small clip of a large map costs little.
func (d *drawing) clipHexes(out []hexgrid.Offset) []hexgrid.Offset {
	if d.clip.Empty() {
		return d.p.Hexes
	}
	m := clipReach * d.r
	c0, c1, r0, r1 := d.clipRange(m)
	for col := c0; col <= c1; col++ {
		for row := r0; row <= r1; row++ {
			o := hexgrid.Offset{Col: col, Row: row}
			if d.drawn.has(o) && d.inClip(d.p.Center(o), m) {
				out = append(out, o)
			}
		}
	}
	return out
}

// clipRange returns the columns and rows of the index table whose hexes
// may have their centre within m millimetres of the clip: those under its
// corners widened by m, with a margin of two for the staggered rows.
func (d *drawing) clipRange(m float64) (c0, c1, r0, r1 int) {
	c0, r0, c1, r1 = math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	x0, y0, x1, y1 := d.clip.Min.X-m, d.clip.Min.Y-m, d.clip.Max.X+m, d.clip.Max.Y+m
	for _, p := range [4]Point{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		o := d.p.Layout.HexAt(p.X, p.Y)
		c0, c1 = min(c0, o.Col), max(c1, o.Col)
		r0, r1 = min(r0, o.Row), max(r1, o.Row)
	}
	const margin = 2
	ix := d.ix
	c0, r0 = max(c0-margin, ix.Col0), max(r0-margin, ix.Row0)
	c1, r1 = min(c1+margin, ix.Col0+ix.Cols-1), min(r1+margin, ix.Row0+ix.Rows-1)
	return c0, c1, r0, r1
}

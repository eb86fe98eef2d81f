package draw

import (
	"image/color"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// scratch holds the buffers a drawing reuses from one Draw call to the next
// (it stays with the pooled drawing), so that the passes allocate nothing:
// the tiled raster draws a tile many times a second. A canvas must not keep
// the point slices it is given past the call.
type scratch struct {
	pts   []Point          // the points of the shape being drawn, see line and shape
	run   []Point          // a path run's centres, see pathRun
	cs    [6]Point         // a hex's corners, see corners
	hexes []hexgrid.Offset // the clipped hexes, see clipped
	order []int            // counters or paths in drawing order
	names []string         // the place names of one hex, see places
	dash  []float64        // the dash pattern of the stroke being drawn, see dash
}

// line strokes the polyline through pts with st.
func (d *drawing) line(st Stroke, pts ...Point) {
	d.sc.pts = append(d.sc.pts[:0], pts...)
	d.c.Polyline(d.sc.pts, st)
}

// shape fills the polygon pts with fill and strokes its outline with st.
func (d *drawing) shape(fill color.NRGBA, st Stroke, pts ...Point) {
	d.sc.pts = append(d.sc.pts[:0], pts...)
	d.c.Polygon(d.sc.pts, fill, st)
}

// corners returns the page positions of hex o's corners, in a buffer the
// next call reuses.
func (d *drawing) corners(o hexgrid.Offset) []Point {
	cs := d.p.Layout.Corners(o)
	for i, c := range cs {
		d.sc.cs[i] = Point{c[0], c[1]}
	}
	return d.sc.cs[:]
}

// side returns the two ends of a hexside on the page, in millimetres.
func (d *drawing) side(s hexgrid.Hexside) (a, b Point) {
	x0, y0, x1, y1 := d.p.Layout.SideSegment(s)
	return Point{x0, y0}, Point{x1, y1}
}

// inClip reports whether a mark reaching reach millimetres around p may
// meet the clip (always, when the clip is empty).
func (d *drawing) inClip(p Point, reach float64) bool {
	c := d.clip
	return c.Empty() || p.X+reach >= c.Min.X && p.X-reach <= c.Max.X && p.Y+reach >= c.Min.Y && p.Y-reach <= c.Max.Y
}

// shown reports whether hex o is drawn and may meet the clip.
func (d *drawing) shown(o hexgrid.Offset) bool {
	return d.drawn.has(o) && d.inClip(d.p.Center(o), clipReach*d.r)
}

// dash returns the dash pattern of the lengths given, in millimetres, in a
// buffer the next call reuses.
func (d *drawing) dash(lengths ...float64) []float64 {
	d.sc.dash = append(d.sc.dash[:0], lengths...)
	return d.sc.dash
}

// stroke returns the stroke of line style s at the drawing's hex radius,
// its dashes in the buffer of dash (see LineStyle.stroke).
func (d *drawing) stroke(s LineStyle) Stroke {
	st := Stroke{Color: s.Color, Width: s.Width * d.r, Cap: CapRound}
	if len(s.Dash) > 0 {
		st.Cap = CapButt
		d.sc.dash = d.sc.dash[:0]
		for _, l := range s.Dash {
			d.sc.dash = append(d.sc.dash, l*d.r)
		}
		st.Dash = d.sc.dash
	}
	return st
}

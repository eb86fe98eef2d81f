package draw

import (
	"cmp"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Railroad cross ties, in hex radii.
const (
	tieStep  = 0.3  // distance between two ties along the line
	tieHalf  = 0.14 // half length of a tie
	tieWidth = 0.04 // width of a tie
)

// pathRank orders path styles so that wider and more important lines are
// drawn over lesser ones: lanes, roads, pikes, railroads.
func pathRank(s LineStyle) int {
	switch {
	case s.Ticks:
		return 3
	case len(s.Dash) > 0:
		return 0
	case s.Width >= pikeStyle.Width:
		return 2
	}
	return 1
}

// paths strokes roads, pikes, farm lanes and railroads from hex centre to
// hex centre, run by run of the index's paths (see IndexPath); a run is
// drawn when one of its hexes is.
func (d *drawing) paths() {
	ps := slices.Clone(d.ix.Paths)
	slices.SortStableFunc(ps, func(a, b IndexPath) int {
		sa, _ := d.s.Styles.Path(a.Type)
		sb, _ := d.s.Styles.Path(b.Type)
		return cmp.Compare(pathRank(sa), pathRank(sb))
	})
	for _, p := range ps {
		style, _ := d.s.Styles.Path(p.Type)
		for _, run := range p.Runs {
			d.pathRun(run, style)
		}
	}
}

// pathRun strokes one run, when one of its hexes is drawn.
func (d *drawing) pathRun(run []hexgrid.Offset, style LineStyle) {
	shown := false
	pts := make([]Point, len(run))
	for i, o := range run {
		pts[i] = d.p.Center(o)
		shown = shown || d.drawn.has(o)
	}
	if !shown {
		return
	}
	d.c.Polyline(pts, style.stroke(d.r))
	if !style.Ticks {
		return
	}
	st := Stroke{Color: style.Color, Width: tieWidth * d.r, Cap: CapButt}
	h := tieHalf * d.r
	alongEvery(pts, tieStep*d.r, func(p Point, ux, uy float64) {
		d.c.Polyline([]Point{{p.X + uy*h, p.Y - ux*h}, {p.X - uy*h, p.Y + ux*h}}, st)
	})
}

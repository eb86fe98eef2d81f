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

// wideLine is the width, in hex radii, from which a solid path is drawn
// over other solid ones (pikes over roads).
const wideLine = 0.15

// pathRank orders path styles so that wider and more important lines are
// drawn over lesser ones: lanes, roads, pikes, railroads.
func pathRank(s LineStyle) int {
	switch {
	case s.Ticks:
		return 3
	case len(s.Dash) > 0:
		return 0
	case s.Width >= wideLine:
		return 2
	}
	return 1
}

// paths strokes roads, pikes, farm lanes and railroads from hex centre to
// hex centre, run by run of the index's paths (see IndexPath), lesser
// styles first (see pathRank); a run is drawn when one of its hexes is.
func (d *drawing) paths() {
	ps := d.ix.Paths
	order := d.sc.order[:0]
	for i := range ps {
		order = append(order, i)
	}
	slices.SortStableFunc(order, func(a, b int) int {
		sa, _ := d.s.Styles.Path(ps[a].Type)
		sb, _ := d.s.Styles.Path(ps[b].Type)
		return cmp.Compare(pathRank(sa), pathRank(sb))
	})
	d.sc.order = order
	for _, i := range order {
		style, _ := d.s.Styles.Path(ps[i].Type)
		for _, run := range ps[i].Runs {
			d.pathRun(run, style)
		}
	}
}

// pathRun strokes one run, when one of its hexes is drawn and meets the
// clip.
func (d *drawing) pathRun(run []hexgrid.Offset, style LineStyle) {
	shown := false
	pts := d.sc.run[:0]
	for _, o := range run {
		pts = append(pts, d.p.Center(o))
		shown = shown || d.shown(o)
	}
	d.sc.run = pts
	if !shown {
		return
	}
	d.c.Polyline(pts, d.stroke(style))
	if !style.Ticks {
		return
	}
	st := Stroke{Color: style.Color, Width: tieWidth * d.r, Cap: CapButt}
	h := tieHalf * d.r
	alongEvery(pts, tieStep*d.r, func(p Point, ux, uy float64) {
		d.line(st, Point{p.X + uy*h, p.Y - ux*h}, Point{p.X - uy*h, p.Y + ux*h})
	})
}

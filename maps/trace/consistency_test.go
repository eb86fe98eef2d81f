package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestReconcileContours: a hill hex of level 1 in a 0 plain has a line on
// each of its six sides; one side misread as 0 and unsure is set back to 1
// (and stays flagged), a sure count is left alone where its corners fit.
func TestReconcileContours(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	hill := hexgrid.Offset{Col: 5, Row: 5}
	level := func(o hexgrid.Offset) int {
		if o == hill {
			return 1
		}
		return 0
	}
	var sides []SideProposal
	for c := 2; c <= 8; c++ {
		for r := 2; r <= 8; r++ {
			o := hexgrid.Offset{Col: c, Row: r}
			dirs := g.Directions()
			for _, d := range dirs[:3] {
				nb := g.Neighbor(o, d)
				if nb.Col < 2 || nb.Col > 8 || nb.Row < 2 || nb.Row > 8 {
					continue
				}
				sides = append(sides, SideProposal{Side: hexgrid.Hexside{Hex: o, Dir: d}, Contours: abs(level(o) - level(nb)), ContourConf: 1})
			}
		}
	}
	wrong := g.Side(hill, g.Directions()[4])
	for i := range sides {
		if sides[i].Side == wrong {
			sides[i].Contours, sides[i].ContourConf = 0, 0.1
		}
	}
	reconcileContours(g, sides, 0.25, 0)
	for _, s := range sides {
		a, b := g.SideHexes(s.Side)
		if want := abs(level(a) - level(b)); s.Contours != want {
			t.Errorf("side %v: %d lines, want %d", s.Side, s.Contours, want)
		}
		if s.Side == wrong && s.ContourConf >= 0.25 {
			t.Errorf("side %v was changed but is no longer flagged", s.Side)
		}
		if s.Side != wrong && s.ContourConf != 1 {
			t.Errorf("side %v: confidence %g, want 1 (its corners fit)", s.Side, s.ContourConf)
		}
	}
}

// TestReconcileLoneCount: on a plain (every level 0) two neighbouring sides
// are misread as one line each, so at their shared corner they fit (1, 1,
// 0) and at their other corners they do not (1, 0, 0). The one read at 0.5
// (under lone = 0.6) is flagged; the one read at full confidence is left
// sure, and so is everything with lone = 0 (the first style's setting).
func TestReconcileLoneCount(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	plain := func() []SideProposal {
		var sides []SideProposal
		for c := 2; c <= 8; c++ {
			for r := 2; r <= 8; r++ {
				o := hexgrid.Offset{Col: c, Row: r}
				for _, d := range dirs[:3] {
					nb := g.Neighbor(o, d)
					if nb.Col < 2 || nb.Col > 8 || nb.Row < 2 || nb.Row > 8 {
						continue
					}
					sides = append(sides, SideProposal{Side: hexgrid.Hexside{Hex: o, Dir: d}, ContourConf: 1})
				}
			}
		}
		return sides
	}
	weak := g.Side(hexgrid.Offset{Col: 5, Row: 5}, g.Directions()[0])
	strong := corners(g, weak)[0][0]
	for _, lone := range []float64{0, 0.6} {
		sides := plain()
		for i := range sides {
			switch sides[i].Side {
			case weak:
				sides[i].Contours, sides[i].ContourConf = 1, 0.5
			case strong:
				sides[i].Contours = 1
			}
		}
		reconcileContours(g, sides, 0.25, lone)
		for _, s := range sides {
			want := 1.0
			switch {
			case s.Side == weak && lone > 0:
				want = 0.125
			case s.Side == weak:
				want = 0.5
			}
			if s.ContourConf != want {
				t.Errorf("lone %g: side %v (%d lines): confidence %g, want %g", lone, s.Side, s.Contours, s.ContourConf, want)
			}
		}
	}
}

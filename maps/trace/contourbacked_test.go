package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestReleaseBackedCounts: a hill hex of level 1 in a 0 plain, every side
// read by both readers. Its flagged side whose four neighbouring sides are
// sure comes off the review list, weighed by the solve as read; a flagged
// side with a flagged neighbour, and a line flagged on the plain where its
// sure corners want none, stay flagged; a side whose line map was averaged along the line
// is left as it is.
func TestReleaseBackedCounts(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	hill := hexgrid.Offset{Col: 5, Row: 5}
	level := func(o hexgrid.Offset) int {
		if o == hill {
			return 1
		}
		return 0
	}
	var sides []SideProposal
	idx := map[hexgrid.Hexside]int{}
	for c := 2; c <= 8; c++ {
		for r := 2; r <= 8; r++ {
			o := hexgrid.Offset{Col: c, Row: r}
			dirs := g.Directions()
			for _, d := range dirs[:3] {
				nb := g.Neighbor(o, d)
				if nb.Col < 2 || nb.Col > 8 || nb.Row < 2 || nb.Row > 8 {
					continue
				}
				n := abs(level(o) - level(nb))
				reads := [2]ContourRead{{Reader: ReaderLanes, Count: n, Conf: 1}, {Reader: ReaderLineMap, Count: n, Conf: 1}}
				idx[hexgrid.Hexside{Hex: o, Dir: d}] = len(sides)
				sides = append(sides, SideProposal{Side: hexgrid.Hexside{Hex: o, Dir: d}, Contours: n, ContourConf: 1, ContourReads: reads})
			}
		}
	}
	dirs := g.Directions()
	at := func(o hexgrid.Offset, k int) *SideProposal { return &sides[idx[g.Side(o, dirs[k])]] }
	backedLine := at(hill, 0)                       // 1 line, neighbours sure: released
	pair := at(hill, 2)                             // 1 line beside a flagged side: kept
	pairMate := at(hill, 3)                         // shares a corner with pair
	misfit := at(hexgrid.Offset{Col: 7, Row: 7}, 0) // a plain side flagged at 1 line
	along := hexgrid.Offset{Col: 3, Row: 3}         // a plain zero read on a map averaged along
	alongSide := at(along, 0)
	for _, s := range []*SideProposal{backedLine, pair, pairMate, alongSide} {
		s.ContourConf = 0.1
	}
	misfit.Contours, misfit.ContourConf = 1, 0.1
	alongSide.mapAlong = true
	releaseBackedCounts(g, sides, 0.25)
	if backedLine.ContourConf != 0.25 || backedLine.ContourSettledFrom != 0.1 || backedLine.Contours != 1 {
		t.Errorf("backed side: %d lines at %g (settled from %g), want 1 at 0.25 from 0.1", backedLine.Contours, backedLine.ContourConf, backedLine.ContourSettledFrom)
	}
	for name, s := range map[string]*SideProposal{"beside a flagged side": pair, "its flagged mate": pairMate, "misfit": misfit, "averaged along": alongSide} {
		if s.ContourConf != 0.1 || s.ContourSettledFrom != 0 {
			t.Errorf("%s: confidence %g (settled from %g), want still flagged at 0.1", name, s.ContourConf, s.ContourSettledFrom)
		}
	}
}

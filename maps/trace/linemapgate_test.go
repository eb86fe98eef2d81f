package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestSheetCornerFit: line-map counts read true to a hill's levels fit
// every corner with a line; a false line or a missed one lowers the share,
// and sides traced on another sheet do not count.
func TestSheetCornerFit(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	hill := hexgrid.Offset{Col: 5, Row: 5}
	level := func(o hexgrid.Offset) int {
		if o == hill {
			return 1
		}
		return 0
	}
	build := func() []SideProposal {
		var sides []SideProposal
		for c := 2; c <= 8; c++ {
			for r := 2; r <= 8; r++ {
				o := hexgrid.Offset{Col: c, Row: r}
				for _, d := range dirs[:3] {
					nb := g.Neighbor(o, d)
					if nb.Col < 2 || nb.Col > 8 || nb.Row < 2 || nb.Row > 8 {
						continue
					}
					n := abs(level(o) - level(nb))
					sides = append(sides, SideProposal{Side: hexgrid.Hexside{Hex: o, Dir: d},
						ContourReads: [2]ContourRead{{Reader: ReaderLanes, Count: n, Conf: 1}, {Reader: ReaderLineMap, Count: n, Conf: 1}}})
				}
			}
		}
		return sides
	}
	set := func(sides []SideProposal, s hexgrid.Hexside, n int) {
		for i := range sides {
			if sides[i].Side == s {
				sides[i].ContourReads[1].Count = n
				return
			}
		}
		t.Fatalf("side %v not traced", s)
	}
	sides := build()
	idx := sideIndex(sides)
	if f := sheetCornerFit(g, sides, idx, 0, 1); f != 1 {
		t.Fatalf("true counts: fit %.3f, want 1", f)
	}
	// a false line away from the hill
	far := build()
	set(far, g.Side(hexgrid.Offset{Col: 3, Row: 3}, dirs[0]), 1)
	fFalse := sheetCornerFit(g, far, idx, 0, 1)
	if fFalse >= 1 {
		t.Errorf("a false line: fit %.3f, want under 1", fFalse)
	}
	// a missed line of the hill
	missed := build()
	set(missed, g.Side(hill, dirs[1]), 0)
	if f := sheetCornerFit(g, missed, idx, 0, 1); f >= 1 {
		t.Errorf("a missed line: fit %.3f, want under 1", f)
	}
	// the false line's sides traced on sheet 1: sheet 0 fits again
	for i := range far {
		if far[i].Side.Hex.Col <= 4 && far[i].Side.Hex.Row <= 4 {
			far[i].sheet = 1
		}
	}
	if f := sheetCornerFit(g, far, idx, 0, 1); f != 1 {
		t.Errorf("the false line on sheet 1: sheet 0's fit %.3f, want 1", f)
	}
	if f := sheetCornerFit(g, far, idx, 1, 1); f >= 1 {
		t.Errorf("the false line on sheet 1: sheet 1's fit %.3f, want under 1", f)
	}
}

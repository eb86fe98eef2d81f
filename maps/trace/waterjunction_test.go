package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestDropJunctionWater works sides by hand: at a corner where three sides
// read wet on a coarse scan, the side followed least is dropped and
// flagged when doubted; a doubted weakest side read sure enough, a
// junction on a fine scan and one on a sheet the rule does not hold on
// are kept.
func TestDropJunctionWater(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	var sides []SideProposal
	junction := func(o hexgrid.Offset, sheet int, fine bool, weakConf float64) int {
		s := g.Side(o, dirs[0])
		c := corners(g, s)[0]
		for k, side := range []hexgrid.Hexside{s, c[0], c[1]} {
			sp := SideProposal{Side: side, Water: true, WaterConf: 0.9, sheet: sheet}
			sp.track = waterTrack{Tracked: true, Fine: fine, Share: 0.9}
			if k == 2 {
				sp.WaterConf, sp.track.Share = weakConf, 0.3
			}
			sides = append(sides, sp)
		}
		return len(sides) - 1
	}
	dropped := junction(hexgrid.Offset{Col: 3, Row: 3}, 0, false, 0.1)
	sure := junction(hexgrid.Offset{Col: 8, Row: 3}, 0, false, 0.5)
	fine := junction(hexgrid.Offset{Col: 3, Row: 8}, 0, true, 0.1)
	off := junction(hexgrid.Offset{Col: 8, Row: 8}, 1, false, 0.1)
	dropJunctionWater(g, sides, []bool{true, false}, 0.25)
	if sides[dropped].Water || sides[dropped].WaterConf >= 0.25 {
		t.Errorf("doubted weakest side of a junction: water %v conf %.2f, want dropped and flagged", sides[dropped].Water, sides[dropped].WaterConf)
	}
	for name, i := range map[string]int{"read sure enough": sure, "fine scan": fine, "sheet off": off} {
		if !sides[i].Water {
			t.Errorf("%s: weakest side dropped, want kept", name)
		}
	}
	n := 0
	for _, s := range sides {
		if !s.Water {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d sides dropped, want 1", n)
	}
}

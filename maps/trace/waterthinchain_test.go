package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestDropThinChains works chains of water sides by hand on a coarse art
// sheet: a pair read a pixel across (0.17 mm) is dropped and flagged; a
// chain of three with one side as wide as a printed stream, a ring of six
// thin sides (longer than shortChain), a thin side read on a fine scan,
// and a thin pair on a blurred scan are kept; the art mark is not asked
// for (a thin pair on a second sheet is dropped too).
func TestDropThinChains(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	var sides []SideProposal
	wet := func(o hexgrid.Offset, d hexgrid.Direction, widthMM float64, sheet int) int {
		sp := SideProposal{Side: g.Side(o, d), Water: true, WaterConf: 0.9, sheet: sheet}
		sp.track = waterTrack{Tracked: true, Sharp: true, Share: 0.9, Width: widthMM}
		sides = append(sides, sp)
		return len(sides) - 1
	}
	at := func(col, row int) hexgrid.Offset { return hexgrid.Offset{Col: col, Row: row} }
	pair := []int{wet(at(2, 2), dirs[0], 0.17, 0), wet(at(2, 2), dirs[1], 0.2, 0)}
	wide := []int{wet(at(6, 2), dirs[0], 0.17, 0), wet(at(6, 2), dirs[1], 0.35, 0), wet(at(6, 2), dirs[2], 0.17, 0)}
	var ring []int
	for _, d := range dirs {
		ring = append(ring, wet(at(10, 6), d, 0.17, 0))
	}
	fine := wet(at(2, 8), dirs[0], 0.17, 0)
	sides[fine].track.Tracked, sides[fine].track.Fine = false, true
	other := []int{wet(at(6, 8), dirs[0], 0.17, 1), wet(at(6, 8), dirs[1], 0.17, 1)}
	blurred := []int{wet(at(10, 2), dirs[0], 0.17, 0), wet(at(10, 2), dirs[1], 0.17, 0)}
	for _, i := range blurred {
		sides[i].track.Sharp = false
	}

	dropThinChains(g, sides, 0.25)
	for _, i := range append(pair, other...) {
		if sides[i].Water || sides[i].WaterConf >= 0.25 {
			t.Errorf("thin pair side %d: water %v conf %.2f, want dropped and flagged under 0.25", i, sides[i].Water, sides[i].WaterConf)
		}
	}
	for name, kept := range map[string][]int{"wide chain": wide, "ring of six": ring, "fine scan": {fine}, "blurred scan": blurred} {
		for _, i := range kept {
			if !sides[i].Water {
				t.Errorf("%s side %d: dropped, want kept", name, i)
			}
		}
	}
}

package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestAddFollowedWater works sides by hand on a marked fine sheet: a dry
// side followed as one line and meeting a wet side is read wet and
// flagged, over a dense tint at a stream's narrow read width and over a
// light tint only at nearly its printed width; a set of three followed dry
// sides meeting no water is read wet, a pair is not.
func TestAddFollowedWater(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	var sides []SideProposal
	followed := func(s hexgrid.Hexside, widthMM, tint float64) int {
		sp := SideProposal{Side: s, WaterConf: 0.9}
		sp.track = waterTrack{Tracked: true, Fine: true, Screened: true, Share: 1, Width: widthMM, Tint: float32(tint)}
		for k := range sp.track.Widths {
			sp.track.Widths[k] = float32(widthMM)
		}
		sides = append(sides, sp)
		return len(sides) - 1
	}
	// wetAt adds a wet side at hex o and returns the sides meeting it at
	// its first corner.
	wetAt := func(o hexgrid.Offset) [2]hexgrid.Hexside {
		s := g.Side(o, dirs[0])
		sides = append(sides, SideProposal{Side: s, Water: true, WaterConf: 1})
		return corners(g, s)[0]
	}
	dense := followed(wetAt(hexgrid.Offset{Col: 2, Row: 2})[0], 0.15, 2.5)
	lightThin := followed(wetAt(hexgrid.Offset{Col: 8, Row: 2})[0], 0.15, 0.3)
	lightWide := followed(wetAt(hexgrid.Offset{Col: 14, Row: 2})[0], 0.35, 0.3)
	s0 := g.Side(hexgrid.Offset{Col: 2, Row: 10}, dirs[0])
	c := corners(g, s0)
	set3 := []int{followed(s0, 0.15, 2.5), followed(c[0][0], 0.15, 2.5), followed(c[1][0], 0.15, 2.5)}
	p0 := g.Side(hexgrid.Offset{Col: 12, Row: 10}, dirs[0])
	pair := []int{followed(p0, 0.15, 2.5), followed(corners(g, p0)[0][0], 0.15, 2.5)}
	addFollowedWater(g, sides, 0.25)
	for name, i := range map[string]int{"dense tint": dense, "light tint, wide": lightWide} {
		if !sides[i].Water || sides[i].WaterConf >= 0.25 {
			t.Errorf("%s: water %v conf %.2f, want read wet and flagged", name, sides[i].Water, sides[i].WaterConf)
		}
	}
	if sides[lightThin].Water {
		t.Errorf("light tint, thin line: read wet, want dry")
	}
	for _, i := range set3 {
		if !sides[i].Water {
			t.Errorf("set of three followed sides: %v dry, want wet", sides[i].Side)
		}
	}
	for _, i := range pair {
		if sides[i].Water {
			t.Errorf("pair of followed sides: %v wet, want dry", sides[i].Side)
		}
	}
}

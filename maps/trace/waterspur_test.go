package trace

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestPruneWaterSpurs works streams by hand. A stream rings one hex (its
// six sides, read at 0.95: every corner of the ring joins two of them); a
// side leaving one of the ring's corners outward, read weakly (0.62), has
// the stream running on through its near corner and nothing at its far
// corner: a spur, dropped and flagged. A second stream of three sides
// around another hex ends in a weak side (0.62) next to its strong last
// side: a weak stream end, kept. A lone weak read (0.65) far from both is
// dropped on this scan, whose long stream reads strong; on a scan whose
// long stream reads at 0.75 (blurred: weak reads are often true) the
// spur and the lone read are kept.
func TestPruneWaterSpurs(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	o := hexgrid.Offset{Col: 4, Row: 4}
	p := hexgrid.Offset{Col: 12, Row: 4}
	var sides []SideProposal
	add := func(s hexgrid.Hexside, f float64) int {
		w, c := decide(f)
		sides = append(sides, SideProposal{Side: s, Water: w, WaterConf: c})
		return len(sides) - 1
	}
	outward := func(s, along hexgrid.Hexside) hexgrid.Hexside {
		// the third side at the corner s shares with along
		for _, c := range corners(g, s) {
			if i := slices.Index(c[:], along); i >= 0 {
				return c[1-i]
			}
		}
		t.Fatalf("%v and %v share no corner", s, along)
		return s
	}
	build := func(ring float64) (spur, end, lone int) {
		sides = sides[:0]
		for _, d := range dirs {
			add(g.Side(o, d), ring)
		}
		spur = add(outward(g.Side(o, dirs[0]), g.Side(o, dirs[1])), 0.62)
		for _, d := range dirs[:3] {
			add(g.Side(p, d), 0.95)
		}
		// the third stream side's other corner: one of its sides there
		last := g.Side(p, dirs[2])
		for _, c := range corners(g, last) {
			if !slices.Contains(c[:], g.Side(p, dirs[1])) {
				end = add(c[0], 0.62)
				if c[0] == g.Side(p, dirs[3]) {
					sides[end].Side = c[1]
				}
			}
		}
		lone = add(g.Side(hexgrid.Offset{Col: 20, Row: 10}, dirs[0]), 0.65)
		return spur, end, lone
	}
	spur, end, lone := build(0.95)
	pruneWaterSpurs(g, sides, 0.25)
	if sides[spur].Water || sides[spur].WaterConf >= 0.25 {
		t.Errorf("spur %v: water %v conf %.2f, want dropped and flagged", sides[spur].Side, sides[spur].Water, sides[spur].WaterConf)
	}
	if !sides[end].Water {
		t.Errorf("weak stream end %v dropped", sides[end].Side)
	}
	if sides[lone].Water || sides[lone].WaterConf >= 0.25 {
		t.Errorf("lone weak read on a strong scan: water %v conf %.2f, want dropped and flagged", sides[lone].Water, sides[lone].WaterConf)
	}
	for i := range 6 {
		if !sides[i].Water || sides[i].WaterConf < 0.25 {
			t.Errorf("ring side %d: water %v conf %.2f, want kept and sure", i, sides[i].Water, sides[i].WaterConf)
		}
	}
	spur, _, lone = build(0.75)
	pruneWaterSpurs(g, sides, 0.25)
	if !sides[lone].Water || !sides[spur].Water {
		t.Errorf("on a scan whose streams read weak: lone read kept %v, spur kept %v; want both kept", sides[lone].Water, sides[spur].Water)
	}
}

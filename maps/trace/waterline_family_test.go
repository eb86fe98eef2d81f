package trace_test

import (
	"testing"
)

// TestCoarseLineWaterFamily traces printed-style maps of seeds no water
// rule was tuned on (65-68, 12 x 10 hexes, 150 dpi, heavy: a coarse,
// blurred scan, where water is missed and texture read as water) and
// settles their water sides with and without the rules that weigh a side's
// printed line against the sheet's (waterline.go). Against the
// known maps: of the sides the rule changes more than half must come out
// right (water where the known map has water, dry where it has none; on
// the families it was measured on 36 of 41 at 150 dpi heavy, seeds 21-40,
// and 29 of 33 at light, seeds 91-110), and water precision plus recall
// must rise.
func TestCoarseLineWaterFamily(t *testing.T) {
	if testing.Short() {
		t.Skip("traces four printed maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	s := settleAgainstKnown(t, printedWaterTraces(t, []uint64{65, 66, 67, 68}, 12, 10, 150, "heavy", func(seed uint64) uint64 { return seed*100 + 2 }))
	changed, right := s.changed, s.right
	p0, r0 := s.without.precision(), s.without.recall()
	p1, r1 := s.with.precision(), s.with.recall()
	t.Logf("changed %d sides, %d of them right; water P/R %.3f / %.3f -> %.3f / %.3f", changed, right, p0, r0, p1, r1)
	if 2*right <= changed {
		t.Errorf("the rule changed %d water sides, %d of them right in the known map: want more than half", changed, right)
	}
	if changed > 0 && p1+r1 <= p0+r0 {
		t.Errorf("water precision + recall %.3f with the rule, %.3f without: want higher", p1+r1, p0+r0)
	}
}

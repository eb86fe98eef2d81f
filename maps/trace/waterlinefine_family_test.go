package trace_test

import (
	"testing"
)

// TestFineLineWaterFamily traces printed-style maps of seeds no water rule
// was tuned on (69-71, 10 x 8 hexes, 300 dpi, light: a fine scan, where
// streams wind off the grid line) and settles their water sides with and
// without the rules that weigh a side's printed line against the sheet's
// (waterlinefine.go). Against the known maps: of the sides the rules
// change more than half must come out right (on seeds 91-100 at 300 dpi
// light 9 of 9 were, on 21-40 4 of 6), and water precision must not
// fall.
func TestFineLineWaterFamily(t *testing.T) {
	if testing.Short() {
		t.Skip("traces three printed maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	s := settleAgainstKnown(t, printedTraces(t, []uint64{69, 70, 71}, 10, 8, 300, "light", func(seed uint64) uint64 { return seed * 100 }))
	changed, right := s.changed, s.right
	t.Logf("changed %d sides, %d of them right; water precision %.3f -> %.3f", changed, right, s.without.precision(), s.with.precision())
	if 2*right <= changed && changed > 0 {
		t.Errorf("the rules changed %d water sides, %d of them right in the known map: want more than half", changed, right)
	}
	if s.with.precision() < s.without.precision() {
		t.Errorf("water precision %.3f with the rules, %.3f without: want no lower", s.with.precision(), s.without.precision())
	}
}

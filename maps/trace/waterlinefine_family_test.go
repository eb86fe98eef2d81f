package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
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
	var changed, right int
	var with, without struct{ tp, fp int }
	for _, pt := range printedTraces(t, []uint64{69, 70, 71}, 10, 8, 300, "light", func(seed uint64) uint64 { return seed * 100 }) {
		seed, pm, p := pt.seed, pt.pm, pt.p
		g := pm.Truth.Geo.Grid
		opt := pm.Colours(trace.DefaultOptions())
		ws := trace.WaterSides(p)
		on := trace.SettleWaterSides(g, ws, opt, true)
		off := trace.SettleWaterSidesBefore(g, ws, opt, true)
		for i, sp := range on {
			w := pm.Truth.Water[sp.Side]
			if sp.Water != off[i].Water {
				changed++
				if sp.Water == w {
					right++
				}
				t.Logf("seed %d: %v read as water %v (known map: %v), hit %.2f", seed, sp.Side, sp.Water, w, ws[i].Hit)
			}
			if sp.Water {
				if w {
					with.tp++
				} else {
					with.fp++
				}
			}
			if off[i].Water {
				if w {
					without.tp++
				} else {
					without.fp++
				}
			}
		}
	}
	prec := func(n struct{ tp, fp int }) float64 { return float64(n.tp) / float64(max(1, n.tp+n.fp)) }
	t.Logf("changed %d sides, %d of them right; water precision %.3f -> %.3f", changed, right, prec(without), prec(with))
	if 2*right <= changed && changed > 0 {
		t.Errorf("the rules changed %d water sides, %d of them right in the known map: want more than half", changed, right)
	}
	if prec(with) < prec(without) {
		t.Errorf("water precision %.3f with the rules, %.3f without: want no lower", prec(with), prec(without))
	}
}

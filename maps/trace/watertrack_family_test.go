package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterLineRuleFamily traces printed-style maps of seeds the line rule
// was not tuned on (61-62, 16 x 12 hexes, 150 dpi, light: a coarse scan,
// where water sides are followed along the side) and settles their water
// sides with the path rules, with and without the line rule
// (watertrack.go). Against the known maps: of the sides the rule drops at
// least two thirds must be false water (it may lose a true side for every
// two false ones it removes), and water precision must rise.
func TestWaterLineRuleFamily(t *testing.T) {
	if testing.Short() {
		t.Skip("traces two full printed maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	var dropped, droppedFalse, tpWith, fpWith, tpWithout, fpWithout, truth int
	for _, pt := range printedWaterTraces(t, []uint64{61, 62}, 16, 12, 150, "light", func(seed uint64) uint64 { return seed * 100 }) {
		seed, pm, p := pt.seed, pt.pm, pt.p
		g := pm.Truth.Geo.Grid
		opt := pm.Colours(trace.DefaultOptions())
		ws := trace.WaterSides(p)
		// the line rule alone (coarseLineWater: waterline_family_test.go)
		with, without := trace.SettleWaterSidesBefore(g, ws, opt, true), trace.SettleWaterSidesBefore(g, ws, opt, false)
		for i, sp := range with {
			w := pm.Truth.Water[sp.Side]
			if w {
				truth++
			}
			if without[i].Water && !sp.Water {
				dropped++
				if !w {
					droppedFalse++
				}
				t.Logf("seed %d: dropped %v (water in the known map %v), hit %.2f, followed over %.2f", seed, sp.Side, w, ws[i].Hit, ws[i].Share)
			}
			switch {
			case sp.Water && w:
				tpWith++
			case sp.Water:
				fpWith++
			}
			switch {
			case without[i].Water && w:
				tpWithout++
			case without[i].Water:
				fpWithout++
			}
		}
	}
	prec := func(tp, fp int) float64 { return float64(tp) / float64(max(1, tp+fp)) }
	t.Logf("dropped %d, %d of them false; precision %.3f -> %.3f, recall %.3f -> %.3f", dropped, droppedFalse,
		prec(tpWithout, fpWithout), prec(tpWith, fpWith), float64(tpWithout)/float64(max(1, truth)), float64(tpWith)/float64(max(1, truth)))
	if 3*droppedFalse < 2*dropped {
		t.Errorf("the line rule dropped %d water sides, %d of them false in the known map: want at least two thirds", dropped, droppedFalse)
	}
	if prec(tpWith, fpWith) <= prec(tpWithout, fpWithout) && fpWithout > 0 {
		t.Errorf("water precision %.3f with the line rule, %.3f without: want higher", prec(tpWith, fpWith), prec(tpWithout, fpWithout))
	}
}

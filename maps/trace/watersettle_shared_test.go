package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// waterPR counts water sides against a known map: true positives, false
// positives and false negatives.
type waterPR struct{ tp, fp, fn int }

// add counts one side read as water (got) where the known map has water
// (want) or not.
func (n *waterPR) add(got, want bool) {
	switch {
	case got && want:
		n.tp++
	case got:
		n.fp++
	case want:
		n.fn++
	}
}

// precision returns TP / (TP + FP), 0 with nothing read as water.
func (n waterPR) precision() float64 { return float64(n.tp) / float64(max(1, n.tp+n.fp)) }

// recall returns TP / (TP + FN), 0 with no water on the known map.
func (n waterPR) recall() float64 { return float64(n.tp) / float64(max(1, n.tp+n.fn)) }

// settledWater is what the newest water rules change on traced printed
// maps, scored against their known maps.
type settledWater struct {
	changed, right int     // sides the rules changed, and of them right
	with, without  waterPR // water with and without the rules
}

// settleAgainstKnown settles the water sides of each trace with and
// without the newest rules (trace.SettleWaterSides and
// SettleWaterSidesBefore, on printed sheets) and scores both against the
// known maps, logging each side the rules changed.
func settleAgainstKnown(t *testing.T, pts []printedTrace) settledWater {
	t.Helper()
	var s settledWater
	for _, pt := range pts {
		g := pt.pm.Truth.Geo.Grid
		opt := pt.pm.Colours(trace.DefaultOptions())
		ws := trace.WaterSides(pt.p)
		on := trace.SettleWaterSides(g, ws, opt, true)
		off := trace.SettleWaterSidesBefore(g, ws, opt, true)
		for i, sp := range on {
			w := pt.pm.Truth.Water[sp.Side]
			if sp.Water != off[i].Water {
				s.changed++
				if sp.Water == w {
					s.right++
				}
				t.Logf("seed %d: %v read as water %v (known map: %v), hit %.2f", pt.seed, sp.Side, sp.Water, w, ws[i].Hit)
			}
			s.with.add(sp.Water, w)
			s.without.add(off[i].Water, w)
		}
	}
	return s
}

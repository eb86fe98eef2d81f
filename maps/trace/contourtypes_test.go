package trace_test

import (
	"fmt"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestBlindTypeZerosFlagged checks flagBlindTypes' strong ratio on a
// printed-style scan at 150 dpi (seed 35 moderate, 16 x 12 hexes, scanned
// as trace accuracy scans it), against printgen's truth. Seed 35's lanes
// read lines inside woods half as often as elsewhere while its woods hold
// them as often, on a sheet where they break few lines (the strong ratio).
// The trace is settled again with the ratio off and on; of the zeros the
// lanes read and the settle left sure, the rule must take at least half of
// those hiding a line and keep at least half of those without one sure: it
// flags a blind type's zeros whole (measured: off 28 hiding a line and 293
// without, on 5 and 185).
func TestBlindTypeZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces a 150 dpi map")
	}
	// not parallel: it switches the rules off and on for the settle.
	// flagHiddenTypes off in both: it flags seed 35's woods zeros too (the
	// ratio off, 5 hiding a line and 169 without stay sure).
	defer trace.SetHiddenTypes(0, 0, 0)()
	seeds, levels, li := []uint64{35}, []string{"moderate"}, []uint64{1}
	traced := sideBySide(t, len(levels), func(i int) string { return fmt.Sprintf("seed %d %s", seeds[i], levels[i]) },
		func(t *testing.T, i int) printedTrace {
			return printedTraceOf(t, seeds[i], 16, 12, 150, levels[i], seeds[i]*100+li[i])
		})
	var hidden, kept [1][2]int
	for k, on := range []bool{false, true} {
		var undo []func()
		if !on {
			undo = append(undo, trace.SetBlindTypeStrong(0))
		}
		for i := range levels {
			pm, p := traced[i].pm, *traced[i].p
			p.Sides = append([]trace.SideProposal(nil), p.Sides...)
			job := pm.Job(traced[i].s, 4, trace.DefaultOptions())
			trace.Resettle(job.Grid, &p, job.Options)
			for _, sp := range p.Sides {
				if sp.ContourReads[0].Count != 0 || sp.Contours != 0 || !p.Sure(sp.ContourConf) {
					continue
				}
				if pm.Truth.Contours[sp.Side] > 0 {
					hidden[i][k]++
				} else {
					kept[i][k]++
				}
			}
		}
		for j := len(undo) - 1; j >= 0; j-- {
			undo[j]()
		}
	}
	for i, lv := range levels {
		t.Logf("seed %d %s, sure lane zeros hiding a line / without one: rules off %d / %d, on %d / %d", seeds[i], lv, hidden[i][0], kept[i][0], hidden[i][1], kept[i][1])
		if 2*hidden[i][1] > hidden[i][0] || 2*kept[i][1] < kept[i][0] {
			t.Errorf("seed %d %s, rules on: %d sure zeros hide a line (off %d, want at most half), %d without a line sure (off %d, want at least half)", seeds[i], lv, hidden[i][1], hidden[i][0], kept[i][1], kept[i][0])
		}
	}
}

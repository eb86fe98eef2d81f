package trace_test

import (
	"fmt"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestLeftChainZerosFlagged checks flagLeftZeros on printed-style heavy
// scans at 150 dpi (seeds 24 and 25, 16 x 12 hexes, scanned as trace
// accuracy scans them), against printgen's truth: each trace is settled
// again with the flag off and on, and of the zeros the lanes read and the
// settle left sure, the flag must take at least half of those hiding a
// line and keep at least 97% of those without one sure (measured: off 8
// and 298, on 4 and 294). Written without
// the lanes' fit in levels it was an absolute bound (at most 2 hiding a
// line, at least 300 without: 1 and 307, 6 and 310 before the flag);
// with the fit the lanes' sure zeros on these sheets are others (4 hide a
// line and 294 without one stay sure with every flag on), so the bound now
// compares the flag with itself off on the same reads.
func TestLeftChainZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 150 dpi maps")
	}
	// The flag is weighed against the settle without the followed zeros'
	// review (reviewFollowedZeros), which lists some of the same zeros.
	defer trace.SetFollowZeros(0, false)()
	// and without flagHiddenTypes, which flags seed 25's woods zeros
	// whole (with it, off 2 / 104 and on 2 / 103)
	defer trace.SetHiddenTypes(0, 0, 0)()
	// not parallel: it switches flagLeftZeros off and on for the settle
	seeds := []uint64{24, 25}
	traced := sideBySide(t, len(seeds), func(i int) string { return fmt.Sprintf("seed %d heavy", seeds[i]) },
		func(t *testing.T, i int) printedTrace {
			return printedTraceOf(t, seeds[i], 16, 12, 150, "heavy", seeds[i]*100+2)
		})
	var hidden, kept [2]int
	defer trace.SetLeftZeros(trace.LeftRare, trace.LeftLanes, trace.LeftShare, trace.LeftShows)
	for k, rare := range []float64{0, trace.LeftRare} {
		trace.SetLeftZeros(rare, trace.LeftLanes, trace.LeftShare, trace.LeftShows)
		for i := range seeds {
			pm, p := traced[i].pm, *traced[i].p
			p.Sides = append([]trace.SideProposal(nil), p.Sides...)
			job := pm.Job(traced[i].s, 4, trace.DefaultOptions())
			trace.Resettle(job.Grid, &p, job.Options)
			for _, sp := range p.Sides {
				if sp.ContourReads[0].Count != 0 || sp.Contours != 0 || !p.Sure(sp.ContourConf) {
					continue
				}
				if pm.Truth.Contours[sp.Side] > 0 {
					hidden[k]++
				} else {
					kept[k]++
				}
			}
		}
	}
	t.Logf("seeds 24-25 heavy, sure lane zeros hiding a line / without one: flag off %d / %d, on %d / %d", hidden[0], kept[0], hidden[1], kept[1])
	if 2*hidden[1] > hidden[0] || 100*kept[1] < 97*kept[0] {
		t.Errorf("flag on: %d sure zeros hide a line (off %d, want at most half), %d without a line sure (off %d, want >= 97%%)", hidden[1], hidden[0], kept[1], kept[0])
	}
}

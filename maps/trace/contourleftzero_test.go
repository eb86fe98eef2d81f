package trace_test

import (
	"fmt"
	"testing"
)

// TestLeftChainZerosFlagged checks flagLeftZeros on printed-style heavy
// scans at 150 dpi (seeds 24 and 25, 16 x 12 hexes, scanned as trace
// accuracy scans them), against printgen's truth: of the zeros the lanes
// read and the settle left sure, at most 2 may hide a line (when written:
// 1, and 6 before the flag), and at least 300 without a line stay sure
// (307; 310 before): the flag takes the zeros with a broken line's chain
// left over and leaves the others.
func TestLeftChainZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 150 dpi maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	seeds := []uint64{24, 25}
	traced := sideBySide(t, len(seeds), func(i int) string { return fmt.Sprintf("seed %d heavy", seeds[i]) },
		func(t *testing.T, i int) printedTrace {
			return printedTraceOf(t, seeds[i], 16, 12, 150, "heavy", seeds[i]*100+2)
		})
	hidden, kept := 0, 0
	for i := range seeds {
		pm, p := traced[i].pm, traced[i].p
		for _, sp := range p.Sides {
			if sp.ContourReads[0].Count != 0 || sp.Contours != 0 || !p.Sure(sp.ContourConf) {
				continue
			}
			if pm.Truth.Contours[sp.Side] > 0 {
				hidden++
			} else {
				kept++
			}
		}
	}
	t.Logf("seeds 24-25 heavy: %d sure lane zeros hide a line, %d without one sure", hidden, kept)
	if hidden > 2 || kept < 300 {
		t.Errorf("%d sure zeros hide a line (want <= 2), %d without a line sure (want >= 300)", hidden, kept)
	}
}

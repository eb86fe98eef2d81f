package trace_test

import (
	"fmt"
	"testing"
)

// TestBrokenSheetZerosFlagged checks that a 150 dpi sheet whose thin
// contour lines the lanes break (near-line zeros as many as the sides they
// read lines on) has every zero flagged, and a sheet they read well does
// not. Expected answers from printgen's truth on random seeds (16 x 12
// hexes, scanned as trace accuracy scans them): seed 44 heavy, where over
// 8% of the lanes' zeros hold a line, must keep none of them unflagged;
// seed 42 light, where under 2% do, must keep at least 80% of them sure
// (when written: 77 of 455 zeros lines, none sure; 0 of 434, 425 sure).
func TestBrokenSheetZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 150 dpi maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	cases := []struct {
		seed   uint64
		level  string
		li     uint64
		broken bool
	}{{44, "heavy", 2, true}, {42, "light", 0, false}}
	traced := sideBySide(t, len(cases), func(i int) string { return fmt.Sprintf("seed %d %s", cases[i].seed, cases[i].level) },
		func(t *testing.T, i int) printedTrace {
			c := cases[i]
			return printedTraceOf(t, c.seed, 16, 12, 150, c.level, c.seed*100+c.li)
		})
	for i, c := range cases {
		pm, p := traced[i].pm, traced[i].p
		zeros, lines, sure := 0, 0, 0
		for _, sp := range p.Sides {
			if sp.ContourReads[0].Count != 0 || sp.Contours != 0 {
				continue
			}
			zeros++
			if pm.Truth.Contours[sp.Side] > 0 {
				lines++
			}
			if p.Sure(sp.ContourConf) {
				sure++
			}
		}
		share := float64(lines) / float64(max(1, zeros))
		t.Logf("seed %d %s: %d lane zeros, %d of them lines (%.1f%%), %d sure", c.seed, c.level, zeros, lines, 100*share, sure)
		switch {
		case c.broken && (share < 0.08 || sure > 0):
			t.Errorf("seed %d %s: %.1f%% of %d zeros hold a line (want >= 8%%), %d sure (want 0)", c.seed, c.level, 100*share, zeros, sure)
		case !c.broken && (share >= 0.02 || sure < zeros*8/10):
			t.Errorf("seed %d %s: %.1f%% of %d zeros hold a line (want < 2%%), %d sure (want >= 80%%)", c.seed, c.level, 100*share, zeros, sure)
		}
	}
}

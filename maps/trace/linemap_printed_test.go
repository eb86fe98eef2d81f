package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestLineMapPrinted traces a printed-style map (printgen seed 1, 16 x 12
// hexes, 300 dpi, light: a sharp scan) with the contour line map on and
// checks its contour counts against the known map, over the sides where
// the map or the reading has lines: at least 85% right and at most 3%
// wrong and not flagged (measured 120 of 127 right, 1 wrong and not
// flagged; the lane reader gets 62.7% and 7.3% over seeds 1-5).
func TestLineMapPrinted(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces a 300 dpi map")
	}
	t.Parallel() // its own maps and the shared read-only caches (see sidebyside_test.go)
	pm, s := printAndScan(t, 1, 16, 12, 300, "light", 101)
	opt := trace.DefaultOptions()
	job := pm.Job(s, 4, opt)
	job.Options.LineMap = true
	p, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	n, right, wrongSure := 0, 0, 0
	for _, sp := range p.Sides {
		want := pm.Truth.Contours[sp.Side]
		if want == 0 && sp.Contours == 0 {
			continue
		}
		n++
		switch {
		case want == sp.Contours:
			right++
		case p.Sure(sp.ContourConf):
			wrongSure++
		}
	}
	t.Logf("%d sides with lines: %d right, %d wrong and not flagged", n, right, wrongSure)
	if n < 50 || float64(right) < 0.85*float64(n) || float64(wrongSure) > 0.03*float64(n) {
		t.Errorf("%d sides with lines: %d right (want >= 85%%), %d wrong and not flagged (want <= 3%%)", n, right, wrongSure)
	}
}

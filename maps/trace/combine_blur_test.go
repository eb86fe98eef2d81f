package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestCombinedContoursBlurred traces heavy (blurred) printed-style scans of
// two seeds kept out of the tuning (printgen seeds 63 and 64, 16 x 12
// hexes, 300 dpi) and scores the combined contour counts against the
// known maps over the sides where the map or a reading has lines. On such
// scans the line map misses thin lines the lanes still see; its zeros
// must not outvote them: the combined count must be right at least as
// often as either reader's own count, at most 5% of the sides wrong and
// not flagged, and every sheet's blur measured (0.08-0.2 mm: the heavy
// level's scanner blur is 0.08-0.12 mm before the print's and the
// reader's own).
func TestCombinedContoursBlurred(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 300 dpi maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	n, right, wrongSure := 0, 0, 0
	readerRight := map[string]int{}
	for _, pt := range printedTraces(t, []uint64{63, 64}, 16, 12, 300, "heavy", func(seed uint64) uint64 { return seed*100 + 2 }) {
		seed, pm, p := pt.seed, pt.pm, pt.p
		if len(p.Blur) != 1 || p.Blur[0].SigmaMM < 0.08 || p.Blur[0].SigmaMM > 0.2 {
			t.Errorf("seed %d: blur %+v, want one sheet's, sigma 0.08-0.2 mm", seed, p.Blur)
		}
		for _, sp := range p.Sides {
			want := pm.Truth.Contours[sp.Side]
			if want == 0 && sp.Contours == 0 {
				continue
			}
			n++
			for _, r := range sp.ContourReads {
				if r.Count == want {
					readerRight[r.Reader]++
				}
			}
			switch {
			case want == sp.Contours:
				right++
			case p.Sure(sp.ContourConf):
				wrongSure++
			}
		}
	}
	t.Logf("%d sides with lines: %d right (lanes alone %d, line map alone %d), %d wrong and not flagged",
		n, right, readerRight[trace.ReaderLanes], readerRight[trace.ReaderLineMap], wrongSure)
	if n < 100 || right < readerRight[trace.ReaderLanes] || right < readerRight[trace.ReaderLineMap] ||
		float64(wrongSure) > 0.05*float64(n) {
		t.Errorf("%d sides with lines: %d right (want >= each reader's: lanes %d, line map %d), %d wrong and not flagged (want <= 5%%)",
			n, right, readerRight[trace.ReaderLanes], readerRight[trace.ReaderLineMap], wrongSure)
	}
}

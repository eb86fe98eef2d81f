package trace_test

import (
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestCombinedContoursPrinted traces printed-style maps of two seeds kept
// out of the flags' calibration (printgen seeds 61 and 62, 16 x 12 hexes,
// 300 dpi, moderate) with both contour readers combined (the default for
// curves) and scores them against the known maps, over the sides where the
// map or a reading has lines: the combined count must be right at least as
// often as either reader's own count, and at most 3% of the sides wrong and
// not flagged (measured: 337 sides, 273 right against 208 for the lanes
// and 262 for the line map alone, 9 wrong and not flagged). Every side
// must carry both readers' counts, and the review list (Proposal.Review)
// must hold every flagged count with both readers' counts.
func TestCombinedContoursPrinted(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 300 dpi maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	n, right, wrongSure := 0, 0, 0
	readerRight := map[string]int{}
	for _, pt := range printedTraces(t, []uint64{61, 62}, 16, 12, 300, "moderate", func(seed uint64) uint64 { return seed*100 + 1 }) {
		seed, pm, p := pt.seed, pt.pm, pt.p
		items, err := p.Review(pm.Truth.Geo)
		if err != nil {
			t.Fatal(err)
		}
		listed := 0
		for _, it := range items {
			if it.Feature != "contours" {
				continue
			}
			listed++
			if !strings.Contains(it.Reads, trace.ReaderLanes+" ") || !strings.Contains(it.Reads, trace.ReaderLineMap+" ") {
				t.Errorf("seed %d review item %+v: want both readers' counts", seed, it)
			}
		}
		flagged := 0
		for _, sp := range p.Sides {
			if !p.Sure(sp.ContourConf) {
				flagged++
			}
		}
		if listed != flagged {
			t.Errorf("seed %d: %d contour counts flagged, %d in the review list", seed, flagged, listed)
		}
		for _, sp := range p.Sides {
			if sp.ContourReads[1].Reader == "" {
				t.Fatalf("seed %d side %v: reads %v, want the lanes' and the line map's", seed, sp.Side, sp.ContourReads)
			}
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
		float64(wrongSure) > 0.03*float64(n) {
		t.Errorf("%d sides with lines: %d right (want >= each reader's: lanes %d, line map %d), %d wrong and not flagged (want <= 3%%)",
			n, right, readerRight[trace.ReaderLanes], readerRight[trace.ReaderLineMap], wrongSure)
	}
}

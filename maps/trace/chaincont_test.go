package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestContourChainsOverDenseCrowns traces printed-style maps whose random
// style prints dense tree crowns over a dark woods tint (printgen seeds 21,
// 22 and 24: crowns 0.5-0.6 mm in radius, woods tint cover 0.58-0.63), at
// 300 dpi moderate, and checks the summed contour counts against the known
// maps. There the crowns' edges line up across the contour lanes by
// chance: before chains had to show between their peaks, 9-12% of the
// contour sides of these seeds (16 x 12) were read right, with 158-192
// contour review items per 100 hexes. Measured at 12 x 10 with them:
// 79.7% right (212 of 266), 4.9% wrong and not flagged, 47 review items
// per 100 hexes by the lanes alone; with the line map's counts combined
// (combine.go) 74.4% right (192 of 258), 3.1% wrong and not flagged and
// 60 review items: the combination flags more to leave fewer wrong counts
// unflagged, so the review bound is 70.
func TestContourChainsOverDenseCrowns(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces three 300 dpi maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	var sum printgen.Result
	for _, pt := range printedTraces(t, []uint64{21, 22, 24}, 12, 10, 300, "moderate", func(seed uint64) uint64 { return seed*100 + 1 }) {
		seed, pm, p := pt.seed, pt.pm, pt.p
		r, err := printgen.Evaluate(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d: contours %v, %.0f review per 100 hexes", seed, r.Score.Contours, r.ContourReviewPer100())
		sum = sum.Add(r)
	}
	c := sum.Score.Contours
	t.Logf("contours %v, %.0f review per 100 hexes", c, sum.ContourReviewPer100())
	if c.Accuracy() < 0.6 {
		t.Errorf("contours %.3f right, want >= 60%%", c.Accuracy())
	}
	if c.WrongSureRate() > 0.12 {
		t.Errorf("contours %.3f wrong and not flagged, want <= 12%%", c.WrongSureRate())
	}
	if r := sum.ContourReviewPer100(); r > 70 {
		t.Errorf("%.0f contour review items per 100 hexes, want <= 70", r)
	}
}

// TestChainShowsMatchesContinuity: chainShows, which stops reading a
// chain's segments once their counts settle the answer, answers as
// chainContinuity's shares over the whole chain do, on the chains the
// lanes look at on a printed-style sheet (seed 21, 8 x 6 hexes, 300 dpi
// moderate), with part of the side's segments read before.
func TestChainShowsMatchesContinuity(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and reads a 300 dpi map")
	}
	t.Parallel() // its own map
	pm, s := printAndScan(t, 21, 8, 6, 300, "moderate", 2101)
	chains, shows, bad, err := trace.ChainShowsDisagree(pm.Job(s, 4, trace.DefaultOptions()), 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d chains, %d show as lines, %d answers differ", chains, shows, bad)
	if bad > 0 || shows == 0 || shows == chains {
		t.Errorf("%d of %d chains answered differently (%d show); want none, and chains that show and that do not", bad, chains, shows)
	}
}

package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestLevelFitUnmarked traces printed-style maps (printgen seeds 21, 22,
// 24 and 30, 16 x 12 hexes, 300 dpi heavy: yellowed paper over dark woods
// tints, where the lanes' share fit reads crowns as lines) with the fit in
// levels on sheets without the overprint mark off and on (laneLevelUnmarked)
// and scores the contour counts against printgen's truth: on, at least one
// point more of the sides with lines must be right, the review items must
// fall by a tenth or more, and those wrong and not flagged may rise by at
// most one point (measured: 71.3 -> 72.9% right, 672 -> 533 review, 3.2 ->
// 3.7% wrong and not flagged). It also checks that a plate-style sheet at
// 300 dpi (plategen seed 22 light, where the fit cost the woods' lines)
// carries the overprint mark, so the fit stays off there.
func TestLevelFitUnmarked(t *testing.T) {
	if testing.Short() || os.Getenv("SANDTABLE_LEVELFIT_UNMARKED") == "" {
		t.Skip("traces eight 300 dpi scans (about 150 CPU-s): set SANDTABLE_LEVELFIT_UNMARKED=1")
	}
	job, _, err := waterPixJob("plate", 22, 300, "light")
	if err != nil {
		t.Fatal(err)
	}
	if op, err := trace.Overprinted(job); err != nil || !op[0] {
		t.Fatalf("plate seed 22, 300 dpi light: overprint mark %v (%v), want set", op, err)
	}
	seeds := []uint64{21, 22, 24, 30}
	var tally [2]contourTally
	for k, on := range []bool{false, true} {
		restore := trace.SetLaneLevelUnmarked(on)
		for _, tj := range tracedJobs(t, "printed", seeds, 300, "heavy", nil) {
			if op, err := trace.Overprinted(tj.job); err != nil || op[0] {
				t.Fatalf("printed: overprint mark %v (%v), want none", op, err)
			}
			tally[k].add(tj.p, tj.truth)
		}
		restore()
	}
	off, on := tally[0], tally[1]
	t.Logf("off: %d of %d right, %d wrong sure, %d review; on: %d of %d right, %d wrong sure, %d review",
		off.right, off.lines, off.wrongSure, off.review, on.right, on.lines, on.wrongSure, on.review)
	if on.share(on.right) < off.share(off.right)+0.01 {
		t.Errorf("contours right %.3f with the fit on unmarked sheets, %.3f without: want 1 point more", on.share(on.right), off.share(off.right))
	}
	if 10*on.review > 9*off.review {
		t.Errorf("review %d with the fit on unmarked sheets, %d without: want a tenth fewer", on.review, off.review)
	}
	if on.share(on.wrongSure) > off.share(off.wrongSure)+0.01 {
		t.Errorf("wrong and not flagged %.3f with the fit on unmarked sheets, %.3f without: want at most 1 point more", on.share(on.wrongSure), off.share(off.wrongSure))
	}
}

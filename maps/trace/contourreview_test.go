package trace_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestBlindEdgesReviewOnly checks flagBlindTypes' edges, listed for review
// only (markForReview), on printed-style scans at 150 dpi heavy (16 x 12
// hexes, scanned as trace accuracy scans them), against printgen's truth.
// Each trace is settled again with the edges off and on. With them on the
// sides listed for review only must be zeros the settle left sure without
// them, hold a line at least reviewEdgeHide of the time (worth a look),
// and take sure zeros hiding a line off the wrong and not flagged count;
// the level solve must not see them: the levels from three seeds and over
// the random triples are the same with the edges off and on. Slow (about
// a minute of CPU): SANDTABLE_REVIEWONLY=1.
func TestBlindEdgesReviewOnly(t *testing.T) {
	if os.Getenv("SANDTABLE_REVIEWONLY") == "" {
		t.Skip("prints and traces 150 dpi maps: set SANDTABLE_REVIEWONLY=1")
	}
	// not parallel: it switches the edges off and on for the settle
	checkReviewOnly(t, "the edges", []uint64{34, 35}, reviewEdgeHide, func(on bool) func() {
		if on {
			return trace.SetBlindEdgeLanes(3)
		}
		return trace.SetBlindEdgeLanes(0)
	})
}

// checkReviewOnly traces printed-style seeds at 150 dpi heavy (16 x 12
// hexes, scanned as trace accuracy scans them) and settles each trace
// again with a review-only rule off and on (set switches it and returns
// its undo). The sides the rule adds to the review list only (a
// ContourSolveConf on, none off) must be zeros the settle left sure
// without it and flagged with it, hold a line at least hideMin of the
// time, and take exactly the sure zeros hiding a line among them off the
// wrong and not flagged count; the level solve must not see them: the
// levels from three seeds and over the random triples are the same off
// and on. Answers from printgen's truth.
func checkReviewOnly(t *testing.T, rule string, seeds []uint64, hideMin float64, set func(on bool) func()) {
	t.Helper()
	const li = 2 // heavy
	traced := sideBySide(t, len(seeds), func(i int) string { return fmt.Sprintf("seed %d heavy", seeds[i]) },
		func(t *testing.T, i int) printedTrace {
			return printedTraceOf(t, seeds[i], 16, 12, 150, "heavy", seeds[i]*100+li)
		})
	items, hide := 0, 0
	for i := range seeds {
		pm := traced[i].pm
		var res [2]printgen.Result
		var ps [2]trace.Proposal
		for k, on := range []bool{false, true} {
			undo := set(on)
			// the options after the switch (rules read from Options)
			job := pm.Job(traced[i].s, 4, trace.DefaultOptions())
			p := *traced[i].p
			p.Sides = append([]trace.SideProposal(nil), p.Sides...)
			trace.Resettle(job.Grid, &p, job.Options)
			undo()
			r, err := printgen.Evaluate(pm.Truth, &p)
			if err != nil {
				t.Fatal(err)
			}
			res[k], ps[k] = r, p
		}
		n, h := 0, 0
		for j, sp := range ps[1].Sides {
			off := ps[0].Sides[j]
			if sp.ContourSolveConf == 0 || off.ContourSolveConf != 0 {
				continue
			}
			n++
			if off.Contours != 0 || !ps[0].Sure(off.ContourConf) || sp.Contours != 0 || ps[1].Sure(sp.ContourConf) {
				t.Errorf("seed %d side %v: listed for review only, want a zero sure without %s and listed with them (off %d at %.2f, on %d at %.2f)",
					seeds[i], sp.Side, rule, off.Contours, off.ContourConf, sp.Contours, sp.ContourConf)
			}
			if pm.Truth.Contours[sp.Side] != 0 {
				h++
			}
		}
		items, hide = items+n, hide+h
		off, on := res[0], res[1]
		t.Logf("seed %d heavy: review only %d (%d hide a line); wrong and not flagged %d -> %d; levels from three seeds %d -> %d, over the triples %d -> %d",
			seeds[i], n, h, off.Score.Contours.WrongSure, on.Score.Contours.WrongSure, off.LevelsRight, on.LevelsRight, off.TripleRight, on.TripleRight)
		if on.LevelsRight != off.LevelsRight || on.TripleRight != off.TripleRight || on.LevelsWrongSure != off.LevelsWrongSure {
			t.Errorf("seed %d heavy: levels from three seeds right %d, wrong sure %d with %s, %d and %d without; over the triples %d and %d: want the same",
				seeds[i], on.LevelsRight, on.LevelsWrongSure, rule, off.LevelsRight, off.LevelsWrongSure, on.TripleRight, off.TripleRight)
		}
		if on.Score.Contours.WrongSure != off.Score.Contours.WrongSure-h {
			t.Errorf("seed %d heavy: wrong and not flagged %d with %s, %d without: want %d fewer", seeds[i], on.Score.Contours.WrongSure, rule, off.Score.Contours.WrongSure, h)
		}
	}
	if items == 0 || float64(hide) < hideMin*float64(items) {
		t.Errorf("%s: review only %d items, %d hide a line: want some, at least %.0f%% of them", rule, items, hide, 100*hideMin)
	}
}

// reviewEdgeHide: the share of the edges' review-only items that must
// hold a line (TestBlindEdgesReviewOnly; replayed on seeds 34 and 35
// heavy: 28 items, 5 hide a line).
const reviewEdgeHide = 0.1

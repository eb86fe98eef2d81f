package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestMapRecallPlate traces plate-style maps (plategen seeds 33, 36 and
// 40, 16 x 12 hexes, 300 dpi light: the line map misses most of the lines
// inside woods the lanes read, and the lanes read zeros there unsure) and
// settles their contour counts with flagMapRecall and weakAgree off and
// on: on, the counts wrong and not flagged must be at most 3% of the
// sides where the map or the proposal has lines and at most half as many
// as off, and the counts right may fall by at most a point. Three 300 dpi
// traces (about 35 CPU-s): behind SANDTABLE_MAPRECALL_PLATE=1.
// The halving is flagMapRecall's own claim, checked with its zeros
// flagged per type (mapCornerZeros off, weakAgree on the averaged map
// too); with the corner-judged zeros (flagCornerReads, the default) these
// sheets keep 6 wrong and not flagged against that form's 4, for 156
// fewer flagged sides, so there the bar is 3% and fewer than off.
func TestMapRecallPlate(t *testing.T) {
	if os.Getenv("SANDTABLE_MAPRECALL_PLATE") == "" {
		t.Skip("three 300 dpi traces: set SANDTABLE_MAPRECALL_PLATE=1")
	}
	for _, corner := range []bool{false, true} {
		t.Run(map[bool]string{false: "per type", true: "corners"}[corner], func(t *testing.T) {
			defer trace.SetMapCornerZeros(trace.SetMapCornerZeros(corner))
			w := trace.SetWeakAgree(0)
			trace.SetWeakAgree(w)
			aw := w
			if corner {
				aw = 0.85
			}
			defer trace.SetAlongWeakAgree(trace.SetAlongWeakAgree(aw))
			mapRecallPlate(t, corner)
		})
	}
}

// mapRecallPlate is TestMapRecallPlate's check with the flags as set;
// with corner (flagCornerReads on) it wants fewer wrong and not flagged
// than off, else at most half as many.
func mapRecallPlate(t *testing.T, corner bool) {
	var off, on contourTally
	for _, seed := range []uint64{33, 36, 40} {
		job, truth, err := waterPixJob("plate", seed, 300, "light")
		if err != nil {
			t.Fatal(err)
		}
		pr, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		raw := append([]trace.SideProposal(nil), pr.Sides...)
		for k, tl := range []*contourTally{&off, &on} {
			l, m := trace.SetMapRecall(0, 0)
			w := trace.SetWeakAgree(0)
			if k == 1 {
				trace.SetMapRecall(l, m)
				trace.SetWeakAgree(w)
			}
			p := *pr
			p.Sides = append([]trace.SideProposal(nil), raw...)
			trace.Resettle(job.Grid, &p, job.Options)
			trace.SetMapRecall(l, m)
			trace.SetWeakAgree(w)
			tl.add(&p, truth)
		}
	}
	t.Logf("off %d of %d right, %d wrong sure, %d flagged; on %d of %d right, %d wrong sure, %d flagged",
		off.right, off.lines, off.wrongSure, off.review, on.right, on.lines, on.wrongSure, on.review)
	if on.share(on.wrongSure) > 0.03 || (!corner && 2*on.wrongSure > off.wrongSure) || on.wrongSure >= off.wrongSure {
		t.Errorf("wrong and not flagged with the rules %d of %d, without %d: want at most 3%% and fewer (per type: at most half)", on.wrongSure, on.lines, off.wrongSure)
	}
	if on.share(on.right) < off.share(off.right)-0.01 {
		t.Errorf("counts right with the rules %.3f, without %.3f: want at most 0.01 fewer", on.share(on.right), off.share(off.right))
	}
}

package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestAlongRecallPlate traces plate-style maps (plategen seeds 27 and 35,
// 16 x 12 hexes, 300 dpi light) with the line map averaged along the line,
// and settles their contour counts with flagMapRecall's lack and corner
// fit for that map (alongRecallLack, alongRecallFit) and with the plain
// map's: the averaged map reads woods lines about as often as the lanes
// and its woods corners fit well, so with the plain map's values its woods
// zeros stand sure though a fifth to a third of them have a true line.
// With its own values the counts wrong and not flagged must be fewer
// (replayed: 7 and 3 with the plain map's values, 2 and 0), and
// the counts right may fall by at most a point. Two 300 dpi traces (about
// 25 CPU-s): behind SANDTABLE_ALONG_RECALL_PLATE=1.
func TestAlongRecallPlate(t *testing.T) {
	if os.Getenv("SANDTABLE_ALONG_RECALL_PLATE") == "" {
		t.Skip("two 300 dpi traces: set SANDTABLE_ALONG_RECALL_PLATE=1")
	}
	defer trace.SetLineAlong(trace.SetLineAlong(0.5))
	var plain, own contourTally
	for _, seed := range []uint64{27, 35} {
		job, truth, err := waterPixJob("plate", seed, 300, "light")
		if err != nil {
			t.Fatal(err)
		}
		pr, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		raw := append([]trace.SideProposal(nil), pr.Sides...)
		plainLack, least := trace.SetMapRecall(0, 0)
		trace.SetMapRecall(plainLack, least)
		plainFit := trace.SetMapRecallFit(0)
		trace.SetMapRecallFit(plainFit)
		for k, tl := range []*contourTally{&plain, &own} {
			ownLack, ownFit := trace.SetAlongRecall(plainLack, plainFit)
			if k == 1 {
				trace.SetAlongRecall(ownLack, ownFit)
			}
			p := *pr
			p.Sides = append([]trace.SideProposal(nil), raw...)
			trace.Resettle(job.Grid, &p, job.Options)
			trace.SetAlongRecall(ownLack, ownFit)
			tl.add(&p, truth)
		}
	}
	t.Logf("plain map's values: %d of %d right, %d wrong sure, %d flagged; averaged map's: %d of %d right, %d wrong sure, %d flagged",
		plain.right, plain.lines, plain.wrongSure, plain.review, own.right, own.lines, own.wrongSure, own.review)
	if own.wrongSure >= plain.wrongSure {
		t.Errorf("wrong and not flagged with the averaged map's recall values %d, with the plain map's %d: want fewer", own.wrongSure, plain.wrongSure)
	}
	if own.share(own.right) < plain.share(plain.right)-0.01 {
		t.Errorf("counts right with the averaged map's values %.3f, with the plain map's %.3f: want at most 0.01 fewer", own.share(own.right), plain.share(plain.right))
	}
}

package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestMapTypesPlate traces plate-style maps (plategen seeds 21-23, 16 x 12
// hexes, 300 dpi light: the line map reads the woods' ringed crowns as
// lines on two of them and misses most lines inside woods on the third)
// and settles their contour counts with the map-type rules (mapOffSides,
// and flagMapRecall and weakAgree, which flag part of the same woods
// zeros where mapOffSides is off: with them on in both, off 28 and on 15
// wrong sure) off and on: on, the
// counts wrong and not flagged must fall to at most half, and the counts
// right over the sides where the map or the proposal has lines may fall
// by at most 3 points.
func TestMapTypesPlate(t *testing.T) {
	if testing.Short() {
		t.Skip("traces three 300 dpi scans")
	}
	var off, on contourTally
	for _, tj := range tracedJobs(t, "plate", []uint64{21, 22, 23}, 300, "light", nil) {
		job, truth, pr := tj.job, tj.truth, tj.p
		raw := append([]trace.SideProposal(nil), pr.Sides...)
		for k, tl := range []*contourTally{&off, &on} {
			r := trace.SetMapTypeRatio(0)
			l, m := trace.SetMapRecall(0, 0)
			w := trace.SetWeakAgree(0)
			if k == 1 {
				trace.SetMapTypeRatio(r)
				trace.SetMapRecall(l, m)
				trace.SetWeakAgree(w)
			}
			p := *pr
			p.Sides = append([]trace.SideProposal(nil), raw...)
			trace.Resettle(job.Grid, &p, job.Options)
			trace.SetMapTypeRatio(r)
			trace.SetMapRecall(l, m)
			trace.SetWeakAgree(w)
			tl.add(&p, truth)
		}
	}
	t.Logf("off %d of %d right, %d wrong sure; on %d of %d right, %d wrong sure",
		off.right, off.lines, off.wrongSure, on.right, on.lines, on.wrongSure)
	if 2*on.wrongSure > off.wrongSure {
		t.Errorf("wrong and not flagged with the rule %d, without %d: want at most half", on.wrongSure, off.wrongSure)
	}
	if on.share(on.right) < off.share(off.right)-0.03 {
		t.Errorf("counts right with the rule %.3f, without %.3f: want at most 0.03 fewer", on.share(on.right), off.share(off.right))
	}
}

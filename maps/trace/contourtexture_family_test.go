package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestTexturedTypesPlate traces plate-style maps (plategen seeds 25, 27
// and 29, 16 x 12 hexes, 150 dpi light: the lanes read the woods' ringed
// crowns as lines, the whitened gate kept) and settles their contour
// counts with lowerTexturedTypes off and on: on, the counts right over the
// sides where the map or the proposal has lines must rise by at least 2
// points, with no more than one more count wrong and not flagged. On a
// printed-style map (printgen seed 21, the gate not kept) nothing may
// change.
func TestTexturedTypesPlate(t *testing.T) {
	if testing.Short() {
		t.Skip("traces four scans")
	}
	run := func(style string, seeds []uint64) (off, on contourTally) {
		for _, tj := range tracedJobs(t, style, seeds, 150, "light", nil) {
			job, truth, pr := tj.job, tj.truth, tj.p
			raw := append([]trace.SideProposal(nil), pr.Sides...)
			for k, tl := range []*contourTally{&off, &on} {
				r, l := trace.SetTextureRatio(0, 2)
				if k == 1 {
					trace.SetTextureRatio(r, l)
				}
				p := *pr
				p.Sides = append([]trace.SideProposal(nil), raw...)
				trace.Resettle(job.Grid, &p, job.Options)
				trace.SetTextureRatio(r, l)
				tl.add(&p, truth)
			}
		}
		return off, on
	}
	off, on := run("plate", []uint64{25, 27, 29})
	t.Logf("plate: off %d of %d right, %d wrong sure; on %d of %d right, %d wrong sure",
		off.right, off.lines, off.wrongSure, on.right, on.lines, on.wrongSure)
	if on.share(on.right) < off.share(off.right)+0.02 {
		t.Errorf("counts right with the rule %.3f, without %.3f: want at least 0.02 more", on.share(on.right), off.share(off.right))
	}
	if on.wrongSure > off.wrongSure+1 {
		t.Errorf("wrong and not flagged with the rule %d, without %d: want at most one more", on.wrongSure, off.wrongSure)
	}
	if p0, p1 := run("printed", []uint64{21}); p0 != p1 {
		t.Errorf("printed style: without the rule %+v, with it %+v: want the same", p0, p1)
	}
}

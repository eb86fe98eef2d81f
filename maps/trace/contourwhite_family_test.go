package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWhiteGatePlate traces plate-style maps (plategen seeds 21-22, 16 x
// 12 hexes, 150 dpi light: the lanes read them alone) with the lanes'
// whitened gate off (the old reader) and on, and checks that the gate
// reads more counts right over the sides where the map or the proposal has
// lines, by a clear margin, and leaves no more counts wrong and not
// flagged than the reader without it, and under 1% of those sides. Before
// the gate the lanes read the dark outlines of tree crowns and the
// halftone screen as lines: 10.8-12.4% right. The gate's wrong and not
// flagged counts were zeros: where it took a real line away with the
// crowns around it, its zero carried whiteDoubt (0.3), over the review
// threshold (14 of 628 sides against 3 of 830 without the gate, 12 of the
// 14 such zeros); a count the gate changed is now flagged on a sheet the
// lanes read alone too (gateFlag): 2 of 636, and 3 of 620 (243 right)
// once counts of two lines or more on the woods' sides are lowered
// (lowerTexturedTypes). On a printed-style map (printgen seed
// 21), whose lines the lanes read well, the gate must leave every count as
// it was (chooseGate).
func TestWhiteGatePlate(t *testing.T) {
	if testing.Short() {
		t.Skip("traces four plate-style scans")
	}
	run := func(style string, seeds []uint64, gate float64) contourTally {
		old := trace.SetWhiteGate(gate)
		defer trace.SetWhiteGate(old)
		var tl contourTally
		for _, tj := range tracedJobs(t, style, seeds, 150, "light", nil) {
			tl.add(tj.p, tj.truth)
		}
		return tl
	}
	off, on := run("plate", []uint64{21, 22}, 0), run("plate", []uint64{21, 22}, 0.5)
	t.Logf("gate off: %d of %d right, %d wrong sure; on: %d of %d right, %d wrong sure",
		off.right, off.lines, off.wrongSure, on.right, on.lines, on.wrongSure)
	if on.share(on.right) < off.share(off.right)+0.1 {
		t.Errorf("counts right with the gate %.3f, without %.3f: want at least 0.1 more", on.share(on.right), off.share(off.right))
	}
	if on.wrongSure > off.wrongSure || float64(on.wrongSure) >= 0.01*float64(on.lines) {
		t.Errorf("wrong and not flagged with the gate %d of %d (without it %d of %d): want no more than without it, and under 1%%", on.wrongSure, on.lines, off.wrongSure, off.lines)
	}
	if p0, p1 := run("printed", []uint64{21}, 0), run("printed", []uint64{21}, 0.5); p0 != p1 {
		t.Errorf("printed style: without the gate %+v, with it %+v: want the same", p0, p1)
	}
}

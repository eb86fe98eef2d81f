package trace_test

import (
	"os"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterFaintFamily (WATERFAINT_FAMILY=1: it traces six maps at 300
// dpi) traces scans the faint-line rule's thresholds were not set on,
// without the contour readers, with the rule off and every side read
// through the low-pass, applies the rule after, and scores both against
// the known maps: on plate style seeds 78-81 at 300 dpi light it must
// drop at least two false water sides and at most one true side for every
// three false ones; on printed style seeds 41-42 it must change nothing
// (no overprint mark).
func TestWaterFaintFamily(t *testing.T) {
	if os.Getenv("WATERFAINT_FAMILY") == "" {
		t.Skip("set WATERFAINT_FAMILY=1 to trace six maps at 300 dpi")
	}
	defer trace.SetWaterFaint(true)
	defer trace.SetLowPassAll(false)
	trace.SetWaterFaint(false)
	trace.SetLowPassAll(true)
	tp, fp := faintBeforeAfter(t, "plate", 78, 81)
	t.Logf("plate: true water sides %d -> %d, false %d -> %d", tp[0], tp[1], fp[0], fp[1])
	dropped, lost := fp[0]-fp[1], tp[0]-tp[1]
	if dropped < 2 || 3*lost > dropped {
		t.Errorf("plate: true water sides %d -> %d, false %d -> %d (want two or more false dropped, at most one true for three false)", tp[0], tp[1], fp[0], fp[1])
	}
	tp, fp = faintBeforeAfter(t, "printed", 41, 42)
	t.Logf("printed: true water sides %d -> %d, false %d -> %d", tp[0], tp[1], fp[0], fp[1])
	if tp[1] != tp[0] || fp[1] != fp[0] {
		t.Errorf("printed: true water sides %d -> %d, false %d -> %d (want unchanged)", tp[0], tp[1], fp[0], fp[1])
	}
}

// faintBeforeAfter traces seeds first..last of style at 300 dpi light
// without the contour readers and returns the true and false water sides
// before [0] and after [1] the faint-line drop.
func faintBeforeAfter(t *testing.T, style string, first, last uint64) (tp, fp [2]int) {
	t.Helper()
	skip := func(j *trace.Job) { j.Options.SkipContours = true }
	for _, tj := range tracedJobs(t, style, seedRange(first, last), 300, "light", skip) {
		k, f := scoreWater(tj.p, tj.truth)
		tp[0], fp[0] = tp[0]+k, fp[0]+f
		tj.p.Sides = slices.Clone(tj.p.Sides)
		trace.DropFaintLines(tj.job, tj.p)
		k, f = scoreWater(tj.p, tj.truth)
		tp[1], fp[1] = tp[1]+k, fp[1]+f
	}
	return tp, fp
}

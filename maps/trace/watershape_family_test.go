package trace_test

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestWaterShapeFamily traces scans of maps no water rule was tuned on
// without the rules on where a sheet's water lies (dropWaterFringes,
// dropShortWater), applies them after, and scores both against the known
// maps: plate style seeds 41-44 at 150 dpi light, where a woods tint's
// misregistered cyan and marsh texture read as water, must lose at least
// a third of their false water sides and at most 3% of the true ones;
// printed style seeds 41-44 at 150 dpi light, whose few false sides are
// not texture and whose short streams are true, must read as before.
func TestWaterShapeFamily(t *testing.T) {
	if testing.Short() {
		t.Skip("traces eight maps")
	}
	defer trace.SetWaterShapeRules(true)
	trace.SetWaterShapeRules(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 41, 44, 150, trace.SettleWaterShape)
		checkWaterShape(t, style, tp, fp, 0.03)
	}
}

// waterBeforeAfter traces style seeds first..last at dpi, light, scores
// the water sides against the known maps, applies rule to each proposal
// and scores them again: true and false water sides before [0] and after
// [1] the rule, summed over the seeds. The seeds are traced side by side
// (sideBySide) with the switches as the caller set them; the rule, which
// switches itself on for the call, runs after, one proposal at a time.
func waterBeforeAfter(t *testing.T, style string, first, last uint64, dpi float64, rule func(trace.Job, *trace.Proposal)) (tp, fp [2]int) {
	t.Helper()
	traced := tracedJobs(t, style, seedRange(first, last), dpi, "light", nil)
	for _, tj := range traced {
		job, truth, pr := tj.job, tj.truth, tj.p
		k, f := scoreWater(pr, truth)
		tp[0], fp[0] = tp[0]+k, fp[0]+f
		pr.Sides = slices.Clone(pr.Sides)
		rule(job, pr)
		k, f = scoreWater(pr, truth)
		tp[1], fp[1] = tp[1]+k, fp[1]+f
	}
	return tp, fp
}

// checkWaterShape logs a water shape family's true and false water sides
// before [0] and after [1] a rule and checks them: on the plate style the
// rule must drop at least a third of the false sides and lose at most
// maxLost of the true ones; on the printed style it must change nothing.
func checkWaterShape(t *testing.T, style string, tp, fp [2]int, maxLost float64) {
	t.Helper()
	t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
	if tp[0] == 0 {
		t.Fatalf("%s: no water read", style)
	}
	lost := float64(tp[0]-tp[1]) / float64(tp[0])
	switch style {
	case "plate":
		if 3*fp[1] > 2*fp[0] || lost > maxLost {
			t.Errorf("plate: false water sides %d -> %d (want a third fewer), true %d -> %d (want at most %.0f%% lost)", fp[0], fp[1], tp[0], tp[1], 100*maxLost)
		}
	default:
		if fp[1] != fp[0] || tp[1] != tp[0] {
			t.Errorf("printed: water sides right %d -> %d, false %d -> %d (want unchanged)", tp[0], tp[1], fp[0], fp[1])
		}
	}
}

// scoreWater returns the water sides of pr read right and read falsely
// against truth.
func scoreWater(pr *trace.Proposal, truth *scangen.Truth) (right, wrong int) {
	for _, sp := range pr.Sides {
		switch {
		case sp.Water && truth.Water[sp.Side]:
			right++
		case sp.Water:
			wrong++
		}
	}
	return right, wrong
}

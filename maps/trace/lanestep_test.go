package trace

import (
	"math"
	"testing"
)

// TestLaneStep: the lanes step half a pixel on a scan not descreened and,
// when laneStepPeriods is set, that share of the period on a descreened one; their background
// gap stays valleyGap and at least 2.5 px either way.
func TestLaneStep(t *testing.T) {
	half := 0.5 / 100 // hexes 100 px in radius
	old := laneStepPeriods
	laneStepPeriods = 0.35 // the step tried (off by default)
	defer func() { laneStepPeriods = old }()
	if got := laneStepFor(half, 0); got != half {
		t.Errorf("no screen: step %g, want %g", got, half)
	}
	for _, period := range []float64{2.2, 3, 4.5} {
		got := laneStepFor(half, period)
		if want := 2 * half * laneStepPeriods * period; math.Abs(got-want) > 1e-12 {
			t.Errorf("period %g px: step %g, want %g", period, got, want)
		}
		gap := float64(valleySamples(half, got)) * got
		if gap < valleyGap-1e-9 || gap < 5*half-1e-9 {
			t.Errorf("period %g px: background gap %g hex radii, want valleyGap %g and 2.5 px at least", period, gap, valleyGap)
		}
	}
	if got, want := valleySamples(half, half), max(5, int(math.Ceil(valleyGap/half))); got != want {
		t.Errorf("half-pixel steps: gap %d samples, want %d", got, want)
	}
}

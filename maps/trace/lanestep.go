package trace

// The contour lanes on a descreened scan: the low-pass has averaged each
// pixel over one screen period, so no detail finer than the period is
// left, and samples half a pixel apart read the same thing several times
// over. There the lanes (contourChains, lineAcross) step laneStepPeriods
// of the period instead, never less than the sampling step elsewhere.
//
// Off (0) by default: at 0.35 the lanes' time fell by two thirds and plate
// seeds 21-25 at 300 dpi read more counts right, but the combined tests
// read worse: TestScreenFamily's descreened plate seeds 21-23 no better
// than the raw scan (150 against 151 counts right; 0.35 took seed 21 from
// 45 to 22), TestContourChainsOverDenseCrowns' printed seed 21 at 300 dpi
// moderate 72 -> 209 review items per 100 hexes, and plate seeds 1-5 at
// 300 dpi light 1.5 -> 3.1% wrong and not flagged.
var laneStepPeriods = 0.0

// laneStepFor returns the lanes' sampling step, hex radii, on a sheet
// sampled step hex radii apart (half a pixel) whose scan was descreened
// over period px (0: not descreened).
func laneStepFor(step, period float64) float64 {
	return max(step, 2*step*laneStepPeriods*period)
}

// lanesStep returns the contour lanes' sampling step, hex radii.
func (s *sideReader) lanesStep() float64 {
	if s.laneStep > 0 {
		return s.laneStep
	}
	return s.step
}

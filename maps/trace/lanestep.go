package trace

// The contour lanes on a descreened scan: the low-pass has averaged each
// pixel over one screen period, so no detail finer than the period is
// left, and samples half a pixel apart read the same thing several times
// over. There the lanes (contourChains, lineAcross) step laneStepPeriods
// of the period instead, never less than the sampling step elsewhere.
var laneStepPeriods = 0.35

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

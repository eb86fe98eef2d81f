package trace

// The overprint model fits a sample's loss of light as a share of its
// background, u = 1 - p/bg per channel. Where a channel of the background
// is dark (the blue of a woods tint, darker still on yellowed paper) the
// scanner's noise and the JPEG's colour blocks, the same in levels on
// every channel, are that many times larger in u: a dark green crown
// outline with noise in its blue then fits the brown contour ink, which
// absorbs the blue most, and crowns line up as chains of lines. Fitted to
// the loss in levels, bg - p (each channel weighed by its background), the
// noise weighs the same on every channel, but the blue that tells brown ink
// from green crowns weighs little in a woods tint, so crowns pass there
// too. The lanes therefore take a sample as contour ink only where both
// fits take it, at the lesser of the two shares (laneLevelFit).

// laneLevelFit: the lanes' contour share is the lesser of the overprint
// fit to the loss as a share of the background and to the loss in levels
// (see above). Printed-style seeds 21-24, 150 dpi heavy
// (TestDiagnoseYellowing): contours right 39.4 -> 50.7% (of the sides
// with a line known or read; those read with too many lines 372 -> 163).
var laneLevelFit = true

// laneShare returns the contour ink's share of lane sample c over its
// background bg: share's, or with laneLevelFit the lesser of share's and
// the fit in levels (0 when either fit does not take the sample).
func (s *sideReader) laneShare(c, bg [3]float64) float64 {
	a := s.ink.shareFit(inkContour, c, bg, 0.05, chainFit, false)
	if a == 0 || !laneLevelFit {
		return a
	}
	return min(a, s.ink.shareFit(inkContour, c, bg, 0.05, chainFit, true))
}

package trace

// A dark symbol can unmix as contour ink: the dark green outline of a tree
// crown over a woods tint, a halftone dot of a process ink, lies near
// enough to an olive or brown contour ink for unmix to take it as a faint
// contour line. The lanes reader therefore also asks the ink evidence the
// line map uses (contourWeights: the contour ink's density whitened
// against the taught hexes' own texture, symbols and screens included): a
// lane sample is contour ink only where that evidence against its
// background is at least whiteGate times the share unmix gave it. A line
// of the picked ink printed over a tint has evidence about equal to its
// share; a crown outline or a screen dot, whose colour the taught hexes
// show all over, has little.

// whiteGate is the least ratio of whitened contour evidence to the
// unmixed contour share of a lane sample that is taken as contour ink
// (see above); 0 turns the gate off.
var whiteGate = 0.5

// whiteEvidence returns the whitened contour-ink evidence of colour c over
// background bg: sum over channels of w[ch] times the density difference.
func whiteEvidence(w [3]float64, c, bg [3]float64) float64 {
	e := 0.0
	for ch := range 3 {
		e += w[ch] * (density(c[ch]) - density(bg[ch]))
	}
	return e
}

// whiteShare returns contour share a of colour c over bg, or 0 when the
// whitened evidence does not bear it out (whiteGate); a as it is when the
// reader has no weights.
func (s *sideReader) whiteShare(c, bg [3]float64, a float64) float64 {
	if a <= 0 || !s.hasWhite || whiteGate <= 0 || s.noWhite {
		return a
	}
	if whiteEvidence(s.white, c, bg) < whiteGate*a {
		return 0
	}
	return a
}

// whiteDoubt is the confidence at most of a lane count the whitened gate
// changed (the count without it differs): flagged either way.
const whiteDoubt = 0.3

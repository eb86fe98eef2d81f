package trace

import "math"

// LeftChain describes the best chain of lane peaks the lanes left over
// (fewer than chainSupport lanes) on a coarse scan where they counted no
// line: a printed line the blur or the JPEG broke on a lane or two
// leaves one, and so do tree crowns and other art that lines up across a
// few lanes by chance. Lengths in hex radii.
type LeftChain struct {
	// Lanes is how many lanes the chain crosses (0: none left, or the
	// lanes counted a line, or a fine scan).
	Lanes int
	// Cross is where it crosses the line between the centres, as a share
	// of the way from the side's hex centre (0) to the one across (1);
	// Along: it runs nearly along that line (Cross not told).
	Cross float64
	Along bool
	// Grid: every peak lies on the printed hexside (onGridLine).
	Grid bool
	// Share is the mean contour ink share of its peaks.
	Share float64
	// Square is |cos| of the angle between the chain and the hexside (1:
	// it runs along the hexside, across the centre line squarely).
	Square float64
	// Resid is the rms distance of its peaks from their least-squares
	// line, hex radii (straightness).
	Resid float64
	// Mean, Both are the shares of points between its peaks where the
	// line shows (chainContinuity: against the mean either side, and
	// against each side).
	Mean, Both float64
}

// leftChain measures the chain of sup lanes left over (see LeftChain); n
// is the unit direction from A's centre to B's.
func (s *sideReader) leftChain(peaks []lanePeak, sup int, chain []int, n [2]float64) LeftChain {
	l := LeftChain{Lanes: sup}
	if sup < 2 || len(chain) < 2 {
		return l
	}
	u, ok := chainCrossing(peaks, chain, n)
	l.Cross, l.Along = u, !ok
	l.Grid = onGridLine(peaks, chain, n)
	var mx, my float64
	for _, k := range chain {
		l.Share += peaks[k].a
		mx += peaks[k].x
		my += peaks[k].y
	}
	m := float64(len(chain))
	l.Share /= m
	mx, my = mx/m, my/m
	var sxx, syy, sxy float64
	for _, k := range chain {
		dx, dy := peaks[k].x-mx, peaks[k].y-my
		sxx += dx * dx
		syy += dy * dy
		sxy += dx * dy
	}
	// the principal direction of the peaks and the spread across it
	th := 0.5 * math.Atan2(2*sxy, sxx-syy)
	dx, dy := math.Cos(th), math.Sin(th)
	var r2 float64
	for _, k := range chain {
		d := (peaks[k].x-mx)*(-dy) + (peaks[k].y-my)*dx
		r2 += d * d
	}
	l.Resid = math.Sqrt(r2 / m)
	// the hexside runs across n
	l.Square = math.Abs(dx*(-n[1]) + dy*n[0])
	l.Mean, l.Both = s.chainContinuity(peaks, chain)
	return l
}

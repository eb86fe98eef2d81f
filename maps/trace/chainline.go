package trace

import "math"

// laneLine is a contour line the lanes counted on a side, as a straight
// piece: a point on it and its unit direction, in the layout's mm (the
// sheet's map frame, hexgrid.Layout), and its half length over the lanes.
// followWoods follows it on into the hexes beyond.
type laneLine struct {
	x, y   float64 // the chain's centre, mm
	dx, dy float64 // unit direction, mm
	half   float64 // half the chain's length, mm
}

// chainLine fits a straight line through a counted chain's peaks (hex-local
// coordinates of A, hex radii): their mean and principal direction, the
// half length their spread along it. Not ok under two peaks.
func chainLine(peaks []lanePeak, chain []int) (laneLine, bool) {
	if len(chain) < 2 {
		return laneLine{}, false
	}
	mx, my, dx, dy := chainAxis(peaks, chain)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, k := range chain {
		u := (peaks[k].x-mx)*dx + (peaks[k].y-my)*dy
		lo, hi = min(lo, u), max(hi, u)
	}
	return laneLine{x: mx, y: my, dx: dx, dy: dy, half: (hi - lo) / 2}, true
}

// chainAxis returns the mean of a chain's peaks (hex radii) and their
// principal direction (a unit vector): the least-squares line through
// them.
func chainAxis(peaks []lanePeak, chain []int) (mx, my, dx, dy float64) {
	for _, k := range chain {
		mx += peaks[k].x
		my += peaks[k].y
	}
	n := float64(len(chain))
	mx, my = mx/n, my/n
	var sxx, sxy, syy float64
	for _, k := range chain {
		ex, ey := peaks[k].x-mx, peaks[k].y-my
		sxx += ex * ex
		sxy += ex * ey
		syy += ey * ey
	}
	a := 0.5 * math.Atan2(2*sxy, sxx-syy)
	return mx, my, math.Cos(a), math.Sin(a)
}

// inLayout returns l (hex-local coordinates of the hex placed at h, hex
// radii) in the layout's mm.
func (l laneLine) inLayout(h hexPlace) laneLine {
	return laneLine{x: h.cx + l.x*h.r, y: h.cy + l.y*h.r, dx: l.dx, dy: l.dy, half: l.half * h.r}
}

// among reports whether a line within chainTol of l's centre (hex radii)
// is among ls already (the gated and ungated counts read the same line).
func (l laneLine) among(ls []laneLine) bool {
	for _, o := range ls {
		if math.Hypot(o.x-l.x, o.y-l.y) < chainTol {
			return true
		}
	}
	return false
}

package calib

import (
	"errors"
	"fmt"
	"math"
)

// Point is one calibration point: a hex centre in map millimetres and where
// the user clicked it on the scan, in scan pixels.
type Point struct {
	Hex    string  // the hex id the user typed
	MX, MY float64 // millimetres
	PX, PY float64 // pixels
}

// ErrTooFew is returned by Fit for fewer than three points.
var ErrTooFew = errors.New("calibration needs at least three points")

// ErrCollinear is returned by Fit when the points lie (nearly) on one line,
// so the transform across it is unknown.
var ErrCollinear = errors.New("calibration points lie on one line: click hexes that form a triangle")

// Fit returns the affine transform that maps the points' millimetres to
// their pixels with the least sum of squared pixel errors.
//
// The pixel x and y equations are independent, each a linear least-squares
// problem in three unknowns (a, b, c for px = a*x + b*y + c). With the
// coordinates centred on their means, c drops out and the normal equations
// are the 2x2 system [Sxx Sxy; Sxy Syy] [a b]' = [Sxp Syp]' solved by
// Cramer's rule; c follows from the means. Centring keeps the system well
// conditioned whatever the sheet's offset. Exactly three points give the
// transform that passes through all three.
func Fit(pts []Point) (Affine, error) {
	if len(pts) < 3 {
		return Affine{}, ErrTooFew
	}
	mx, my, px, py := means(pts)
	var sxx, sxy, syy, sxp, syp, sxq, syq float64
	for _, p := range pts {
		x, y, u, v := p.MX-mx, p.MY-my, p.PX-px, p.PY-py
		sxx, sxy, syy = sxx+x*x, sxy+x*y, syy+y*y
		sxp, syp = sxp+x*u, syp+y*u
		sxq, syq = sxq+x*v, syq+y*v
	}
	det := sxx*syy - sxy*sxy
	if det <= 1e-9*(sxx*syy) || sxx == 0 || syy == 0 {
		return Affine{}, ErrCollinear
	}
	a := (sxp*syy - syp*sxy) / det
	b := (syp*sxx - sxp*sxy) / det
	d := (sxq*syy - syq*sxy) / det
	e := (syq*sxx - sxq*sxy) / det
	return Affine{a, b, px - a*mx - b*my, d, e, py - d*mx - e*my}, nil
}

// means returns the mean millimetres and pixels of the points.
func means(pts []Point) (mx, my, px, py float64) {
	for _, p := range pts {
		mx, my, px, py = mx+p.MX, my+p.MY, px+p.PX, py+p.PY
	}
	n := float64(len(pts))
	return mx / n, my / n, px / n, py / n
}

// Residual is how far the fitted transform puts a point from where it was
// clicked: in scan pixels, and the same distance in map millimetres.
type Residual struct {
	Pixels, MM float64
}

// String writes "0.31 px (0.04 mm)".
func (r Residual) String() string { return fmt.Sprintf("%.2f px (%.3f mm)", r.Pixels, r.MM) }

// Residuals returns the residual of each point under a.
func Residuals(a Affine, pts []Point) []Residual {
	inv, ok := a.Invert()
	out := make([]Residual, len(pts))
	for i, p := range pts {
		fx, fy := a.Apply(p.MX, p.MY)
		dx, dy := p.PX-fx, p.PY-fy
		out[i].Pixels = math.Hypot(dx, dy)
		if ok {
			// The linear part alone maps a pixel offset to millimetres.
			out[i].MM = math.Hypot(inv[0]*dx+inv[1]*dy, inv[3]*dx+inv[4]*dy)
		}
	}
	return out
}

// RMS returns the root mean square of the pixel residuals.
func RMS(rs []Residual) float64 {
	if len(rs) == 0 {
		return 0
	}
	s := 0.0
	for _, r := range rs {
		s += r.Pixels * r.Pixels
	}
	return math.Sqrt(s / float64(len(rs)))
}

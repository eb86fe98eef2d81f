package vassal

import (
	"errors"
	"fmt"

	"github.com/sandtable/sandtable/maps/calib"
)

// fitAffine returns the least-squares affine transform (calib.Fit) taking
// each point's map position to its image pixel, and the largest distance,
// in pixels, between a pixel and where the transform puts its point.
// Errors: fewer than three points, or points on one line.
func fitAffine(pts []calib.Point) (calib.Affine, float64, error) {
	a, err := calib.Fit(pts)
	switch {
	case errors.Is(err, calib.ErrCollinear):
		return a, 0, errors.New("hex centres are collinear: cannot calibrate")
	case err != nil:
		return a, 0, fmt.Errorf("calibrate: %w", err)
	}
	worst := 0.0
	for _, r := range calib.Residuals(a, pts) {
		worst = max(worst, r.Pixels)
	}
	return a, worst, nil
}

// invertPoint returns the map millimetre of image pixel (px, py) under a;
// false when a is singular.
func invertPoint(a calib.Affine, px, py float64) (x, y float64, ok bool) {
	inv, ok := a.Invert()
	if !ok {
		return 0, 0, false
	}
	x, y = inv.Apply(px, py)
	return x, y, true
}

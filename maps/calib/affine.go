// Package calib is the one affine transform of the project, from map
// millimetres to image pixels, and its one least-squares fit: the editor
// aligns a scanned sheet to the hex grid with it (hex centres clicked on
// the scan, with the residual of each point), the tracer reads scans
// through it and the VASSAL importer fits a module's grid with it. It knows
// only arithmetic: every package may import it.
package calib

import "math"

// Affine maps map millimetres (x east, y south) to image pixels:
// px = A[0]*x + A[1]*y + A[2], py = A[3]*x + A[4]*y + A[5]. It covers
// translation, scale, rotation and skew. The order is that of maps.Scan's
// Affine field.
type Affine [6]float64

// Identity is the affine that changes nothing.
var Identity = Affine{1, 0, 0, 0, 1, 0}

// Apply maps (x, y) millimetres to pixels.
func (a Affine) Apply(x, y float64) (px, py float64) {
	return a[0]*x + a[1]*y + a[2], a[3]*x + a[4]*y + a[5]
}

// Det returns the determinant of the linear part (pixels² per mm²); 0 for
// a transform that flattens the plane.
func (a Affine) Det() float64 { return a[0]*a[4] - a[1]*a[3] }

// PxPerMM returns the mean scale of a in pixels per millimetre: the square
// root of |Det| (the geometric mean of the scales along x and y).
func (a Affine) PxPerMM() float64 { return math.Sqrt(math.Abs(a.Det())) }

// Then returns the affine that applies a, then b.
func (a Affine) Then(b Affine) Affine {
	return Affine{
		b[0]*a[0] + b[1]*a[3], b[0]*a[1] + b[1]*a[4], b[0]*a[2] + b[1]*a[5] + b[2],
		b[3]*a[0] + b[4]*a[3], b[3]*a[1] + b[4]*a[4], b[3]*a[2] + b[4]*a[5] + b[5],
	}
}

// Invert returns the affine from pixels back to millimetres; false when a
// flattens the plane (or is not finite).
func (a Affine) Invert() (Affine, bool) {
	det := a.Det()
	if math.Abs(det) < 1e-12 || math.IsNaN(det) || math.IsInf(det, 0) {
		return Affine{}, false
	}
	ia, ib := a[4]/det, -a[1]/det
	id, ie := -a[3]/det, a[0]/det
	return Affine{ia, ib, -(ia*a[2] + ib*a[5]), id, ie, -(id*a[2] + ie*a[5])}, true
}

// Params describes an affine in the terms a designer checks: the pixels per
// millimetre along x and y, the rotation of the x axis and the skew between
// the axes (degrees), and the translation (pixels).
type Params struct {
	ScaleX, ScaleY float64 // pixels per millimetre
	RotationDeg    float64
	SkewDeg        float64
	TX, TY         float64 // pixels
}

// Params decomposes a as rotation · shear · scale (QR of the linear part).
func (a Affine) Params() Params {
	sx := math.Hypot(a[0], a[3])
	rot := math.Atan2(a[3], a[0])
	// Project the y column on the rotated axes.
	c, s := math.Cos(rot), math.Sin(rot)
	shear := c*a[1] + s*a[4]
	sy := -s*a[1] + c*a[4]
	skew := 0.0
	if sy != 0 {
		skew = math.Atan2(shear, sy) * 180 / math.Pi
	}
	return Params{ScaleX: sx, ScaleY: sy, RotationDeg: rot * 180 / math.Pi, SkewDeg: skew, TX: a[2], TY: a[5]}
}

package vassal

import (
	"errors"
	"math"
)

// Affine maps map millimetres to image pixels: px = A[0]*x + A[1]*y + A[2],
// py = A[3]*x + A[4]*y + A[5].
type Affine [6]float64

// Apply returns the image pixel of map millimetre (x, y).
func (a Affine) Apply(x, y float64) (px, py float64) {
	return a[0]*x + a[1]*y + a[2], a[3]*x + a[4]*y + a[5]
}

// Invert returns the map millimetre of image pixel (px, py); false when the
// transform is singular.
func (a Affine) Invert(px, py float64) (x, y float64, ok bool) {
	det := a[0]*a[4] - a[1]*a[3]
	if det == 0 || math.IsNaN(det) {
		return 0, 0, false
	}
	dx, dy := px-a[2], py-a[5]
	return (a[4]*dx - a[1]*dy) / det, (a[0]*dy - a[3]*dx) / det, true
}

// pointPair is a map millimetre position and the image pixel it must land on.
type pointPair struct{ x, y, px, py float64 }

// fitAffine returns the least-squares affine transform taking each pair's
// (x, y) to its (px, py), and the largest distance, in pixels, between a
// pixel and where the transform puts its point.
func fitAffine(pairs []pointPair) (Affine, float64, error) {
	var m [3][3]float64
	var bx, by [3]float64
	for _, p := range pairs {
		v := [3]float64{p.x, p.y, 1}
		for i := range 3 {
			for j := range 3 {
				m[i][j] += v[i] * v[j]
			}
			bx[i] += v[i] * p.px
			by[i] += v[i] * p.py
		}
	}
	rx, okx := solve3(m, bx)
	ry, oky := solve3(m, by)
	if !okx || !oky {
		return Affine{}, 0, errors.New("hex centres are collinear: cannot calibrate")
	}
	a := Affine{rx[0], rx[1], rx[2], ry[0], ry[1], ry[2]}
	worst := 0.0
	for _, p := range pairs {
		qx, qy := a.Apply(p.x, p.y)
		worst = max(worst, math.Hypot(qx-p.px, qy-p.py))
	}
	return a, worst, nil
}

// solve3 solves m*x = b by Cramer's rule; false when m is (nearly) singular.
func solve3(m [3][3]float64, b [3]float64) ([3]float64, bool) {
	det := det3(m)
	scale := 0.0
	for i := range 3 {
		for j := range 3 {
			scale = max(scale, math.Abs(m[i][j]))
		}
	}
	if scale == 0 || math.Abs(det) <= 1e-12*scale*scale*scale {
		return [3]float64{}, false
	}
	var out [3]float64
	for c := range 3 {
		mc := m
		for r := range 3 {
			mc[r][c] = b[r]
		}
		out[c] = det3(mc) / det
	}
	return out, true
}

func det3(m [3][3]float64) float64 {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

package calib

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// known is a transform with rotation, unequal scales, skew and offset.
var known = Affine{11.9, -0.8, 312.5, 0.65, 12.2, -47.25}

func pointsOf(a Affine, mm [][2]float64) []Point {
	var out []Point
	for _, m := range mm {
		x, y := a.Apply(m[0], m[1])
		out = append(out, Point{MX: m[0], MY: m[1], PX: x, PY: y})
	}
	return out
}

func TestFitThreePointsIsExact(t *testing.T) {
	pts := pointsOf(known, [][2]float64{{10, 20}, {400, 35}, {120, 520}})
	a, err := Fit(pts)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if math.Abs(a[i]-known[i]) > 1e-9*max(1, math.Abs(known[i])) {
			t.Errorf("coefficient %d = %v, want %v", i, a[i], known[i])
		}
	}
	for _, r := range Residuals(a, pts) {
		if r.Pixels > 1e-9 {
			t.Errorf("residual %v with three points", r)
		}
	}
}

func TestFitLeastSquaresWithNoise(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var mm [][2]float64
	for range 40 {
		mm = append(mm, [2]float64{rng.Float64() * 800, rng.Float64() * 500})
	}
	pts := pointsOf(known, mm)
	for i := range pts {
		pts[i].PX += rng.NormFloat64() * 0.4
		pts[i].PY += rng.NormFloat64() * 0.4
	}
	a, err := Fit(pts)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range [][2]float64{{0, 0}, {800, 500}, {400, 250}} {
		x0, y0 := known.Apply(m[0], m[1])
		x1, y1 := a.Apply(m[0], m[1])
		if d := math.Hypot(x1-x0, y1-y0); d > 0.5 {
			t.Errorf("at %v mm the fit is %v px off", m, d)
		}
	}
	rs := Residuals(a, pts)
	if rms := RMS(rs); rms < 0.1 || rms > 0.8 {
		t.Errorf("RMS residual %v px for noise of 0.4 px", rms)
	}
	// A residual in millimetres is the pixel residual over about 12 px/mm.
	if r := rs[0]; math.Abs(r.MM*12-r.Pixels) > 0.15*r.Pixels+1e-9 {
		t.Errorf("residual %v: mm and px disagree", r)
	}
}

func TestFitRefusesBadInput(t *testing.T) {
	if _, err := Fit(pointsOf(known, [][2]float64{{0, 0}, {1, 1}})); !errors.Is(err, ErrTooFew) {
		t.Errorf("two points: %v", err)
	}
	if _, err := Fit(pointsOf(known, [][2]float64{{0, 0}, {1, 1}, {2, 2}, {5, 5}})); !errors.Is(err, ErrCollinear) {
		t.Errorf("collinear points: %v", err)
	}
}

func TestInvertAndParams(t *testing.T) {
	inv, ok := known.Invert()
	if !ok {
		t.Fatal("not invertible")
	}
	x, y := known.Apply(37, -12)
	bx, by := inv.Apply(x, y)
	if math.Abs(bx-37) > 1e-9 || math.Abs(by+12) > 1e-9 {
		t.Errorf("round trip %v,%v", bx, by)
	}
	rot := 7.5 * math.Pi / 180
	a := Affine{10 * math.Cos(rot), -10 * math.Sin(rot), 5, 10 * math.Sin(rot), 10 * math.Cos(rot), 6}
	p := a.Params()
	if math.Abs(p.ScaleX-10) > 1e-9 || math.Abs(p.ScaleY-10) > 1e-9 || math.Abs(p.RotationDeg-7.5) > 1e-9 || math.Abs(p.SkewDeg) > 1e-9 {
		t.Errorf("params %+v", p)
	}
	if _, ok := (Affine{1, 2, 0, 2, 4, 0}).Invert(); ok {
		t.Error("a flat transform inverts")
	}
}

// TestPxPerMM: a 300 dpi scan (300/25.4 px/mm) turned by 30 degrees, and
// a scan stretched 2 x 8 (mean scale 4), mirrored.
func TestPxPerMM(t *testing.T) {
	s := 300 / 25.4
	c, n := s*math.Cos(math.Pi/6), s*math.Sin(math.Pi/6)
	for _, tc := range []struct {
		a    Affine
		want float64
	}{
		{Affine{c, -n, 40, n, c, -7}, s},
		{Affine{-2, 0, 0, 0, 8, 0}, 4},
	} {
		if got := tc.a.PxPerMM(); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%v: %v px/mm, want %v", tc.a, got, tc.want)
		}
	}
}

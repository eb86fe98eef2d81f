package trace

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
)

// TestLaneFramePixelsMatchPx: the lane frame puts every lane sample's
// five points in the pixel hexPlace.px puts them in, on sheet-sized
// placements (300 dpi, a rotated affine, with and without a row shift,
// rows before, between and beyond its knots),
// at random points and at points steered onto pixel edges (where the
// frame must fall back to hexPlace.px's operations).
func TestLaneFramePixelsMatchPx(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 1))
	// knots from row 300 to about 3600: points before the first and
	// beyond the last as well as between
	rows := &rowShift{y0: 300, step: 173.5, dx: make([]float64, 20), dy: make([]float64, 20)}
	for i := range rows.dx {
		rows.dx[i], rows.dy[i] = rng.Float64()*3-1.5, rng.Float64()*2-1
	}
	// and knots 2 mm apart at 300 dpi, as Refine fits them (rowSigmaMM)
	fine := &rowShift{y0: 300, step: rowSigmaMM * 300 / 25.4 / 2, dx: make([]float64, 500), dy: make([]float64, 500)}
	for i := range fine.dx {
		fine.dx[i], fine.dy[i] = rng.Float64()*3-1.5, rng.Float64()*2-1
	}
	fell, points, straddled := 0, 0, 0
	for _, rs := range []*rowShift{nil, rows, fine} {
		for range 20 {
			sc := 300 / 25.4 * (1 + rng.Float64()*0.02 - 0.01)
			sn, cs := math.Sincos(rng.Float64()*0.04 - 0.02)
			a := calibration{Affine: calib.Affine{sc * cs, -sc * sn, rng.Float64() * 90, sc * sn, sc * cs, rng.Float64() * 90}, rows: rs}
			h := hexPlace{a: a, cx: 20 + rng.Float64()*700, cy: 20 + rng.Float64()*500, r: 8 + rng.Float64()*2}
			s := &sideReader{h: h}
			s.lf = newLaneFrame(&s.h)
			for n := range 4000 {
				x, y := rng.Float64()*3-1.5, rng.Float64()*3-1.5
				tx, ty := math.Sincos(rng.Float64() * 2 * math.Pi)
				k := rng.IntN(alongSamples)
				if n%2 == 1 {
					x, y = steerToEdge(&s.h, k, x, y, tx, ty)
				}
				px0, py0, dpx, dpy, perPoint := s.lf.line(x, y, tx, ty)
				d := laneOffsets[k]
				fx, fy := px0+dpx*d, py0+dpy*d
				if perPoint {
					straddled++
					sx, sy := s.lf.shift(fy)
					fx, fy = fx+sx, fy+sy
				}
				if !offEdge(fx, math.Floor(fx)) || !offEdge(fy, math.Floor(fy)) {
					fell++
				}
				points++
				gx, gy := s.lanePixel(k, x, y, tx, ty, px0, py0, dpx, dpy, perPoint)
				px, py := s.h.px(x+tx*d, y+ty*d)
				if wx, wy := int(math.Floor(px)), int(math.Floor(py)); gx != wx || gy != wy {
					t.Fatalf("rows %v: (%v, %v) along (%v, %v) sample %d: frame pixel (%d, %d), px (%v, %v)", rs != nil, x, y, tx, ty, k, gx, gy, px, py)
				}
			}
		}
	}
	// the steered half lands on edges: most of those must take the
	// fallback, so it is exercised; and some samples straddle a knot
	if fell < points/4 || straddled < points/20 {
		t.Fatalf("%d of %d points near a pixel edge: the fallback is not exercised", fell, points)
	}
	t.Logf("%d of %d points worked out again (%d across a row shift knot)", fell, points, straddled)
}

// steerToEdge moves hex-local (x, y) so that sample k's point lies on a
// pixel edge in x, y or both, to within rounding.
func steerToEdge(h *hexPlace, k int, x, y, tx, ty float64) (float64, float64) {
	d := laneOffsets[k]
	a := &h.a.Affine
	det := a[0]*a[4] - a[1]*a[3]
	for range 3 {
		px, py := h.px(x+tx*d, y+ty*d)
		ex, ey := math.Round(px)-px, math.Round(py)-py
		// the hex-local move that shifts the affine's image by (ex, ey)
		mx, my := (a[4]*ex-a[1]*ey)/det/h.r, (-a[3]*ex+a[0]*ey)/det/h.r
		x, y = x+mx, y+my
	}
	return x, y
}

// TestLaneSampleFrameMatchesPlain: laneSample reads the same colours with
// the lane frame as with hexPlace.px's operations, on every lane sample
// position of random sides of a random image with a row shift.
func TestLaneSampleFrameMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 2))
	img := rgb24Of(randomRGBA(rng, 400, 300))
	p := newPixels(img)
	rows := &rowShift{y0: 5, step: 31, dx: []float64{0.4, -0.7, 1.2, 0.1, -0.3, 0.8, 0, 0.2, 0.5, -0.2, 0.3}, dy: []float64{0, 0.3, -0.2, 0.4, 0.1, -0.5, 0.2, 0, 0.1, 0.3, -0.1}}
	defer func() { laneFrameOn = true }()
	for range 200 {
		a := calibration{Affine: calib.Affine{11.8, 0.05, -3, -0.04, 11.8, 2}, rows: rows}
		h := hexPlace{a: a, cx: 3 + rng.Float64()*26, cy: 3 + rng.Float64()*18, r: 8.7}
		s := &sideReader{p: p, lp: p, h: h}
		tx, ty := math.Sincos(float64(rng.IntN(6)) * math.Pi / 3)
		for range 300 {
			x, y := rng.Float64()*2.4-1.2, rng.Float64()*2.4-1.2
			laneFrameOn = true
			got := s.laneSample(x, y, tx, ty)
			laneFrameOn = false
			want := s.laneSample(x, y, tx, ty)
			if got != want {
				t.Fatalf("(%v, %v) along (%v, %v): frame %v, plain %v", x, y, tx, ty, got, want)
			}
		}
	}
}

// BenchmarkLaneSample: laneSample along six lanes of a side, as
// contourChains reads them, on a 300 dpi placement with a row shift
// (ns/op is one side's lanes).
func BenchmarkLaneSample(b *testing.B) {
	defer func() { laneFrameOn = true }()
	laneFrameOn = os.Getenv("SANDTABLE_LANE_FRAME") != "0"
	rng := rand.New(rand.NewPCG(44, 3))
	img := rgb24Of(randomRGBA(rng, 1200, 1200))
	p := newPixels(img)
	// knots every 11.8 rows, as Refine fits them at 300 dpi
	rows := &rowShift{y0: 5, step: 11.8, dx: make([]float64, 110), dy: make([]float64, 110)}
	for i := range rows.dx {
		rows.dx[i], rows.dy[i] = rng.Float64()*2-1, rng.Float64()*2-1
	}
	a := calibration{Affine: calib.Affine{11.8, 0.05, -3, -0.04, 11.8, 2}, rows: rows}
	h := hexPlace{a: a, cx: 50, cy: 50, r: 8.7}
	n := [2]float64{math.Sqrt(3) / 2, 0.5}
	var sum float64
	for b.Loop() {
		s := &sideReader{p: p, lp: p, h: h}
		for _, e := range contourLanes {
			for off := 1.08; off >= -1.08; off -= 0.0049 {
				d := Apothem - off
				c := s.laneSample(n[0]*d-n[1]*e, n[1]*d+n[0]*e, -n[1], n[0])
				sum += c[0]
			}
		}
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}

package printgen

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Level is a range of scanner and handling faults; each scan draws its own
// values from the ranges (lengths in mm, so a blur is the same on paper at
// every resolution).
type Level struct {
	Name      string
	BlurMM    [2]float64 // optical blur sigma
	RotateDeg float64    // up to this, either way
	Skew      float64    // up to this shear, either way
	Wobble    float64    // carriage speed error: rows shift up to this, mm
	Yellow    [2]float64 // paper yellowing strength
	Shadow    float64    // brightness lost at the lid edge
	Noise     float64    // sensor noise sigma, channel units
	JPEG      int        // quality
	ClickMM   float64    // error of each of the designer's three calibration clicks
}

// Levels are the faults the accuracy figures are measured at: light is a
// sharp scan, heavy a blurred, yellowed, crooked one.
var Levels = []Level{
	{Name: "light", BlurMM: [2]float64{0, 0.02}, RotateDeg: 0.5, Skew: 0.001, Wobble: 0.02,
		Yellow: [2]float64{0, 0.05}, Shadow: 0.03, Noise: 2, JPEG: 95, ClickMM: 0.1},
	{Name: "moderate", BlurMM: [2]float64{0.04, 0.07}, RotateDeg: 1.5, Skew: 0.003, Wobble: 0.08,
		Yellow: [2]float64{0.05, 0.12}, Shadow: 0.1, Noise: 4, JPEG: 85, ClickMM: 0.2},
	{Name: "heavy", BlurMM: [2]float64{0.08, 0.12}, RotateDeg: 3, Skew: 0.008, Wobble: 0.2,
		Yellow: [2]float64{0.1, 0.2}, Shadow: 0.2, Noise: 7, JPEG: 65, ClickMM: 0.3},
}

// LevelNamed returns the level called name.
func LevelNamed(name string) (Level, error) {
	for _, l := range Levels {
		if l.Name == name {
			return l, nil
		}
	}
	return Level{}, fmt.Errorf("printgen: level %q: want light, moderate or heavy", name)
}

// DPIs are the scan resolutions the figures are measured at.
var DPIs = []float64{150, 300, 600}

// Scan is a scanned print with the calibration the designer's three clicks
// give (map mm to scan pixels).
type Scan struct {
	Image  image.Image
	Affine calib.Affine
	// True is the calibration without click errors (the carriage's
	// wobble aside): the answer key of calibration tests.
	True calib.Affine
	// Wobble is the carriage's row shift: map mm (x, y) lies at scan pixel
	// True.Apply(x, y) moved by (0, -Wobble(py)) for that pixel's row py
	// (True's py gives it within a hundredth of a pixel). Nil: none.
	Wobble func(py float64) float64
	// BlurMM is the Gaussian blur the scanner applied (its optics
	// included), sigma in mm: the answer key of blur measurements. The
	// print's own antialiasing and the JPEG add to it.
	BlurMM float64
}

// At returns the scan pixel where map mm (x, y) really lies: True and the
// carriage's wobble, the answer key of calibration tests.
func (s Scan) At(x, y float64) (float64, float64) {
	px, py := s.True.Apply(x, y)
	if s.Wobble == nil {
		return px, py
	}
	// Row y shows the print at y + wob(y): solve y + wob(y) = py.
	y0 := py
	for range 4 {
		y0 = py - s.Wobble(y0)
	}
	return px, y0
}

// Scan puts print img (calibrated by a, drawn at pxPerMM) through the
// scanner at level lv, deterministically from seed.
// Errors: a JPEG failure.
func (pm *Map) Scan(img *image.RGBA, a calib.Affine, pxPerMM float64, lv Level, seed uint64) (Scan, error) {
	r := rand.New(rand.NewPCG(seed, 0x5ca7))
	u := func(lo, hi float64) float64 { return lo + (hi-lo)*r.Float64() }
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	th := u(-lv.RotateDeg, lv.RotateDeg) * math.Pi / 180
	sk := u(-lv.Skew, lv.Skew)
	sy := 1 + u(-0.004, 0.004) // carriage speed
	cos, sin := math.Cos(th), math.Sin(th)
	warp := calib.Affine{1, sk, 0, 0, sy, 0}.
		Then(calib.Affine{1, 0, -w / 2, 0, 1, -h / 2}).
		Then(calib.Affine{cos, -sin, 0, sin, cos, 0})
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := warp.Apply(p[0], p[1])
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
	}
	m := 3 * pxPerMM // the glass shows a few mm around the sheet
	warp = warp.Then(calib.Affine{1, 0, m - minX, 0, 1, m - minY})
	W, H := int(math.Ceil(maxX-minX+2*m)), int(math.Ceil(maxY-minY+2*m))
	inv, _ := warp.Invert()
	wob := func(y float64) float64 {
		return lv.Wobble * pxPerMM * math.Sin(2*math.Pi*y/(37*pxPerMM)+float64(seed%7))
	}
	yellow := u(lv.Yellow[0], lv.Yellow[1])
	shadowSide := r.IntN(4)
	out := image.NewRGBA(image.Rect(0, 0, W, H))
	light := lidLight(W, H, shadowSide, lv.Shadow)
	parallelRows(H, func(y int) {
		rn := rand.New(rand.NewPCG(seed, uint64(y)+1))
		for x := range W {
			sx, syy := inv.Apply(float64(x)+0.5, float64(y)+0.5+wob(float64(y)))
			c := sample(img, sx-0.5, syy-0.5)
			// Yellowing: patchy, stronger toward the sheet's edges.
			fx, fy := float64(x)/float64(W), float64(y)/float64(H)
			edge := math.Max(math.Abs(fx-0.5), math.Abs(fy-0.5)) * 2
			yv := yellow * (0.5*vnoise(fx*4, fy*4, seed) + 0.5*edge*edge)
			c[1] *= 1 - 0.35*yv
			c[2] *= 1 - yv
			l := light(x, y)
			o := out.PixOffset(x, y)
			for k := range 3 {
				out.Pix[o+k] = c8(c[k]*l + rn.NormFloat64()*lv.Noise)
			}
			out.Pix[o+3] = 255
		}
	})
	sigma := math.Hypot(u(lv.BlurMM[0], lv.BlurMM[1])*pxPerMM, 0.35) // the scanner's own optics
	gauss(out, sigma)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, out, &jpeg.Options{Quality: lv.JPEG}); err != nil {
		return Scan{}, fmt.Errorf("printgen scan: jpeg: %w", err)
	}
	res, err := jpeg.Decode(&buf)
	if err != nil {
		return Scan{}, fmt.Errorf("printgen scan: jpeg: %w", err)
	}
	// The designer clicks three hex centres far apart; the calibration is
	// the affine through the clicked points.
	full := a.Then(warp)
	hs := pm.Truth.Hexes
	l := pm.layout()
	var mmP, pxP [3][2]float64
	first, last := hs[0], hs[len(hs)-1]
	corner := first
	corner.Row = last.Row // the third click: the far corner of the first column
	for i, o := range []hexgrid.Offset{first, corner, last} {
		cx, cy := l.Center(o)
		px, py := full.Apply(cx, cy)
		py -= wob(py)
		ang := r.Float64() * 2 * math.Pi
		e := lv.ClickMM * pxPerMM * math.Sqrt(r.Float64())
		mmP[i] = [2]float64{cx, cy}
		pxP[i] = [2]float64{px + e*math.Cos(ang), py + e*math.Sin(ang)}
	}
	cal, ok := affineThrough(mmP, pxP)
	if !ok {
		cal = full
	}
	return Scan{Image: res, Affine: cal, True: full, Wobble: wob, BlurMM: sigma / pxPerMM}, nil
}

// lidLight returns the light falling at scan pixel (x, y) of a W x H scan
// whose lid casts its shadow (depth 0..1) from side 0 (left), 1 (right),
// 2 (top) or 3 (bottom): 1 - shadow * exp(-8 d), d the pixel's distance
// from that side as a share of the scan's width or height. Each column's
// (or row's) light is computed once.
func lidLight(W, H, side int, shadow float64) func(x, y int) float64 {
	n := W
	if side >= 2 {
		n = H
	}
	l := make([]float64, n)
	for i := range n {
		f := float64(i) / float64(n)
		d := f
		if side%2 == 1 {
			d = 1 - f
		}
		l[i] = 1 - shadow*math.Exp(-d*8)
	}
	if side >= 2 {
		return func(_, y int) float64 { return l[y] }
	}
	return func(x, _ int) float64 { return l[x] }
}

// affineThrough returns the affine taking the three points a to b.
func affineThrough(a, b [3][2]float64) (calib.Affine, bool) {
	det := a[0][0]*(a[1][1]-a[2][1]) - a[0][1]*(a[1][0]-a[2][0]) + (a[1][0]*a[2][1] - a[2][0]*a[1][1])
	if math.Abs(det) < 1e-9 {
		return calib.Affine{}, false
	}
	solve := func(v [3]float64) (float64, float64, float64) {
		// Cramer's rule for [x y 1] * [p q r]^T = v.
		d1 := v[0]*(a[1][1]-a[2][1]) - a[0][1]*(v[1]-v[2]) + (v[1]*a[2][1] - v[2]*a[1][1])
		d2 := a[0][0]*(v[1]-v[2]) - v[0]*(a[1][0]-a[2][0]) + (a[1][0]*v[2] - a[2][0]*v[1])
		d3 := a[0][0]*(a[1][1]*v[2]-a[2][1]*v[1]) - a[0][1]*(a[1][0]*v[2]-a[2][0]*v[1]) + v[0]*(a[1][0]*a[2][1]-a[2][0]*a[1][1])
		return d1 / det, d2 / det, d3 / det
	}
	p, q, rr := solve([3]float64{b[0][0], b[1][0], b[2][0]})
	s, t, uu := solve([3]float64{b[0][1], b[1][1], b[2][1]})
	return calib.Affine{p, q, rr, s, t, uu}, true
}

// sample reads img bilinearly at (x, y); the lid's white outside.
func sample(img *image.RGBA, x, y float64) [3]float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	ix, iy := int(x0), int(y0)
	var c [3]float64
	b := img.Bounds()
	for k, wgt := range [4]float64{(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy} {
		px, py := ix+k%2, iy+k/2
		v := [3]float64{252, 252, 252}
		if px >= b.Min.X && py >= b.Min.Y && px < b.Max.X && py < b.Max.Y {
			o := img.PixOffset(px, py)
			v = [3]float64{float64(img.Pix[o]), float64(img.Pix[o+1]), float64(img.Pix[o+2])}
		}
		for ch := range 3 {
			c[ch] += v[ch] * wgt
		}
	}
	return c
}

// parallelRows calls fn for every row 0..n-1 on all cores.
func parallelRows(n int, fn func(y int)) {
	rows := make(chan int, n)
	for y := range n {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for y := range rows {
				fn(y)
			}
		})
	}
	wg.Wait()
}

// gauss blurs img in place with a Gaussian of sigma px (rows, then
// columns).
func gauss(img *image.RGBA, sigma float64) {
	rad := int(math.Ceil(2.5 * sigma))
	k := make([]float32, 2*rad+1)
	var sum float32
	for i := range k {
		x := float64(i - rad)
		k[i] = float32(math.Exp(-x * x / (2 * sigma * sigma)))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	W, H := img.Bounds().Dx(), img.Bounds().Dy()
	line := func(n, base, step int, buf []float32) {
		for i := range n {
			o := base + i*step
			buf[3*i], buf[3*i+1], buf[3*i+2] = float32(img.Pix[o]), float32(img.Pix[o+1]), float32(img.Pix[o+2])
		}
		for i := range n {
			var s0, s1, s2 float32
			for t, kw := range k {
				p := 3 * min(n-1, max(0, i+t-rad))
				s0 += kw * buf[p]
				s1 += kw * buf[p+1]
				s2 += kw * buf[p+2]
			}
			o := base + i*step
			img.Pix[o], img.Pix[o+1], img.Pix[o+2] = c8(float64(s0)), c8(float64(s1)), c8(float64(s2))
		}
	}
	bufs := sync.Pool{New: func() any { b := make([]float32, 3*max(W, H)); return &b }}
	parallelRows(H, func(y int) {
		b := bufs.Get().(*[]float32)
		line(W, y*img.Stride, 4, *b)
		bufs.Put(b)
	})
	parallelRows(W, func(x int) {
		b := bufs.Get().(*[]float32)
		line(H, 4*x, img.Stride, *b)
		bufs.Put(b)
	})
}

package scangen

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
)

// Distortion is what a flatbed scan does to a printed sheet.
type Distortion struct {
	Name      string
	RotateDeg float64 // sheet rotation on the glass, degrees
	Skew      float64 // horizontal shear per pixel of height
	Scale     float64 // scale factor (1: none)
	Light     float64 // fraction of brightness lost across the sheet
	BlurPx    float64 // Gaussian blur sigma, px
	Noise     float64 // Gaussian noise sigma, 0..255 channel units
	JPEG      int     // JPEG quality 1..100; 0: no compression
	CalibPx   float64 // error of the designer's calibration clicks, px
}

// Levels are the distortion levels the accuracy figures are measured at.
var Levels = []Distortion{
	{Name: "clean", Scale: 1},
	{Name: "light", RotateDeg: 1.5, Skew: 0.005, Scale: 1.01, Light: 0.08, BlurPx: 0.6, Noise: 3, JPEG: 92, CalibPx: 0.5},
	{Name: "moderate", RotateDeg: 3, Skew: 0.01, Scale: 0.98, Light: 0.15, BlurPx: 1.0, Noise: 6, JPEG: 80, CalibPx: 1},
	{Name: "heavy", RotateDeg: 5, Skew: 0.02, Scale: 1.03, Light: 0.25, BlurPx: 1.6, Noise: 10, JPEG: 60, CalibPx: 2},
}

// Level returns the distortion level called name.
func Level(name string) (Distortion, error) {
	for _, l := range Levels {
		if l.Name == name {
			return l, nil
		}
	}
	return Distortion{}, fmt.Errorf("distortion level %q: want clean, light, moderate or heavy", name)
}

// Scan is a generated scan of one sheet with the calibration a designer
// would make (map mm to scan pixels, off by the distortion's CalibPx).
type Scan struct {
	Sheet  int
	Image  image.Image
	Affine calib.Affine
}

// Scan draws sheet si at pxPerMM and distorts it with d, deterministically
// from seed.
func (t *Truth) Scan(si int, pxPerMM float64, d Distortion, seed uint64) (Scan, error) {
	img, a, err := t.Sheet(si, pxPerMM)
	if err != nil {
		return Scan{}, err
	}
	sc, err := distort(img, a, d, seed)
	sc.Sheet = si
	return sc, err
}

// distort applies d to a drawn sheet img calibrated by a.
func distort(img *image.RGBA, a calib.Affine, d Distortion, seed uint64) (Scan, error) {
	r := rand.New(rand.NewPCG(seed, 0xd15))
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	th := d.RotateDeg * math.Pi / 180
	sc := d.Scale
	if sc == 0 {
		sc = 1
	}
	cos, sin := math.Cos(th)*sc, math.Sin(th)*sc
	// Rotate and scale about the centre after a shear.
	warp := calib.Affine{1, d.Skew, -d.Skew * h / 2, 0, 1, 0}.
		Then(calib.Affine{1, 0, -w / 2, 0, 1, -h / 2}).
		Then(calib.Affine{cos, -sin, 0, sin, cos, 0})
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := warp.Apply(p[0], p[1])
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
	}
	warp = warp.Then(calib.Affine{1, 0, -minX, 0, 1, -minY})
	out := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(maxX-minX)), int(math.Ceil(maxY-minY))))
	inv, ok := warp.Invert()
	if !ok {
		return Scan{}, fmt.Errorf("distort %s: singular warp", d.Name)
	}
	resample(out, img, inv, d, seed)
	if d.BlurPx > 0 {
		blur(out, d.BlurPx)
	}
	var res image.Image = out
	if d.JPEG > 0 {
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, out, &jpeg.Options{Quality: d.JPEG}); err != nil {
			return Scan{}, fmt.Errorf("distort %s: jpeg: %w", d.Name, err)
		}
		dec, err := jpeg.Decode(&buf)
		if err != nil {
			return Scan{}, fmt.Errorf("distort %s: jpeg: %w", d.Name, err)
		}
		res = dec
	}
	cal := a.Then(warp)
	cal[2] += (2*r.Float64() - 1) * d.CalibPx
	cal[5] += (2*r.Float64() - 1) * d.CalibPx
	return Scan{Image: res, Affine: cal}, nil
}

// resample fills out from src through inv (out pixel to src pixel),
// bilinearly, with uneven lighting and noise.
func resample(out, src *image.RGBA, inv calib.Affine, d Distortion, seed uint64) {
	W, H := out.Bounds().Dx(), out.Bounds().Dy()
	cx, cy := float64(W)/2, float64(H)/2
	rows := make(chan int, H)
	for y := range H {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for y := range rows {
				r := rand.New(rand.NewPCG(seed, uint64(y)))
				for x := range W {
					sx, sy := inv.Apply(float64(x)+0.5, float64(y)+0.5)
					c := bilinear(src, sx-0.5, sy-0.5)
					dx, dy := (float64(x)-cx)/cx, (float64(y)-cy)/cy
					l := 1 - d.Light*(0.6*float64(x)/float64(W)+0.4*(dx*dx+dy*dy)/2)
					o := out.PixOffset(x, y)
					for k := range 3 {
						out.Pix[o+k] = clamp8(c[k]*l + r.NormFloat64()*d.Noise)
					}
					out.Pix[o+3] = 255
				}
			}
		})
	}
	wg.Wait()
}

// bilinear samples src at (x, y); the scanner lid's white outside.
func bilinear(src *image.RGBA, x, y float64) rgb {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	ix, iy := int(x0), int(y0)
	var c rgb
	for _, p := range [4]struct {
		dx, dy int
		w      float64
	}{{0, 0, (1 - fx) * (1 - fy)}, {1, 0, fx * (1 - fy)}, {0, 1, (1 - fx) * fy}, {1, 1, fx * fy}} {
		px, py := ix+p.dx, iy+p.dy
		v := rgb{250, 250, 250}
		if image.Pt(px, py).In(src.Bounds()) {
			o := src.PixOffset(px, py)
			v = rgb{float64(src.Pix[o]), float64(src.Pix[o+1]), float64(src.Pix[o+2])}
		}
		for k := range 3 {
			c[k] += v[k] * p.w
		}
	}
	return c
}

// blur applies a separable Gaussian blur of sigma px in place.
func blur(img *image.RGBA, sigma float64) {
	rad := int(math.Ceil(2.5 * sigma))
	k := make([]float64, 2*rad+1)
	sum := 0.0
	for i := range k {
		x := float64(i - rad)
		k[i] = math.Exp(-x * x / (2 * sigma * sigma))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	W, H := img.Bounds().Dx(), img.Bounds().Dy()
	pass(img, k, W, H, 4, img.Stride)
	pass(img, k, H, W, img.Stride, 4)
}

// pass convolves n lines of length l (pixel step along, line step across)
// with kernel k, in parallel.
func pass(img *image.RGBA, k []float64, l, n, along, across int) {
	rad := len(k) / 2
	lines := make(chan int, n)
	for i := range n {
		lines <- i
	}
	close(lines)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			buf := make([]uint8, l*3)
			for j := range lines {
				base := j * across
				for i := range l {
					o := base + i*along
					copy(buf[i*3:i*3+3], img.Pix[o:o+3])
				}
				for i := range l {
					var s [3]float64
					for t, kw := range k {
						p := min(l-1, max(0, i+t-rad)) * 3
						s[0] += kw * float64(buf[p])
						s[1] += kw * float64(buf[p+1])
						s[2] += kw * float64(buf[p+2])
					}
					o := base + i*along
					img.Pix[o], img.Pix[o+1], img.Pix[o+2] = clamp8(s[0]), clamp8(s[1]), clamp8(s[2])
				}
			}
		})
	}
	wg.Wait()
}

package trace

import (
	"image"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/calib"
)

// findLinePlain is findLine as it read before quadMemo: every point
// through pixels.atLinear (the reference TestFindLineMatchesPlain checks
// against, and BenchmarkFindLine's "plain").
func findLinePlain(p pixels, c calibration, pr gridProbe, reach float64, q int) (lineFix, bool) {
	a := c.Affine
	px, py := c.apply(pr.x, pr.y)
	nx, ny := a[0]*pr.nx+a[1]*pr.ny, a[3]*pr.nx+a[4]*pr.ny
	nl := math.Hypot(nx, ny)
	if !(nl > 0) {
		return lineFix{}, false
	}
	nx, ny = nx/nl, ny/nl
	tx, ty := a[0]*pr.tx+a[1]*pr.ty, a[3]*pr.tx+a[4]*pr.ty
	const step = 0.5
	gap := int(math.Ceil(max(1.5, lineGapMM*a.PxPerMM()) / step))
	n := int(math.Ceil(reach/step)) + gap
	prof := make([]float64, 2*n+1)
	var along [alongN]float64
	for i := range prof {
		s := float64(i-n) * step
		for k := range alongN {
			u := 2*float64(k)/(alongN-1) - 1
			c := p.atLinear(px+nx*s+tx*u, py+ny*s+ty*u)
			along[k] = 0.3*c[0] + 0.59*c[1] + 0.11*c[2]
		}
		slices.Sort(along[:])
		prof[i] = along[q]
	}
	resp := func(i int) float64 { return (prof[i-gap]+prof[i+gap])/2 - prof[i] }
	best, at := math.Inf(-1), 0
	for i := gap; i < len(prof)-gap; i++ {
		if r := resp(i); r > best {
			best, at = r, i
		}
	}
	if best < minLineContrast || at <= gap || at >= len(prof)-gap-1 {
		return lineFix{}, false
	}
	d := float64(at-n) * step
	if l, m, r := resp(at-1), best, resp(at+1); l-2*m+r < 0 {
		d += step * 0.5 * (l - r) / (l - 2*m + r)
	}
	return lineFix{px: px, py: py, nx: nx, ny: ny, d: d}, true
}

// gridLineScan returns a 300 dpi-like YCbCr scan (4:2:0, w x h px) of
// noisy paper crossed by dark lines 2 px wide every 37 px both ways and
// diagonally, and probes over it: random middles (some near or past the
// edges), sides in every direction, a stretch of 20 px.
func gridLineScan(rng *rand.Rand, w, h, probes int) (pixels, calibration, []gridProbe) {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	for y := range h {
		for x := range w {
			v := 200 + rng.IntN(40)
			if x%37 < 2 || y%37 < 2 || (x+y)%53 < 2 {
				v = 40 + rng.IntN(60)
			}
			img.Y[img.YOffset(x, y)] = uint8(v)
		}
	}
	for i := range img.Cb {
		img.Cb[i], img.Cr[i] = uint8(120+rng.IntN(16)), uint8(120+rng.IntN(16))
	}
	ppm := 300 / 25.4
	c := calibration{Affine: calib.Affine{ppm, 0.01, 3, -0.02, ppm, -2}}
	var ps []gridProbe
	for range probes {
		a := rng.Float64() * 2 * math.Pi
		half := 10 / ppm
		ps = append(ps, gridProbe{
			x: (rng.Float64()*1.02 - 0.01) * float64(w) / ppm, y: (rng.Float64()*1.02 - 0.01) * float64(h) / ppm,
			tx: -math.Sin(a) * half, ty: math.Cos(a) * half, nx: math.Cos(a), ny: math.Sin(a),
		})
	}
	return newPixels(img), c, ps
}

// TestFindLineMatchesPlain: findLine (its reads through quadMemo) finds
// the same lines as findLinePlain, to the bit, both profile ranks Refine
// takes, reaches of a few pixels and one past the stack's profile.
func TestFindLineMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 2))
	p, c, probes := gridLineScan(rng, 400, 300, 600)
	found := 0
	for i, pr := range probes {
		reach := []float64{3.5, 6, 140}[i%3] // 140: a profile past the stack's
		for _, q := range []int{alongN / 2, alongN - 2} {
			got, gok := findLine(p, c, pr, reach, q)
			want, wok := findLinePlain(p, c, pr, reach, q)
			if got != want || gok != wok {
				t.Fatalf("probe %d reach %v q %d: %+v %v, plain %+v %v", i, reach, q, got, gok, want, wok)
			}
			if gok {
				found++
			}
		}
	}
	if found < 100 {
		t.Errorf("%d lines found, want the probes to find many", found)
	}
}

// BenchmarkFindLine runs the grid line search of 2400 probes (Refine's
// round at 400 hexes) over a 2000 x 1500 YCbCr scan, reach 3.5 px, with
// the quad memo and as it read before.
func BenchmarkFindLine(b *testing.B) {
	rng := rand.New(rand.NewPCG(47, 3))
	p, c, probes := gridLineScan(rng, 2000, 1500, 2400)
	for _, v := range []struct {
		name string
		f    func(pixels, calibration, gridProbe, float64, int) (lineFix, bool)
	}{{"memo", findLine}, {"plain", findLinePlain}} {
		b.Run(v.name, func(b *testing.B) {
			cpu0 := testtool.CPUSeconds()
			for b.Loop() {
				for _, pr := range probes {
					v.f(p, c, pr, 3.5, alongN/2)
				}
			}
			b.ReportMetric((testtool.CPUSeconds()-cpu0)/float64(b.N)*1000, "cpu-ms/op")
		})
	}
}

package trace

import (
	"image"
	"math"
	"testing"
)

// sharpenedLine returns the drop profile of a line w mm wide, its edges
// spread by a Gaussian of s mm, sharpened by a mask of amount a and
// radius r mm, sampled dx mm apart out to n samples either side.
func sharpenedLine(w, s, a, r, dx float64, n int) []float64 {
	phi := func(z float64) float64 { return 0.5 * (1 + math.Erf(z/math.Sqrt2)) }
	b := func(x, s float64) float64 { return phi((x+w/2)/s) - phi((x-w/2)/s) }
	prof := make([]float64, 2*n+1)
	for i := range prof {
		x := float64(i-n) * dx
		prof[i] = 0.6 * ((1+a)*b(x, s) - a*b(x, math.Hypot(s, r)))
	}
	return prof
}

// TestFitUnsharpLines fits sharpened line profiles at 150 and 300 dpi
// (lines 0.1 mm wide with edges spread 0.1 mm, masks of radius 1.2 px at
// amounts 0, 0.4 and 1): the amount within 0.1 and the radius within
// 0.2 px where a mask was applied, and no mask (under unsharpMinAmount or
// explaining under unsharpMinGain) where none was.
func TestFitUnsharpLines(t *testing.T) {
	if testing.Short() {
		t.Skip("six fits, about a second")
	}
	for _, dpi := range []float64{150, 300} {
		ppm := dpi / 25.4
		dx := blurStepPx / ppm
		n := int(math.Round(unsharpReachMM * ppm / blurStepPx))
		for _, a := range []float64{0, 0.4, 1} {
			const rpx = 1.2
			f := fitUnsharp(sharpenedLine(0.1, 0.1, a, rpx/ppm, dx, n), dx, -1)
			t.Logf("%g dpi, amount %.1f: fitted %.2f at %.2f px (gain %.2f)", dpi, a, f.amount, f.radius*ppm, f.gain)
			if a == 0 {
				if f.amount >= unsharpMinAmount && f.gain >= unsharpMinGain {
					t.Errorf("%g dpi: a mask of %.2f found on an unsharpened line", dpi, f.amount)
				}
				continue
			}
			if math.Abs(f.amount-a) > 0.1 || math.Abs(f.radius*ppm-rpx) > 0.2 {
				t.Errorf("%g dpi: fitted %.2f at %.2f px, applied %.1f at %.1f px", dpi, f.amount, f.radius*ppm, a, rpx)
			}
		}
	}
}

// TestUnsharpUndone sharpens a drawing of thin lines on paper (amount 0.8,
// radius 1.3 px, within 0..255) and checks that undoing it leaves under a
// quarter of the mask's change.
func TestUnsharpUndone(t *testing.T) {
	const w, h, a, r = 64, 48, 0.8, 1.3
	v := make([]float64, w*h)
	for y := range h {
		for x := range w {
			v[y*w+x] = 200
			if x%9 == 4 || (y%11 == 5 && x%2 == 0) {
				v[y*w+x] = 150
			}
		}
	}
	k := gaussKernel(r)
	blur := func(in []float64) []float64 {
		tmp, out := make([]float64, len(in)), make([]float64, len(in))
		rad := len(k) / 2
		for y := range h {
			for x := range w {
				for j, kv := range k {
					tmp[y*w+x] += float64(kv) * in[y*w+min(w-1, max(0, x+j-rad))]
				}
			}
		}
		for y := range h {
			for x := range w {
				for j, kv := range k {
					out[y*w+x] += float64(kv) * tmp[min(h-1, max(0, y+j-rad))*w+x]
				}
			}
		}
		return out
	}
	g := blur(v)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range v {
		s := uint8(math.Round(v[i] + a*(v[i]-g[i])))
		img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = s, s, s, 255
	}
	p := newPixels(img)
	u := rgbaOf(unsharpUndone(p, p.b, a, r))
	var before, after float64
	for i := range v {
		before += math.Pow(float64(img.Pix[4*i])-v[i], 2)
		after += math.Pow(float64(u.Pix[4*i])-v[i], 2)
	}
	t.Logf("rms from the unsharpened drawing: sharpened %.2f, undone %.2f", math.Sqrt(before/(w*h)), math.Sqrt(after/(w*h)))
	if after > before/16 {
		t.Errorf("undone rms %.2f, sharpened %.2f: want under a quarter", math.Sqrt(after/(w*h)), math.Sqrt(before/(w*h)))
	}
}

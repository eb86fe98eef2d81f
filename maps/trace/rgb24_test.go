package trace

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
)

// rgb24Of returns m's colours as an rgb24 image (alpha dropped).
func rgb24Of(m *image.RGBA) *rgb24 {
	out := newRGB24(m.Rect)
	for i := range m.Rect.Dx() * m.Rect.Dy() {
		copy(out.Pix[3*i:3*i+3], m.Pix[4*i:4*i+3])
	}
	return out
}

// TestRGB24ReadsAsRGBA: every reader gives on an rgb24 image what it
// gives on the RGBA image of the same colours (the tracer's undone and
// descreened copies are rgb24; the plain version of each is RGBA), edges
// and outside included, and At gives the RGBA's colour.
func TestRGB24ReadsAsRGBA(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	src := randomRGBA(rng, 37, 29)
	for i := 3; i < len(src.Pix); i += 4 {
		src.Pix[i] = 255
	}
	plain, fast := newPixels(src), newPixels(rgb24Of(src))
	b := plain.b
	for y := b.Min.Y - 2; y < b.Max.Y+2; y++ {
		for x := b.Min.X - 2; x < b.Max.X+2; x++ {
			if got, want := fast.img.At(x, y), src.At(x, y); got != want {
				t.Fatalf("At(%d, %d) = %v, RGBA %v", x, y, got, want)
			}
		}
	}
	for y := b.Min.Y - 1; y <= b.Max.Y; y++ {
		got, want := fast.row(b.Min.X, y, b.Dx(), nil), plain.row(b.Min.X, y, b.Dx(), nil)
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("row %d value %d: %g, RGBA %g", y, i, got[i], want[i])
			}
		}
	}
	a := calibration{Affine: calib.Affine{11.3, 0.4, -2, -0.3, 11.1, 5}}
	h := hexPlace{a: a, cx: 2.1, cy: 2.3, r: 1.9}
	for range 5000 {
		x := float64(b.Min.X) - 2 + rng.Float64()*float64(b.Dx()+4)
		y := float64(b.Min.Y) - 2 + rng.Float64()*float64(b.Dy()+4)
		if got, want := fast.at(x, y), plain.at(x, y); got != want {
			t.Fatalf("at(%g, %g) = %v, RGBA %v", x, y, got, want)
		}
		if got, want := fast.atLinear(x, y), plain.atLinear(x, y); got != want {
			t.Fatalf("atLinear(%g, %g) = %v, RGBA %v", x, y, got, want)
		}
		hx, hy := rng.Float64()*3.6-1.5, rng.Float64()*3.6-1.5
		tx, ty := math.Sincos(rng.Float64() * 2 * math.Pi)
		for _, wide := range []float64{0, 0.05} {
			sf := &sideReader{p: fast, lp: fast, h: h, wideGap: wide}
			sp := &sideReader{p: plain, lp: plain, h: h, wideGap: wide}
			if got, want := sf.laneSample(hx, hy, tx, ty), sp.laneSample(hx, hy, tx, ty); got != want {
				t.Fatalf("wide gap %g: laneSample at (%g, %g) = %v, RGBA %v", wide, hx, hy, got, want)
			}
		}
	}
}

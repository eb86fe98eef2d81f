package trace

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"
)

// quadMemoImages returns noise images of one size as YCbCr (4:2:0 and
// 4:4:4), RGBA and rgb24, one offset from the origin.
func quadMemoImages(rng *rand.Rand) map[string]image.Image {
	r := image.Rect(0, 0, 61, 47)
	y420 := image.NewYCbCr(r, image.YCbCrSubsampleRatio420)
	y444 := image.NewYCbCr(r.Add(image.Pt(5, 3)), image.YCbCrSubsampleRatio444)
	for _, y := range []*image.YCbCr{y420, y444} {
		for i := range y.Y {
			y.Y[i] = uint8(rng.IntN(256))
		}
		for i := range y.Cb {
			y.Cb[i], y.Cr[i] = uint8(rng.IntN(256)), uint8(rng.IntN(256))
		}
	}
	rgba := image.NewRGBA(r)
	for i := range rgba.Pix {
		rgba.Pix[i] = uint8(rng.IntN(256))
	}
	rgb := newRGB24(r)
	for i := range rgb.Pix {
		rgb.Pix[i] = uint8(rng.IntN(256))
	}
	gray := image.NewGray(r) // read through image.At, never kept
	for i := range gray.Pix {
		gray.Pix[i] = uint8(rng.IntN(256))
	}
	return map[string]image.Image{"ycbcr420": y420, "ycbcr444 offset": y444, "rgba": rgba, "rgb24": rgb, "gray": gray}
}

// TestQuadMemoMatchesAtLinear: runs of reads half a pixel (and less, and
// more) apart in every direction, from inside the image across its edges
// and beyond, read through one quadMemo give pixels.atLinear's value bit
// for bit, on every kind of image the tracer reads.
func TestQuadMemoMatchesAtLinear(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 1))
	for name, img := range quadMemoImages(rng) {
		p := newPixels(img)
		b := img.Bounds()
		reused := 0
		for run := range 400 {
			var m quadMemo
			x := float64(b.Min.X) - 3 + rng.Float64()*float64(b.Dx()+6)
			y := float64(b.Min.Y) - 3 + rng.Float64()*float64(b.Dy()+6)
			a := rng.Float64() * 2 * math.Pi
			step := []float64{0.5, 0.25, 1.3}[run%3]
			dx, dy := step*math.Cos(a), step*math.Sin(a)
			if run%7 == 0 {
				dx, dy = step, 0 // along a row: whole and half pixel centres
				x = math.Round(x*2) / 2
			}
			lastX, lastY, lastOK := 0, 0, false
			for i := range 60 {
				px, py := x+float64(i)*dx, y+float64(i)*dy
				ix, iy := int(math.Floor(px-0.5)), int(math.Floor(py-0.5))
				if lastOK && m.ok && ix == lastX && iy == lastY {
					reused++
				}
				got, want := m.atLinear(p, px, py), p.atLinear(px, py)
				if got != want {
					t.Fatalf("%s: read (%v, %v): %v, atLinear %v", name, px, py, got, want)
				}
				lastX, lastY, lastOK = ix, iy, m.ok
			}
		}
		if _, kept := img.(*image.Gray); !kept && reused < 1000 {
			t.Errorf("%s: %d reads reused the pixels before, want the memo to take many", name, reused)
		}
	}
	var m quadMemo
	p := newPixels(quadMemoImages(rng)["ycbcr420"])
	for _, pt := range [][2]float64{{10, 10}, {math.NaN(), 10}, {10.2, 10.1}, {math.Inf(1), 3}, {10.3, 10.4}} {
		got, want := m.atLinear(p, pt[0], pt[1]), p.atLinear(pt[0], pt[1])
		for ch := range 3 {
			if got[ch] != want[ch] && !(math.IsNaN(got[ch]) && math.IsNaN(want[ch])) {
				t.Fatalf("read %v: %v, atLinear %v", pt, got, want)
			}
		}
	}
}

package draw

import (
	"bytes"
	"hash/adler32"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// DrawParallel paints the same picture as Draw: the bands share out the
// pixels, not the picture. At 100 dpi; with -short (the quick lane and the
// race stage) at 40: still a band per core, a sixth of the pixels.
func TestDrawParallelSameAsDraw(t *testing.T) {
	s := itwScene(t)
	dpi := 100.0
	if testing.Short() {
		dpi = 40
	}
	serial, p := drawRaster(t, s, Options{}, dpi)
	par, err := NewRaster(p.Width, p.Height, dpi)
	if err != nil {
		t.Fatal(err)
	}
	if err := DrawParallel(par, s, Options{}); err != nil {
		t.Fatal(err)
	}
	a, b := serial.Image(), par.Image()
	diff, worst := 0, 0
	for i := range a.Pix {
		if d := int(a.Pix[i]) - int(b.Pix[i]); d != 0 {
			diff++
			worst = max(worst, d, -d)
		}
	}
	if diff > 0 {
		t.Errorf("%d of %d bytes differ, by up to %d", diff, len(a.Pix), worst)
	}
}

// adler32Combine gives the checksum of the joined bytes, for any split.
func TestAdler32Combine(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	data := make([]byte, 300_000)
	for i := range data {
		data[i] = byte(r.IntN(256))
	}
	for _, cut := range []int{0, 1, 5551, 65521, 65522, 150_000, len(data)} {
		a, b := data[:cut], data[cut:]
		got := adler32Combine(adler32.Checksum(a), adler32.Checksum(b), int64(len(b)))
		if want := adler32.Checksum(data); got != want {
			t.Errorf("cut %d: %08x, want %08x", cut, got, want)
		}
	}
}

// EncodePNG's banded encoder writes files the standard decoder reads back
// pixel for pixel: opaque images as RGB, others with straight alpha, at
// sizes around the band height.
func TestEncodePNGRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, size := range []image.Point{{1, 1}, {7, bandRows}, {300, bandRows + 1}, {129, 3*bandRows + 17}} {
		for _, alpha := range []bool{false, true} {
			img := image.NewRGBA(image.Rect(0, 0, size.X, size.Y))
			for i := 0; i < len(img.Pix); i += 4 {
				// Flat runs with some noise, as a drawn map has.
				v := byte((i / 4 / 13) * 37)
				c := color.NRGBA{v, v ^ 0x55, byte(r.IntN(4)), 255}
				if alpha {
					c.A = byte(r.IntN(256))
				}
				img.Set((i/4)%size.X, (i/4)/size.X, c)
			}
			var buf bytes.Buffer
			if err := EncodePNG(&buf, img, 150); err != nil {
				t.Fatal(err)
			}
			back, err := png.Decode(&buf)
			if err != nil {
				t.Fatalf("%v alpha %v: %v", size, alpha, err)
			}
			for y := range size.Y {
				for x := range size.X {
					want := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
					got := color.NRGBAModel.Convert(back.At(x, y)).(color.NRGBA)
					if !closeNRGBA(got, want, alpha) {
						t.Fatalf("%v alpha %v: pixel %d,%d is %v, want %v", size, alpha, x, y, got, want)
					}
				}
			}
		}
	}
}

// closeNRGBA compares two pixels: exactly, or for translucent ones within
// the rounding of dividing a premultiplied colour by its alpha.
func closeNRGBA(a, b color.NRGBA, alpha bool) bool {
	if !alpha || a.A == 255 || a.A == 0 {
		return a == b
	}
	d := func(x, y uint8) bool { return int(x)-int(y) <= 1 && int(y)-int(x) <= 1 }
	return a.A == b.A && d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

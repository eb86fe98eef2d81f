package trace

import (
	"image"
	"math/rand/v2"
	"testing"
)

// TestDensityRowBytesMatchesRow: the line map's density read from a
// row's bytes (densityRowBytes) is the one read from its colours as
// pixels.row gives them, value for value, on RGBA and rgb24 images, with
// one weighting and with a type per block.
func TestDensityRowBytesMatchesRow(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 4))
	luts := [][3][256]float32{densityLUT([3]float64{0.5, 1.2, 0.3}), densityLUT([3]float64{1, 0.2, 0.7}), densityLUT([3]float64{0.1, 0.1, 2})}
	src := randomRGBA(rng, 37, 23)
	for _, img := range []image.Image{src, rgb24Of(src)} {
		p := newPixels(img)
		b := p.b
		w, h := b.Dx(), b.Dy()
		bs := 4
		bw := (w + bs - 1) / bs
		types := make([]uint8, bw*((h+bs-1)/bs))
		for i := range types {
			types[i] = uint8(rng.IntN(len(luts)))
		}
		for _, ts := range [][]uint8{nil, types} {
			for y := range h {
				px, bpp, ok := p.rowBytes(b.Min.X, b.Min.Y+y, w)
				if !ok {
					t.Fatalf("%T: row %d not read as bytes", img, y)
				}
				got := make([]float32, w)
				densityRowBytes(got, px, bpp, luts, ts, bs, bw, y)
				buf := p.row(b.Min.X, b.Min.Y+y, w, nil)
				for x := range w {
					lut := &luts[0]
					if ts != nil {
						lut = &luts[ts[(y/bs)*bw+x/bs]]
					}
					want := lut[0][int(buf[3*x])] + lut[1][int(buf[3*x+1])] + lut[2][int(buf[3*x+2])]
					if got[x] != want {
						t.Fatalf("%T types %v: (%d, %d) %v, from the row %v", img, ts != nil, x, y, got[x], want)
					}
				}
			}
		}
		if _, _, ok := p.rowBytes(b.Min.X+1, b.Min.Y, w); ok {
			t.Fatalf("%T: a row past the right edge read as bytes", img)
		}
	}
}

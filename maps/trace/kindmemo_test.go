package trace

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
)

// TestKindMemoMatchesUnmix: kindAt with a memo reads what it reads
// without one, and isKind (with and without it) tells the same, on random scans (RGBA and YCbCr), at random points many of
// which share a pixel, both backgrounds, in and out of the grid band, and
// after the reader's pixels change (water on the descreened scan, roads on
// the scan).
func TestKindMemoMatchesUnmix(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	k := newInks(DefaultOptions())
	imgs := []image.Image{randomRGBA(rng, 60, 50), randomYCbCr(rng, 60, 50, image.YCbCrSubsampleRatio420), inkMixes(rng, &k, 60, 50)}
	m := getKindMemo()
	defer kindMemoPool.Put(m)
	kinds := map[int]int{}
	for n := range 6 {
		bgA, bgB := [3]float64{235, 228, 205}, [3]float64{110, 150, 190}
		if n%2 == 1 {
			bgA, bgB = bgB, bgA
		}
		h := hexPlace{a: calibration{Affine: calib.Affine{1.3, 0.1, 2, -0.1, 1.2, 1}}, cx: 20, cy: 18, r: 15}
		plain := sideReader{h: h, ink: &k, bgA: bgA, bgB: bgB, gridBand: 0.05 * float64(n%3)}
		memo := plain
		memo.memo = m
		m.reset(nil)
		for i := range 20000 {
			p := newPixels(imgs[(i/5000+n)%3])
			plain.p, memo.p = p, p
			x, y, off := rng.Float64()*2-1, rng.Float64()*2-1, rng.Float64()*0.4-0.2
			if i%3 != 0 {
				// isKind on the same pixels, with and without the memo,
				// before and after kindAt reads them
				w := rng.IntN(len(k.c))
				want := plain.kindAt(x, y, off) == w
				if got := memo.isKind(x, y, off, w); got != want {
					t.Fatalf("case %d, point %d (%g, %g, off %g): memo isKind(%d) %v, unmixed %v", n, i, x, y, off, w, got, want)
				}
				if got := plain.isKind(x, y, off, w); got != want {
					t.Fatalf("case %d, point %d (%g, %g, off %g): isKind(%d) %v, unmixed %v", n, i, x, y, off, w, got, want)
				}
			}
			if got, want := memo.kindAt(x, y, off), plain.kindAt(x, y, off); got != want {
				t.Fatalf("case %d, point %d (%g, %g, off %g): memo %d, unmixed %d", n, i, x, y, off, got, want)
			}
			kinds[plain.kindAt(x, y, off)]++
		}
	}
	if len(kinds) < 4 {
		t.Errorf("kinds read %v: want most inks among them", kinds)
	}
}

// inkMixes returns a w x h RGBA image whose pixels are the inks of k mixed
// at random strengths over two papers, a pale and a green tint.
func inkMixes(rng *rand.Rand, k *inks, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	papers := [][3]float64{{235, 228, 205}, {110, 150, 190}}
	for i := 0; i < len(img.Pix); i += 4 {
		ink, bg, f := k.c[rng.IntN(len(k.c))], papers[rng.IntN(2)], rng.Float64()*0.8
		for c := range 3 {
			img.Pix[i+c] = uint8(min(255, max(0, bg[c]*(1-f)+ink[c]*f+rng.NormFloat64()*3)))
		}
		img.Pix[i+3] = 255
	}
	return img
}

package trace

import (
	"math"
	"math/rand/v2"
	"testing"
)

// ringPixels returns the pixels (of a w-wide map) of a one-pixel circle of
// radius rad about (cx, cy), from angle a0 to a1 (radians).
func ringPixels(w int, cx, cy, rad, a0, a1 float64) []int {
	seen := map[int]bool{}
	var pix []int
	for a := a0; a <= a1; a += 0.25 / rad {
		x, y := int(math.Round(cx+rad*math.Cos(a))), int(math.Round(cy+rad*math.Sin(a)))
		if i := y*w + x; !seen[i] {
			seen[i] = true
			pix = append(pix, i)
		}
	}
	return pix
}

// TestCoilsLocallyRings checks the averaged line map's coil test: a
// contour ring or a long bending contour linked whole (a circle takes 2.6
// pixels per pixel of its extent, over lineCoil) is kept, where the test
// over the whole curve dropped it (printed seed 22 at 300 dpi light lost a
// whole contour arc so); a tree crown's ring, a tangle of short strokes
// and a filled blob are still dropped.
func TestCoilsLocallyRings(t *testing.T) {
	const w, rpx = 1000, 110.0 // 300 dpi, hexes of 9.5 mm radius
	for _, rad := range []float64{0.6 * rpx, rpx, 2 * rpx} {
		for _, span := range []float64{math.Pi, 1.5 * math.Pi, 2 * math.Pi} {
			pix := ringPixels(w, 500, 500, rad, 0, span)
			if old := curveScore(pix, w, 1, rpx, false); span == 2*math.Pi && old > 0 {
				t.Errorf("ring of radius %.0f px: the whole-curve test kept it (%.2f); the case is gone", rad, old)
			}
			if sc := curveScore(pix, w, 1, rpx, true); sc <= 0 {
				t.Errorf("contour arc of radius %.0f px over %.1f rad dropped as a coil", rad, span)
			}
		}
	}
	// a crown's outline, 1.2 mm across: one block, coiled
	if sc := curveScore(ringPixels(w, 500, 500, 7, 0, 2*math.Pi), w, 1, rpx, true); sc > 0 {
		t.Errorf("crown ring kept (%.2f)", sc)
	}
	// crown rings touching in a chain across a hex (woods' outlines)
	var chain []int
	for k := range 12 {
		chain = append(chain, ringPixels(w, 300+13*float64(k), 500+3*math.Sin(float64(k)), 7, 0, 2*math.Pi)...)
	}
	if sc := curveScore(chain, w, 1, rpx, true); sc > 0 {
		t.Errorf("chain of crown rings kept (%.2f)", sc)
	}
	// a filled blob of texture
	rng := rand.New(rand.NewPCG(3, 4))
	var blob []int
	for range 4000 {
		x, y := 400+rng.IntN(120), 450+rng.IntN(60)
		blob = append(blob, y*w+x)
	}
	if sc := curveScore(blob, w, 1, rpx, true); sc > 0 {
		t.Errorf("blob kept (%.2f)", sc)
	}
}

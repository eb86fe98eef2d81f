package trace

import (
	"image"
	"math"
	"testing"
)

// TestPlainMapBlurredRings: a closed contour ring and a long arc (brown
// ink, 0.2 mm wide, blurred by a Gaussian of 0.11 mm, as a heavy scan at
// 300 dpi blurs them) drawn on paper, read by the single-pixel line map
// with Options.LineMapRings. The blur leaves no gap, so the ring is linked
// into one curve taking 2.6 pixels per pixel of its extent; both must
// still be kept: at least 90% of the points on the drawn ring and arc lie
// within a pixel of a kept curve. Without the switch the ring is dropped
// whole (under 10% kept).
func TestPlainMapBlurredRings(t *testing.T) {
	const (
		ppm  = 300 / 25.4
		size = 400
		rpx  = 8 * ppm // hex radius, px
	)
	paper := [3]float64{250, 248, 240}
	brown := [3]float64{170, 110, 50}
	rings := []struct{ cx, cy, rad, a0, a1 float64 }{{110, 110, 80, 0, 2 * math.Pi}, {250, 360, 140, math.Pi * 1.05, math.Pi * 1.95}}
	cover := make([]float64, size*size)
	half, sig := 0.1*ppm, 0.11*ppm
	for y := range size {
		for x := range size {
			best := math.Inf(1)
			for _, r := range rings {
				dx, dy := float64(x)+0.5-r.cx, float64(y)+0.5-r.cy
				a := math.Atan2(dy, dx)
				for a < r.a0 {
					a += 2 * math.Pi
				}
				if a > r.a1 {
					continue
				}
				best = min(best, math.Abs(math.Hypot(dx, dy)-r.rad))
			}
			// a line of half width half blurred by sig, at distance best
			cover[y*size+x] = 0.5 * (math.Erf((best+half)/(math.Sqrt2*sig)) - math.Erf((best-half)/(math.Sqrt2*sig)))
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for i, c := range cover {
		for k := range 3 {
			img.Pix[4*i+k] = uint8(math.Round(paper[k] * (1 - c + c*brown[k]/255)))
		}
		img.Pix[4*i+3] = 255
	}
	p := newPixels(img)
	var cols [][3]float64
	for y := 0; y < 40; y += 2 {
		for x := 360; x < 400; x += 2 {
			cols = append(cols, p.at(float64(x), float64(y)))
		}
	}
	w := contourWeights(brown, [][][3]float64{cols}, nil)
	on := ringsKept(buildLineMap(p, w, nil, ppm, rpx, nil, 0, nil, false, true), rings)
	for k, c := range on {
		t.Logf("ring %d: %d of %d points on a kept curve", k, c[0], c[1])
		if 10*c[0] < 9*c[1] {
			t.Errorf("ring %d: %d of %d points on a kept curve, want at least 90%%", k, c[0], c[1])
		}
	}
	off := ringsKept(buildLineMap(p, w, nil, ppm, rpx, nil, 0, nil, false, false), rings[:1])
	t.Logf("without LineMapRings: ring 0: %d of %d points on a kept curve", off[0][0], off[0][1])
	if 10*off[0][0] > off[0][1] {
		t.Errorf("without LineMapRings ring 0: %d of %d points on a kept curve, want under 10%% (linked whole, a coil over all)", off[0][0], off[0][1])
	}
}

// ringsKept returns per ring (centre, radius, angles in radians) how many
// points one pixel apart along it lie within a pixel of a curve lm kept,
// and how many points it has.
func ringsKept(lm *lineMap, rings []struct{ cx, cy, rad, a0, a1 float64 }) [][2]int {
	var out [][2]int
	for _, r := range rings {
		on, kept := 0, 0
		for a := r.a0; a < r.a1; a += 1 / r.rad {
			x, y := int(r.cx+r.rad*math.Cos(a)), int(r.cy+r.rad*math.Sin(a))
			on++
			hit := false
			for dy := -1; dy <= 1 && !hit; dy++ {
				for dx := -1; dx <= 1 && !hit; dx++ {
					hit = lm.at(x+dx, y+dy) > 0
				}
			}
			if hit {
				kept++
			}
		}
		out = append(out, [2]int{kept, on})
	}
	return out
}

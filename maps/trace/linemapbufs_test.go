package trace

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// lineTestScan returns an RGBA scan (origin off zero) of paper with a
// dark screened tint over its right half, noise, and concentric rings of
// contour ink 2 px wide every 18 px: lines over the paper and over the
// tint for the line map to find.
func lineTestScan(rng *rand.Rand, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(3, -2, 3+w, -2+h))
	cx, cy := float64(w)/2, float64(h)/2
	for y := range h {
		for x := range w {
			c := [3]float64{235, 230, 215}
			if x > w/2 {
				c = [3]float64{140, 186, 28}
			}
			r := math.Hypot(float64(x)-cx, float64(y)-cy)
			if d := math.Mod(r, 18); d < 2 && r > 10 {
				c = [3]float64{c[0] * 0.5, c[1] * 0.3, c[2] * 0.2}
			}
			var px color.RGBA
			for k, v := range c {
				v += float64(rng.IntN(21) - 10)
				b := uint8(max(0, min(255, v)))
				switch k {
				case 0:
					px.R = b
				case 1:
					px.G = b
				default:
					px.B = b
				}
			}
			px.A = 255
			img.SetRGBA(img.Rect.Min.X+x, img.Rect.Min.Y+y, px)
		}
	}
	return img
}

// TestLineMapBufsMatchFresh: line maps built one after another in one set
// of buffers (plain, averaged with per-type weights, plain again, as a
// marked sheet's gate and fallback build them) are the maps built each in
// fresh buffers, curve for curve and score for score.
func TestLineMapBufsMatchFresh(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 1))
	src := lineTestScan(rng, 260, 220)
	ppm, rpx := 8.0, 40.0
	wts := [3]float64{0.3, 0.6, 0.9}
	tw := &typedWeights{
		mean: [][3]float64{{density(235), density(230), density(215)}, {density(140), density(186), density(28)}},
		w:    [][3]float64{wts, {0.8, 0.8, 0}},
	}
	grid := func(x, y float64) (float64, float64, float64) {
		return math.Abs(x - 50*math.Round(x/50)), 1, 0
	}
	type build struct {
		tw    *typedWeights
		along int
		grid  gridFunc
	}
	builds := []build{{nil, 0, grid}, {tw, 3, grid}, {nil, 0, nil}, {tw, 0, grid}, {nil, 2, nil}}
	for _, img := range []image.Image{src, rgb24Of(src)} {
		p := newPixels(img)
		bufs := &lineBufs{}
		for i, b := range builds {
			got := buildLineMap(p, wts, b.tw, ppm, rpx, b.grid, b.along, bufs, b.along > 0)
			want := buildLineMap(p, wts, b.tw, ppm, rpx, b.grid, b.along, nil, b.along > 0)
			if len(want.score) < 3 {
				t.Fatalf("%T build %d: %d curves, want rings found", img, i, len(want.score))
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%T build %d (along %d, typed %v): %d curves in shared buffers, %d fresh", img, i, b.along, b.tw != nil, len(got.score), len(want.score))
			}
		}
	}
}

// TestBlockTypesBytesMatchRow: blockTypes reads the same block types from
// a scan's bytes (RGBA, rgb24) as from its colours (an NRGBA image of the
// same opaque colours, read through pixels.row).
func TestBlockTypesBytesMatchRow(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 2))
	src := lineTestScan(rng, 97, 61)
	nrgba := image.NewNRGBA(src.Rect)
	copy(nrgba.Pix, src.Pix)
	tw := &typedWeights{
		mean: [][3]float64{{density(235), density(230), density(215)}, {density(140), density(186), density(28)}, {0.6, 0.9, 1.2}},
		w:    make([][3]float64, 3),
	}
	for _, bs := range []int{4, 7} {
		want, bw, bh := tw.blockTypes(newPixels(nrgba), bs)
		seen := map[uint8]bool{}
		for _, k := range want {
			seen[k] = true
		}
		if len(seen) < 2 {
			t.Fatalf("block %d: types %v, want paper and tint told apart", bs, seen)
		}
		for _, img := range []image.Image{src, rgb24Of(src)} {
			if _, _, ok := newPixels(img).rowBytes(src.Rect.Min.X, src.Rect.Min.Y, src.Rect.Dx()); !ok {
				t.Fatalf("%T: not read as bytes", img)
			}
			got, gw, gh := tw.blockTypes(newPixels(img), bs)
			if gw != bw || gh != bh || !reflect.DeepEqual(got, want) {
				t.Fatalf("%T block %d: types from bytes differ from the row's", img, bs)
			}
		}
	}
}

package tiles

import (
	"image"
	"image/color"
	"testing"
)

func TestBlendWordMatchesFloat(t *testing.T) {
	for _, c := range []color.RGBA{rgb(10, 200, 30), translucent(0, 0, 0, 70), translucent(200, 100, 50, 128)} {
		for _, a := range []uint32{0, 1, 77, 128, 254, 255} {
			for _, d := range []color.RGBA{rgb(0, 0, 0), rgb(255, 255, 255), rgb(156, 191, 134)} {
				got := blendWord(packRGBA(d), expand(packRGBA(c)), uint32(c.A), a)
				k := float64(a) / 255
				want := func(s, d uint8) float64 { return float64(s)*k + float64(d)*(1-float64(c.A)/255*k) }
				for i, w := range []float64{want(c.R, d.R), want(c.G, d.G), want(c.B, d.B), want(c.A, d.A)} {
					g := float64(uint8(got >> (8 * i)))
					if g < w-1.01 || g > w+1.01 {
						t.Errorf("blend %v at %d over %v: channel %d = %v, want %.1f", c, a, d, i, g, w)
					}
				}
			}
		}
	}
}

func TestThinLineCoverage(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 20, 20))
	black := rgb(0, 0, 0)
	thinLine(img, img.Bounds(), 2, 10.5, 12, 10.5, 1, black) // horizontal, one pixel row
	for x := 2; x < 12; x++ {
		if got := img.RGBAAt(x, 10); got != black {
			t.Errorf("horizontal line: pixel (%d,10) = %v, want black", x, got)
		}
		if got := img.RGBAAt(x, 9); got.A != 0 {
			t.Errorf("horizontal line: pixel (%d,9) = %v, want untouched", x, got)
		}
	}
	img = image.NewRGBA(image.Rect(0, 0, 20, 20))
	thinLine(img, img.Bounds(), 5, 2, 5, 12, 2, black) // vertical, between columns 4 and 5
	for y := 2; y < 12; y++ {
		if img.RGBAAt(4, y) != black || img.RGBAAt(5, y) != black || img.RGBAAt(6, y).A != 0 {
			t.Errorf("vertical line: row %d = %v %v %v", y, img.RGBAAt(4, y), img.RGBAAt(5, y), img.RGBAAt(6, y))
		}
	}
	thinLine(img, image.Rect(0, 0, 3, 3), -5, -5, 50, 40, 3, black) // clipped: must not panic
}

func TestTilesMatchOneImage(t *testing.T) {
	s := builtinScene(t)
	s.Overlay.Counters = scenarioCounters(t, s.Geo)
	const scale = 26.0
	cx, cy := s.HexCenter(scale, mustHex(t, s, "S1622"))
	ox, oy := cx-256, cy-256
	whole := image.NewRGBA(image.Rect(0, 0, 512, 512))
	s.Draw(whole, View{OriginX: ox, OriginY: oy, Scale: scale})
	bad := 0
	for ty := range 2 {
		for tx := range 2 {
			tile := image.NewRGBA(image.Rect(0, 0, 256, 256))
			s.Draw(tile, View{OriginX: ox + float64(tx*256), OriginY: oy + float64(ty*256), Scale: scale})
			for y := range 256 {
				for x := range 256 {
					if !near(tile.RGBAAt(x, y), whole.RGBAAt(tx*256+x, ty*256+y), 3) {
						bad++
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d pixels differ between four 256-pixel tiles and one 512-pixel image", bad)
	}
}

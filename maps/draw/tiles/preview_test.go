package tiles

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/draw"
)

// TestWritePreview draws three views of the built-in map with Scenario 1
// (the editor's default window, a close-up, the whole map zoomed out) and
// checks what a person looking at them would: the woods and field fills the
// gbacw ruleset file gives cover a share of the picture, both sides'
// counters show, the selected counter and the ringed hex show in the
// selection colour where they are in view, and nothing is left unpainted.
// With SANDTABLE_RENDER_PREVIEW=DIR it also writes the PNGs there to look
// at.
func TestWritePreview(t *testing.T) {
	dir := os.Getenv("SANDTABLE_RENDER_PREVIEW")
	s := builtinScene(t)
	s.Overlay.Counters = scenarioCounters(t, s.Geo)
	ring := mustHex(t, s, "S2706")
	s.Overlay.Hexes = []draw.HexMark{{Hex: ring, Kind: draw.MarkRing, Color: draw.SelectColor, Width: 0.12}}
	s.Overlay.SelectedUnit = "c-24-tn"
	woods, field := fileColor(t, "terrain", "woods"), fileColor(t, "terrain", "field")
	sel := color.RGBA{draw.SelectColor.R, draw.SelectColor.G, draw.SelectColor.B, 0xff}
	for _, p := range []struct {
		name               string
		center             string
		scale              float64
		w, h               int
		minWoods, minField float64 // shares of the picture
		sides              []string
	}{
		{"window-26.png", "S2716", 26, 1600, 1000, 0.4, 0.001, []string{"union", "csa"}},
		{"closeup-48.png", "S1622", 48, 800, 600, 0.4, 0, []string{"csa"}},
		{"whole-8.png", "", 8, 1600, 1000, 0.2, 0.0005, []string{"union", "csa"}},
	} {
		img := image.NewRGBA(image.Rect(0, 0, p.w, p.h))
		v := View{Scale: p.scale}
		if p.center != "" {
			cx, cy := s.HexCenter(p.scale, mustHex(t, s, p.center))
			v.OriginX, v.OriginY = cx-float64(p.w)/2, cy-float64(p.h)/2
		}
		s.Draw(img, v)
		all := float64(p.w * p.h)
		b := img.Bounds()
		if n := countNear(img, b, woods, 2); float64(n) < p.minWoods*all {
			t.Errorf("%s: woods colour on %.1f%% of the picture, want at least %.0f%%", p.name, 100*float64(n)/all, 100*p.minWoods)
		}
		if n := countNear(img, b, field, 2); p.minField > 0 && float64(n) < p.minField*all {
			t.Errorf("%s: field colour on %.2f%% of the picture, want at least %.2f%%", p.name, 100*float64(n)/all, 100*p.minField)
		}
		for _, side := range p.sides {
			c := map[string]color.RGBA{"union": UnionColor, "csa": ConfederateColor}[side]
			if n := countNear(img, b, c, 2); n < 30 {
				t.Errorf("%s: %d pixels of %s counters", p.name, n, side)
			}
		}
		if n := countNear(img, b, color.RGBA{}, 0); n > 0 {
			t.Errorf("%s: %d pixels left unpainted", p.name, n)
		}
		x, y := s.HexCenter(p.scale, ring)
		if in := image.Pt(int(x-v.OriginX), int(y-v.OriginY)).In(b); in && p.scale >= 20 {
			if n := countNear(img, b, sel, 8); n < 40 {
				t.Errorf("%s: %d pixels of the selection colour with S2706 ringed in view", p.name, n)
			}
		}
		if dir != "" {
			writePNG(t, filepath.Join(dir, p.name), img)
		}
	}
}

// writePNG writes img to path.
func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

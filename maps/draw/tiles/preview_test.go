package tiles

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/draw"
)

// TestWritePreview writes PNGs of the built-in map with Scenario 1 for a human
// to look at, into the folder named by SANDTABLE_RENDER_PREVIEW (skipped when
// unset).
func TestWritePreview(t *testing.T) {
	dir := os.Getenv("SANDTABLE_RENDER_PREVIEW")
	if dir == "" {
		t.Skip("set SANDTABLE_RENDER_PREVIEW=DIR to write preview PNGs")
	}
	s := builtinScene(t)
	s.Overlay.Counters = scenarioCounters(t, s.Geo)
	s.Overlay.Hexes = []draw.HexMark{{Hex: mustHex(t, s, "S2706"), Kind: draw.MarkRing, Color: draw.SelectColor, Width: 0.12}}
	s.Overlay.SelectedUnit = "c-24-tn"
	for _, p := range []struct {
		name   string
		center string
		scale  float64
		w, h   int
	}{
		{"window-26.png", "S2716", 26, 1600, 1000},
		{"closeup-48.png", "S1622", 48, 800, 600},
		{"whole-8.png", "", 8, 1600, 1000},
	} {
		img := image.NewRGBA(image.Rect(0, 0, p.w, p.h))
		v := View{Scale: p.scale}
		if p.center != "" {
			cx, cy := s.HexCenter(p.scale, mustHex(t, s, p.center))
			v.OriginX, v.OriginY = cx-float64(p.w)/2, cy-float64(p.h)/2
		}
		s.Draw(img, v)
		f, err := os.Create(filepath.Join(dir, p.name))
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
}

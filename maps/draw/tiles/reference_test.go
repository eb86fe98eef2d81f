package tiles

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/draw"
)

// The editor's tiled raster of ITW round Shiloh Church (S2706) with
// Scenario 1's counters, a ring, a tint and a label, at two zooms, matches
// its reference images (testdata/ref, rewritten with
// SANDTABLE_UPDATE_REFS=1; look at them before committing): at most 1 % of
// the pixels may differ by more than 48 on a channel and the mean
// difference must stay under 2, so anti-aliasing and hinting may move but a
// mistake in a shared pass of maps/draw shows.
func TestTilesReferenceImages(t *testing.T) {
	s := builtinScene(t)
	s.Overlay.Counters = scenarioCounters(t, s.Geo)
	o := mustHex(t, s, "S2706")
	s.Overlay.Hexes = []draw.HexMark{{Hex: o, Kind: draw.MarkRing, Color: draw.SelectColor, Width: 0.12}, {Hex: mustHex(t, s, "S2806"), Kind: draw.MarkTint, Color: draw.MarkColor}}
	s.Overlay.Labels = []draw.Label{{Hex: mustHex(t, s, "S2605"), Text: "3 MP"}}
	addLineFeatures(s)
	for _, c := range []struct {
		name  string
		scale float64
	}{{"tiles-40.png", 40}, {"tiles-12.png", 12}} {
		img := tileAround(s, o, c.scale, 256)
		path := filepath.Join("testdata", "ref", c.name)
		if os.Getenv("SANDTABLE_UPDATE_REFS") != "" {
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("reference %s: %v (write it with SANDTABLE_UPDATE_REFS=1)", c.name, err)
		}
		ref, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if far, mean, n := imageDiff(img, ref); float64(far) > 0.01*float64(n) || mean >= 2 {
			t.Errorf("%s: %d of %d pixels differ by more than 48, mean difference %.2f: the picture changed", c.name, far, n, mean)
		}
	}
}

// imageDiff returns how many pixels of a and b (the same size) differ by
// more than 48 on some channel, the mean of the largest channel
// difference, and the pixels compared.
func imageDiff(a *image.RGBA, b image.Image) (far int, mean float64, n int) {
	if a.Bounds().Size() != b.Bounds().Size() {
		return 1, 255, 1
	}
	sum := 0
	off := b.Bounds().Min.Sub(a.Bounds().Min)
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			p := a.RGBAAt(x, y)
			r, g, bl, _ := b.At(x+off.X, y+off.Y).RGBA()
			d := max(abs(int(p.R)-int(r>>8)), abs(int(p.G)-int(g>>8)), abs(int(p.B)-int(bl>>8)))
			sum += d
			n++
			if d > 48 {
				far++
			}
		}
	}
	return far, float64(sum) / float64(n), n
}

func abs(v int) int { return max(v, -v) }

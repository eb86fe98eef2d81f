package main

import (
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"

	"github.com/sandtable/sandtable/engine"
)

// TestTiledExportShowsStreamsAndRoads renders the export of the ITW map
// with streams and roads (writeStreamsAndRoads) with Tiled's own
// tmxrasterizer, once whole and once with the "hexsides stream" and
// "paths road" object layers hidden: the whole picture must have many more
// pixels of the editor's stream blue and road brown. Skipped, saying so,
// when tmxrasterizer is not installed.
func TestTiledExportShowsStreamsAndRoads(t *testing.T) {
	bin := testtool.Require(t, "tmxrasterizer", "tiled")
	dir := t.TempDir()
	src := writeStreamsAndRoads(t, dir)
	tmx := filepath.Join(dir, "itw.tmx")
	if code, out, errOut := runCLI(t, "tiled", "export", src, "-o", tmx); code != 0 {
		t.Fatalf("export: exit %d\n%s%s", code, out, errOut)
	}
	whole := testtool.TmxRaster(t, bin, tmx)
	bare := testtool.TmxRaster(t, bin, tmx, "--hide-layer", "hexsides stream", "--hide-layer", "paths road")
	for _, c := range []struct {
		what string
		rgb  color.RGBA
	}{{"stream", gbacwLine(t, "stream")}, {"road", gbacwLine(t, "road")}} {
		n, n0 := countNear(whole, c.rgb), countNear(bare, c.rgb)
		// 16 stream sides and 16 road steps of about 50 px each.
		if n-n0 < 200 {
			t.Errorf("%s colour %v: %d pixels with the layer, %d without: Tiled does not draw the %ss", c.what, c.rgb, n, n0, c.what)
		}
	}
}

// gbacwLine returns the line colour the built-in gbacw ruleset's file gives
// hexside or path type id.
func gbacwLine(t *testing.T, id string) color.RGBA {
	t.Helper()
	rs, err := engine.BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	hex := ""
	for _, h := range rs.Hexsides {
		if h.ID == id && h.Style != nil {
			hex = h.Style.Color
		}
	}
	for _, p := range rs.Paths {
		if p.ID == id && p.Style != nil {
			hex = p.Style.Color
		}
	}
	c := color.RGBA{A: 0xff}
	if _, err := fmt.Sscanf(hex, "#%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
		t.Fatalf("%s: colour %q: %v", id, hex, err)
	}
	return c
}

// countNear counts the pixels within 24 of c on each channel.
func countNear(img image.Image, c color.RGBA) int {
	near := func(a uint32, b uint8) bool { d := int(a>>8) - int(b); return d > -24 && d < 24 }
	// The same colours as img.At(x, y).RGBA(), without boxing each pixel
	// into an interface for the PNGs tmxrasterizer writes.
	rgba := func(x, y int) (r, g, b, a uint32) { return img.At(x, y).RGBA() }
	switch m := img.(type) {
	case *image.NRGBA:
		rgba = func(x, y int) (r, g, b, a uint32) { return m.NRGBAAt(x, y).RGBA() }
	case *image.RGBA:
		rgba = func(x, y int) (r, g, b, a uint32) { return m.RGBAAt(x, y).RGBA() }
	}
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := rgba(x, y)
			if a > 0xc000 && near(r, c.R) && near(g, c.G) && near(bl, c.B) {
				n++
			}
		}
	}
	return n
}

package main

import (
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
)

// The colours of the custom ruleset below, chosen here and found in no
// built-in ruleset: two terrain fills, a hexside line and a path line.
var (
	meadowRGB = color.RGBA{0xd2, 0x3c, 0x8c, 0xff}
	bogRGB    = color.RGBA{0x2c, 0xa0, 0x5a, 0xff}
	brookRGB  = color.RGBA{0x1e, 0x50, 0xdc, 0xff}
	trackRGB  = color.RGBA{0xdc, 0x78, 0x14, 0xff}
)

// writeCustomGame writes into dir a ruleset file of its own (types the
// built-in rulesets do not have, in the colours above) and an 8 x 6 map
// that refers to it by a relative path: columns 1-4 bog, the rest meadow, a
// brook along six sides and a track through five hexes. It returns the
// map's path.
func writeCustomGame(t *testing.T, dir string) string {
	t.Helper()
	one := 1.0
	hex := func(c color.RGBA) string {
		return "#" + strings.ToLower(strings.TrimPrefix(colorHex(c), "#"))
	}
	rs := engine.Ruleset{
		Schema: "https://sandtable.dev/schema/ruleset.schema.json", Format: engine.RulesetFormat,
		ID: "homebrew", Name: "Homebrew", MoveColumns: []string{"foot"},
		UnitClasses: []engine.UnitClass{{ID: "infantry", Name: engine.Names{"en": "Infantry"}, MoveColumn: "foot"}},
		Terrain: []engine.TerrainType{
			{ID: "meadow", Name: engine.Names{"en": "Meadow"}, Cost: map[string]engine.Cost{"foot": {MP: &one}}, Color: hex(meadowRGB), Pattern: "solid"},
			{ID: "bog", Name: engine.Names{"en": "Bog"}, Cost: map[string]engine.Cost{"foot": {MP: &one}}, Color: hex(bogRGB)},
		},
		Hexsides: []engine.HexsideType{{ID: "brook", Name: engine.Names{"en": "Brook"}, Style: &engine.LineStyle{Color: hex(brookRGB), Width: 0.25}}},
		Paths:    []engine.PathType{{ID: "track", Name: engine.Names{"en": "Track"}, Style: &engine.LineStyle{Color: hex(trackRGB), Width: 0.2}}},
	}
	write := func(name string, v any) {
		data, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("homebrew.ruleset.json", rs)
	hexes := map[string]any{}
	for c := 1; c <= 4; c++ {
		for r := 1; r <= 6; r++ {
			hexes[hexID(c, r)] = map[string]string{"terrain": "bog"}
		}
	}
	sides := map[string]any{}
	for r := 1; r <= 6; r++ {
		sides[hexID(6, r)+"/N"] = map[string]string{"type": "brook"}
	}
	write("mini.map.json", map[string]any{
		"$schema": "https://sandtable.dev/schema/map.schema.json", "format": "sandtable-map/1",
		"id": "mini", "name": "Mini", "ruleset": "homebrew.ruleset.json",
		"grid":      map[string]any{"orientation": "flat", "stagger": "odd", "hexAcrossFlatsMM": 16},
		"numbering": map[string]any{"sheetPrefix": false, "columnDigits": 2, "rowDigits": 2},
		"sheets": []any{map[string]any{"id": "A", "name": "A", "columns": []int{1, 8}, "rows": []int{1, 6},
			"offset": map[string]int{"column": 0, "row": 0}}},
		"defaultTerrain": "meadow", "hexes": hexes, "hexsides": sides,
		"paths": []any{map[string]any{"id": "t1", "type": "track", "name": "Track",
			"hexes": []string{"0302", "0402", "0503", "0603", "0704"}}},
	})
	return filepath.Join(dir, "mini.map.json")
}

// hexID writes a CCRR hex id.
func hexID(c, r int) string {
	return string([]byte{byte('0' + c/10), byte('0' + c%10), byte('0' + r/10), byte('0' + r%10)})
}

// colorHex writes c as #RRGGBB.
func colorHex(c color.RGBA) string {
	const digits = "0123456789ABCDEF"
	b := []byte{'#'}
	for _, v := range []uint8{c.R, c.G, c.B} {
		b = append(b, digits[v>>4], digits[v&15])
	}
	return string(b)
}

// nearCount counts the pixels of img within tol of c on every channel.
func nearCount(img image.Image, c color.RGBA, tol int) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			d := func(a uint32, w uint8) bool { v := int(a>>8) - int(w); return v >= -tol && v <= tol }
			if d(r, c.R) && d(g, c.G) && d(bl, c.B) {
				n++
			}
		}
	}
	return n
}

// readPNG decodes a PNG file.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// checkColours fails unless img has at least min pixels of each colour.
func checkColours(t *testing.T, what string, img image.Image, min int, cs map[string]color.RGBA) {
	t.Helper()
	for name, c := range cs {
		if n := nearCount(img, c, 4); n < min {
			t.Errorf("%s: %d pixels of the ruleset's %s colour %s, want at least %d", what, n, name, colorHex(c), min)
		}
	}
}

// A ruleset of the user's own, in a folder of the user's and referred to by
// a relative path, colours every export: PNG, SVG and PDF (rasterised with
// pdftoppm when installed) from render, the tileset and object colours of
// tiled export, and the board image of vassal export. The colours are read
// back from the files written.
func TestCustomRulesetColoursEveryExport(t *testing.T) {
	dir := t.TempDir()
	mapPath := writeCustomGame(t, dir)
	all := map[string]color.RGBA{"meadow": meadowRGB, "bog": bogRGB, "brook": brookRGB, "track": trackRGB}
	fills := map[string]color.RGBA{"meadow": meadowRGB, "bog": bogRGB}
	run := func(args ...string) {
		t.Helper()
		if code, out, errOut := runCLI(t, args...); code != 0 || strings.Contains(errOut, "warning") {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
	}

	png := filepath.Join(dir, "mini.png")
	run("render", mapPath, "-o", png, "--dpi", "100")
	checkColours(t, "render PNG", readPNG(t, png), 30, all)

	svg := filepath.Join(dir, "mini.svg")
	run("render", mapPath, "-o", svg)
	data, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range all {
		if !strings.Contains(strings.ToLower(string(data)), strings.ToLower(colorHex(c))) {
			t.Errorf("render SVG: no %s colour %s", name, colorHex(c))
		}
	}

	pdf := filepath.Join(dir, "mini.pdf")
	run("render", mapPath, "-o", pdf)
	if bin, err := exec.LookPath("pdftoppm"); err == nil {
		if out, err := exec.Command(bin, "-png", "-r", "100", "-singlefile", pdf, filepath.Join(dir, "pdfpage")).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, out)
		}
		checkColours(t, "render PDF", readPNG(t, filepath.Join(dir, "pdfpage.png")), 30, all)
	} else {
		t.Log("pdftoppm not found (Debian poppler-utils): the PDF's colours are not read back")
	}

	tmx := filepath.Join(dir, "mini.tmx")
	run("tiled", "export", mapPath, "-o", tmx)
	checkColours(t, "tiled tileset", readPNG(t, filepath.Join(dir, "mini.tiles.png")), 30, fills)
	data, err = os.ReadFile(tmx)
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]color.RGBA{"brook": brookRGB, "track": trackRGB} {
		if !strings.Contains(strings.ToLower(string(data)), strings.ToLower(colorHex(c))) {
			t.Errorf("tiled TMX: no %s object colour %s", name, colorHex(c))
		}
	}

	vdir := filepath.Join(dir, "vassal")
	run("vassal", "export", mapPath, "-o", vdir)
	boards, _ := filepath.Glob(filepath.Join(vdir, "images", "*.png"))
	if len(boards) == 0 {
		t.Fatalf("vassal export wrote no board image under %s", vdir)
	}
	checkColours(t, "vassal board", readPNG(t, boards[0]), 30, all)
}

// tiled import checks the terrain against the map's own ruleset too, a
// file beside the map it writes: the mapping tiled export wrote imports the
// map back, and one that names a terrain the file lacks is refused (exit 1).
func TestTiledImportChecksACustomRuleset(t *testing.T) {
	dir := t.TempDir()
	mapPath := writeCustomGame(t, dir)
	tmx := filepath.Join(dir, "mini.tmx")
	if code, out, errOut := runCLI(t, "tiled", "export", mapPath, "-o", tmx); code != 0 {
		t.Fatalf("export: exit %d\n%s%s", code, out, errOut)
	}
	mapping := filepath.Join(dir, "mini.mapping.json")
	if code, out, errOut := runCLI(t, "tiled", "import", tmx, "--mapping", mapping, "-o", filepath.Join(dir, "back.map.json")); code != 0 {
		t.Fatalf("import with the exported mapping: exit %d\n%s%s", code, out, errOut)
	}
	data, err := os.ReadFile(mapping)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"homebrew.ruleset.json"`) || !strings.Contains(string(data), `"bog"`) {
		t.Fatalf("the exported mapping does not name the custom ruleset and its terrain:\n%s", data)
	}
	bad := filepath.Join(dir, "bad.mapping.json")
	if err := os.WriteFile(bad, []byte(strings.ReplaceAll(string(data), `"bog"`, `"lava"`)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCLI(t, "tiled", "import", tmx, "--mapping", bad, "-o", filepath.Join(dir, "bad.map.json")); code != exitFindings {
		t.Errorf("a terrain the custom ruleset lacks: exit %d, want %d\n%s%s", code, exitFindings, out, errOut)
	}
}

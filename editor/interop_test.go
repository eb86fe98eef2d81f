package editor

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
)

// wait waits for an import or export to finish (the test driver runs
// fyne.Do at once, from the job's goroutine).
func wait(t *testing.T, j *interopJob) {
	t.Helper()
	select {
	case <-j.done:
	case <-time.After(60 * time.Second):
		t.Fatal("the job did not finish")
	}
	if j.err != nil {
		t.Fatal(j.err)
	}
}

// pngHas reports whether the PNG at path has a pixel of colour (r, g, b).
func pngHas(t *testing.T, path string, r, g, b uint8) bool {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	bd := img.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		for x := bd.Min.X; x < bd.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if uint8(cr>>8) == r && uint8(cg>>8) == g && uint8(cb>>8) == b {
				return true
			}
		}
	}
	return false
}

// TestExportImportInTheEditor: a new game with a terrain type of its own
// colour, painted, exports from the editor to PNG, Tiled and VASSAL with
// that colour (the tileset and the board image); the Tiled map imports back
// through File > Import's code as a map document with the painted hexes.
func TestExportImportInTheEditor(t *testing.T) {
	e := newGameEditor(t)
	c, err := e.doc.AddTerrainType("vineyard", "Vineyard", "Vigneto", "#8e3b5a")
	if err != nil {
		t.Fatal(err)
	}
	e.Do(c)
	painted := []string{"0505", "0506", "1010"}
	for _, id := range painted {
		e.Do(e.doc.PaintTerrain(0, "vineyard", hex(t, e.doc, id)))
	}
	e.Save()
	dir := t.TempDir()
	if err := Export(e.doc, filepath.Join(dir, "game.png"), 60, nil); err != nil {
		t.Fatal(err)
	}
	if !pngHas(t, filepath.Join(dir, "game.png"), 0x8e, 0x3b, 0x5a) {
		t.Error("the PNG export lacks vineyard's colour")
	}
	j := e.exportTiled(filepath.Join(dir, "game.tmx"))
	wait(t, j)
	var tileset, mapping string
	for _, p := range j.res.Written {
		switch {
		case strings.HasSuffix(p, ".png"):
			tileset = p
		case strings.HasSuffix(p, ".mapping.json"):
			mapping = p
		}
	}
	if tileset == "" || !pngHas(t, tileset, 0x8e, 0x3b, 0x5a) {
		t.Errorf("the Tiled tileset lacks vineyard's colour: %v", j.res.Written)
	}
	j = e.exportVassal(filepath.Join(dir, "module"))
	wait(t, j)
	var board string
	for _, p := range j.res.Written {
		if strings.HasSuffix(p, ".png") && !strings.Contains(filepath.Base(p), "unit-") {
			board = p
		}
	}
	if board == "" || !pngHas(t, board, 0x8e, 0x3b, 0x5a) {
		t.Errorf("the VASSAL board lacks vineyard's colour: %v", j.res.Written)
	}
	j = e.exportVassal(filepath.Join(dir, "game.vmod"))
	wait(t, j)
	j = e.importVassal(filepath.Join(dir, "game.vmod"), filepath.Join(dir, "vassal", "game.map.json"))
	wait(t, j)
	if e.doc.Kind() != model.KindMap {
		t.Fatalf("the VASSAL import opened a %v", e.doc.Kind())
	}
	for _, id := range painted {
		if got := e.doc.TerrainAt(hex(t, e.doc, id)); got != "vineyard" {
			t.Errorf("VASSAL: %s came back %s", id, got)
		}
	}
	j = e.importTiled(filepath.Join(dir, "game.tmx"), mapping, filepath.Join(dir, "back.map.json"))
	wait(t, j)
	if e.doc.Kind() != model.KindMap || e.doc.Path() != filepath.Join(dir, "back.map.json") {
		t.Fatalf("opened %v %s", e.doc.Kind(), e.doc.Path())
	}
	for _, id := range painted {
		if got := e.doc.TerrainAt(hex(t, e.doc, id)); got != "vineyard" {
			t.Errorf("%s came back %s", id, got)
		}
	}
}

// TestTiledImportChecksTheOpenGamesRuleset: File > Import of a real Tiled
// map (the Tiled project's test_hexagonal_tile_60x60x30.tmx, whose cells
// hold tile 1 or nothing) checks its terrain against the open game's
// ruleset, not a built-in one. The mapping, written as a user would for
// the new game, sends tile 1 to vineyard, a terrain the game's ruleset has
// only since it was added in the Rules tab, and empty cells to quagmire,
// which no ruleset has: the one warning names quagmire and the game's
// ruleset. Before, a mapping naming the game's own ruleset was checked
// against nothing at all.
func TestTiledImportChecksTheOpenGamesRuleset(t *testing.T) {
	in := filepath.Join("/work/shared/fixtures/tiled", "test_hexagonal_tile_60x60x30.tmx")
	if _, err := os.Stat(in); err != nil {
		t.Skipf("shared fixture %s not found (%v)", in, err)
	}
	e := newGameEditor(t)
	c, err := e.doc.AddTerrainType("vineyard", "Vineyard", "Vigneto", "#8e3b5a")
	if err != nil {
		t.Fatal(err)
	}
	e.Do(c)
	rs := e.doc.Ruleset().ID
	dir := t.TempDir()
	tmx := filepath.Join(dir, "fixture.tmx")
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	mapping := filepath.Join(dir, "fixture.mapping.json")
	for p, b := range map[string]string{tmx: string(data), mapping: `{"ruleset": "` + rs + `", "tiles": {"1": "vineyard"}, "default": "quagmire"}`} {
		if err := os.WriteFile(p, []byte(b), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	j := e.importTiled(tmx, mapping, filepath.Join(dir, "fixture.map.json"))
	wait(t, j)
	want := `ruleset ` + rs + ` has no terrain "quagmire" (fix the mapping)`
	if len(j.res.Warnings) != 1 || j.res.Warnings[0] != want {
		t.Errorf("warnings %q, want [%q]", j.res.Warnings, want)
	}
	if got := e.doc.TerrainAt(hex(t, e.doc, "0404")); got != "vineyard" {
		t.Errorf("0404 (tile 1) imported as %q", got)
	}
}

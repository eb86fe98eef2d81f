package interop

import (
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/vassal"
	"github.com/sandtable/sandtable/scenarios"
)

// hasColour reports whether the PNG at path has a pixel of colour (r, g, b).
func hasColour(t *testing.T, path string, r, g, b uint8) bool {
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

// TestTiledRoundTripWithCustomColour: the classic map exported to Tiled
// with a ruleset whose clear terrain is #123456 has that colour in its
// tileset, and imports back with every hex's terrain as it was.
func TestTiledRoundTripWithCustomColour(t *testing.T) {
	m, err := maps.LoadBuiltin("classic-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := engine.BuiltinRuleset("classic")
	if err != nil {
		t.Fatal(err)
	}
	rs.TerrainByID("clear").Color = "#123456"
	dir := t.TempDir()
	out := filepath.Join(dir, "classic.tmx")
	res, err := ExportTiled(m, drawscene.Styles(rs), out, 0)
	if err != nil {
		t.Fatal(err)
	}
	var tileset, mapping string
	for _, p := range res.Written {
		switch {
		case strings.HasSuffix(p, ".png"):
			tileset = p
		case strings.HasSuffix(p, ".mapping.json"):
			mapping = p
		}
	}
	if tileset == "" || mapping == "" {
		t.Fatalf("written %v", res.Written)
	}
	if !hasColour(t, tileset, 0x12, 0x34, 0x56) {
		t.Error("the tileset lacks the ruleset's own colour for clear")
	}
	back, err := ImportTiled(out, mapping, filepath.Join(dir, "back.map.json"), rs)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Warnings) != 0 {
		t.Errorf("warnings %v", back.Warnings)
	}
	geo, _ := m.Geometry()
	for _, o := range geo.Numbering.All() {
		id, _ := geo.Numbering.Format(o)
		want := m.DefaultTerrain
		if h, ok := m.Hexes[id]; ok && h.Terrain != "" {
			want = h.Terrain
		}
		got := back.Map.DefaultTerrain
		if h, ok := back.Map.Hexes[id]; ok && h.Terrain != "" {
			got = h.Terrain
		}
		if got != want {
			t.Errorf("hex %s: %s back, was %s", id, got, want)
		}
	}
}

// TestVassalRoundTripWithScenario: HSN Scenario 1 exported as a VASSAL
// module has its boards painted in the ruleset's colours, and the module
// imports back as the same map.
func TestVassalRoundTripWithScenario(t *testing.T) {
	m, err := maps.LoadBuiltin("hsn.map.json")
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := engine.BuiltinRuleset("gcacw")
	rs.TerrainByID("clear").Color = "#123456"
	read := func(name string) []byte {
		data, err := fs.ReadFile(scenarios.Builtin(), name)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	sc, err := scenarios.DecodeScenario(read("hsn/01-here-come-the-rebels.scenario.json"))
	if err != nil {
		t.Fatal(err)
	}
	oob, err := scenarios.DecodeOOB(read("hsn/hsn.oob.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	x := VassalExport{Map: m, Styles: drawscene.Styles(rs), Scenario: sc, OOB: oob, DPI: 40}
	unzipped, err := ExportVassal(x, filepath.Join(dir, "module"))
	if err != nil {
		t.Fatal(err)
	}
	var board string
	for _, p := range unzipped.Written {
		if strings.HasSuffix(p, ".png") && !strings.Contains(filepath.Base(p), "unit-") {
			board = p
		}
	}
	if board == "" || !hasColour(t, board, 0x12, 0x34, 0x56) {
		t.Errorf("no board image in the ruleset's clear colour among %v", unzipped.Written)
	}
	vmod := filepath.Join(dir, "hsn.vmod")
	if _, err := ExportVassal(x, vmod); err != nil {
		t.Fatal(err)
	}
	back, err := ImportVassal(vmod, filepath.Join(dir, "back", "hsn.map.json"), vassal.ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	geo, _ := m.Geometry()
	bgeo, err := back.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	if len(bgeo.Numbering.All()) != len(geo.Numbering.All()) || len(back.Map.Hexes) != len(m.Hexes) {
		t.Errorf("%d hexes (%d described) back, %d (%d) exported", len(bgeo.Numbering.All()), len(back.Map.Hexes), len(geo.Numbering.All()), len(m.Hexes))
	}
}

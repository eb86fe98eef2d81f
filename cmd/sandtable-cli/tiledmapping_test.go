package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// TestTiledGeneratedMappingAndFileNameID: `tiled mapping --ruleset gcacw`
// writes a mapping (one tile type per terrain of the ruleset) that imports
// the HSN export correctly, hex for hex, without the exported mapping; the
// .tmx is named "my_map file.tmx", so the map id comes from the file name,
// made valid ("my-map-file"); and the real validator accepts the result.
func TestTiledGeneratedMappingAndFileNameID(t *testing.T) {
	dir := t.TempDir()
	tmx := filepath.Join(dir, "my_map file.tmx")
	if code, out, errOut := runCLI(t, "tiled", "export", "maps/hsn.map.json", "-o", tmx); code != 0 {
		t.Fatalf("export: exit %d\n%s%s", code, out, errOut)
	}
	code, mapping, errOut := runCLI(t, "tiled", "mapping", "--ruleset", "gcacw", "--default", "clear")
	if code != 0 {
		t.Fatalf("tiled mapping: exit %d\n%s", code, errOut)
	}
	for _, want := range []string{`"clear": "clear"`, `"town": "town"`, `"Town": "town"`, `"ruleset": "gcacw"`, `"default": "clear"`} {
		if !strings.Contains(mapping, want) {
			t.Errorf("generated mapping lacks %s:\n%s", want, mapping)
		}
	}
	mp := filepath.Join(dir, "gcacw.mapping.json")
	if err := os.WriteFile(mp, []byte(mapping), 0o644); err != nil {
		t.Fatal(err)
	}
	back := filepath.Join(dir, "imported.map.json")
	if code, out, errOut := runCLI(t, "tiled", "import", tmx, "--mapping", mp, "-o", back); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	got, err := maps.Load(back)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != "my-map-file" {
		t.Errorf("map id %q, want my-map-file (from the file name)", got.ID)
	}
	orig, err := maps.LoadBuiltin("hsn.map.json")
	if err != nil {
		t.Fatal(err)
	}
	geo, err := orig.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range geo.Numbering.All() {
		id, _ := geo.Numbering.Format(o)
		if got.TerrainAt(id) != orig.TerrainAt(id) {
			t.Errorf("%s: %q after import with the generated mapping, want %q", id, got.TerrainAt(id), orig.TerrainAt(id))
		}
	}
	if len(got.Places) != len(orig.Places) || len(got.Areas) != len(orig.Areas) {
		t.Errorf("%d places, %d areas; want %d, %d", len(got.Places), len(got.Areas), len(orig.Places), len(orig.Areas))
	}
	if code, out, errOut := runCLI(t, "validate", back); code != 0 {
		t.Errorf("validate %s: exit %d\n%s%s", back, code, out, errOut)
	}
	// The validator does check ids: the raw file name is refused.
	got.ID = "my_map file"
	raw := filepath.Join(dir, "raw.map.json")
	if err := maps.Save(raw, got); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runCLI(t, "validate", raw); code == 0 {
		t.Errorf("validate accepts the id %q: the test proves nothing", got.ID)
	}
}

// TestTiledMappingUnknownRulesetOrTerrain: usage errors exit 2.
func TestTiledMappingUnknownRulesetOrTerrain(t *testing.T) {
	for _, args := range [][]string{
		{"tiled", "mapping", "--ruleset", "nope"},
		{"tiled", "mapping", "--ruleset", "gbacw", "--default", "swamp"},
		{"tiled", "mapping"},
	} {
		if code, _, _ := runCLI(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
	}
}

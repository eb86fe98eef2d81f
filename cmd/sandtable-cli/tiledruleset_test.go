package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTiledImportRulesetPath: a mapping whose ruleset is a file gets the
// same terrain check as a built-in id (a tile mapped to a terrain the file
// does not define is refused, and nothing is written), and a ruleset path
// that is absolute or leads outside the folder is refused as ref.outside
// would be, before it is read.
func TestTiledImportRulesetPath(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "proj")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	rs, err := os.ReadFile("../../engine/rulesets/classic.ruleset.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(dir, "mine.ruleset.json"), filepath.Join(base, "outside.ruleset.json")} {
		if err := os.WriteFile(p, rs, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tmx := filepath.Join(dir, "m.tmx")
	doc := `<?xml version="1.0"?><map version="1.10" orientation="hexagonal" width="2" height="1" tilewidth="64" tileheight="56" hexsidelength="32" staggeraxis="x" staggerindex="even">` +
		`<tileset firstgid="1" name="t" tilewidth="64" tileheight="56" tilecount="2" columns="2"/>` +
		`<layer name="base" width="2" height="1"><data encoding="csv">1,2</data></layer></map>`
	if err := os.WriteFile(tmx, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, ruleset, tile2 string
		code                 int
		want                 string
	}{
		{"file, known terrain", "mine.ruleset.json", "clear", exitOK, ""},
		{"file, unknown terrain", "mine.ruleset.json", "lava", exitFindings, "lava"},
		{"built-in, unknown terrain", "classic", "lava", exitFindings, "lava"},
		{"outside", "../outside.ruleset.json", "clear", exitUsage, "outside"},
		{"absolute", filepath.Join(base, "outside.ruleset.json"), "clear", exitUsage, "absolute"},
	} {
		mapping := filepath.Join(dir, "m.mapping.json")
		js := `{"ruleset": "` + c.ruleset + `", "default": "clear", "tiles": {"1": "clear", "2": "` + c.tile2 + `"}}`
		if err := os.WriteFile(mapping, []byte(js), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "out.map.json")
		os.Remove(out)
		code, stdout, stderr := runCLI(t, "tiled", "import", tmx, "--mapping", mapping, "-o", out)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, want %d and %q\n%s%s", c.name, code, c.code, c.want, stdout, stderr)
		}
		if _, err := os.Stat(out); (err == nil) != (c.code == exitOK) {
			t.Errorf("%s: output written: %v", c.name, err == nil)
		}
	}
}

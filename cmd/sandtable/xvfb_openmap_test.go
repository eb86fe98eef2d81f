//go:build !ci

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// TestXvfbOpenMapPaintSave is issue 24's first acceptance in the real
// window: `sandtable maps/itw-shiloh.map.json` (a copy, in a game folder
// with its scenarios) opens the map alone, the Scan tab in front and the
// title naming the map; a hex painted with the terrain tool and saved with
// Ctrl+S changes the map file in that hex only, every other file of the
// folder keeps its bytes, and `sandtable-cli validate` on the map reports
// no error. Screenshots go to $SANDTABLE_SHOT_DIR. Needs SANDTABLE_XVFB=1.
func TestXvfbOpenMapPaintSave(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	shots := shotDir(t, dir)
	bin := buildEditor(t, dir)
	cli := buildCLI(t, dir)
	x := startXvfb(t)

	game := filepath.Join(dir, "game")
	before := map[string][]byte{}
	for _, p := range validate.BuiltinPaths() {
		if p != "maps/itw-shiloh.map.json" && !strings.HasPrefix(p, "scenarios/itw-shiloh/") {
			continue
		}
		data, err := validate.Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		to := filepath.Join(game, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
		before[to] = data
	}
	mapPath := filepath.Join(game, "maps", "itw-shiloh.map.json")
	doc, err := model.OpenFile(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	if doc.TerrainAt(mustHex(t, doc, "S2016")) == "field" {
		t.Fatal("S2016 is field already")
	}

	app := x.startEditor(t, bin, dir, "map", "-v", "--center", "S2017", mapPath)
	lay := app.layout(t)
	x.shot(t, filepath.Join(shots, "openmap-1-opened.png"))
	if title := x.title(t); !strings.Contains(title, "itw-shiloh.map.json") {
		t.Errorf("window title %q", title)
	}
	x.paint(t, lay, doc, "S2016")
	img := x.shot(t, filepath.Join(shots, "openmap-2-painted.png"))
	expectTerrain(t, "painted", img, lay, doc, []string{"S2016"}, terrainColour(doc, "field"))
	x.do(t, "key", "ctrl+s")
	waitFor(t, "the saved map", func() bool { return !bytes.Equal(readFile(t, mapPath), before[mapPath]) })
	x.shot(t, filepath.Join(shots, "openmap-3-saved.png"))
	app.stop(t)

	for p, old := range before {
		if p != mapPath && !bytes.Equal(readFile(t, p), old) {
			t.Errorf("%s changed", p)
		}
	}
	oldMap, _ := maps.Decode(before[mapPath])
	newMap, err := maps.Decode(readFile(t, mapPath))
	if err != nil {
		t.Fatal(err)
	}
	changed := []string{}
	for id, h := range newMap.Hexes {
		if o, ok := oldMap.Hexes[id]; !ok || o.Terrain != h.Terrain || o.Label != h.Label {
			changed = append(changed, id)
		}
	}
	if len(changed) != 1 || changed[0] != "S2016" || newMap.Hexes["S2016"].Terrain != "field" {
		t.Errorf("hexes changed: %v (S2016 %+v)", changed, newMap.Hexes["S2016"])
	}
	out, err := exec.Command(cli, "validate", mapPath).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "0 errors") {
		t.Errorf("sandtable-cli validate: %v\n%s", err, out)
	}
	t.Logf("screenshots in %s", shots)
}

// mustHex parses a hex id of doc's map or fails the test.
func mustHex(t testing.TB, d *model.Document, id string) hexgrid.Offset {
	t.Helper()
	o, ok := d.ParseHex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return o
}

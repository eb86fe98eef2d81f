package editor

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/validate"
)

// copyHSNGame copies the built-in HSN map and game folder into dir in the
// source tree's layout and returns each file's bytes by path.
func copyHSNGame(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, p := range validate.BuiltinPaths() {
		if !strings.HasPrefix(p, "scenarios/hsn/") && p != "maps/hsn.map.json" {
			continue
		}
		data, err := validate.Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		to := filepath.Join(dir, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(to), 0o755)
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
		out[to] = data
	}
	return out
}

// TestOpenMapInTheWindow is issue 24's acceptance through the window: the
// HSN map opened as `sandtable maps/hsn.map.json` does shows the Scan tab,
// the terrain tool paints a tapped hex, and Save changes the map file
// alone.
func TestOpenMapInTheWindow(t *testing.T) {
	dir := t.TempDir()
	before := copyHSNGame(t, dir)
	mapPath := filepath.Join(dir, "maps", "hsn.map.json")
	e := newTestEditor(t, openBuiltin(t))
	e.Open(mapPath)
	if e.doc.Kind() != model.KindMap || e.doc.Path() != mapPath {
		t.Fatalf("opened %v %s", e.doc.Kind(), e.doc.Path())
	}
	if e.tabs.Selected() != e.kindTabs[model.KindMap] {
		t.Errorf("tab %q in front, want Scan", e.tabs.Selected().Text)
	}
	if !strings.Contains(e.win.Title(), "hsn.map.json") {
		t.Errorf("title %q", e.win.Title())
	}
	if !e.tools.ChooseKey('t') || !e.tools.Terrain.ChooseTerrain("rolling") {
		t.Fatal("no terrain tool or no rolling terrain")
	}
	o := hex(t, e.doc, "1715")
	e.view.CenterOn(o)
	test.TapCanvas(e.win.Canvas(), viewPos(e, o))
	if got := e.doc.TerrainAt(o); got != "rolling" {
		t.Fatalf("1715 is %q after the tap", got)
	}
	e.Save()
	if e.doc.Dirty() {
		t.Fatal("still dirty after Save")
	}
	for p, old := range before {
		now, _ := os.ReadFile(p)
		if p != mapPath && !bytes.Equal(now, old) {
			t.Errorf("%s changed", p)
		}
	}
	data, _ := os.ReadFile(mapPath)
	m, err := maps.Decode(data)
	if err != nil || m.Hexes["1715"].Terrain != "rolling" {
		t.Fatalf("saved map: %v %+v", err, m.Hexes["1715"])
	}
	// The play-test needs a scenario.
	if err := e.play.Start(); err == nil {
		t.Error("play-test started on a map")
	}
}

// TestOpenOOBInTheWindow: an OOB opens with the OOB tab in front and its
// units in the tree.
func TestOpenOOBInTheWindow(t *testing.T) {
	dir := t.TempDir()
	copyHSNGame(t, dir)
	e := newTestEditor(t, openBuiltin(t))
	e.Open(filepath.Join(dir, "scenarios", "hsn", "hsn.oob.json"))
	if e.doc.Kind() != model.KindOOB {
		t.Fatalf("opened %v", e.doc.Kind())
	}
	if e.tabs.Selected() != e.kindTabs[model.KindOOB] {
		t.Errorf("tab %q in front, want OOB", e.tabs.Selected().Text)
	}
	if len(e.oob.Children[""]) == 0 {
		t.Error("the OOB tree is empty")
	}
}

// TestInitialViewOfAnEmptyScenario: a scenario with no set-up (a new game's
// first) opens centred on the middle of its map, not on the top of a
// middle column.
func TestInitialViewOfAnEmptyScenario(t *testing.T) {
	e := newGameEditor(t)
	m := e.doc.Map().Sheets[0] // one sheet, columns 1-30, rows 1-20
	got := e.view.Scene()
	o := mapview.InitialCentre(e.doc, got, mapview.DefaultScale, 1000, 800)
	id := e.doc.HexID(o)
	col, row := int(id[0]-'0')*10+int(id[1]-'0'), int(id[2]-'0')*10+int(id[3]-'0')
	if mid := (m.Columns[0] + m.Columns[1]) / 2; col < mid-1 || col > mid+1 {
		t.Errorf("centred on %s: column %d, the middle is %d", id, col, mid)
	}
	if mid := (m.Rows[0] + m.Rows[1]) / 2; row < mid-1 || row > mid+1 {
		t.Errorf("centred on %s: row %d, the middle is %d", id, row, mid)
	}
}

package editor

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// openBuiltin opens the built-in scenario or fails the test. It is opened
// (decoded and validated) once per test binary; each test gets its own deep
// copy of that freshly opened document (builtinDocument).
func openBuiltin(t testing.TB) *model.Document {
	t.Helper()
	d, err := builtinDocument()
	if err != nil {
		t.Fatal(err)
	}
	return testtool.DeepCopy(d)
}

// newTestEditor builds the editor of doc in a test app, shown in a test
// window of the editor's initial size.
func newTestEditor(t testing.TB, doc *model.Document) *Editor {
	t.Helper()
	e := New(uitest.App(t), doc)
	e.live.post = func(func()) {} // no validation behind the test's back
	e.win.Resize(fyne.NewSize(windowWidth, windowHeight))
	e.win.Show()
	return e
}

// hex parses a hex id of doc's map or fails the test.
func hex(t testing.TB, d *model.Document, id string) hexgrid.Offset {
	t.Helper()
	o, ok := d.ParseHex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return o
}

// viewPos returns the canvas position of hex o's centre in e's map view.
func viewPos(e *Editor, o hexgrid.Offset) fyne.Position {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view)
	return abs.Add(e.view.HexPosition(o))
}

// writeBrokenScenario writes a copy of the built-in Scenario 1 in which unit
// is set up in hex instead, next to copies of its map and OOB in the same
// relative layout, and returns the scenario's path.
func writeBrokenScenario(t *testing.T, unit, hex string) string {
	t.Helper()
	dir := t.TempDir()
	files := validate.Builtin{}
	copyBuiltin := func(from string) {
		data, err := files.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		to := filepath.Join(dir, filepath.FromSlash(from))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copyBuiltin("maps/itw-shiloh.map.json")
	copyBuiltin("scenarios/itw-shiloh/itw-shiloh.oob.json")
	data, err := files.ReadFile(model.BuiltinScenario)
	if err != nil {
		t.Fatal(err)
	}
	var sc map[string]any
	if err := json.Unmarshal(data, &sc); err != nil {
		t.Fatal(err)
	}
	moved := false
	for _, st := range sc["setup"].([]any) {
		if e := st.(map[string]any); e["unit"] == unit {
			e["hex"], moved = hex, true
		}
	}
	if !moved {
		t.Fatalf("unit %s has no setup entry", unit)
	}
	out, err := json.MarshalIndent(sc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, filepath.FromSlash(model.BuiltinScenario))
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

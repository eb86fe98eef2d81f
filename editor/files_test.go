package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps"
)

func TestUndoRedoMenuUsesStandardShortcuts(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	if _, ok := e.menu.undo.Shortcut.(*fyne.ShortcutUndo); !ok {
		t.Errorf("undo shortcut %T", e.menu.undo.Shortcut)
	}
	if _, ok := e.menu.redo.Shortcut.(*fyne.ShortcutRedo); !ok {
		t.Errorf("redo shortcut %T", e.menu.redo.Shortcut)
	}
	if !e.menu.undo.Disabled {
		t.Error("undo enabled with nothing to undo")
	}
	o := hex(t, e.doc, "S2016")
	e.Do(e.doc.PaintTerrain(0, "field", o))
	if got := e.menu.undo.Label; got != "Undo Paint Field (S2016)" || e.menu.undo.Disabled {
		t.Errorf("undo item %q disabled %v", got, e.menu.undo.Disabled)
	}
	if !strings.HasSuffix(e.win.Title(), " *") {
		t.Errorf("title %q lacks the unsaved mark", e.win.Title())
	}
	e.menu.undo.Action()
	if e.doc.TerrainAt(o) != "woods" || e.menu.redo.Disabled {
		t.Error("the undo item did not undo")
	}
	// Ctrl+Shift+Z redoes too.
	e.win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktopShortcutRedo)
	if e.doc.TerrainAt(o) != "field" {
		t.Error("Ctrl+Shift+Z did not redo")
	}
	if e.history.List.Length() != 2 {
		t.Errorf("history lists %d rows, want the opened state and one edit", e.history.List.Length())
	}
	e.history.List.Select(0)
	if e.doc.TerrainAt(o) != "woods" {
		t.Error("choosing the first history row did not undo everything")
	}
}

func TestSaveBuiltinToTargetAndReopen(t *testing.T) {
	target := filepath.Join(t.TempDir(), "mine.scenario.json")
	rec := model.Recovery{Dir: t.TempDir()}
	e := newQuickEditor(t, openBuiltin(t), Options{SaveTarget: target, Recovery: rec, RecoveryEvery: time.Hour})
	o := hex(t, e.doc, "S2016")
	e.Do(e.doc.PaintTerrain(0, "field", o))
	e.keeper.tick()
	if es, _ := rec.List(); len(es) != 1 {
		t.Fatalf("%d recovery copies while unsaved", len(es))
	}
	e.Save()
	if e.doc.Path() != target || e.doc.Dirty() || strings.HasSuffix(e.win.Title(), "*") {
		t.Fatalf("after save: %s dirty %v title %q", e.doc.Path(), e.doc.Dirty(), e.win.Title())
	}
	if es, _ := rec.List(); len(es) != 0 {
		t.Error("the recovery copy outlived the save")
	}
	if got := e.recent(); len(got) == 0 || got[0] != target {
		t.Errorf("recent files %v", got)
	}
	m, err := maps.Load(filepath.Join(filepath.Dir(target), "itw-shiloh.map.json"))
	if err != nil || m.TerrainAt("S2016") != "field" {
		t.Fatalf("saved map: %v", err)
	}
	// Further edits save in place.
	e.Do(e.doc.SetElevation(0, 1, o))
	e.Save()
	e.Open(target)
	if e.doc.Elevation(o) != 1 || e.doc.TerrainAt(o) != "field" {
		t.Error("reopening lost the edits")
	}
}

func TestCloseAsksAboutUnsavedChanges(t *testing.T) {
	rec := model.Recovery{Dir: t.TempDir()}
	e := newQuickEditor(t, openBuiltin(t), Options{Recovery: rec, RecoveryEvery: time.Hour})
	e.closeRequested()
	if e.asking != nil {
		t.Fatal("asked about a clean document")
	}
	e = newQuickEditor(t, openBuiltin(t), Options{Recovery: rec, RecoveryEvery: time.Hour})
	e.Do(e.doc.PaintTerrain(0, "field", hex(t, e.doc, "S2016")))
	e.keeper.tick()
	e.closeRequested()
	if e.asking == nil {
		t.Fatal("no question before closing with unsaved changes")
	}
	test.Tap(e.asking.cancel)
	if e.doc.TerrainAt(hex(t, e.doc, "S2016")) != "field" {
		t.Error("cancel lost the edit")
	}
	e.closeRequested()
	test.Tap(e.asking.discard)
	if es, _ := rec.List(); len(es) != 0 {
		t.Error("discarding kept the recovery copy")
	}
}

func TestOpenAsksAboutUnsavedChanges(t *testing.T) {
	path := writeBrokenScenario(t, "c-2-tn-2-x-3", "S5010")
	e := newTestEditor(t, openBuiltin(t))
	e.Do(e.doc.PaintTerrain(0, "field", hex(t, e.doc, "S2016")))
	e.Open(path)
	if e.doc.Path() == path {
		t.Fatal("opened over unsaved changes without asking")
	}
	test.Tap(e.asking.discard)
	if e.doc.Path() != path {
		t.Errorf("after discarding, the open document is %s", e.doc.Path())
	}
}

func TestRecoveryOfferedAtStart(t *testing.T) {
	rec := model.Recovery{Dir: t.TempDir()}
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	d.Do(d.PaintTerrain(0, "field", o))
	if err := rec.Write(d, time.Now()); err != nil {
		t.Fatal(err)
	}
	e := newQuickEditor(t, openBuiltin(t), Options{Recovery: rec, RecoveryEvery: time.Hour})
	if !e.OfferRecovery() {
		t.Fatal("no recovery offered")
	}
	es, _ := rec.List()
	e.recover(es[0])
	if e.doc.TerrainAt(o) != "field" || !e.doc.Dirty() {
		t.Error("the recovered edit is missing or marked saved")
	}
}

func TestSwitchScenario(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	sib, _ := e.doc.Siblings()
	other := sib[len(sib)-1]
	e.lists.Scenario.SetSelected(filepath.Base(other))
	if e.doc.Path() != other {
		t.Errorf("switched to %s, want %s", e.doc.Path(), other)
	}
	if e.lists.Scenario.Selected != filepath.Base(other) {
		t.Error("the chooser does not show the open scenario")
	}
	// The scenario menu lists the game's scenarios, the open one checked.
	items := e.menu.scenarios.ChildMenu.Items
	checked := 0
	for _, it := range items {
		if it.Checked {
			checked++
		}
	}
	if len(items) != len(sib) || checked != 1 {
		t.Errorf("scenario menu: %d items, %d checked", len(items), checked)
	}
}

func TestSaveRefusesUnparsableFile(t *testing.T) {
	path := writeBrokenScenario(t, "c-2-tn-2-x-3", "S5010")
	d, err := model.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t, d)
	e.Do(d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	if err := os.WriteFile(d.MapPath(), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.Save()
	if got, _ := os.ReadFile(d.MapPath()); string(got) != "{broken" {
		t.Error("the unparsable map was overwritten")
	}
	if !strings.Contains(e.status.message.Text, "does not parse") {
		t.Errorf("status %q", e.status.message.Text)
	}
}

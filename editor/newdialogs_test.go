package editor

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/validate"
)

// TestNewGameThroughTheDialog: File > New Game with two sheets sharing a
// row, typed into the dialog, makes a game folder that validates with no
// error and opens its first scenario; New Scenario adds a second one and
// New OOB an empty order of battle, each opened.
func TestNewGameThroughTheDialog(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	labels := map[string]bool{}
	for _, it := range e.menu.main.Items[0].Items {
		labels[it.Label] = true
	}
	for _, l := range []string{"New Game…", "New Scenario…", "New OOB…"} {
		if !labels[l] {
			t.Errorf("the File menu lacks %s", l)
		}
	}
	// The built-in scenario has no folder of its own to add to.
	e.showNewScenario()
	if e.newScenario != nil {
		t.Error("New Scenario offered on the built-in data")
	}
	e.showNewGame()
	f := e.newGame
	if f == nil {
		t.Fatal("no New Game dialog")
	}
	root := t.TempDir()
	test.Type(f.folder, root)
	test.Type(f.name, "Perryville")
	f.sides.SetText("Confederate:csa, Union")
	f.sheets.SetText("N 1-40 1-30\nS 1-40 1-30")
	f.overlap.SetText("1")
	f.prefix.SetChecked(true)
	f.system.SetSelected("gcacw")
	test.Tap(f.create)
	if msg := f.message.Text; msg != "" {
		t.Fatalf("the dialog says %q", msg)
	}
	d := e.doc
	want := filepath.Join(root, "scenarios", "perryville", "01-first-battle.scenario.json")
	if d.Path() != want || d.Kind() != model.KindScenario {
		t.Fatalf("opened %s (%v), want %s", d.Path(), d.Kind(), want)
	}
	if n, _ := validate.Count(d.Diagnostics()); n != 0 {
		t.Errorf("%d errors in the new scenario: %v", n, d.Diagnostics())
	}
	if len(d.Map().Sheets) != 2 || d.Ruleset() == nil || d.Ruleset().ID != "perryville" || d.RulesetPath() == "" {
		t.Fatalf("sheets %d ruleset %v", len(d.Map().Sheets), d.Ruleset())
	}
	a, okA := d.ParseHex("S0101")
	b, okB := d.ParseHex("N0130")
	if !okA || !okB || a != b {
		t.Errorf("S0101 %v and N0130 %v are not one hex", a, b)
	}
	if !strings.Contains(e.status.message.Text, "0 errors") {
		t.Errorf("status %q", e.status.message.Text)
	}

	e.showNewScenario()
	s := e.newScenario
	if s == nil {
		t.Fatal("no New Scenario dialog")
	}
	s.title.SetText("Second Day")
	s.sides.SetText("union, csa")
	e.createScenario(s)
	if filepath.Base(e.doc.Path()) != "02-second-day.scenario.json" || e.doc.Scenario().FirstPlayer != "union" {
		t.Fatalf("opened %s first player %s: %s", e.doc.Path(), e.doc.Scenario().FirstPlayer, s.message.Text)
	}
	if n, _ := validate.Count(e.doc.Diagnostics()); n != 0 {
		t.Errorf("%d errors in scenario 2: %v", n, e.doc.Diagnostics())
	}

	e.createOOB(filepath.Join(filepath.Dir(e.doc.Path()), "cavalry"))
	if e.doc.Kind() != model.KindOOB || filepath.Base(e.doc.Path()) != "cavalry.oob.json" || len(e.doc.OOB().Sides) != 2 {
		t.Fatalf("opened %s (%v)", e.doc.Path(), e.doc.Kind())
	}
	if errs, _ := validateFolder(root); errs != 0 {
		t.Errorf("the game folder has %d errors", errs)
	}
}

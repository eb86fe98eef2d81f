package editor

import (
	"fmt"
	"image/color"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/newgame"
)

// submit types text over an entry's and presses Enter.
func submit(en *widget.Entry, text string) {
	en.SetText("")
	test.Type(en, text)
	en.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// newGameEditor makes a blank-ruleset game in a temporary folder and
// opens its first scenario in an editor.
func newGameEditor(t *testing.T) *Editor {
	t.Helper()
	spec, err := newgame.DefaultForm().Spec()
	if err != nil {
		t.Fatal(err)
	}
	spec.Name = "Rules Test"
	g, err := newgame.Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	paths, err := g.Write(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t, openBuiltin(t))
	e.Open(paths[3])
	return e
}

// TestRulesTabAddsTerrainWithItsColour: a terrain type added in the Rules
// tab with its own colour is painted in that colour; a TEC cell typed in
// the grid is the ruleset's; each is undone on its own; Save writes the
// game's ruleset file.
func TestRulesTabAddsTerrainWithItsColour(t *testing.T) {
	e := newGameEditor(t)
	p := e.rules
	if !e.doc.Editable(model.RulesetFile) {
		t.Fatal("the new game's ruleset is not editable")
	}
	n := len(e.doc.Ruleset().Terrain)
	submit(p.fields["add/terrain/id"], "vineyard")
	submit(p.fields["add/terrain/en"], "Vineyard")
	submit(p.fields["add/terrain/it"], "Vigneto")
	submit(p.fields["add/terrain/color"], "#8e3b5a")
	p.selects["add/terrain/pattern"].SetSelected("hatch")
	test.Tap(p.adds["terrain"])
	rs := e.doc.Ruleset()
	if len(rs.Terrain) != n+1 || rs.Terrain[n].ID != "vineyard" || rs.Terrain[n].Color != "#8e3b5a" || rs.Terrain[n].Pattern != "hatch" {
		t.Fatalf("terrain %+v (status %q)", rs.Terrain, e.status.message.Text)
	}
	if got := e.view.Scene().Styles.Terrain["vineyard"]; got != (color.NRGBA{0x8e, 0x3b, 0x5a, 0xff}) {
		t.Errorf("the map's style for vineyard is %v", got)
	}
	// The first terrain's fill pattern, chosen in its row, is one undoable
	// command.
	before := e.doc.History().Len()
	p.selects["terrain/0/pattern"].SetSelected("dots")
	if got := e.doc.Ruleset().Terrain[0].Pattern; got != "dots" || e.doc.History().Len() != before+1 {
		t.Errorf("pattern %q after choosing dots (%d commands)", got, e.doc.History().Len()-before)
	}
	e.Undo()
	if got := e.doc.Ruleset().Terrain[0].Pattern; got != "" {
		t.Errorf("undo left pattern %q", got)
	}
	// The TEC: 3 MP for infantry.
	submit(p.fields[fmt.Sprintf("tec/terrain/%d/infantry", n)], "3")
	if c := e.doc.Ruleset().Terrain[n].Cost["infantry"]; c.MP == nil || *c.MP != 3 {
		t.Fatalf("vineyard infantry cost %+v (status %q)", c, e.status.message.Text)
	}
	// A bad value is refused, with the reason.
	submit(p.fields[fmt.Sprintf("tec/terrain/%d/cavalry", n)], "lots")
	if _, ok := e.doc.Ruleset().Terrain[n].Cost["cavalry"]; ok || e.status.message.Text == "" {
		t.Errorf("a bad cost was taken (status %q)", e.status.message.Text)
	}
	// Painted, the hex takes the colour on the map view.
	o := hex(t, e.doc, "0505")
	e.Do(e.doc.PaintTerrain(0, "vineyard", o))
	if n, _ := e.doc.Counts(); n != 0 {
		t.Errorf("%d errors: %v", n, e.doc.Diagnostics())
	}
	e.Undo() // the paint
	e.Undo() // the cost
	if _, ok := e.doc.Ruleset().Terrain[n].Cost["infantry"]; ok {
		t.Error("undo left the cost")
	}
	e.Redo()
	e.Save()
	if e.doc.Dirty() {
		t.Fatalf("not saved: %q", e.status.message.Text)
	}
	again, err := model.OpenFile(e.doc.Path())
	if err != nil {
		t.Fatal(err)
	}
	if tt := again.Ruleset().TerrainByID("vineyard"); tt == nil || tt.Color != "#8e3b5a" || *tt.Cost["infantry"].MP != 3 {
		t.Errorf("reopened: %+v", tt)
	}
}

// TestRulesTabReadOnlyForBuiltin: the built-in scenario's Rules tab shows
// the TEC with nothing to edit; a ruleset opened alone shows the Rules tab
// first.
func TestRulesTabReadOnlyForBuiltin(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	en := e.rules.fields["tec/terrain/0/foot"]
	if en == nil || !en.Disabled() || e.rules.adds["terrain"] != nil || e.rules.fields["add/terrain/id"] != nil {
		t.Fatalf("built-in TEC cell %v", en)
	}
	e.Open(filepath.Join("..", "engine", "rulesets", "gcacw.ruleset.json"))
	if e.doc.Kind() != model.KindRuleset || e.tabs.Selected() != e.kindTabs[model.KindRuleset] {
		t.Fatalf("opened %v, tab %q", e.doc.Kind(), e.tabs.Selected().Text)
	}
	if e.rules.fields["tec/terrain/0/infantry"] == nil {
		t.Error("no TEC grid for the ruleset opened alone")
	}
}

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
	"github.com/sandtable/sandtable/maps/draw"
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
	p := showRules(e)
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

// showRules brings the Rules tab to the front, as a user clicks it (its
// forms are built when shown), and returns it.
func showRules(e *Editor) *rulesPanel {
	e.tabs.Select(e.kindTabs[model.KindRuleset])
	return e.rules
}

// TestRulesTabReadOnlyForBuiltin: the built-in scenario's Rules tab shows
// the TEC with nothing to edit; a ruleset opened alone shows the Rules tab
// first.
func TestRulesTabReadOnlyForBuiltin(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	en := showRules(e).fields["tec/terrain/0/foot"]
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

// TestRulesTabEditsLineStylesAndClassNames: after a path type is added in
// the Rules tab, its colour, width and dashes typed in its row are each one
// undoable command; the map's styles take them at once and a map drawn
// from the document shows the colour along a path of that type; a bad
// width is refused with the reason; a unit class's English name typed in
// the Classes tab is the ruleset's, and undone on its own.
func TestRulesTabEditsLineStylesAndClassNames(t *testing.T) {
	e := newGameEditor(t)
	p := showRules(e)
	submit(p.fields["add/path/id"], "causeway")
	submit(p.fields["add/path/en"], "Causeway")
	test.Tap(p.adds["path"])
	k := len(e.doc.Ruleset().Paths) - 1
	if k < 0 || e.doc.Ruleset().Paths[k].ID != "causeway" {
		t.Fatalf("no causeway added (status %q)", e.status.message.Text)
	}
	c, err := e.doc.AddPath(1, "dyke-road", "causeway", "Dyke road", hex(t, e.doc, "0505"))
	if err != nil {
		t.Fatal(err)
	}
	e.Do(c)
	for _, id := range []string{"0506", "0507", "0607"} {
		c, err := e.doc.ExtendPath(1, "dyke-road", hex(t, e.doc, id))
		if err != nil {
			t.Fatal(err)
		}
		e.Do(c)
	}
	before := e.doc.History().Len()
	submit(p.fields[fmt.Sprintf("path/%d/color", k)], "#12ab34")
	submit(p.fields[fmt.Sprintf("path/%d/width", k)], "0.3")
	submit(p.fields[fmt.Sprintf("path/%d/dash", k)], "0.4 0.1")
	if n := e.doc.History().Len() - before; n != 3 {
		t.Fatalf("%d commands for three fields (status %q)", n, e.status.message.Text)
	}
	want := draw.LineStyle{Color: color.NRGBA{0x12, 0xab, 0x34, 0xff}, Width: 0.3, Dash: []float64{0.4, 0.1}}
	if got := e.view.Scene().Styles.Paths["causeway"]; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the map's causeway style %+v, want %+v", got, want)
	}
	png := filepath.Join(t.TempDir(), "map.png")
	if err := Export(e.doc, png, 60, nil); err != nil {
		t.Fatal(err)
	}
	if !pngHas(t, png, 0x12, 0xab, 0x34) {
		t.Error("the drawn map lacks the causeway's colour")
	}
	submit(p.fields[fmt.Sprintf("path/%d/width", k)], "3")
	if s := e.doc.Ruleset().Paths[k].Style; s.Width != 0.3 || e.status.message.Text == "" {
		t.Errorf("a width of 3 hex radii was taken: %+v (status %q)", s, e.status.message.Text)
	}
	e.Undo()
	if s := e.doc.Ruleset().Paths[k].Style; s == nil || s.Dash != nil || s.Width != 0.3 {
		t.Errorf("undoing the dashes left %+v", s)
	}
	if got := e.view.Scene().Styles.Paths["causeway"]; got.Dash != nil {
		t.Errorf("the map still dashes the causeway after undo: %+v", got)
	}
	old := e.doc.Ruleset().UnitClasses[0].Name["en"]
	submit(p.fields["class/0/en"], "Line infantry")
	if got := e.doc.Ruleset().UnitClasses[0].Name["en"]; got != "Line infantry" {
		t.Fatalf("class 0 named %q (status %q)", got, e.status.message.Text)
	}
	e.Undo()
	if got := e.doc.Ruleset().UnitClasses[0].Name["en"]; got != old {
		t.Errorf("undo left class 0 named %q, want %q", got, old)
	}
	if s := e.doc.Ruleset().Paths[k].Style; s == nil || s.Width != 0.3 {
		t.Errorf("undoing the name undid the style too: %+v", s)
	}
}

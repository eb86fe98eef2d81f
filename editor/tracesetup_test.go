package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// TestTraceSetupSavedWithMap: what the designer tells the tracer in the
// trace panel (examples picked on the map, a sliver type, the print style,
// an ink colour, a known level) is the map's, not the panel's: each change
// is one undoable edit, the saved map file holds it and validates, a
// second editor opening the saved game shows it all again, and undoing
// every edit leaves the map without a trace object.
func TestTraceSetupSavedWithMap(t *testing.T) {
	dir := t.TempDir()
	d := openBuiltin(t)
	path := filepath.Join(dir, "game.scenario.json")
	if err := d.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t, d)
	teach := func(terrain string, ids ...string) {
		e.trace.Terrain.SetSelected(ui.TerrainName(e.Document(), terrain))
		test.Tap(e.trace.TeachButton)
		for _, id := range ids {
			o := hex(t, d, id)
			e.view.CenterOn(o)
			tapHex(e, o)
		}
		test.Tap(e.trace.TeachButton) // Done teaching
	}
	before := d.History().Len()
	teach("woods", "S2016", "S2116")
	teach("field", "S2017")
	test.Tap(findCheck(e.trace.Box, "Any sliver of this type makes the hex")) // field
	test.Tap(findCheck(e.trace.Box, "Contour lines are curves through the hexes"))
	test.Tap(findCheck(e.trace.Box, "Refine the calibration from the printed grid"))
	water := findFormEntry(e.trace.Box, "Water ink R,G,B")
	test.Type(water, "20,60,200")
	water.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	e.view.Select(hex(t, d, "S2016"), true, "")
	e.trace.Levels.Level.SetText("3")
	test.Tap(findButton(e.trace.Box, "Set level…"))

	want := maps.TraceSetup{
		Examples: []maps.TraceExamples{{Terrain: "woods", Hexes: []string{"S2016", "S2116"}}, {Terrain: "field", Hexes: []string{"S2017"}}},
		Slivers:  []string{"field"},
		Print:    maps.TracePrint{Curves: true, AsClicked: true, Water: &[3]int{20, 60, 200}},
		Levels:   map[string]int{"S2016": 3},
	}
	if got := d.TraceSetup(); !sameSetup(got, want) {
		t.Fatalf("trace setup %s; want %s", setupJSON(t, got), setupJSON(t, want))
	}
	edits := d.History().Len() - before
	if edits != 7 {
		t.Errorf("%d undoable edits for 2 teachings, a sliver, 2 print boxes, an ink and a level; want 7", edits)
	}

	e.Save()
	mapPath := d.MapPath()
	data, err := os.ReadFile(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"trace": {`) || !strings.Contains(string(data), `"asClicked": true`) {
		t.Fatalf("the saved map holds no trace setup")
	}
	for _, dg := range validate.NewSession(validate.OS{}).File(mapPath) {
		if strings.Contains(dg.Pointer, "/trace") {
			t.Errorf("saved trace setup: %s", dg)
		}
	}

	// A second editor on the saved game shows the setup again.
	d2, err := model.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	e2 := newTestEditor(t, d2)
	if got := d2.TraceSetup(); !sameSetup(got, want) {
		t.Fatalf("reopened: trace setup %s; want %s", setupJSON(t, got), setupJSON(t, want))
	}
	if !findCheck(e2.trace.Box, "Contour lines are curves through the hexes").Checked ||
		findCheck(e2.trace.Box, "Refine the calibration from the printed grid").Checked ||
		findFormEntry(e2.trace.Box, "Water ink R,G,B").Text != "20,60,200" {
		t.Error("reopened: the print style is not shown as saved")
	}
	if s := e2.trace.Levels.SeedsLabel.Text; !strings.Contains(s, "S2016=3") {
		t.Errorf("reopened: levels shown %q", s)
	}
	if got := e2.trace.Taught(); len(got) != 2 || len(got[0].Hexes) != 2 {
		t.Errorf("reopened: taught %v", got)
	}

	// Undoing every edit takes the trace object off the map.
	for range edits {
		e.Undo()
	}
	if d.Map().Trace != nil {
		t.Errorf("after undoing every edit the map keeps trace %s", setupJSON(t, *d.Map().Trace))
	}
	if !findCheck(e.trace.Box, "Refine the calibration from the printed grid").Checked ||
		findFormEntry(e.trace.Box, "Water ink R,G,B").Text != "" {
		t.Error("after undo the panel does not show the default print style")
	}
}

// sameSetup compares two trace setups by their canonical encoding.
func sameSetup(a, b maps.TraceSetup) bool {
	x, _ := jsonfile.Encode(a)
	y, _ := jsonfile.Encode(b)
	return string(x) == string(y)
}

// setupJSON writes s for a message.
func setupJSON(t *testing.T, s maps.TraceSetup) string {
	t.Helper()
	data, err := jsonfile.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestTraceInkTypedKeptOverOtherEdits: an ink typed but not yet confirmed
// survives the panel's redraw after another setup edit (ticking a print
// box), is stored on Enter, and gives way to the document's ink when an
// undo changes that ink.
func TestTraceInkTypedKeptOverOtherEdits(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	road := findFormEntry(e.trace.Box, "Road ink R,G,B")
	test.Type(road, "90,40,10")
	test.Tap(findCheck(e.trace.Box, "Contour lines are curves through the hexes"))
	if !d.TraceSetup().Print.Curves {
		t.Fatal("the curves box did not reach the setup")
	}
	if road.Text != "90,40,10" {
		t.Fatalf("after ticking a box the typed road ink reads %q; want the typing kept", road.Text)
	}
	if d.TraceSetup().Print.Road != nil {
		t.Fatalf("an unconfirmed ink reached the setup: %v", *d.TraceSetup().Print.Road)
	}
	road.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := d.TraceSetup().Print.Road; got == nil || *got != [3]int{90, 40, 10} {
		t.Fatalf("road ink after Enter %v; want [90 40 10]", got)
	}
	e.Undo() // the inks
	if road.Text != "" || d.TraceSetup().Print.Road != nil {
		t.Errorf("after undoing the inks the entry reads %q, the setup %v; want both empty", road.Text, d.TraceSetup().Print.Road)
	}
	e.Redo()
	if road.Text != "90,40,10" {
		t.Errorf("after redo the entry reads %q; want 90,40,10", road.Text)
	}
}

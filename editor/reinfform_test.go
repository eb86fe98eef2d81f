package editor

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// chooseByName ticks, in the open chooser, the first choice matching name
// and presses OK.
func chooseByName(t *testing.T, e *Editor, name string) {
	t.Helper()
	c := e.chooser
	if c == nil {
		t.Fatal("no chooser open")
	}
	test.Type(c.Filter, name)
	if len(c.Shown) == 0 {
		t.Fatalf("the chooser shows nothing for %q", name)
	}
	c.List.Select(0)
	c.Filter.SetText("")
	c.Dialog.Confirm()
}

// A reinforcement row is created, filled in, and deleted through the form,
// with no JSON typed anywhere; undo brings the deleted row back.
func TestReinforcementRowByForm(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	e.showTab(e.lists.Box) // the forms are built when their tab is shown
	d := e.doc
	n := len(d.Scenario().Reinforcements)
	test.Tap(e.lists.AddR)
	if len(e.lists.Rows) != n+1 {
		t.Fatalf("%d rows after Add", len(e.lists.Rows))
	}
	turns := d.Scenario().Turns
	e.lists.Rows[n].Turn.SetSelected(turns[2].ID)

	test.Tap(e.lists.Rows[n].Units)
	chooseByName(t, e, "55 TN")
	test.Tap(e.lists.Rows[n].Units)
	chooseByName(t, e, "2 TN")
	test.Tap(e.lists.Rows[n].Formations)
	chooseByName(t, e, "Wood")

	test.Tap(e.lists.Rows[n].Pick)
	for _, id := range []string{"S1230", "S1231", "S1230", "S1232"} { // the second S1234 takes it out again
		e.view.CenterOn(hex(t, d, id))
		e.view.Tapped(&fyne.PointEvent{Position: e.view.HexPosition(hex(t, d, id))})
	}
	if e.lists.Rows[n].Pick.Text != "Done" {
		t.Fatalf("the pick button reads %q while picking", e.lists.Rows[n].Pick.Text)
	}
	test.Tap(e.lists.Rows[n].Pick)
	if msg := e.status.message.Text; strings.Contains(msg, "press Done") || !strings.Contains(msg, "(2)") {
		t.Errorf("status after Done: %q", msg)
	}
	e.lists.Rows[n].Activate.SetSelected("2")
	e.lists.Rows[n].Order.SetSelected("B")

	r := d.Scenario().Reinforcements[n]
	if r.Turn != turns[2].ID || len(r.Units) != 2 || d.UnitName(r.Units[0]) == r.Units[0] ||
		len(r.Formations) != 1 || !slices.Equal(r.Entry.Hexes, []string{"S1231", "S1232"}) ||
		r.Activations == nil || *r.Activations != 2 || r.Order != "B" {
		t.Fatalf("row after the form: %+v", r)
	}
	if e.picking != nil || e.view.Tool() == nil {
		t.Error("the pick mode did not end")
	}
	names := []string{d.UnitName(r.Units[0]), d.UnitName(r.Units[1])}
	if !slices.Contains(names, "55 TN") || !slices.Contains(names, "2 TN") {
		t.Errorf("units %v", names)
	}

	del := findButton(e.lists.Rows[n].Box, "Delete")
	if del == nil {
		t.Fatal("no Delete button on the row")
	}
	test.Tap(del)
	if len(d.Scenario().Reinforcements) != n {
		t.Fatal("Delete did not remove the row")
	}
	e.Undo()
	if got := d.Scenario().Reinforcements; len(got) != n+1 || !slices.Equal(got[n].Entry.Hexes, r.Entry.Hexes) || got[n].Order != "B" {
		t.Errorf("undo did not restore the row: %+v", got)
	}
}

// findButton returns the first button labelled label under o.
func findButton(o fyne.CanvasObject, label string) *widget.Button {
	switch v := o.(type) {
	case *widget.Button:
		if v.Text == label {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := findButton(c, label); b != nil {
				return b
			}
		}
	case *container.Scroll:
		return findButton(v.Content, label)
	}
	return nil
}

// Undoing the placement of the selected unit takes it out of the
// selection: it is no longer on the map.
func TestUndoClearsAVanishedSelection(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	unit := ""
	for _, u := range e.doc.OOB().Units {
		if _, placed := e.doc.UnitHex(u.ID); !placed && u.Class == "infantry" {
			unit = u.ID
			break
		}
	}
	if unit == "" {
		t.Fatal("every infantry unit is set up in Scenario 1")
	}
	o := hex(t, e.doc, "S2016")
	c, err := e.doc.PlaceUnit(unit, o)
	if err != nil {
		t.Fatal(err)
	}
	e.Do(c)
	e.view.Select(o, true, unit)
	e.Undo()
	if _, ok, sel := e.view.Selection(); sel != "" || !ok {
		t.Errorf("after undo: unit %q still selected (hex kept %v)", sel, ok)
	}
	if got := e.status.unit.Text; strings.Contains(got, e.doc.UnitName(unit)) {
		t.Errorf("status still names the unit: %q", got)
	}
}

// The Scenario tab's forms are built when the tab is shown, and an edit made
// while it is hidden is there when it is.
func TestScenarioFormsBuiltWhenShown(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	if len(e.lists.Rows) != 0 || !e.lists.Stale {
		t.Fatalf("%d rows built for a hidden tab", len(e.lists.Rows))
	}
	n := len(e.doc.Scenario().Reinforcements)
	e.lists.AddReinforcement()
	e.showTab(e.lists.Box)
	if len(e.lists.Rows) != n+1 || e.lists.Stale {
		t.Errorf("%d rows after showing the tab, want %d", len(e.lists.Rows), n+1)
	}
}

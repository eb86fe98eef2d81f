package panels

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui/uitest"
)

// TestListsEditInPlace: the Scenario tab's reinforcement and constraint
// rows edit the scenario in place, each edit undoable.
func TestListsEditInPlace(t *testing.T) {
	h := uitest.New(t)
	lists := NewListsPanel(h)
	h.Changed = func(model.Change) { lists.Refresh() }
	lists.Refresh() // the stand-in shows every tab: the forms are built
	d := h.Doc
	n := len(d.Scenario().Reinforcements)
	if len(lists.Rows) != n {
		t.Fatalf("%d rows for %d reinforcements", len(lists.Rows), n)
	}
	lists.Rows[0].Activate.SetSelected("4")
	if a := d.Scenario().Reinforcements[0].Activations; a == nil || *a != 4 {
		t.Errorf("activations %v", a)
	}
	lists.AddReinforcement()
	if len(d.Scenario().Reinforcements) != n+1 || len(lists.Rows) != n+1 {
		t.Error("add row")
	}
	c := len(d.Scenario().Constraints)
	lists.ConstraintRows[0].Rule.OnSubmitted("ITW BB 30.1 (edited)")
	if d.Scenario().Constraints[0].Rule != "ITW BB 30.1 (edited)" {
		t.Error("constraint rule")
	}
	row := lists.ConstraintRows[0]
	before := d.Scenario().Constraints[0].Exempt
	test.Tap(row.Exempt)
	chooseByName(t, h, "55 TN")
	got := d.Scenario().Constraints[0].Exempt
	if len(got) != len(before)+1 || !slices.ContainsFunc(got, func(id string) bool { return d.UnitName(id) == "55 TN" }) {
		t.Errorf("exempt %v, was %v", got, before)
	}
	lists.AddConstraint()
	if len(d.Scenario().Constraints) != c+1 {
		t.Error("add constraint")
	}
	h.GoTo(0)
	if len(d.Scenario().Reinforcements) != n || d.Scenario().Constraints[0].Rule == "ITW BB 30.1 (edited)" {
		t.Error("undo of the list edits")
	}
}

// chooseByName filters the open chooser by name, ticks the first match
// and confirms.
func chooseByName(t *testing.T, h *uitest.Host, name string) {
	t.Helper()
	c := h.Chooser
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

package editor

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestListsEditInPlace(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	e.showTab(e.lists.Box) // the forms are built when their tab is shown
	d := e.doc
	n := len(d.Scenario().Reinforcements)
	if len(e.lists.Rows) != n {
		t.Fatalf("%d rows for %d reinforcements", len(e.lists.Rows), n)
	}
	e.lists.Rows[0].Activate.SetSelected("4")
	if a := d.Scenario().Reinforcements[0].Activations; a == nil || *a != 4 {
		t.Errorf("activations %v", a)
	}
	e.lists.AddReinforcement()
	if len(d.Scenario().Reinforcements) != n+1 || len(e.lists.Rows) != n+1 {
		t.Error("add row")
	}
	c := len(d.Scenario().Constraints)
	e.lists.ConstraintRows[0].Rule.OnSubmitted("ITW BB 30.1 (edited)")
	if d.Scenario().Constraints[0].Rule != "ITW BB 30.1 (edited)" {
		t.Error("constraint rule")
	}
	row := e.lists.ConstraintRows[0]
	before := d.Scenario().Constraints[0].Exempt
	test.Tap(row.Exempt)
	chooseByName(t, e, "55 TN")
	got := d.Scenario().Constraints[0].Exempt
	if len(got) != len(before)+1 || !slices.ContainsFunc(got, func(id string) bool { return d.UnitName(id) == "55 TN" }) {
		t.Errorf("exempt %v, was %v", got, before)
	}
	e.lists.AddConstraint()
	if len(d.Scenario().Constraints) != c+1 {
		t.Error("add constraint")
	}
	e.GoTo(0)
	if len(d.Scenario().Reinforcements) != n || d.Scenario().Constraints[0].Rule == "ITW BB 30.1 (edited)" {
		t.Error("undo of the list edits")
	}
}

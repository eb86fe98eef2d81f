package model

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

func TestBuiltinValidatesClean(t *testing.T) {
	d := openBuiltin(t)
	if e, _ := d.Counts(); e != 0 {
		t.Errorf("built-in scenario with map and OOB: %d errors: %v", e, d.Diagnostics())
	}
}

func TestSnapshotSeesEdits(t *testing.T) {
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	s := hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN}
	do(t, d, d.SetElevation(0, 2, o))
	do(t, d, d.SetContours(s, &[2]int{1, 0}))
	ds := d.Snapshot().Validate()
	if !hasCode(ds, "hexside.contours", "S2016") {
		t.Errorf("no hexside.contours for a 1-line side between levels 2 and 0: %v", ds)
	}
	do(t, d, d.SetContours(s, &[2]int{0, 2}))
	if ds := d.Snapshot().Validate(); hasCode(ds, "hexside.contours", "") {
		t.Errorf("2 lines between levels 2 and 0 still reported: %v", ds)
	}
	// A ridge whose counts only fit a gully lies lower than both hexes.
	do(t, d, d.ToggleSideType(s, "ridge"))
	do(t, d, d.SetContours(s, &[2]int{3, 1}))
	if ds := d.Snapshot().Validate(); !hasCode(ds, "hexside.ridge-lower", "S2016") {
		t.Errorf("no hexside.ridge-lower: %v", ds)
	}
	// A path gap through the edited map reaches the diagnostics too.
	add, _ := d.AddPath(0, "gap-road", "road", "", o)
	do(t, d, add)
	last := &d.m.Paths[len(d.m.Paths)-1]
	last.Hexes = append(last.Hexes, "S2030")
	if ds := d.Snapshot().Validate(); !hasCode(ds, "path.gap", "S2030") {
		t.Errorf("no path.gap: %v", ds)
	}
}

func TestSnapshotScenarioSeesEditedOOB(t *testing.T) {
	d := openBuiltin(t)
	e, fid, _ := d.AddFormation("csa", "1/3", "Test Brigade")
	do(t, d, e)
	ue, uid, _ := d.AddUnit(fid, "99 TN", "infantry")
	do(t, d, ue)
	c, err := d.PlaceUnit(uid, hex(t, d, "S5010"))
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, c)
	if ds := d.Snapshot().Validate(); hasCode(ds, "unit.unknown", "") {
		t.Errorf("the scenario does not see the new unit of the edited OOB: %v", ds)
	}
}

package model

import (
	"errors"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// undoRedo checks that undoing restores before() and redoing after().
func undoRedo(t *testing.T, d *Document, check func(applied bool)) {
	t.Helper()
	check(true)
	d.Undo()
	check(false)
	d.Redo()
	check(true)
}

func TestElevation(t *testing.T) {
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	do(t, d, d.SetElevation(0, 3, o))
	undoRedo(t, d, func(on bool) {
		if want := map[bool]int{true: 3, false: 0}[on]; d.Elevation(o) != want {
			t.Errorf("elevation %d, want %d", d.Elevation(o), want)
		}
	})
	do(t, d, d.SetElevation(0, 0, o))
	if _, ok := d.Map().Hexes["S2016"]; ok {
		t.Error("level 0 is kept as an entry")
	}
}

func TestFloodRegion(t *testing.T) {
	d := openBuiltin(t)
	// A ring of field around S2016 closes a one-hex woods region.
	centre := hex(t, d, "S2016")
	ring := d.Geometry().Grid.Neighbors(centre)
	do(t, d, d.PaintTerrain(0, "field", ring[:]...))
	if got := d.FloodRegion(centre); len(got) != 1 || got[0] != centre {
		t.Errorf("flood of an enclosed hex: %v", got)
	}
	if got := d.FloodRegion(ring[0]); len(got) != 6 {
		t.Errorf("flood of the ring: %d hexes, want 6", len(got))
	}
	fill := d.PaintTerrain(0, "marsh", d.FloodRegion(ring[0])...)
	if len(fill.ids) != 6 {
		t.Errorf("fill command holds %d hexes", len(fill.ids))
	}
}

func TestHexsideToggle(t *testing.T) {
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	// The S side of S2016 is named from S2017 (canonical N).
	s := hexgrid.Hexside{Hex: o, Dir: hexgrid.DirS}
	ch := do(t, d, d.ToggleSideType(s, "stream"))
	if !ch.Lines || len(ch.Hexes) != 2 {
		t.Errorf("change %+v", ch)
	}
	undoRedo(t, d, func(on bool) {
		h, ok := d.Map().Hexsides["S2017/N"]
		if ok != on || on && h.Type != "stream" {
			t.Errorf("applied %v: hexside S2017/N = %+v, %v", on, h, ok)
		}
	})
	do(t, d, d.ToggleFord(s))
	do(t, d, d.SetContours(s, &[2]int{1, 0}))
	do(t, d, d.ToggleSideType(s, "stream"))
	h := d.Map().Hexsides["S2017/N"]
	if h.Type != "" || !h.Ford || h.Contours == nil || *h.Contours != [2]int{1, 0} {
		t.Errorf("after ford, contours and clearing the type: %+v", h)
	}
}

func TestPathSteps(t *testing.T) {
	d := openBuiltin(t)
	a, b, c := hex(t, d, "S2016"), hex(t, d, "S2017"), hex(t, d, "S2018")
	add, err := d.AddPath(7, "test-road", "road", "Test Road", a)
	if err != nil {
		t.Fatal(err)
	}
	d.Do(add)
	for _, o := range []hexgrid.Offset{b, c} {
		e, err := d.ExtendPath(7, "test-road", o)
		if err != nil {
			t.Fatal(err)
		}
		d.Do(e)
	}
	if d.History().Len() != 1 {
		t.Errorf("laying a road in one drag gave %d commands", d.History().Len())
	}
	undoRedo(t, d, func(on bool) {
		p := d.PathByID("test-road")
		if on && (p == nil || !slices.Equal(p.Hexes, []string{"S2016", "S2017", "S2018"})) || !on && p != nil {
			t.Errorf("applied %v: path %+v", on, p)
		}
	})
	if _, err := d.ExtendPath(0, "test-road", hex(t, d, "S2030")); !errors.Is(err, ErrNotAdjacent) {
		t.Errorf("a far hex: err %v, want ErrNotAdjacent", err)
	}
	back, _ := d.ExtendPath(0, "test-road", b)
	d.Do(back)
	if got := d.PathByID("test-road").Hexes; len(got) != 2 {
		t.Errorf("stepping back onto the previous hex: %v", got)
	}
	pre, _ := d.ExtendPath(0, "test-road", hex(t, d, "S2015"))
	d.Do(pre)
	if got := d.PathByID("test-road").Hexes; got[0] != "S2015" {
		t.Errorf("a hex next to the start is put first: %v", got)
	}
}

func TestAreaAndPlace(t *testing.T) {
	d := openBuiltin(t)
	add, err := d.AddArea("test-field", "Test Field", "field")
	if err != nil {
		t.Fatal(err)
	}
	d.Do(add)
	o := hex(t, d, "S2016")
	d.Do(d.SetAreaHexes(0, "test-field", true, o, hex(t, d, "S2017")))
	undoRedo(t, d, func(on bool) {
		if got := len(d.AreaHexes("test-field")); got != map[bool]int{true: 2, false: 0}[on] {
			t.Errorf("applied %v: %d hexes", on, got)
		}
	})
	if got := d.AreasOf(o); !slices.Contains(got, "test-field") {
		t.Errorf("areas of S2016: %v", got)
	}
	if _, err := d.AddArea("test-field", "x", "field"); err == nil {
		t.Error("a duplicate area id is accepted")
	}
	pl, err := d.AddPlace(o, "Test Crossing")
	if err != nil {
		t.Fatal(err)
	}
	d.Do(pl)
	if ps := d.PlacesAt(o); len(ps) != 1 || ps[0].ID != "test-crossing" {
		t.Errorf("places at S2016: %+v", ps)
	}
	d.Do(d.SetLabel(o, "Crossing"))
	if d.Hex(o).Label != "Crossing" {
		t.Error("label not set")
	}
}

func TestPlaceMoveFaceUnit(t *testing.T) {
	d := openBuiltin(t)
	const id = "c-7-ar"
	before := d.SetupOf(id).Hex
	to := hex(t, d, "S2016")
	c, err := d.PlaceUnit(id, to)
	if err != nil {
		t.Fatal(err)
	}
	ch := d.Do(c)
	if !ch.Units || len(ch.Hexes) < 2 {
		t.Errorf("moving a unit: change %+v", ch)
	}
	undoRedo(t, d, func(on bool) {
		want := map[bool]string{true: "S2016", false: before}[on]
		if got := d.SetupOf(id).Hex; got != want {
			t.Errorf("applied %v: %s in %s, want %s", on, id, got, want)
		}
	})
	f0 := d.SetupOf(id).Facing
	d.Do(d.RotateFacing(id, 1))
	g := d.Geometry().Grid
	pf, _ := hexgrid.ParseFacing(g, f0)
	if got := d.SetupOf(id).Facing; got != g.Rotate(pf, 1).String() {
		t.Errorf("rotated %s -> %s", f0, got)
	}
	d.Undo()
	if d.SetupOf(id).Facing != f0 {
		t.Error("undo of a rotation")
	}
	sp := 9
	d.Do(d.SetStrength(id, &sp))
	d.Do(d.SetStatus(id, []string{"disordered"}))
	d.Do(d.SetOrders(id, "attack"))
	st := d.SetupOf(id)
	if *st.Strength != 9 || st.Status[0] != "disordered" || st.Orders != "attack" {
		t.Errorf("setup %+v", st)
	}
}

func TestPlaceNewUnitAndExtend(t *testing.T) {
	d := openBuiltin(t)
	var id string
	for _, u := range d.OOB().Units {
		if d.SetupOf(u.ID) == nil && u.Class == "infantry" {
			id = u.ID
			break
		}
	}
	if id == "" {
		t.Skip("every unit is set up")
	}
	o := hex(t, d, "S2016")
	c, err := d.PlaceUnit(id, o)
	if err != nil {
		t.Fatal(err)
	}
	d.Do(c)
	st := d.SetupOf(id)
	if st == nil || st.Hex != "S2016" || st.Facing != "NE" {
		t.Fatalf("new setup %+v", st)
	}
	g := d.Geometry().Grid
	front := g.FrontHexes(o, hexgrid.FaceNE)
	d.Do(d.SetExtended(id, front[0], true))
	if st := d.SetupOf(id); st.Extension != "column" || st.ExtendedTo != d.HexID(front[0]) {
		t.Errorf("extended to a front hex: %+v", st)
	}
	flank := g.Neighbor(o, hexgrid.DirSE)
	d.Do(d.SetExtended(id, flank, true))
	if st := d.SetupOf(id); st.Extension != "line" {
		t.Errorf("extended to a flank hex: %+v", st)
	}
	d.Do(d.SetExtended(id, o, false))
	if st := d.SetupOf(id); st.ExtendedTo != "" || st.Extension != "" {
		t.Errorf("unextended: %+v", st)
	}
	d.Do(d.RemoveSetup(id))
	if d.SetupOf(id) != nil {
		t.Error("removed unit is still set up")
	}
}

func TestOOBEdits(t *testing.T) {
	d := openBuiltin(t)
	e, fid, err := d.AddFormation("csa", "3/1/3", "Test Brigade")
	if err == nil {
		t.Fatalf("a formation under a brigade: %v %s", e, fid)
	}
	e, fid, err = d.AddFormation("csa", "1/3", "Test Brigade")
	if err != nil {
		t.Fatal(err)
	}
	d.Do(e)
	f := d.OOB().Formation(fid)
	if f == nil || f.Echelon != "brigade" || f.Side != "csa" {
		t.Fatalf("new formation %+v", f)
	}
	ue, uid, err := d.AddUnit(fid, "99 TN", "infantry")
	if err != nil {
		t.Fatal(err)
	}
	d.Do(ue)
	if uid != "c-99-tn" || d.OOB().Unit(uid) == nil {
		t.Fatalf("new unit %s", uid)
	}
	re, _ := d.RenameUnit(uid, "99th TN")
	d.Do(re)
	if d.UnitName(uid) != "99th TN" {
		t.Error("rename")
	}
	five, three, big := 5, 3, 101
	if _, err := d.SetCohesion(uid, &big, nil); err == nil {
		t.Error("a cohesion of 101 is accepted")
	}
	ce, err := d.SetCohesion(uid, &five, &three)
	if err != nil {
		t.Fatal(err)
	}
	d.Do(ce)
	if u := d.OOB().Unit(uid); u.Cohesion == nil || *u.Cohesion != 5 || u.CohesionDisordered == nil || *u.CohesionDisordered != 3 {
		t.Errorf("cohesion after the edit: %+v", u)
	}
	d.Undo()
	if u := d.OOB().Unit(uid); u.Cohesion != nil || u.CohesionDisordered != nil {
		t.Errorf("undo left the cohesion: %+v", u)
	}
	d.Redo()
	if _, err := d.DeleteFormation(fid); err == nil {
		t.Error("deleting a formation with a unit in it is accepted")
	}
	me, err := d.MoveUnit(uid, "3/1/3")
	if err != nil {
		t.Fatal(err)
	}
	d.Do(me)
	de, err := d.DeleteFormation(fid)
	if err != nil {
		t.Fatal(err)
	}
	d.Do(de)
	if d.OOB().Formation(fid) != nil {
		t.Error("formation not deleted")
	}
	pc, _ := d.PlaceUnit(uid, hex(t, d, "S2016"))
	d.Do(pc)
	du, err := d.DeleteUnit(uid)
	if err != nil {
		t.Fatal(err)
	}
	d.Do(du)
	if d.OOB().Unit(uid) != nil || d.SetupOf(uid) != nil {
		t.Error("deleted unit remains in the OOB or the setup")
	}
	d.Undo()
	if d.OOB().Unit(uid) == nil || d.SetupOf(uid) == nil {
		t.Error("undoing the delete does not bring the unit and its setup back")
	}
	if !d.History().Dirty(OOBFile) {
		t.Error("OOB edits must make the OOB dirty")
	}
	if _, err := d.MoveFormation("1/3", "1/1/3"); err == nil {
		t.Error("moving a division under its own brigade is accepted")
	}
}

func TestScenarioLists(t *testing.T) {
	d := openBuiltin(t)
	n := len(d.Scenario().Reinforcements)
	r := d.Scenario().Reinforcements[0]
	r.Activations = nil
	r.Order = "D"
	d.Do(d.SetReinforcement(0, r))
	if d.Scenario().Reinforcements[0].Order != "D" {
		t.Error("reinforcement edit")
	}
	d.Do(d.SetReinforcement(n, r))
	d.Do(d.DeleteReinforcement(0))
	if len(d.Scenario().Reinforcements) != n {
		t.Error("add then delete")
	}
	d.GoTo(0)
	if d.Scenario().Reinforcements[0].Order == "D" {
		t.Error("undo all")
	}
	c := d.Scenario().Constraints[0]
	c.Rule = "edited"
	d.Do(d.SetConstraint(0, c))
	if d.Scenario().Constraints[0].Rule != "edited" {
		t.Error("constraint edit")
	}
}

func TestSiblings(t *testing.T) {
	d := openBuiltin(t)
	sib, err := d.Siblings()
	if err != nil || len(sib) < 10 || !slices.Contains(sib, d.Path()) {
		t.Fatalf("siblings %v, %v", sib, err)
	}
	other, err := d.OpenSibling(sib[len(sib)-1])
	if err != nil || other.Title() == d.Title() {
		t.Errorf("open sibling: %v", err)
	}
}

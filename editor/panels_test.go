package editor

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/panels"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

func TestInspectorEditsHex(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	o := hex(t, d, "S2016")
	e.view.CenterOn(o)
	tapHex(e, o)
	f := e.inspector.HexFields
	if f == nil {
		t.Fatal("no hex in the inspector")
	}
	f.Terrain.SetSelected("Field")
	if d.TerrainAt(o) != "field" {
		t.Error("terrain choice")
	}
	f = e.inspector.HexFields // rebuilt after the edit
	f.Elev.SetText("3")
	f.Elev.OnSubmitted(f.Elev.Text)
	if d.Elevation(o) != 3 {
		t.Error("elevation entry")
	}
	f = e.inspector.HexFields
	f.Label.OnSubmitted("Mill")
	e.inspector.HexFields.Features[slices.Index(modelFeatures(), "church")].SetChecked(true)
	h := d.Hex(o)
	if h.Label != "Mill" || !slices.Contains(h.Features, "church") {
		t.Errorf("hex %+v", h)
	}
	if n := d.History().Len(); n != 4 {
		t.Errorf("%d commands for four field edits", n)
	}
	e.GoTo(0)
	if d.TerrainAt(o) != "woods" || d.Elevation(o) != 0 || d.Hex(o).Label != "" {
		t.Error("undoing the inspector's edits")
	}
}

func TestInspectorEditsHexside(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	s := hexgrid.Hexside{Hex: hex(t, d, "S2016"), Dir: hexgrid.DirNE}
	e.SelectSide(s)
	f := e.inspector.SideFields
	f.Type.SetSelected(ui.SideTypeName(e.Document(), "ridge")) // the select shows names; it stores the id
	f = e.inspector.SideFields
	f.Near.SetText("1")
	f.Far.SetText("2")
	test.Tap(f.ApplyContours)
	e.inspector.SideFields.Bridge.SetChecked(true)
	h, _ := d.Hexside(s)
	if h.Type != "ridge" || h.Contours == nil || *h.Contours != [2]int{1, 2} || !h.Bridge {
		t.Errorf("hexside %+v", h)
	}
}

func TestInspectorEditsUnit(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	const id = "c-7-ar"
	o, _ := d.UnitHex(id)
	e.view.Select(o, true, id)
	e.Selected(d.HexID(o), id)
	f := e.inspector.UnitFields
	if f == nil || f.Facing == nil {
		t.Fatal("no unit set-up in the inspector")
	}
	f.Facing.SetSelected("W")
	e.inspector.UnitFields.Strength.OnSubmitted("11")
	e.inspector.UnitFields.Orders.SetSelected("attack")
	e.inspector.UnitFields.Status[0].SetChecked(true) // disordered
	st := d.SetupOf(id)
	if st.Facing != "W" || st.Strength == nil || *st.Strength != 11 || st.Orders != "attack" || !slices.Contains(st.Status, "disordered") {
		t.Errorf("setup %+v", st)
	}
	e.inspector.UnitFields.Strength.OnSubmitted("x")
	if e.status.message.Text == "" {
		t.Error("a bad strength is not reported")
	}
}

func TestOOBTreeEdits(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	p := e.oob
	p.SelectNode(panels.FormNode + "1/3")
	p.AddFormation("Test Brigade")
	fid := p.Selected[len(panels.FormNode):]
	if f := d.OOB().Formation(fid); f == nil || f.Echelon != "brigade" || f.Parent != "1/3" {
		t.Fatalf("added formation %+v", f)
	}
	if !slices.Contains(p.Children[panels.FormNode+"1/3"], panels.FormNode+fid) {
		t.Error("the tree does not show the new brigade")
	}
	p.AddUnit("99 TN", "infantry")
	uid := p.Selected[len(panels.UnitNode):]
	if u := d.OOB().Unit(uid); u == nil || u.Command != fid {
		t.Fatalf("added unit %+v", u)
	}
	p.Rename("99th TN")
	if d.UnitName(uid) != "99th TN" {
		t.Error("rename")
	}
	if got := p.Label(panels.UnitNode + uid); got != "99th TN  — not set up" {
		t.Errorf("tree label %q", got)
	}
	p.MoveTo("3/1/3")
	if d.OOB().Unit(uid).Command != "3/1/3" {
		t.Error("move")
	}
	// Set it up by dragging its row onto the map.
	o := hex(t, d, "S2016")
	e.view.CenterOn(o)
	n := panels.NewOOBNode(p)
	n.ShowNode(panels.UnitNode + uid)
	n.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: viewPos(e, o)}})
	n.DragEnd()
	if st := d.SetupOf(uid); st == nil || st.Hex != "S2016" {
		t.Fatalf("drop on the map: %+v", st)
	}
	// A drop off the map sets nothing up.
	n2 := panels.NewOOBNode(p)
	n2.ShowNode(panels.UnitNode + "u-12-mi")
	before := d.SetupOf("u-12-mi").Hex
	n2.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(5, 5)}})
	n2.DragEnd()
	if d.SetupOf("u-12-mi").Hex != before {
		t.Error("a drop on the palette moved a unit")
	}
	p.SelectNode(panels.UnitNode + uid)
	p.Delete()
	if d.OOB().Unit(uid) != nil || d.SetupOf(uid) != nil {
		t.Error("delete")
	}
	p.SelectNode(panels.FormNode + fid)
	p.Delete()
	if d.OOB().Formation(fid) != nil {
		t.Error("delete the emptied brigade")
	}
}

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

package panels

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The inspector's and the OOB tree's edits, on the stand-in window.

// newInspector makes the inspector on a stand-in window, refreshed after
// every edit as the window does.
func newInspector(t *testing.T) (*uitest.Host, *Inspector) {
	h := uitest.New(t)
	in := NewInspector(h)
	h.Changed = func(model.Change) { in.Refresh() }
	return h, in
}

// canvasPos returns the position of hex o's centre on the window's canvas.
func canvasPos(h *uitest.Host, o hexgrid.Offset) fyne.Position {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(h.Map)
	return abs.Add(h.Map.HexPosition(o))
}

func TestInspectorEditsHex(t *testing.T) {
	h, in := newInspector(t)
	d := h.Doc
	o := h.Hex(t, "S2016")
	h.Map.CenterOn(o)
	h.TapHex(o)
	in.Refresh() // the window does when a tap selects
	f := in.HexFields
	if f == nil {
		t.Fatal("no hex in the inspector")
	}
	f.Terrain.SetSelected("Field")
	if d.TerrainAt(o) != "field" {
		t.Error("terrain choice")
	}
	f = in.HexFields // rebuilt after the edit
	f.Elev.SetText("3")
	f.Elev.OnSubmitted(f.Elev.Text)
	if d.Elevation(o) != 3 {
		t.Error("elevation entry")
	}
	f = in.HexFields
	f.Label.OnSubmitted("Mill")
	in.HexFields.Features[slices.Index(model.Features, "church")].SetChecked(true)
	hx := d.Hex(o)
	if hx.Label != "Mill" || !slices.Contains(hx.Features, "church") {
		t.Errorf("hex %+v", hx)
	}
	if n := d.History().Len(); n != 4 {
		t.Errorf("%d commands for four field edits", n)
	}
	h.GoTo(0)
	if d.TerrainAt(o) != "woods" || d.Elevation(o) != 0 || d.Hex(o).Label != "" {
		t.Error("undoing the inspector's edits")
	}
}

func TestInspectorEditsHexside(t *testing.T) {
	h, in := newInspector(t)
	d := h.Doc
	s := hexgrid.Hexside{Hex: h.Hex(t, "S2016"), Dir: hexgrid.DirNE}
	h.Map.SelectSide(s, true)
	in.Refresh() // the window does when a side is selected
	f := in.SideFields
	f.Type.SetSelected(ui.SideTypeName(d, "ridge")) // the select shows names; it stores the id
	f = in.SideFields
	f.Near.SetText("1")
	f.Far.SetText("2")
	test.Tap(f.ApplyContours)
	in.SideFields.Bridge.SetChecked(true)
	hs, _ := d.Hexside(s)
	if hs.Type != "ridge" || hs.Contours == nil || *hs.Contours != [2]int{1, 2} || !hs.Bridge {
		t.Errorf("hexside %+v", hs)
	}
}

func TestInspectorEditsUnit(t *testing.T) {
	h, in := newInspector(t)
	d := h.Doc
	const id = "c-7-ar"
	o, _ := d.UnitHex(id)
	h.Map.Select(o, true, id)
	in.Refresh()
	f := in.UnitFields
	if f == nil || f.Facing == nil {
		t.Fatal("no unit set-up in the inspector")
	}
	f.Facing.SetSelected("W")
	in.UnitFields.Strength.OnSubmitted("11")
	in.UnitFields.Orders.SetSelected("attack")
	in.UnitFields.Status[0].SetChecked(true) // disordered
	st := d.SetupOf(id)
	if st.Facing != "W" || st.Strength == nil || *st.Strength != 11 || st.Orders != "attack" || !slices.Contains(st.Status, "disordered") {
		t.Errorf("setup %+v", st)
	}
	in.UnitFields.Strength.OnSubmitted("x")
	if h.Said() == "" {
		t.Error("a bad strength is not reported")
	}
}

func TestOOBTreeEdits(t *testing.T) {
	h := uitest.New(t)
	d := h.Doc
	p := NewOOBPanel(h)
	h.Changed = func(model.Change) { p.Refresh() }
	p.SelectNode(FormNode + "1/3")
	p.AddFormation("Test Brigade")
	fid := p.Selected[len(FormNode):]
	if f := d.OOB().Formation(fid); f == nil || f.Echelon != "brigade" || f.Parent != "1/3" {
		t.Fatalf("added formation %+v", f)
	}
	if !slices.Contains(p.Children[FormNode+"1/3"], FormNode+fid) {
		t.Error("the tree does not show the new brigade")
	}
	p.AddUnit("99 TN", "infantry")
	uid := p.Selected[len(UnitNode):]
	if u := d.OOB().Unit(uid); u == nil || u.Command != fid {
		t.Fatalf("added unit %+v", u)
	}
	p.Rename("99th TN")
	if d.UnitName(uid) != "99th TN" {
		t.Error("rename")
	}
	if got := p.Label(UnitNode + uid); got != "99th TN  — not set up" {
		t.Errorf("tree label %q", got)
	}
	p.MoveTo("3/1/3")
	if d.OOB().Unit(uid).Command != "3/1/3" {
		t.Error("move")
	}
	// Set it up by dragging its row onto the map.
	o := h.Hex(t, "S2016")
	h.Map.CenterOn(o)
	n := NewOOBNode(p)
	n.ShowNode(UnitNode + uid)
	n.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: canvasPos(h, o)}})
	n.DragEnd()
	if st := d.SetupOf(uid); st == nil || st.Hex != "S2016" {
		t.Fatalf("drop on the map: %+v", st)
	}
	// A drop off the map sets nothing up.
	n2 := NewOOBNode(p)
	n2.ShowNode(UnitNode + "u-12-mi")
	before := d.SetupOf("u-12-mi").Hex
	n2.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(5, 5)}})
	n2.DragEnd()
	if d.SetupOf("u-12-mi").Hex != before {
		t.Error("a drop on the palette moved a unit")
	}
	p.SelectNode(UnitNode + uid)
	p.Delete()
	if d.OOB().Unit(uid) != nil || d.SetupOf(uid) != nil {
		t.Error("delete")
	}
	p.SelectNode(FormNode + fid)
	p.Delete()
	if d.OOB().Formation(fid) != nil {
		t.Error("delete the emptied brigade")
	}
}

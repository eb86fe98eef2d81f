package panels

import (
	"testing"

	"github.com/sandtable/sandtable/editor/ui/uitest"
)

// TestInspectorEditsThroughDo: the inspector, on the stand-in window, reads
// the selected unit's set-up from the document and changes it only by
// handing commands to Do; a refused value is reported, not applied.
func TestInspectorEditsThroughDo(t *testing.T) {
	h := uitest.New(t)
	d := h.Doc
	const id = "c-7-ar"
	o, ok := d.UnitHex(id)
	if !ok {
		t.Fatalf("%s is not set up", id)
	}
	h.Map.Select(o, true, id)
	in := NewInspector(h)
	in.Refresh()
	f := in.UnitFields
	if f == nil || f.Strength == nil {
		t.Fatal("the inspector shows no set-up of the selected unit")
	}
	f.Facing.SetSelected("W")
	f.Strength.OnSubmitted("11")
	st := d.SetupOf(id)
	if st.Facing != "W" || st.Strength == nil || *st.Strength != 11 {
		t.Fatalf("set-up after the edits: %+v", st)
	}
	if h.Done != 2 || d.History().Pos() != 2 {
		t.Errorf("%d commands done, history at %d; want 2 and 2", h.Done, d.History().Pos())
	}
	f.Strength.OnSubmitted("x")
	if len(h.Msgs) == 0 || h.Done != 2 {
		t.Errorf("a bad strength: messages %q, %d commands; want it reported and nothing done", h.Msgs, h.Done)
	}
}

// TestInspectorEditsCohesion: the designer types the cohesion ratings
// printed on 7 AR's counter; they go into the OOB by one undoable command,
// and a rating outside 0-100 is reported, not applied.
func TestInspectorEditsCohesion(t *testing.T) {
	h := uitest.New(t)
	d := h.Doc
	const id = "c-7-ar"
	o, _ := d.UnitHex(id)
	h.Map.Select(o, true, id)
	in := NewInspector(h)
	in.Refresh()
	f := in.UnitFields
	if f == nil || f.Cohesion == nil || f.CohesionDisordered == nil {
		t.Fatal("the inspector shows no cohesion fields")
	}
	f.Cohesion.SetText("6")
	f.CohesionDisordered.SetText("4")
	f.CohesionDisordered.OnSubmitted("4")
	u := d.OOB().Unit(id)
	if u.Cohesion == nil || *u.Cohesion != 6 || u.CohesionDisordered == nil || *u.CohesionDisordered != 4 || h.Done != 1 {
		t.Fatalf("OOB unit after the edit: %+v, %d commands", u, h.Done)
	}
	f.Cohesion.SetText("101")
	f.Cohesion.OnSubmitted("101")
	if len(h.Msgs) == 0 || h.Done != 1 {
		t.Errorf("a cohesion of 101: messages %q, %d commands; want it reported and nothing done", h.Msgs, h.Done)
	}
}

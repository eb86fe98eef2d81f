package model

import (
	"bytes"
	"testing"

	sm "github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestAcceptTraceOneUndoableCommand: accepting a trace is one history entry
// that leaves the map as trace.Edits.Apply leaves a copy of it (the CLI's
// path), and one Undo gives back the map byte for byte.
func TestAcceptTraceOneUndoableCommand(t *testing.T) {
	d := openBuiltin(t)
	before := cloneJSONBytes(d.Map())
	edits := trace.Edits{
		Terrain:  map[string]string{"S2016": "field", "S2017": "field", "N1001": "orchard"},
		Water:    map[string]string{"S2016/N": "stream"},
		Contours: map[string]int{},
		Roads:    [][]string{{"S2016", "S2017", "S2018"}},
	}
	want := cloneJSON(*d.Map())
	edits.Apply(&want, "road")
	c, held, err := d.AcceptTrace(edits, "road")
	if err != nil || c == nil {
		t.Fatalf("AcceptTrace: %v, %v", c, err)
	}
	if len(held) != 0 {
		t.Errorf("held back %v", held)
	}
	n := d.History().Len()
	d.Do(c)
	if got := d.History().Len(); got != n+1 {
		t.Errorf("%d history entries added, want 1", got-n)
	}
	if !bytes.Equal(cloneJSONBytes(d.Map()), cloneJSONBytes(&want)) {
		t.Error("accepted map differs from Edits.Apply on a copy")
	}
	if d.Map().Hexes["S2016"].Terrain != "field" || d.Map().Hexsides["S2016/N"].Type != "stream" {
		t.Errorf("S2016 %+v, S2016/N %+v", d.Map().Hexes["S2016"], d.Map().Hexsides["S2016/N"])
	}
	d.Undo()
	if !bytes.Equal(cloneJSONBytes(d.Map()), before) {
		t.Error("undo does not restore the map")
	}
	d.Redo()
	if !bytes.Equal(cloneJSONBytes(d.Map()), cloneJSONBytes(&want)) {
		t.Error("redo differs from the first apply")
	}
}

// TestEditMapRefusesOtherParts: a MapEdit carries hexes, hexsides and paths
// only; an edit of anything else is refused, not half applied.
func TestEditMapRefusesOtherParts(t *testing.T) {
	d := openBuiltin(t)
	c, err := d.EditMap("rename", func(m *sm.Map) { m.Name = "other" })
	if err == nil || c != nil {
		t.Errorf("got %v, %v; want an error", c, err)
	}
	if c, err := d.EditMap("nothing", func(*sm.Map) {}); c != nil || err != nil {
		t.Errorf("no-op edit: %v, %v", c, err)
	}
}

package scenarios

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCopyForCommands holds a copy made by CopyForCommands to the OOB it
// copies: every id of every built-in OOB (and ids no unit has) finds the
// same unit in both, the copy's in the copy's own slice, and a command or
// parent changed in the copy leaves the original as it was; an OOB with
// duplicated ids and one never indexed find the first of an id, as a scan
// of the original does.
func TestCopyForCommands(t *testing.T) {
	paths, _ := filepath.Glob("*/*.oob.json")
	if len(paths) < 3 {
		t.Fatalf("only %d OOBs found", len(paths))
	}
	n := 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		o, err := DecodeOOB(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		n += compareCopy(t, path, o)
		if len(o.Units) == 0 {
			continue
		}
		d := *o // a duplicated id, appended without an index
		d.Units = append(append([]Unit(nil), o.Units...), Unit{ID: o.Units[0].ID, Command: "other"})
		d.index = nil
		compareCopy(t, path+" (duplicated, no index)", &d)
		d.Reindex()
		compareCopy(t, path+" (duplicated)", &d)
	}
	if n < 400 {
		t.Fatalf("only %d units compared", n)
	}
}

func compareCopy(t *testing.T, name string, o *OOB) int {
	t.Helper()
	c := o.CopyForCommands()
	ids := []string{"no-such-unit", ""}
	for _, u := range o.Units {
		ids = append(ids, u.ID)
	}
	for _, id := range ids {
		want, got := scanUnit(o, id), c.Unit(id)
		if (want == nil) != (got == nil) {
			t.Fatalf("%s: %q: copy finds %v, original %v", name, id, got, want)
		}
		if want == nil {
			continue
		}
		if got.ID != want.ID || got.Command != want.Command || got.Name != want.Name {
			t.Fatalf("%s: %q: copy finds %+v, original %+v", name, id, *got, *want)
		}
		own := false
		for k := range c.Units {
			own = own || got == &c.Units[k]
		}
		if !own {
			t.Fatalf("%s: %q: the copy's unit is not in the copy's own units", name, id)
		}
	}
	for k := range c.Units {
		c.Units[k].Command = "changed"
	}
	for _, u := range o.Units {
		if u.Command == "changed" {
			t.Fatalf("%s: %q: changing the copy changed the original", name, u.ID)
		}
	}
	if len(c.Formations) > 0 {
		c.Formations[0].Parent = "changed"
		if o.Formations[0].Parent == "changed" {
			t.Fatalf("%s: changing a copy's formation changed the original", name)
		}
	}
	return len(ids)
}

// scanUnit finds the first unit of the id by reading every unit.
func scanUnit(o *OOB, id string) *Unit {
	for i := range o.Units {
		if o.Units[i].ID == id {
			return &o.Units[i]
		}
	}
	return nil
}

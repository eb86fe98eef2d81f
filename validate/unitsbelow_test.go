package validate

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// TestUnitsBelowAsMembers holds unitsBelow to OOB.Members, leaders left
// out, for every formation of the built-in OOBs and of copies whose
// parents are shuffled into chains, cycles and repeated ids.
func TestUnitsBelowAsMembers(t *testing.T) {
	paths, _ := filepath.Glob("../scenarios/*/*.oob.json")
	if len(paths) < 3 {
		t.Fatalf("only %d OOBs found", len(paths))
	}
	total := 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		o, err := scenarios.DecodeOOB(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		total += compareUnitsBelow(t, path, o)
		if len(o.Formations) == 0 {
			continue
		}
		c := *o
		c.Formations = slices.Clone(o.Formations)
		for i := range c.Formations { // every formation under the one after it; the last under the first: a cycle
			c.Formations[i].Parent = c.Formations[(i+1)%len(c.Formations)].ID
		}
		c.Formations = append(c.Formations, scenarios.Formation{ID: c.Formations[0].ID, Parent: ""})
		compareUnitsBelow(t, path+" (cycled)", &c)
	}
	if total < 100 {
		t.Fatalf("only %d memberships compared", total)
	}
}

func compareUnitsBelow(t *testing.T, name string, o *scenarios.OOB) int {
	t.Helper()
	got := unitsBelow(o)
	n := 0
	for _, f := range o.Formations {
		var want []string
		for _, m := range o.Members(f.ID) {
			if u := o.Unit(m); u != nil && u.Class != "leader" {
				want = append(want, m)
			}
		}
		if !slices.Equal(got[f.ID], want) {
			t.Errorf("%s: formation %s: unitsBelow %v, Members %v", name, f.ID, got[f.ID], want)
		}
		n += len(want)
	}
	return n
}

package scenarios

import (
	"io/fs"
	"testing"
)

// TestUnitIndex: after DecodeOOB, Unit finds every unit of the ITW OOB by
// map lookup, gives nil for an unknown id, and stays right after units are
// appended (the index no longer matches: a scan) and after Reindex.
func TestUnitIndex(t *testing.T) {
	data, err := fs.ReadFile(Builtin(), "itw-shiloh/itw-shiloh.oob.json")
	if err != nil {
		t.Fatal(err)
	}
	o, err := DecodeOOB(data)
	if err != nil {
		t.Fatal(err)
	}
	if o.index == nil {
		t.Fatal("DecodeOOB built no index")
	}
	for i := range o.Units {
		if u := o.Unit(o.Units[i].ID); u != &o.Units[i] {
			t.Fatalf("Unit(%s) = %p, want %p", o.Units[i].ID, u, &o.Units[i])
		}
	}
	if o.Unit("u-no-such-unit") != nil {
		t.Error("an unknown id was found")
	}
	o.Units = append(o.Units, Unit{ID: "u-new", Name: "New"})
	if u := o.Unit("u-new"); u == nil || u.Name != "New" {
		t.Errorf("an appended unit is not found: %v", u)
	}
	o.Units[0].ID = "u-renamed"
	o.Reindex()
	if u := o.Unit("u-renamed"); u != &o.Units[0] {
		t.Errorf("a renamed unit is not found after Reindex: %v", u)
	}
}

package testtool

import (
	"reflect"
	"testing"
	"time"
)

type inner struct {
	Name string
	tags []string
}

type outer struct {
	A, B   *inner // B aliases A
	byName map[string]inner
	any    any
	when   time.Time
	arr    [2][]int
}

// TestDeepCopySharesNothing: a copy equals its source, two pointers to one
// value stay one value, and changing everything in the copy (MutateAll)
// leaves the source as it was, unexported fields and time zones included.
func TestDeepCopySharesNothing(t *testing.T) {
	in := &inner{Name: "a", tags: []string{"x", "y"}}
	src := outer{A: in, B: in, byName: map[string]inner{"k": {Name: "k", tags: []string{"z"}}},
		any: &inner{Name: "i"}, when: time.Date(2026, 11, 27, 11, 0, 0, 0, time.Local), arr: [2][]int{{1}, {2, 3}}}
	keep := outer{A: &inner{Name: "a", tags: []string{"x", "y"}}, byName: map[string]inner{"k": {Name: "k", tags: []string{"z"}}},
		any: &inner{Name: "i"}, when: src.when, arr: [2][]int{{1}, {2, 3}}}
	keep.B = keep.A
	c := DeepCopy(src)
	if !reflect.DeepEqual(c, src) {
		t.Fatalf("the copy %+v differs from %+v", c, src)
	}
	if c.A != c.B || c.A == src.A {
		t.Fatal("the copy's two pointers to one value are not one new value")
	}
	if n := MutateAll(reflect.ValueOf(&c).Elem()); n < 10 {
		t.Fatalf("changed only %d values", n)
	}
	if reflect.DeepEqual(c, src) {
		t.Fatal("MutateAll changed nothing")
	}
	if !reflect.DeepEqual(src, keep) {
		t.Fatalf("changing the copy changed the source: %+v", src)
	}
	if src.when.Location() != time.Local {
		t.Fatal("the time zone was copied")
	}
}

package jsonfile

import (
	"encoding/json"
	"reflect"
	"testing"
)

type presizeDoc struct {
	Units  []presizeUnit `json:"units"`
	Empty  []string      `json:"empty"`
	Null   []string      `json:"null"`
	Tags   []string      `json:"tags,omitempty"`
	Plain  []int
	Count  int            `json:"count"`
	Nested map[string]any `json:"nested"`
	Hidden []int          `json:"-"`
}

type presizeUnit struct {
	ID       string   `json:"id"`
	Sections []string `json:"sections"`
}

// TestDecodePresizes: Check and Decode give what encoding/json's own
// Unmarshal gives (nil for null, empty for [], nested slices alike) while
// the top-level slices come with the capacity their arrays need.
func TestDecodePresizes(t *testing.T) {
	data := []byte(`{"units":[{"id":"a","sections":["x","y","z"]},{"id":"b"},{"id":"c","sections":[]}],
 "empty":[],"null":null,"tags":["t1","t2","t3","t4","t5"],"Plain":[1,2,3],"count":3,"nested":{"units":[1,2]}}`)
	var want presizeDoc
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	var got presizeDoc
	if err := DecodeStrict(data, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("DecodeStrict gives\n%#v\nencoding/json\n%#v", got, want)
	}
	if got.Empty == nil || got.Null != nil {
		t.Errorf("empty %#v, null %#v: want an empty slice and nil, as encoding/json", got.Empty, got.Null)
	}
	for name, c := range map[string][2]int{"units": {len(got.Units), cap(got.Units)}, "tags": {len(got.Tags), cap(got.Tags)}, "Plain": {len(got.Plain), cap(got.Plain)}} {
		if c[0] != c[1] {
			t.Errorf("%s: length %d, capacity %d: not presized", name, c[0], c[1])
		}
	}
}

// TestDecodeKeepsFilledSlices: a slice the caller filled before is
// decoded into as encoding/json does, not replaced.
func TestDecodeKeepsFilledSlices(t *testing.T) {
	data := []byte(`{"tags":["a"],"count":1}`)
	want := presizeDoc{Tags: make([]string, 3, 8)}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	got := presizeDoc{Tags: make([]string, 3, 8)}
	if err := DecodeStrict(data, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) || cap(got.Tags) != cap(want.Tags) {
		t.Errorf("got %#v (cap %d), want %#v (cap %d)", got.Tags, cap(got.Tags), want.Tags, cap(want.Tags))
	}
}

package schema

import (
	"bytes"
	"os"
	"testing"
)

// A number beyond float64's range where the schema wants one of a list of
// words (a hex feature) made gojsonschema v1.2.0 dereference nil; it is
// reported as not one of the words, at its pointer, like any other wrong
// value, and a number of the same size where a bounded number belongs
// still breaks its bound.
func TestNumbersBeyondFloatRange(t *testing.T) {
	data, err := os.ReadFile("../maps/classic-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	doc := bytes.Replace(data, []byte(`"features": [`), []byte(`"features": [1e999, -1e999, 1e-999, `), 1)
	doc = bytes.Replace(doc, []byte(`"hexAcrossFlatsMM": 16`), []byte(`"hexAcrossFlatsMM": 1e999`), 1)
	if bytes.Equal(doc, data) || bytes.Count(doc, []byte("1e999")) != 3 {
		t.Fatal("the classic map no longer has the features list or hex size this test patches")
	}
	issues, err := Validate("map", doc)
	if err != nil {
		t.Fatal(err)
	}
	at := map[string]bool{}
	for _, is := range issues {
		at[is.Pointer] = true
	}
	for _, p := range []string{"/hexes/1508/features/0", "/hexes/1508/features/1", "/hexes/1508/features/2", "/grid/hexAcrossFlatsMM"} {
		if !at[p] {
			t.Errorf("no issue at %s; got %v", p, issues)
		}
	}
}

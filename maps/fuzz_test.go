package maps

import (
	"bytes"
	"io/fs"
	"testing"
)

// FuzzDecode: decoding never panics, and whatever decodes re-encodes to bytes
// that decode to the same canonical bytes (canonical form is a fixed point).
func FuzzDecode(f *testing.F) {
	data, err := fs.ReadFile(Builtin(), "itw-shiloh.map.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"hexes": {"S1401": {"terrain": "woods"}}}`))
	f.Add([]byte(`{"trace": {"examples": [{"terrain": "woods", "hexes": ["N1503"]}], "slivers": ["field"], "print": {"curves": true, "water": [1, 2, 3]}, "levels": {"N1503": 2}}}`))
	f.Add([]byte(`{"sheets": [{"id": "N", "columns": [10, 66], "rows": [1, 34], "offset": {"column": 0, "row": 0}}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		m, err := Decode(in)
		if err != nil {
			return
		}
		_ = Canonicalize(m)
		out, err := Encode(m)
		if err != nil {
			return
		}
		m2, err := Decode(out)
		if err != nil {
			t.Fatalf("canonical output does not decode: %v\n%s", err, out)
		}
		out2, _ := Encode(m2)
		if !bytes.Equal(out, out2) {
			t.Fatalf("canonical form is not stable:\n%s\n%s", out, out2)
		}
	})
}

package jsonfile

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// FuzzIndex: the position index never panics, and for valid JSON every
// top-level key's pointer maps to a line and column inside the document.
func FuzzIndex(f *testing.F) {
	f.Add([]byte(`{"a": [1, {"b~/c": "x"}], "d": null}`))
	f.Add([]byte("{\n  \"setup\": [\n    {\"hex\": \"S1401\"}\n  ]\n}\n"))
	f.Add([]byte(`[1, 2`))
	f.Fuzz(func(t *testing.T, in []byte) {
		ix := NewIndex(in)
		var top map[string]json.RawMessage
		if json.Unmarshal(in, &top) != nil {
			return
		}
		for k := range top {
			p := ix.Lookup("/" + EscapePointer(k))
			if p.Line < 1 || p.Column < 1 {
				t.Fatalf("key %q at %+v", k, p)
			}
		}
	})
}

// FuzzScan seeds from the bad-input corpus (validate/testdata/bad): Scan
// never panics, and a document it accepts that is valid JSON decodes.
func FuzzScan(f *testing.F) {
	seeds, _ := filepath.Glob("../../validate/testdata/bad/*.json")
	for _, p := range seeds {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"a": {"b": 1, "b": 2}}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		limits := DefaultLimits
		limits.Depth = 8
		err := Scan(in, limits)
		var v any
		dec := json.NewDecoder(bytes.NewReader(in))
		dec.UseNumber()
		if err == nil && json.Valid(in) && dec.Decode(&v) != nil {
			t.Fatalf("Scan accepted %q but it does not decode", in)
		}
		if se, ok := err.(*ScanError); ok && (se.Offset < 0 || se.Offset > int64(len(in))) {
			t.Fatalf("offset %d outside the %d-byte input", se.Offset, len(in))
		}
	})
}

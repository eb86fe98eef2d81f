package jsonfile

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// FuzzIndex: the position index never panics, and for a valid document
// (one Check accepts: no duplicate keys) every value's pointer leads to
// where encoding/json's decoder saw that value start (the oracle,
// decoderOffsets), whether looked up on a fresh index or on one that
// earlier lookups filled, in the document's order and the reverse.
func FuzzIndex(f *testing.F) {
	f.Add([]byte(`{"a": [1, {"b~/c": "x"}], "d": null}`))
	f.Add([]byte("{\n  \"setup\": [\n    {\"hex\": \"S1401\"}\n  ]\n}\n"))
	f.Add([]byte(`[1, 2`))
	f.Add([]byte(`{"formations": [{"id": "a"}, {"id": "b"}], "units": [{"name": "x", "at": [1, 2]}, {"name": "y"}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		ix := NewIndex(in)
		var top map[string]json.RawMessage
		if json.Unmarshal(in, &top) == nil {
			for k := range top {
				p := ix.Lookup("/" + EscapePointer(k))
				if p.Line < 1 || p.Column < 1 {
					t.Fatalf("key %q at %+v", k, p)
				}
			}
		}
		if _, err := Check(in, DefaultLimits, nil); err != nil || !json.Valid(in) {
			return
		}
		oracle := NewIndex(in)
		offsets := decoderOffsets(in)
		ptrs := make([]string, 0, len(offsets))
		for p := range offsets {
			ptrs = append(ptrs, p)
		}
		slices.Sort(ptrs)
		reversed := slices.Clone(ptrs)
		slices.Reverse(reversed)
		warm := NewIndex(in)
		for _, order := range [][]string{ptrs, reversed} {
			for _, p := range order {
				want := oracle.PositionAt(offsets[p])
				if got := NewIndex(in).Lookup(p); got != want {
					t.Fatalf("fresh index: %q at %+v, the decoder saw it at %+v", p, got, want)
				}
				if got := warm.Lookup(p); got != want {
					t.Fatalf("reused index: %q at %+v, the decoder saw it at %+v", p, got, want)
				}
			}
		}
	})
}

// FuzzScan seeds from the bad-input corpus (validate/testdata/bad): Check
// never panics, its verdict is json.Valid's where it finds no problem, a
// document it accepts decodes, and every problem's offset lies inside the
// input.
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
		c, err := Check(in, limits, nil)
		if err == nil && c.Valid != json.Valid(in) {
			t.Fatalf("Check calls %q valid %v, json.Valid %v", in, c.Valid, json.Valid(in))
		}
		var v any
		dec := json.NewDecoder(bytes.NewReader(in))
		dec.UseNumber()
		if err == nil && c.Valid && dec.Decode(&v) != nil {
			t.Fatalf("Check accepted %q but it does not decode", in)
		}
		if se, ok := err.(*ScanError); ok && (se.Offset < 0 || se.Offset > int64(len(in))) {
			t.Fatalf("offset %d outside the %d-byte input", se.Offset, len(in))
		}
	})
}

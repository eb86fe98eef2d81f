package jsonfile

import (
	"encoding/json"
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

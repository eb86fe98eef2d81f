package semdiff

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// leaves lists the pointer of every scalar in a decoded JSON tree.
func leaves(ptr string, v any, out *[]string) {
	switch t := v.(type) {
	case map[string]any:
		for _, k := range unionKeys(t, nil) {
			leaves(ptr+"/"+jsonfile.EscapePointer(k), t[k], out)
		}
	case []any:
		for i, x := range t {
			leaves(ptr+"/"+itoa(i), x, out)
		}
	default:
		*out = append(*out, ptr)
	}
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

var (
	indexSeg = regexp.MustCompile(`/\d+(/|$)`)
	keyedSeg = regexp.MustCompile(`^/(hexes|hexsides)/[^/]+`)
)

// fieldOf generalises a pointer to its schema field: array indices and the
// hex or hexside key become *.
func fieldOf(ptr string) string {
	ptr = keyedSeg.ReplaceAllString(ptr, "/$1/*")
	for indexSeg.MatchString(ptr) {
		ptr = indexSeg.ReplaceAllString(ptr, "/*$1")
	}
	return ptr
}

// mutate changes the leaf at ptr of the JSON document data: a string gets
// an "x", a number 1 more, a boolean its opposite.
func mutate(t *testing.T, data []byte, ptr string) []byte {
	t.Helper()
	var doc any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(ptr, "/")[1:]
	var set func(v any, i int) any
	set = func(v any, i int) any {
		if i == len(parts) {
			switch x := v.(type) {
			case string:
				return x + "x"
			case bool:
				return !x
			case json.Number:
				if n, err := x.Int64(); err == nil {
					return n + 1
				}
				f, _ := x.Float64()
				return f + 1
			}
			t.Fatalf("%s: not a scalar", ptr)
		}
		key := strings.NewReplacer("~1", "/", "~0", "~").Replace(parts[i])
		switch c := v.(type) {
		case map[string]any:
			c[key] = set(c[key], i+1)
		case []any:
			var n int
			json.Unmarshal([]byte(key), &n)
			c[n] = set(c[n], i+1)
		}
		return v
	}
	out, _ := json.Marshal(set(doc, 0))
	return out
}

// TestDiffReportsEveryField generates, for each field of the built-in ITW
// map and Scenario 2 (one leaf per schema field), a copy with only that
// value changed, and expects diff to report at least one change.
func TestDiffReportsEveryField(t *testing.T) {
	cases := []struct {
		path string
		diff func(a, b []byte) ([]Change, error)
	}{
		{"maps/itw-shiloh.map.json", func(a, b []byte) ([]Change, error) {
			ma, err := maps.Decode(a)
			if err != nil {
				return nil, err
			}
			mb, err := maps.Decode(b)
			if err != nil {
				return nil, err
			}
			return Maps(ma, mb, nil), nil
		}},
		{"scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json", func(a, b []byte) ([]Change, error) {
			sa, err := scenarios.DecodeScenario(a)
			if err != nil {
				return nil, err
			}
			sb, err := scenarios.DecodeScenario(b)
			if err != nil {
				return nil, err
			}
			return Scenarios(sa, sb, nil), nil
		}},
	}
	for _, c := range cases {
		data, err := validate.Builtin{}.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		var doc any
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		if err := dec.Decode(&doc); err != nil {
			t.Fatal(err)
		}
		var ptrs []string
		leaves("", doc, &ptrs)
		seen := map[string]bool{}
		for _, ptr := range ptrs {
			f := fieldOf(ptr)
			if seen[f] {
				continue
			}
			seen[f] = true
			changes, err := c.diff(data, mutate(t, data, ptr))
			if err != nil {
				t.Errorf("%s %s: the changed copy does not decode: %v", c.path, ptr, err)
				continue
			}
			if len(changes) == 0 {
				t.Errorf("%s: changing %s (field %s) gives no change", c.path, ptr, f)
			}
		}
		t.Logf("%s: %d fields changed one at a time, each reported", c.path, len(seen))
		if len(seen) < 20 {
			t.Errorf("%s: only %d fields generated", c.path, len(seen))
		}
	}
}

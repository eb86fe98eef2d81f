package schema

import (
	"encoding/json"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Every enum is defined once across the schemas: no two enums (of any
// schema, the shared vocabularies included) hold the same list of values.
// A vocabulary two formats share is a definition of vocab.schema.json that
// both refer to with $ref.
func TestEnumsDefinedOnce(t *testing.T) {
	seen := map[string]string{}
	names, err := fs.Glob(files, "*.schema.json")
	if err != nil || len(names) < len(Kinds)+1 {
		t.Fatalf("schemas %v: %v", names, err)
	}
	for _, name := range names {
		data, _ := files.ReadFile(name)
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		var walk func(ptr string, v any)
		walk = func(ptr string, v any) {
			switch v := v.(type) {
			case map[string]any:
				if e, ok := v["enum"].([]any); ok && len(e) > 1 {
					var vals []string
					for _, x := range e {
						b, _ := json.Marshal(x)
						vals = append(vals, string(b))
					}
					slices.Sort(vals)
					key := strings.Join(vals, ",")
					if first, dup := seen[key]; dup {
						t.Errorf("enum %s at %s%s repeats %s: define it once and refer to it", key, name, ptr, first)
					} else {
						seen[key] = name + ptr
					}
				}
				for k, c := range v {
					walk(ptr+"/"+k, c)
				}
			case []any:
				for i, c := range v {
					walk(ptr+"/"+strconv.Itoa(i), c)
				}
			}
		}
		walk("", doc)
	}
}

// The shared vocabularies are enforced through $ref in each format: a value
// outside one is a schema violation at its place, and one inside is not.
func TestSharedVocabulariesApply(t *testing.T) {
	for _, c := range []struct {
		kind, doc, pointer string
	}{
		{"oob", `{"formations": [{"id": "a", "side": "s", "echelon": "platoon", "name": "A"}]}`, "/formations/0/echelon"},
		// Unit classes and statuses are each ruleset's own vocabulary: the
		// schema checks only their spelling, validate checks them against
		// the ruleset (vocab.unknown).
		{"oob", `{"units": [{"id": "u", "name": "U", "side": "s", "class": "Wizard!"}]}`, "/units/0/class"},
		{"scenario", `{"setup": [{"unit": "u", "hex": "0101", "status": ["Sleepy Now"]}]}`, "/setup/0/status/0"},
		{"scenario", `{"setup": [{"unit": "u", "hex": "0101", "orders": "dance"}]}`, "/setup/0/orders"},
		{"ruleset", `{"stacking": [{"class": "infantry", "orders": ["advance-or-attack"]}]}`, "/stacking/0/orders/0"},
		{"map", `{"grid": {"orientation": "flat", "stagger": "both", "hexAcrossFlatsMM": 16}}`, "/grid/stagger"},
	} {
		issues, err := Validate(c.kind, []byte(c.doc))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, is := range issues {
			found = found || is.Pointer == c.pointer
		}
		if !found {
			t.Errorf("%s %s: no issue at %s in %v", c.kind, c.doc, c.pointer, issues)
		}
		ok := strings.NewReplacer(`"platoon"`, `"brigade"`, `"Wizard!"`, `"wizard"`, `"Sleepy Now"`, `"sleepy"`, `"dance"`, `"march"`, `"advance-or-attack"`, `"attack"`, `"both"`, `"even"`).Replace(c.doc)
		issues, _ = Validate(c.kind, []byte(ok))
		for _, is := range issues {
			if is.Pointer == c.pointer {
				t.Errorf("%s %s: a value of the vocabulary refused: %v", c.kind, ok, is)
			}
		}
	}
}

package schema

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// TestEveryPropertyDescribed checks that editors reading "$schema" have help
// to show for every field: each property (every key of every "properties"
// object, at any depth: at the top, inside "definitions", "items",
// "additionalProperties", "anyOf"/"oneOf"/"allOf", "not" and so on) and every
// entry of "definitions" must carry a non-empty "description".
//
// The rule for "$ref": a property whose schema is only {"$ref": ...} also
// passes when the definition it refers to has a description (editors show
// that one), but the schemas give such properties their own description
// beside the "$ref" anyway, since the meaning of a field is more than the
// meaning of its type; draft-07 ignores siblings of "$ref" for validation,
// and "description" is an annotation only.
//
// A failure names the schema file and the JSON pointer of the property.
func TestEveryPropertyDescribed(t *testing.T) {
	total, described := 0, 0
	for _, kind := range Kinds {
		file := kind + ".schema.json"
		data, err := files.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var missing []string
		check := func(ptr string, node any) {
			total++
			if hasDescription(doc, node) {
				described++
				return
			}
			missing = append(missing, ptr)
		}
		walkSchema("", doc, check)
		if defs, ok := doc["definitions"].(map[string]any); ok {
			for _, name := range sortedKeys(defs) {
				if !hasOwnDescription(defs[name]) {
					missing = append(missing, "/definitions/"+jsonfile.EscapePointer(name))
				}
			}
		}
		sort.Strings(missing)
		for _, ptr := range missing {
			t.Errorf("%s %s: no description", file, ptr)
		}
	}
	t.Logf("%d of %d properties described", described, total)
}

// walkSchema calls check with the pointer and schema of every property under
// node, at any depth.
func walkSchema(ptr string, node any, check func(string, any)) {
	switch n := node.(type) {
	case map[string]any:
		for _, k := range sortedKeys(n) {
			p := ptr + "/" + jsonfile.EscapePointer(k)
			if k == "properties" {
				if props, ok := n[k].(map[string]any); ok {
					for _, name := range sortedKeys(props) {
						pp := p + "/" + jsonfile.EscapePointer(name)
						check(pp, props[name])
						walkSchema(pp, props[name], check)
					}
					continue
				}
			}
			if k == "enum" || k == "const" || k == "required" || k == "examples" || k == "default" {
				continue // values, not schemas
			}
			walkSchema(p, n[k], check)
		}
	case []any:
		for i, v := range n {
			walkSchema(ptr+"/"+strconv.Itoa(i), v, check)
		}
	}
}

// hasDescription: the node's own description, or, for a node that is only
// a "$ref", the description of the definition it refers to.
func hasDescription(doc map[string]any, node any) bool {
	if hasOwnDescription(node) {
		return true
	}
	m, ok := node.(map[string]any)
	if !ok || len(m) != 1 {
		return false
	}
	ref, ok := m["$ref"].(string)
	if !ok || !strings.HasPrefix(ref, "#") {
		return false
	}
	target, err := Resolve(doc, doc, strings.TrimPrefix(ref, "#"))
	return err == nil && hasOwnDescription(target)
}

func hasOwnDescription(node any) bool {
	m, ok := node.(map[string]any)
	if !ok {
		return false
	}
	d, ok := m["description"].(string)
	return ok && strings.TrimSpace(d) != ""
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

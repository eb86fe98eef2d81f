package testtool

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"sort"
)

// ReplaceOneValue decodes the JSON document data, replaces one value picked
// at random (a leaf, or a whole array or object, the document itself
// excepted) with one of shapes picked at random, and encodes the document
// again, indented. Numbers are kept as their text (json.Number). It reports
// false when data is not one JSON value or has nothing to replace.
func ReplaceOneValue(rng *rand.Rand, data []byte, shapes []any) ([]byte, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree any
	if dec.Decode(&tree) != nil {
		return nil, false
	}
	slots := valueSlots(tree)
	if len(slots) == 0 || len(shapes) == 0 {
		return nil, false
	}
	slots[rng.IntN(len(slots))](shapes[rng.IntN(len(shapes))])
	out, err := json.MarshalIndent(tree, "", "  ")
	return out, err == nil
}

// valueSlots returns a setter for every value below v, in document order
// with object keys sorted, so a seed picks the same value every run.
func valueSlots(v any) []func(any) {
	var slots []func(any)
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				slots = append(slots, func(nv any) { x[k] = nv })
				walk(x[k])
			}
		case []any:
			for i := range x {
				slots = append(slots, func(nv any) { x[i] = nv })
				walk(x[i])
			}
		}
	}
	walk(v)
	return slots
}

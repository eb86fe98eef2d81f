package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strconv"

	"github.com/xeipuuv/gojsonschema"
)

// treeLoader hands gojsonschema a document already decoded; the reference
// and loader factory are those of its Go-value loader. (gojsonschema's own
// Go-value loader would marshal the value back to JSON and decode it again
// before validating it.)
type treeLoader struct {
	gojsonschema.JSONLoader
	tree any
}

func (l treeLoader) JsonSource() any        { return l.tree }
func (l treeLoader) LoadJSON() (any, error) { return l.tree, nil }
func newTreeLoader(tree any) gojsonschema.JSONLoader {
	return treeLoader{JSONLoader: gojsonschema.NewGoLoader(nil), tree: tree}
}

// loader returns what gojsonschema reads doc through: the tree encoding/json
// decodes with UseNumber (the tree gojsonschema's bytes loader builds), or,
// when doc does not decode, gojsonschema's own bytes loader, which then
// reports the error.
func loader(doc []byte) gojsonschema.JSONLoader {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return gojsonschema.NewBytesLoader(doc)
	}
	return newTreeLoader(clampNumbers(tree))
}

// Numbers at the edge of float64, with their sign, for clampNumbers.
var (
	maxNumber = json.Number(strconv.FormatFloat(1.7976931348623157e308, 'g', -1, 64))
	minNumber = "-" + maxNumber
)

// clampNumbers replaces, in place, every number beyond float64's range
// (such as 1e999) by the largest finite number of its sign and returns v.
// gojsonschema v1.2.0 dereferences a nil pointer when it compares such a
// number with an enum or const; clamped, the number still fails the schema
// where it does not belong, and decoding the file into Go types reports
// the number itself.
func clampNumbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		switch {
		case !errors.Is(err, strconv.ErrRange):
		case math.IsInf(f, 1):
			return maxNumber
		case math.IsInf(f, -1):
			return minNumber
		}
	case map[string]any:
		for k, e := range x {
			x[k] = clampNumbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = clampNumbers(e)
		}
	}
	return v
}

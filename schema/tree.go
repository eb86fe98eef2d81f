package schema

import (
	"bytes"
	"encoding/json"

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
	return newTreeLoader(tree)
}

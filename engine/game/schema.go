package game

import (
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/xeipuuv/gojsonschema"

	"github.com/sandtable/sandtable/schema"
)

// SchemaID is the "$schema" of game files and move files.
const SchemaID = "https://sandtable.dev/schema/game.schema.json"

var (
	schemaOnce sync.Once
	schemas    map[string]*gojsonschema.Schema
	schemaErr  error
)

// loadSchema compiles the definitions "game", "moves" and "actions" of
// game.schema.json, so that a document is checked against the one its shape
// calls for and the messages name the offending field.
func loadSchema() {
	data, err := fs.ReadFile(schema.FS(), "game.schema.json")
	if err != nil {
		schemaErr = fmt.Errorf("game schema: %w", err)
		return
	}
	schemas = map[string]*gojsonschema.Schema{}
	for _, def := range []string{"game", "moves", "actions"} {
		sl, err := schema.Loader()
		if err != nil {
			schemaErr = err
			return
		}
		if err := sl.AddSchemas(gojsonschema.NewBytesLoader(data)); err != nil {
			schemaErr = fmt.Errorf("game schema: %w", err)
			return
		}
		s, err := sl.Compile(gojsonschema.NewStringLoader(`{"$ref": "` + SchemaID + `#/definitions/` + def + `"}`))
		if err != nil {
			schemaErr = fmt.Errorf("game schema %s: %w", def, err)
			return
		}
		schemas[def] = s
	}
}

// checkSchema validates a document against a definition of
// game.schema.json ("game", "moves" or "actions").
// Errors: the document is not JSON, or breaks the schema (the first few
// problems, each with the field that is wrong).
func checkSchema(def string, data []byte) error {
	schemaOnce.Do(loadSchema)
	if schemaErr != nil {
		return schemaErr
	}
	s, ok := schemas[def]
	if !ok {
		return fmt.Errorf("game schema has no definition %q", def)
	}
	res, err := s.Validate(gojsonschema.NewBytesLoader(data))
	if err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	if res.Valid() {
		return nil
	}
	var msgs []string
	for i, e := range res.Errors() {
		if i == 5 {
			msgs = append(msgs, "...")
			break
		}
		msgs = append(msgs, e.Field()+": "+e.Description())
	}
	return fmt.Errorf("schema %s: %s", SchemaID, strings.Join(msgs, "; "))
}

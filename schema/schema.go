// Package schema holds the JSON Schema documents (draft-07, each with its
// $id) of every Sandtable file, embedded, and validates documents against them.
package schema

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/xeipuuv/gojsonschema"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

//go:embed *.schema.json
var files embed.FS

// FS returns the embedded schema documents ("map.schema.json", ...).
func FS() fs.FS { return files }

// Kinds lists the file kinds that have a schema: map, oob, scenario, ruleset, errata, game
// (game files and move files, see engine/game).
var Kinds = []string{"map", "oob", "scenario", "ruleset", "errata", "game"}

// Shared is the schema of the vocabularies several file formats use
// (orders, echelons, unit classes, statuses, extensions), each defined once;
// the kinds' schemas refer to it as "vocab.schema.json#/definitions/...".
const Shared = "vocab"

// Loader returns a schema loader that knows the shared vocabularies, for
// compiling a kind's schema or one of its definitions.
// Errors: the embedded shared schema does not load (a build defect).
func Loader() (*gojsonschema.SchemaLoader, error) {
	data, err := files.ReadFile(Shared + ".schema.json")
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", Shared, err)
	}
	sl := gojsonschema.NewSchemaLoader()
	if err := sl.AddSchemas(gojsonschema.NewBytesLoader(data)); err != nil {
		return nil, fmt.Errorf("schema %s: %w", Shared, err)
	}
	return sl, nil
}

// Issue is one schema violation: the JSON pointer of the offending value
// ("" for the document root) and a message in plain words.
type Issue struct {
	Pointer string
	Message string
}

var (
	once     sync.Once
	compiled map[string]*gojsonschema.Schema
	loadErr  error
)

func load() {
	compiled = map[string]*gojsonschema.Schema{}
	for _, k := range Kinds {
		data, err := files.ReadFile(k + ".schema.json")
		if err != nil {
			loadErr = fmt.Errorf("schema %s: %w", k, err)
			return
		}
		schemaDigests[k] = digestWithShared(data)
		sl, err := Loader()
		if err != nil {
			loadErr = err
			return
		}
		s, err := sl.Compile(gojsonschema.NewBytesLoader(data))
		if err != nil {
			loadErr = fmt.Errorf("schema %s: %w", k, err)
			return
		}
		compiled[k] = s
	}
}

// Validate checks a document of the given kind against its schema. It returns
// the violations, sorted by pointer, and an error only when the kind is unknown
// or the document is not JSON. With a cache folder set (SetCacheDir), results
// are kept by content.
func Validate(kind string, doc []byte) ([]Issue, error) {
	return validateWith(kind, doc, loader)
}

// ValidateChecked is Validate for a document that jsonfile.Check read (c,
// what it found in doc): the same issues. When every number of doc is an
// integer of at most 15 digits written plainly (c.PlainNumbers), its tree
// is decoded by go-json-experiment's decoder instead of encoding/json's
// (plainLoader).
func ValidateChecked(kind string, doc []byte, c *jsonfile.Checked) ([]Issue, error) {
	if c == nil || !c.PlainNumbers {
		return Validate(kind, doc)
	}
	return validateWith(kind, doc, plainLoader)
}

// validateWith is Validate reading doc through read.
func validateWith(kind string, doc []byte, read func([]byte) gojsonschema.JSONLoader) ([]Issue, error) {
	once.Do(load)
	if loadErr != nil {
		return nil, loadErr
	}
	s, ok := compiled[kind]
	if !ok {
		return nil, fmt.Errorf("no schema for %q files", kind)
	}
	if cacheDir() == "" { // no cache: no key to compute (a SHA-256 of the whole document)
		return validate(s, kind, doc, read)
	}
	k := key(kind, doc)
	if issues, ok := cached(k); ok {
		return slices.Clone(issues), nil
	}
	issues, err := validate(s, kind, doc, read)
	if err != nil {
		return nil, err
	}
	remember(k, issues)
	return slices.Clone(issues), nil
}

// validate runs gojsonschema over doc as read gives it. A panic inside the library (it has
// dereferenced nil on values it did not expect) is returned as an error, so
// that one hostile file cannot stop a validation run.
func validate(s *gojsonschema.Schema, kind string, doc []byte, read func([]byte) gojsonschema.JSONLoader) (issues []Issue, err error) {
	defer func() {
		if r := recover(); r != nil {
			issues, err = nil, fmt.Errorf("schema %s: the schema library failed on this document: %v", kind, r)
		}
	}()
	res, err := s.Validate(read(doc))
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", kind, err)
	}
	for _, e := range res.Errors() {
		issues = append(issues, Issue{Pointer: pointer(e), Message: message(e)})
	}
	sort.SliceStable(issues, func(i, j int) bool { return issues[i].Pointer < issues[j].Pointer })
	return issues, nil
}

// pointer turns gojsonschema's context "(root).setup.3.hex" into "/setup/3/hex".
// A missing required property is reported at its parent object.
func pointer(e gojsonschema.ResultError) string {
	ctx := e.Context().String("\x00")
	parts := strings.Split(ctx, "\x00")
	var b strings.Builder
	for _, p := range parts[1:] {
		b.WriteString("/")
		b.WriteString(jsonfile.EscapePointer(p))
	}
	if e.Type() == "additional_property_not_allowed" {
		if prop, ok := e.Details()["property"].(string); ok {
			b.WriteString("/" + prop)
		}
	}
	return b.String()
}

func message(e gojsonschema.ResultError) string {
	return e.Description()
}

package validate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// newOfKind returns a pointer to a zero model value of a file kind.
func newOfKind(kind string) any {
	switch kind {
	case "map":
		return new(maps.Map)
	case "oob":
		return new(scenarios.OOB)
	case "scenario":
		return new(scenarios.Scenario)
	case "ruleset":
		return new(engine.Ruleset)
	case "errata":
		return new(scenarios.Errata)
	}
	return nil
}

// TestDecodeAgreesWithEncodingJSON: jsonfile's Decode (go-json-experiment's
// decoder, encoding/json's when that one refuses) gives the value and the
// error text that encoding/json's stream decoder with DisallowUnknownFields
// gives (the decoder the pipeline used before, an oracle that is not ours),
// on every built-in file, every rule case's patched file, the bad files of
// testdata and a random family of documents made from the built-in files by
// replacing one value with a value of another shape (null, a string, a
// fraction, a number beyond float64, an array too short or too long...).
func TestDecodeAgreesWithEncodingJSON(t *testing.T) {
	docs := builtinAndCaseDocs(t)
	bad, _ := filepath.Glob("testdata/bad/*.json")
	for _, p := range bad {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if k := KindOf(p); k != "" {
			docs = append(docs, corpusDoc{p, k, data})
		}
	}
	rng := rand.New(rand.NewPCG(29, 2))
	per := 12 // mutants of each of the first 40 documents: 4 in -short
	if testing.Short() {
		per = 4
	}
	for _, d := range docs[:min(len(docs), 40)] {
		for i := range per {
			if m, ok := mutateOneValue(rng, d.data); ok {
				docs = append(docs, corpusDoc{fmt.Sprintf("%s mutant %d", d.name, i), d.kind, m})
			}
		}
	}
	fallbacks := 0
	for _, d := range docs {
		got, want := newOfKind(d.kind), newOfKind(d.kind)
		if got == nil {
			continue
		}
		c, err := jsonfile.Check(d.data, jsonfile.DefaultLimits, got)
		if err != nil || !c.Valid {
			continue
		}
		gerr := c.Decode(d.data, got)
		var se *jsonfile.ScanError
		if errors.As(gerr, &se) {
			continue // json.key-case: refused before any decoder
		}
		dec := json.NewDecoder(bytes.NewReader(d.data))
		dec.DisallowUnknownFields()
		werr := dec.Decode(want)
		if gerr != nil {
			fallbacks++
		}
		if fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Errorf("%s: Decode says %v, encoding/json %v", d.name, gerr, werr)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Decode and encoding/json decode different values", d.name)
		}
	}
	if fallbacks == 0 {
		t.Errorf("no document of the family failed to decode: the fallback to encoding/json was never tried")
	}
	t.Logf("%d documents, %d refused by both decoders alike", len(docs), fallbacks)
}

// mutateOneValue decodes data, replaces one value picked at random (a
// leaf or a whole array or object) with a value of another shape, and
// encodes the document again.
func mutateOneValue(rng *rand.Rand, data []byte) ([]byte, bool) {
	shapes := []any{nil, "x", json.Number("1.5"), json.Number("1e400"), json.Number("-1"), json.Number("300"),
		true, []any{}, []any{json.Number("1")}, []any{json.Number("1"), json.Number("2"), json.Number("3")},
		map[string]any{}, map[string]any{"zz": json.Number("1")}, "S0101", json.Number("0")}
	return testtool.ReplaceOneValue(rng, data, shapes)
}

package schema

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	jsonv2 "github.com/go-json-experiment/json"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// TestPlainLoaderAgrees: on a document whose numbers jsonfile.Check finds
// plain, the tree plainLoader hands gojsonschema is the one encoding/json's
// stream decoder with UseNumber makes (loader, which is gojsonschema's own
// bytes loader's decoder), and on every document ValidateChecked gives
// Validate's issues, on every built-in file and on a random family made
// from them by replacing one value with a value of another shape (plain
// and unplain numbers, -0, 1e400, strings with escapes, empty and nested
// arrays and objects). The family holds documents of both sorts.
func TestPlainLoaderAgrees(t *testing.T) {
	var files []string
	for _, pat := range []string{"../scenarios/*/*.json", "../maps/*.map.json", "../engine/rulesets/*.json"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if len(files) < 20 {
		t.Fatalf("only %d built-in files found", len(files))
	}
	type doc struct {
		name, kind string
		data       []byte
	}
	var docs []doc
	rng := rand.New(rand.NewPCG(29, 3))
	per := 6 // mutants of each file: 2 in -short
	if testing.Short() {
		per = 2
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		kind := kindOfName(f)
		docs = append(docs, doc{f, kind, data})
		for i := range per {
			if m, ok := mutateValue(rng, data); ok {
				docs = append(docs, doc{fmt.Sprintf("%s mutant %d", f, i), kind, m})
			}
		}
	}
	plain, unplain := 0, 0
	for _, d := range docs {
		c, err := jsonfile.Check(d.data, jsonfile.DefaultLimits, nil)
		if err != nil || !c.Valid {
			continue
		}
		if !c.PlainNumbers {
			unplain++
		} else {
			plain++
			want, err := loader(d.data).LoadJSON()
			if err != nil {
				t.Fatal(err)
			}
			var tree any
			if err := jsonv2.Unmarshal(d.data, &tree); err != nil {
				t.Errorf("%s: go-json-experiment refuses it: %v", d.name, err)
			}
			got, _ := plainLoader(d.data).LoadJSON()
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: plainLoader's tree differs from encoding/json's", d.name)
			}
		}
		if d.kind == "" {
			continue
		}
		wi, werr := Validate(d.kind, d.data)
		gi, gerr := ValidateChecked(d.kind, d.data, c)
		if fmt.Sprint(werr) != fmt.Sprint(gerr) || !reflect.DeepEqual(gi, wi) {
			t.Errorf("%s: ValidateChecked %v %v, Validate %v %v", d.name, gi, gerr, wi, werr)
		}
	}
	if plain < len(files)/2 || unplain == 0 {
		t.Errorf("%d documents with plain numbers, %d without: the family does not try both paths", plain, unplain)
	}
	t.Logf("%d documents, %d with plain numbers, %d without", len(docs), plain, unplain)
}

// kindOfName tells a file's kind from its name (validate.KindOf's rule).
func kindOfName(p string) string {
	for _, k := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
		if strings.HasSuffix(p, "."+k+".json") {
			return k
		}
	}
	if strings.Contains(p, "/rulesets/") {
		return "ruleset"
	}
	return ""
}

// mutateValue replaces one value of data picked at random with a value of
// another shape.
func mutateValue(rng *rand.Rand, data []byte) ([]byte, bool) {
	shapes := []any{nil, "x\u00e9\t\"", json.Number("1.5"), json.Number("1e400"), json.Number("-0"), json.Number("1023"),
		json.Number("1024"), json.Number("-7"), json.Number("999999999999999"), json.Number("1000000000000000"),
		json.Number("2.0"), json.Number("1e2"), true, []any{}, map[string]any{},
		[]any{json.Number("1"), []any{json.Number("0")}, map[string]any{"k": json.Number("-3")}}, "S0101"}
	return testtool.ReplaceOneValue(rng, data, shapes)
}

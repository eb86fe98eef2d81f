package schema

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/xeipuuv/gojsonschema"
)

// TestLoaderAsBytesLoader holds the loader validate hands gojsonschema to
// gojsonschema's own bytes loader: on every built-in data file and the
// bad-input corpus (each whole and cut short), against the schema of its
// kind, both give the same errors, or both fail to load.
func TestLoaderAsBytesLoader(t *testing.T) {
	kinds := map[string][]string{}
	for _, pat := range []string{"../scenarios/*/*.json", "../maps/*.json", "../maps/*/*.json", "../engine/*/*.json", "../validate/testdata/bad/*.json"} {
		m, _ := filepath.Glob(pat)
		for _, f := range m {
			if k := kindOf(f); k != "" {
				kinds[k] = append(kinds[k], f)
			}
		}
	}
	n := 0
	for kind, files := range kinds {
		once.Do(load)
		if loadErr != nil {
			t.Fatal(loadErr)
		}
		s := compiled[kind]
		if s == nil {
			t.Fatalf("no schema for %s", kind)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, cut := range []int{len(data), len(data) / 2, 1} {
				compareLoaders(t, s, f, data[:cut])
				n++
			}
		}
	}
	if n < 90 {
		t.Fatalf("only %d documents compared", n)
	}
}

// kindOf returns the schema kind a file's name gives (x.scenario.json ->
// scenario), or "".
func kindOf(path string) string {
	for _, k := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
		if filepath.Ext(path) == ".json" && len(path) > len(k)+6 && path[len(path)-len(k)-6:] == "."+k+".json" {
			return k
		}
	}
	return ""
}

func compareLoaders(t *testing.T, s *gojsonschema.Schema, name string, doc []byte) {
	t.Helper()
	got, gerr := s.Validate(loader(doc))
	want, werr := s.Validate(gojsonschema.NewBytesLoader(doc))
	if (gerr == nil) != (werr == nil) {
		t.Fatalf("%s (%d bytes): loader error %v, bytes loader error %v", name, len(doc), gerr, werr)
	}
	if gerr != nil {
		return
	}
	if !reflect.DeepEqual(errorStrings(got), errorStrings(want)) {
		t.Errorf("%s (%d bytes): loader gives %v, bytes loader %v", name, len(doc), errorStrings(got), errorStrings(want))
	}
}

func errorStrings(r *gojsonschema.Result) []string {
	var out []string
	for _, e := range r.Errors() {
		out = append(out, e.String())
	}
	return out
}

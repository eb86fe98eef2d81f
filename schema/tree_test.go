package schema

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
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

// TestDecodeTreeAsFreshDecoder holds decodeTree, whose decoders are kept
// from one document for the next, to a json.Decoder made for each
// document: over the built-in data files and the bad-input corpus, whole,
// cut at random and followed by random bytes (white space, another value,
// garbage), in random orders, each document gives the same tree, or both
// fail. A decoder left with anything to read must not be kept.
func TestDecodeTreeAsFreshDecoder(t *testing.T) {
	var docs [][]byte
	for _, pat := range []string{"../scenarios/*/*.json", "../maps/*.json", "../validate/testdata/bad/*.json"} {
		m, _ := filepath.Glob(pat)
		for _, f := range m {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			docs = append(docs, data)
		}
	}
	if len(docs) < 20 {
		t.Fatalf("only %d files", len(docs))
	}
	tails := []string{"", " ", "\n", "\r\n\t ", "x", " {}", "[1]", "5", "\"s\"", "}", " nul"}
	small := []string{"5", "-0.5e3", "\"s\"", "null", "true", "[]", "{}", "[1, 2", "{\"a\":", " ", "", "]", "[1]x", "{\"a\":1} {\"b\":2}", "12345678901234567890123"}
	rng := rand.New(rand.NewPCG(29, 1))
	for round := range 400 {
		var doc []byte
		if rng.IntN(4) == 0 {
			doc = []byte(small[rng.IntN(len(small))])
		} else {
			doc = docs[rng.IntN(len(docs))]
			if rng.IntN(3) == 0 {
				doc = doc[:rng.IntN(len(doc)+1)]
			}
		}
		doc = append(append([]byte(nil), doc...), tails[rng.IntN(len(tails))]...)
		got, gerr := decodeTree(doc)
		dec := json.NewDecoder(bytes.NewReader(doc))
		dec.UseNumber()
		var want any
		werr := dec.Decode(&want)
		if (gerr == nil) != (werr == nil) {
			t.Fatalf("round %d (%d bytes %.40q): decodeTree error %v, fresh decoder error %v", round, len(doc), doc, gerr, werr)
		}
		if gerr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d (%d bytes %.40q): decodeTree and a fresh decoder give different trees", round, len(doc), doc)
		}
	}
}

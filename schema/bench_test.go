package schema

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// itwDocs reads the documents of the ITW game folder with their kinds
// (every file there has a schema: scenarios, OOB, errata).
func itwDocs(tb testing.TB) (kinds []string, docs [][]byte) {
	paths, err := filepath.Glob("../scenarios/itw-shiloh/*.json")
	if err != nil || len(paths) == 0 {
		tb.Fatal("no ITW files", err)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		kind := strings.TrimSuffix(filepath.Ext(strings.TrimSuffix(p, ".json")), "")[1:]
		kinds = append(kinds, kind)
		docs = append(docs, data)
	}
	return kinds, docs
}

// BenchmarkValidateITW checks the 16 documents of the ITW game folder
// against their schemas: the share of BenchmarkITWGame (validate package)
// that is gojsonschema's, decoding included. Its allocations are the floor
// under issue 17's allocation target: the schema pass alone allocates
// about as much as the target allows the whole validation.
func BenchmarkValidateITW(b *testing.B) {
	kinds, docs := itwDocs(b)
	if _, err := Validate("map", []byte("{}")); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i, doc := range docs {
			if issues, err := Validate(kinds[i], doc); err != nil || len(issues) > 0 {
				b.Fatal(kinds[i], err, issues)
			}
		}
	}
}

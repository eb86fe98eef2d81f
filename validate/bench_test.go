package validate

import (
	"runtime/debug"
	"testing"

	"github.com/sandtable/sandtable/schema"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// BenchmarkBuiltinData validates every built-in file (map, ruleset, OOB,
// errata, Scenarios 1 and 2) from scratch, as `sandtable-cli validate` does.
func BenchmarkBuiltinData(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if ds := BuiltinData(); HasErrors(ds) {
			b.Fatal(ds)
		}
	}
}

// BenchmarkScenario1Warm validates Scenario 1 with its map, OOB and ruleset
// already loaded: the editor's live re-validation after an edit.
func BenchmarkScenario1Warm(b *testing.B) {
	s := NewSession(Builtin{})
	data, err := Builtin{}.ReadFile(s1Path)
	if err != nil {
		b.Fatal(err)
	}
	s.Bytes(s1Path, data)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		s.Bytes(s1Path, data)
	}
}

// BenchmarkITWGame validates the whole ITW game folder (map, OOB, ruleset,
// errata and every scenario, then the checks across scenarios) from
// scratch, as `sandtable-cli validate scenarios/itw-shiloh` does (issue
// #17's first figure).
func BenchmarkITWGame(b *testing.B) {
	root, err := newRepoRooted()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		ds, err := NewSession(root).Game("../scenarios/itw-shiloh")
		if err != nil || HasErrors(ds) {
			b.Fatal(err, ds)
		}
	}
}

// BenchmarkITWGameBatchGC is BenchmarkITWGame with the collector's target
// `sandtable-cli validate` runs at (BatchGCPercent); BenchmarkITWGame keeps
// Go's default, for comparison with its earlier figures.
func BenchmarkITWGameBatchGC(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(BatchGCPercent))
	BenchmarkITWGame(b)
}

// BenchmarkITWGameCachedBatchGC is BenchmarkITWGameCached at BatchGCPercent:
// the CLI's second run on unchanged files.
func BenchmarkITWGameCachedBatchGC(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(BatchGCPercent))
	BenchmarkITWGameCached(b)
}

// BenchmarkITWGameCached is BenchmarkITWGame as the CLI runs it a second
// time on unchanged files: the schema results come from its cache folder
// (schema.SetCacheDir), every other stage runs in full.
func BenchmarkITWGameCached(b *testing.B) {
	root, err := newRepoRooted()
	if err != nil {
		b.Fatal(err)
	}
	schema.SetCacheDir(b.TempDir())
	defer schema.SetCacheDir("")
	if _, err := NewSession(root).Game("../scenarios/itw-shiloh"); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		ds, err := NewSession(root).Game("../scenarios/itw-shiloh")
		if err != nil || HasErrors(ds) {
			b.Fatal(err, ds)
		}
	}
}

// newRepoRooted returns the resolver confined to the repository.
func newRepoRooted() (jsonfile.Rooted, error) { return jsonfile.NewRooted("..") }

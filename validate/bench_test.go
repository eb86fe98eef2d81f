package validate

import "testing"

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

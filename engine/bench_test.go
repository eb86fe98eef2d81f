package engine

import "testing"

// BenchmarkChecksScenario1 runs every setup legality check over ITW
// Scenario 1 (188 setup rows, 54 reinforcement rows, 4 constraints).
func BenchmarkChecksScenario1(b *testing.B) {
	m, oob, sc := loadS1(&testing.T{})
	geo, err := m.Geometry()
	if err != nil {
		b.Fatal(err)
	}
	rs, err := BuiltinRuleset("gbacw")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		p := NewSetupPosition(sc, oob, m, geo, rs)
		if vs := RunChecks(p); len(vs) != 0 {
			b.Fatal(vs)
		}
	}
}

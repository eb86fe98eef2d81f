package plategen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestMeasureLight300 prints two maps at 300 dpi, scans them light, traces
// them as a designer would (4 taught hexes per type, colours picked, three
// calibration clicks) and logs the figures. It is a measurement, not a
// gate: it checks only that every hex and side is scored.
func TestMeasureLight300(t *testing.T) {
	t.Parallel() // reads only its own maps and scans; the tracer has no switch set here
	if testing.Short() {
		t.Skip("prints, scans and traces two 300 dpi maps")
	}
	var rows []printgen.Row
	for _, seed := range []uint64{1, 2} {
		pm, err := New(seed, 9, 6)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d style: %s", seed, pm.Style)
		rs, err := pm.Measure(context.Background(), 300, Levels[:1], trace.DefaultOptions(), func(s string) { t.Log(s) })
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != 1 {
			t.Fatalf("seed %d: %d results, want 1", seed, len(rs))
		}
		r := rs[0]
		if r.Hexes != len(pm.Truth.Hexes) || r.Score.Terrain.Items != len(pm.Truth.Hexes) {
			t.Errorf("seed %d: scored %d hexes (%d terrain items), the map has %d", seed, r.Hexes, r.Score.Terrain.Items, len(pm.Truth.Hexes))
		}
		if r.LevelsRight+r.LevelsWrongSure > r.Hexes {
			t.Errorf("seed %d: %d levels right and %d wrong of %d hexes", seed, r.LevelsRight, r.LevelsWrongSure, r.Hexes)
		}
		rows = append(rows, printgen.Row{Style: "plate", Seeds: 1, Result: r})
	}
	t.Logf("\n%s", printgen.Table(rows))
}

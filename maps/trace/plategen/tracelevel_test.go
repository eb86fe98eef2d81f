package plategen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// traceLight prints the plate-style map of seed (16 x 12 hexes) at dpi,
// scans it at the light level and traces it with the default options, as
// Measure does, reading terrain, water and roads only
// (Options.SkipContours: the tests that call it score roads); it fails t
// on any error.
func traceLight(t *testing.T, seed uint64, dpi float64) (*Map, *trace.Proposal) {
	t.Helper()
	pm, err := New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	p, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	opt := trace.DefaultOptions()
	opt.SkipContours = true
	pr, err := pm.TraceLevel(context.Background(), p, dpi, Levels[0], opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pm, pr
}

// lightRoads traces the plate-style maps of seeds at dpi (traceLight) and
// returns their road steps right, false and missed against the known maps,
// summed, logging each seed's.
func lightRoads(t *testing.T, dpi float64, seeds ...uint64) printgen.PR {
	t.Helper()
	var sum printgen.PR
	for _, seed := range seeds {
		pm, pr := traceLight(t, seed, dpi)
		res, err := printgen.Evaluate(pm.Truth, pr)
		if err != nil {
			t.Fatal(err)
		}
		r := res.RoadPR()
		t.Logf("seed %d: roads %d right, %d false, %d missed", seed, r.TP, r.FP, r.FN)
		sum.TP, sum.FP, sum.FN = sum.TP+r.TP, sum.FP+r.FP, sum.FN+r.FN
	}
	t.Logf("roads %d right, %d false, %d missed", sum.TP, sum.FP, sum.FN)
	return sum
}

package plategen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// traceLight prints the plate-style map of seed (16 x 12 hexes) at dpi,
// scans it at the light level and traces it with the default options, as
// Measure does; it fails t on any error.
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
	pr, err := pm.TraceLevel(context.Background(), p, dpi, Levels[0], trace.DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return pm, pr
}

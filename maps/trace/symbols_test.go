package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestSymbolRangeFloor: a type whose examples show much symbol ink (a
// town's blocks) rejects a bare hex, which is moved to a type whose art fits;
// one whose examples show only the specks and outlines of plain art (Tiled's
// steppe tile read 7% in one hex, 0% in others) keeps its bare hexes.
func TestSymbolRangeFloor(t *testing.T) {
	for _, c := range []struct {
		shares []float64
		share  float64
		want   bool
	}{
		{[]float64{0.30, 0.34}, 0.0, false}, // town blocks, a bare hex
		{[]float64{0.30, 0.34}, 0.2, true},  // the town's thinner edge
		{[]float64{0.069}, 0.0, true},       // plain art, a hex with no specks
		{[]float64{0.069}, 0.2, false},      // plain art, a hex full of symbols
		{[]float64{0.02, 0.11}, 0.0, true},  // four examples of plain art
		{[]float64{0.15}, 0.0, false},       // scattered symbols, a bare hex
	} {
		if got := trace.SymbolRangeFits(c.shares, c.share); got != c.want {
			t.Errorf("examples %v, share %.2f: fits %v, want %v", c.shares, c.share, got, c.want)
		}
	}
}

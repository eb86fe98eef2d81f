package trace

import (
	"math"
	"testing"
)

// Yellow ink darkens the blue channel alone: weights that leave blue out
// (hueWeights) read a yellow screen's dot over the paper as next to
// nothing, where the sheet-wide weights read it at a good share of the
// contour's density, and they still read the brown contour ink at 1.
func TestHueWeights(t *testing.T) {
	ink := [3]float64{120, 95, 40}
	hexes, _ := darkTintSamples(false)
	w, ok := hueWeights(ink, hexes, nil)
	if !ok {
		t.Fatal("no weights for a brown ink")
	}
	global := contourWeights(ink, hexes, nil)
	read := func(w [3]float64, col [3]float64) float64 {
		s := 0.0
		for c := range 3 {
			s += w[c] * (density(col[c]) - density(inkPaper))
		}
		return s
	}
	if got := read(w, ink); math.Abs(got-1) > 1e-6 {
		t.Errorf("the contour ink reads %.3f, want 1", got)
	}
	if math.Abs(w[2]) > 1e-3 {
		t.Errorf("weights %v: want the blue at about 0", w)
	}
	// a yellow dot on the paper: red and green as the paper's, blue low
	yellow := [3]float64{inkPaper * 0.99, inkPaper * 0.93, inkPaper * 0.08}
	hy, gy := read(w, yellow), read(global, yellow)
	t.Logf("weights %v (sheet-wide %v); a yellow dot reads %.3f (sheet-wide %.3f)", w, global, hy, gy)
	if !(math.Abs(gy) > 5*math.Abs(hy)) {
		t.Errorf("a yellow dot reads %.3f without blue, %.3f sheet-wide: want under a fifth of the other", hy, gy)
	}
}

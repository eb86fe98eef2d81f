package trace

import (
	"math"
	"testing"
)

// TestGreyRoadInk: a black road ink picked off a scan (the paper's tint in
// it) has no hue; red and brown road inks do.
func TestGreyRoadInk(t *testing.T) {
	for _, c := range []struct {
		ink  [3]float64
		grey bool
	}{
		{[3]float64{32, 33, 31}, true},
		{[3]float64{25, 25, 27}, true},
		{[3]float64{40, 40, 36}, true},
		{[3]float64{185, 35, 35}, false},
		{[3]float64{230, 40, 30}, false},
		{[3]float64{102, 56, 33}, false},
		{[3]float64{90, 50, 30}, false},
	} {
		if got := greyRoadInk(c.ink); got != c.grey {
			t.Errorf("greyRoadInk(%v) = %v, want %v", c.ink, got, c.grey)
		}
	}
}

// TestKindBlackRoad: with a black road ink, black printed over paper and
// over tints (fully or half covering the pixel) is road ink, while a dark
// green tree outline over a woods tint is not. The old reader took such
// samples for the opaque black ink, or dropped them by the grey ink's
// noisy weakest channel.
func TestKindBlackRoad(t *testing.T) {
	k := newInks(Options{Water: RGB{40, 120, 210}, Road: RGB{32, 33, 31}, Contour: RGB{130, 85, 35}, Overprint: true})
	if !k.greyRoad {
		t.Fatal("a black road ink is not taken as grey")
	}
	black := 0.13
	bgs := map[string][3]float64{
		"paper": {245, 243, 235},
		"field": {240, 232, 190},
		"woods": {150, 200, 90},
		"marsh": {200, 225, 230},
		"town":  {215, 215, 210},
	}
	for name, bg := range bgs {
		for _, cover := range []float64{1, 0.7, 0.5} {
			var p [3]float64
			for c := range 3 {
				p[c] = bg[c] * (1 - cover*(1-black))
			}
			if got := k.kind(p, bg, false); got != inkRoad {
				t.Errorf("black over %s at %.0f%%: kind %d, want road (%d)", name, 100*cover, got, inkRoad)
			}
		}
	}
	// a dark green outline (cyan and yellow solid, 60% black) over woods
	woods := bgs["woods"]
	outline := [3]float64{0.03 * 0.99 * 0.48, 0.66 * 0.92 * 0.48, 0.9 * 0.05 * 0.48}
	var p [3]float64
	for c := range 3 {
		p[c] = 255 * outline[c]
	}
	if got := k.kind(p, woods, false); got == inkRoad {
		t.Errorf("dark green outline over woods %v: read as road ink", p)
	}
}

// TestSteadyLine: a line under the strip's centre at most places along
// the step (a dashed road) keeps its absorption in the median; texture
// there at fewer than half the places (tree outlines, a hex's number)
// reads none.
func TestSteadyLine(t *testing.T) {
	var offs []float64
	for o := -0.3; o <= 0.3+1e-9; o += 0.02 {
		offs = append(offs, o)
	}
	rows := func(every int, on int) [][]float64 {
		var out [][]float64
		for r := range 40 {
			ry := make([]float64, len(offs))
			if r%every < on {
				for k, o := range offs {
					if math.Abs(o) <= 0.03 {
						ry[k] = 2
					}
				}
			}
			out = append(out, ry)
		}
		return out
	}
	cb := corridorBase{}
	for _, c := range []struct {
		name     string
		every    int
		on       int
		wantLine bool
	}{
		{"solid", 1, 1, true},
		{"dashed 7/10", 10, 7, true},
		{"dashed 3/5", 5, 3, true},
		{"texture 2/5", 5, 2, false},
		{"text 1/3", 3, 1, false},
	} {
		v := steadyLine(rows(c.every, c.on), offs, 0, 0.04, cb, 0.5)
		if (v > 1) != c.wantLine {
			t.Errorf("%s: steady %.2f, line %v", c.name, v, c.wantLine)
		}
	}
}

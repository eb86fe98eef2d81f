package trace

import (
	"math"
	"testing"
)

// darkTintSamples returns taught hexes of paper and of a tint (cyan and
// yellow screens: blue swinging near the black point where pinnedBlue), and
// their types.
func darkTintSamples(pinnedBlue bool) (hexes [][][3]float64, types []string) {
	paper := func(i int) [3]float64 { return [3]float64{240 - float64(i%5), 236 + float64(i%3), 225 + float64(i%4)} }
	tint := func(i int) [3]float64 {
		b := 8 + float64(i%9)*3
		if !pinnedBlue {
			b = 150 + float64(i%9)*3
		}
		return [3]float64{140 + float64(i%7)*3, 186 + float64(i%5)*2, b}
	}
	for k := range 6 {
		var cols [][3]float64
		for i := range 200 {
			if k%2 == 0 {
				cols = append(cols, paper(i+k))
			} else {
				cols = append(cols, tint(i+k))
			}
		}
		hexes = append(hexes, cols)
		types = append(types, []string{"field", "woods"}[k%2])
	}
	return hexes, types
}

// Over a tint that holds the blue at the black point, a brown contour
// printed over it darkens the red and green: the dark-tint weights read it
// there from those two alone, give it 1 and keep the sheet-wide weights on
// the paper; a sheet with no such tint keeps the sheet-wide weights.
func TestDarkTintWeights(t *testing.T) {
	ink := [3]float64{120, 95, 40}
	global := [3]float64{-0.62, -0.19, 0.94}
	hexes, types := darkTintSamples(true)
	tw := darkTintWeights(ink, global, hexes, types)
	if tw == nil || len(tw.w) != 2 {
		t.Fatalf("want weights for 2 types, got %+v", tw)
	}
	if tw.w[0] != global {
		t.Errorf("paper weights %v, want the sheet-wide %v", tw.w[0], global)
	}
	wd := tw.w[1]
	if wd[2] != 0 || !(wd[0] > 0) || !(wd[1] > 0) {
		t.Errorf("tint weights %v: want red and green only", wd)
	}
	// the ink over the tint's median reads 1 with them
	med := [3]float64{149, 190, 20}
	s := 0.0
	for c := range 2 {
		line := med[c] * ink[c] / inkPaper
		s += wd[c] * (density(line) - density(med[c]))
	}
	if math.Abs(s-1) > 0.1 {
		t.Errorf("ink over the tint reads %.3f, want about 1", s)
	}
	// the sheet-wide weights read the same line over the tint as lighter
	// than the tint (blue held, red and green counted against it)
	g := 0.0
	for c := range 2 {
		line := med[c] * ink[c] / inkPaper
		g += global[c] * (density(line) - density(med[c]))
	}
	if g >= 0 {
		t.Errorf("sheet-wide weights read the ink over the tint at %.3f, want < 0", g)
	}
	hexes, types = darkTintSamples(false)
	if tw := darkTintWeights(ink, global, hexes, types); tw != nil {
		t.Errorf("no tint at the black point: want nil, got %+v", tw)
	}
}

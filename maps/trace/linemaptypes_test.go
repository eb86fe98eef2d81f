package trace

import (
	"math"
	"testing"
)

// Over a tint that leaves the blue channel at the scanner's black point,
// the per-type weights take the contour ink from the red and green, where
// the sheet-wide weights lean on the blue.
func TestTypeWeightsAvoidCrushedChannel(t *testing.T) {
	ink := [3]float64{120, 95, 40}
	paper := func(i int) [3]float64 { return [3]float64{240 - float64(i%5), 236 + float64(i%3), 225 + float64(i%4)} }
	woods := func(i int) [3]float64 {
		// cyan and yellow screens: red and green vary a little, blue swings
		return [3]float64{150 + float64(i%7)*3, 200 + float64(i%5)*2, 8 + float64(i%9)*9}
	}
	var hexes, grid [][][3]float64
	var types []string
	for k := range 6 {
		var cols, side [][3]float64
		for i := range 200 {
			if k%2 == 0 {
				cols = append(cols, paper(i+k))
			} else {
				cols = append(cols, woods(i+k))
			}
		}
		for range 20 {
			side = append(side, [3]float64{40, 40, 40})
		}
		hexes, grid = append(hexes, cols), append(grid, side)
		types = append(types, []string{"field", "woods"}[k%2])
	}
	tw := typeWeights(ink, hexes, grid, types)
	if tw == nil || len(tw.w) != 2 {
		t.Fatalf("want weights for 2 types, got %+v", tw)
	}
	wd := tw.w[1] // woods sorts after field
	// the contour over the woods' median: its red and green show
	line := [3]float64{}
	med := [3]float64{159, 204, 44}
	for c := range 3 {
		line[c] = max(scanBlack, med[c]*ink[c]/inkPaper)
	}
	resp := 0.0
	for c := range 3 {
		resp += wd[c] * (density(line[c]) - density(med[c]))
	}
	if math.Abs(wd[2]) > math.Abs(wd[1]) || resp < 0.9 {
		t.Errorf("woods weights %.2f lean on the crushed blue or read the line weakly (%.2f)", wd, resp)
	}
}

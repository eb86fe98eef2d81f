package trace

import "os"

// Contour-ink weights without the blue channel, for the averaged line map
// of a sheet with the overprint mark (an experiment, off: SANDTABLE_LINE_HUE=1).
// The yellow plate is screened at 0 or 90 degrees, the scan's own axes,
// and its dots beat against the pixel grid; yellow ink darkens the blue
// channel alone, so weights that leave blue out give the beat nothing to
// read, while the brown contour ink still darkens red and green.

// lineHueOn: the averaged map of a marked sheet reads with hueWeights in
// place of the sheet-wide weights (every type not pinned, darkTintWeights).
var lineHueOn = os.Getenv("SANDTABLE_LINE_HUE") == "1"

// hueBlueVar is the texture variance (density units squared) hueWeights
// sets on the blue channel: large enough to leave it out.
const hueBlueVar = 1e6

// hueWeights returns contourWeights' weights whitened as they are but
// with the blue channel's variance at hueBlueVar (its weight about 0); ok
// false where the ink then reads no density (its red and green alone
// cannot be told from neutral ink).
func hueWeights(ink [3]float64, hexes, grid [][][3]float64) ([3]float64, bool) {
	var d [3]float64
	for c := range 3 {
		d[c] = density(ink[c]) - density(inkPaper)
	}
	tex := deviations(hexes, hexes)
	gr := deviations(hexes, grid)
	var cov [3][3]float64
	for i := range 3 {
		for j := range 3 {
			cov[i][j] = tex[i][j] + gr[i][j] + textureNeutral/3
		}
		cov[i][i] += textureFloor
	}
	cov[2][2] += hueBlueVar
	w, ok := solve3(cov, d)
	if !ok {
		return [3]float64{}, false
	}
	k := w[0]*d[0] + w[1]*d[1] + w[2]*d[2]
	if !(k > 1e-9) {
		return [3]float64{}, false
	}
	return [3]float64{w[0] / k, w[1] / k, w[2] / k}, true
}

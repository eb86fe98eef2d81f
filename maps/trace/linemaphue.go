package trace

import "os"

// Contour-ink weights without the blue channel, for the averaged line map
// of a sheet with the overprint mark.
//
// The sheet-wide weights (contourWeights) read the brown contour ink
// mostly by its blue density. On an offset-printed plate sheet the yellow
// plate is screened at 0 or 90 degrees, the scan's own axes, and its dots
// beat against the pixel grid; yellow ink darkens the blue channel and
// next to nothing else, so over the woods' yellow and cyan screens (and
// the canopy blobs' darker ones) the line filter reads the beat as short,
// dead straight lines along x and y, several across every side, and the
// contour under the tint is lost among them. Weights whitened as the
// sheet-wide ones but with the blue channel left out (hueWeights) give the
// yellow screen nothing to read: the contour ink is read by its red and
// green density against the texture and neutral ink (grid, ids), which
// the yellow barely touches. On marked sheets these stand in for the
// sheet-wide weights in the per-type weights of the averaged map
// (darkTintWeights) on the yellow-heavy taught types (hueBlueLevel) that do
// not hold a channel at the black point, whether or not a type is pinned.

// lineHueOn: the averaged map of a marked sheet reads with hueWeights in
// place of the sheet-wide weights (on; SANDTABLE_LINE_HUE=0 turns it off).
var lineHueOn = os.Getenv("SANDTABLE_LINE_HUE") != "0"

// hueBlueLevel: the taught types whose median blue (0..255) is under this
// read without blue, the yellow-heavy tints (plate woods, thicket,
// orchard); paper, field, marsh and town keep the sheet-wide weights, over
// which red and green weights read the field's magenta screen and the grid
// as lines (every type without blue: plate seeds 21-22 at 300 dpi light,
// the averaged map's sides in the open 86.8 -> 72.3% right; plate 21-25
// light 58.1% of the counts right, 31-35 68.1%; at 160: 59.9 and 68.8%).
const hueBlueLevel = 160

// hueBlueVar is the texture variance (density units squared) hueWeights
// sets on the blue channel: large enough to leave it out (its weight under
// 1e-6 of the others').
const hueBlueVar = 1e6

// hueWeights returns contourWeights' weights (the contour ink's density
// direction whitened against the taught hexes' texture, the grid's and
// neutral ink, scaled so the ink on paper reads 1) with the blue channel's
// variance at hueBlueVar, so its weight is about 0. ink is the picked
// contour colour, hexes and grid the taught hexes' interior and side
// samples. Not ok where the ink's red and green alone read no density
// apart from neutral ink.
func hueWeights(ink [3]float64, hexes, grid [][][3]float64) ([3]float64, bool) {
	d, cov := inkTexture(ink, hexes, grid)
	cov[2][2] += hueBlueVar
	return inkWeights(d, cov)
}

// lineTintWeights returns the per-type weights the averaged maps of marked
// sheets read with (typedFor): darkTintWeights over the sheet-wide
// weights global, or, while lineHueOn is set and the ink reads without
// blue, with hueWeights on the types whose median blue is under
// hueBlueLevel (returned even where no type holds a channel at the black
// point).
func lineTintWeights(ink, global [3]float64, hexes, grid [][][3]float64, types []string) *typedWeights {
	if lineHueOn {
		if hw, ok := hueWeights(ink, hexes, grid); ok {
			return tintWeights(ink, global, hexes, types, hw, hueBlueLevel)
		}
	}
	return darkTintWeights(ink, global, hexes, types)
}

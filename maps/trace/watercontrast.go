package trace

// A dark grid line on a sheet whose scan shifted its hue (a yellowed
// paper, a JPEG's colour smear) unmixes, against the measured grid ink, as
// grid ink plus a share of water ink: its density over the paper is nearly
// the same in every channel, with a little too much where the grid was
// measured lighter. A stream printed over the grid line adds the water
// ink's own hue: its density is larger, by a good part of the water ink's,
// in the channel the water ink absorbs most than in the one it absorbs
// least.
//
// waterContrast asks that of a sample waterOverGrid unmixes as water over
// the grid: its density over bg in the water ink's densest channel must
// exceed that in the ink's palest channel by contrastShare of the water
// ink's own difference, at least (half the least share of ink a sample
// needs, minInk). Measured on plate seeds 21-30 at 150 dpi light (water
// sides right, false, missed 196, 78, 19 -> 189, 59, 26; the true sides
// lost were read as before but left in short weak chains that
// dropShortWater then drops, flagged) and 21-24 moderate (74, 26, 8 -> 70,
// 21, 12); on seed 25 at 150 moderate, whose yellowed scan made the grid
// line read wet on 141 sides before the path rules, a sample unmixed over
// the grid was on a dry side 1486 times and on a true stream 548 times.
// Printed seeds 21 (150 light and heavy) and 24 (150 light) unchanged.
// Coarse scans only: finer ones do not unmix water over the grid.
const contrastShare = minInk / 2

// waterContrastRule switches waterContrast (the water diagnostics compare).
var waterContrastRule = true

// waterContrast reports whether p over bg shows the water ink's hue
// contrast (see above).
func (k *inks) waterContrast(p, bg [3]float64) bool {
	if !waterContrastRule {
		return true
	}
	u, w := k.densities(p, bg)
	hi, lo := strongest(w), weakest(w)
	if hi < 0 || lo < 0 {
		return true
	}
	return u[hi]-u[lo] >= contrastShare*(w[hi]-w[lo])
}

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
// needs, minInk).
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

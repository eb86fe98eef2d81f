package trace

import "slices"

// A plate map's marsh is a light cyan tint strewn with tufts: short strokes
// of the water ink (0.1-0.12 mm) in loose rows. Along a side of a marsh,
// on a coarse scan, the tint's edge and a row of tufts read as a faint
// stream: a line a pixel or so across that the readers follow along much
// of the side. dropMarshWater drops, flagged, such a side read wet short
// of sure (water confidence under marshSure) on a coarse scan (under 7
// px/mm) of an art sheet. A hex is a marsh by its tint, not its name:
// light (density summed over the channels under marshDense) and cyan
// (marshHue at marshCyan or more). Between two light tints a true stream
// keeps both its edges and reads near its printed width, so a side whose
// followed line averages under marshWetMM across is dropped. Beside a
// dense tint (woods, a thicket) a true stream reads as thin as the tufts;
// there a side is dropped only when its line is under marshDenseWetMM
// across and the water ink's median share over its grid line
// (waterTrack.Over, over the places where it unmixed, at least
// marshOverPlaces of them) is under marshOver: a stream blurred into its
// grid line unmixes as mostly water, a tint's edge and tufts beside the
// line do not. On a blurred scan (not waterTrack.Sharp: blur at
// runSharpBlur or more) Over is read without the hue test, and the grid
// line unmixes as partly water at nearly every place: there the share must
// be under marshOverBlurred. Measured on the blurred plate sheets of seeds
// 21-47 at 150 dpi (moderate and heavy): texture beside the grid line
// 0.28-0.38, a stream under woods beside a marsh 0.59 (dropped at 0.7).
//
// Measured on plate seeds 21-28 at 150 dpi (the tints' summed density and
// red share, waterTrack.Dens): marsh 0.45-1.08 and 0.34-0.63; field
// 0.11-0.46 and under 0.18; town 0.41-1.02 and under 0.26; orchard
// 0.8-1.47 and under 0.3; thicket and woods 1.5 and more (woods' red share
// reaches 0.37). Sides dropped, false / true, on the dumps of plate 21-40
// at 150 dpi: light 17 / 0, moderate 16 / 1, heavy (21-28) 3 / 0.

// marshDense is the tint density (summed over the channels) under which a
// hex counts as light; marshCyan the red channel's share of a light
// tint's density at which it counts as a marsh's cyan; marshWetMM the
// followed width, mm, under which a side between light tints is texture;
// marshSure the water confidence at which a side is kept whatever its
// width; marshDenseWetMM, marshOver and marshOverPlaces the width (mm),
// grid-line water share and unmixed places of the test beside a dense
// tint; marshOverBlurred that share on a blurred scan.
const (
	marshDense = 1.3
	marshCyan  = 0.32
	marshWetMM = 0.25
	marshSure  = 0.99

	marshDenseWetMM  = 0.22
	marshOver        = 0.7
	marshOverBlurred = 0.5
	marshOverPlaces  = 3
)

// waterMarshRule switches dropMarshWater (off only in the tests that
// compare the sides without it: SetWaterMarshRule).
var waterMarshRule = true

// dropMarshWater drops, flagged under unsure, the thin wet sides between
// light tints beside a marsh on the coarse sheets marked in on (see
// above).
func dropMarshWater(sides []SideProposal, on []bool, unsure float64) {
	if !waterMarshRule {
		return
	}
	for i := range sides {
		s := &sides[i]
		if !s.Water || s.WaterConf >= marshSure || !sheetOn(on, s.sheet) || s.track.Fine || !s.track.Tracked {
			continue
		}
		if marshEdge(s.track) {
			s.Water = false
			s.WaterConf = min(s.WaterConf, unsure/2)
		}
	}
}

// marshEdge reports whether a side's track reads as a marsh's edge: one
// tint a light cyan, the followed line thin, and beside a dense tint the
// grid line's water share low too.
func marshEdge(tr waterTrack) bool {
	light, cyan := true, false
	for _, d := range tr.Dens {
		sum := d[0] + d[1] + d[2]
		light = light && sum < marshDense
		cyan = cyan || sum < marshDense && marshHue(d) >= marshCyan
	}
	switch {
	case !cyan:
		return false
	case light:
		return tr.Width < marshWetMM
	default:
		limit := marshOver
		if !tr.Sharp {
			limit = marshOverBlurred
		}
		o, n := unmixedOver(tr)
		return n >= marshOverPlaces && tr.Width < marshDenseWetMM && o < limit
	}
}

// unmixedOver returns the median of tr.Over over the places where it
// unmixed (the upper one of an even count) and how many places those are.
func unmixedOver(tr waterTrack) (float64, int) {
	var v []float64
	for _, o := range tr.Over {
		if o == o {
			v = append(v, float64(o))
		}
	}
	if len(v) == 0 {
		return 0, 0
	}
	slices.Sort(v)
	return v[len(v)/2], len(v)
}

// marshHue returns the red channel's share of a tint's optical density,
// from its densities d (red, green, blue): a cyan ink absorbs red, the
// yellow of fields and woods and a town's grey or red far less.
func marshHue(d [3]float32) float64 {
	return float64(d[0]) / max(float64(d[0]+d[1]+d[2]), 1e-6)
}

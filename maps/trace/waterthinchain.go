package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// On a coarse scan (under 7 px/mm) of a plate-like sheet, texture beside a
// grid line reads as a faint stream: the dark outlines of tree symbols
// lined up along a woods edge, a woods tint whose cyan is printed off
// register, a thicket's scribbles. Such a line is a pixel or so across
// (0.15-0.21 mm at 150 dpi) and makes a chain of one to a few water sides
// that runs nowhere, some of them read at every place. A printed stream
// is 0.25-0.6 mm across: on the same scans the chain it makes reads
// wider at one of its sides at least, however faint the rest.
//
// dropThinChains drops, flagged, every chain of water sides (sides meeting
// at corners) of at most shortChain sides, all followed on a coarse sharp
// scan (waterTrack.Tracked and Sharp: blur under runSharpBlur), none of
// whose followed lines averages thinChainMM across or more
// (waterTrack.Width). Unlike the other shape rules it does not wait for
// the art mark (artSheets): plate sheets whose woods are drawn as
// scattered ringed symbols (plate seeds 46 and 50 at 150 dpi light, 33
// and 8 false sides) are not marked, and carry most of the false water
// of a set of seeds. The printed style's grid lines measure 0.12-0.14 mm
// at 150 dpi (seeds 21-25, light and heavy), so the sharp test keeps the
// rule off there. Unlike dropShortWater it asks neither how sure the
// sides were read nor how many of a sheet's water sides are in short
// chains. On a blurred scan a stream under woods reads as thin as the
// texture and breaks into short chains, so there the rule stays off.
//
// Measured on the water dumps of plate seeds at 150 dpi (sides dropped,
// false / true): 21-28 light 4 / 0, 31-40 light 10 / 0, 21-28 moderate
// 4 / 0, 31-40 moderate 10 / 0; on seeds it was not tuned on, 41-48
// light 25 / 1 (5 / 0 on the art-marked sheets alone), 49-52 light 5 / 0.
// Chains of up to 3, 5 or 6 sides drop the same; 0.25 mm lost 1-3 true
// sides per cell. Heavy 31-50 without the sharp test: 4 / 3 (streams
// under woods on blurred sheets), with it 0 / 1. Printed
// sheets' short streams read as thin (printed 21-25 at 150 dpi: 3 true
// sides light, 9 heavy would go) but do not measure sharp.
const thinChainMM = 0.22

// waterThinChains switches dropThinChains (off only in the tests that
// compare the sides without it: SetWaterThinChains).
var waterThinChains = true

// dropThinChains drops the short thin chains of water sides (see above),
// flagged under unsure.
func dropThinChains(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	if !waterThinChains {
		return
	}
	idx := sideIndex(sides)
	seen := make([]bool, len(sides))
	var drop [][]int
	for i, s := range sides {
		if !s.Water || seen[i] {
			continue
		}
		chain := waterChain(g, sides, idx, i, seen)
		if len(chain) <= shortChain && thinChain(sides, chain) {
			drop = append(drop, chain)
		}
	}
	for _, chain := range drop {
		for _, j := range chain {
			sides[j].Water = false
			sides[j].WaterConf = min(sides[j].WaterConf, unsure/2)
		}
	}
}

// thinChain reports whether every side of chain was followed on a coarse
// sharp scan and reads under thinChainMM across.
func thinChain(sides []SideProposal, chain []int) bool {
	for _, j := range chain {
		s := sides[j]
		if !s.track.Tracked || s.track.Fine || !s.track.Sharp || s.track.Width >= thinChainMM {
			return false
		}
	}
	return true
}

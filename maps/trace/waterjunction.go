package trace

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The plate maps' streams seldom fork: of the corners read with three wet
// sides on plate seeds 21-30 at 150 dpi, few are true junctions; most are
// a stream with a texture side (woods screen, marsh tint) hanging off it.
// At such a corner the texture side is the one the readers followed
// least: its longest chained line covers the smallest share of the side
// (waterTrack.Share). dropJunctionWater drops, flagged, that side of each
// corner where three sides read wet on a coarse scan (under 7 px/mm),
// when its water confidence is under junctionConf; a printed map's forks
// read sure on all three branches.

// junctionConf is the water confidence under which a junction's least
// followed side is dropped.
const junctionConf = 0.3

// waterJunctionRule switches dropJunctionWater (off only in the tests
// that compare the sides without it: SetWaterJunctionRule).
var waterJunctionRule = true

// dropJunctionWater drops, flagged under unsure, the weakest side of each
// three-way water corner of the coarse sheets marked in on (see above).
func dropJunctionWater(g hexgrid.Grid, sides []SideProposal, on []bool, unsure float64) {
	if !waterJunctionRule {
		return
	}
	at := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		at[s.Side] = i
	}
	wet := func(s hexgrid.Hexside) (int, bool) {
		i, ok := at[s]
		return i, ok && sides[i].Water
	}
	var drop []int
	for i, s := range sides {
		if !s.Water || !sheetOn(on, s.sheet) || s.track.Fine || !s.track.Tracked {
			continue
		}
		for _, c := range corners(g, s.Side) {
			a, okA := wet(c[0])
			b, okB := wet(c[1])
			if !okA || !okB {
				continue
			}
			w := weakestWater(sides, i, a, b)
			if sides[w].WaterConf < junctionConf {
				drop = append(drop, w)
			}
		}
	}
	for _, i := range drop {
		sides[i].Water = false
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}

// weakestWater returns which of sides i, a, b its longest chained line
// covers the least share of (ties: the lower water confidence, then the
// first).
func weakestWater(sides []SideProposal, idx ...int) int {
	w := idx[0]
	for _, i := range idx[1:] {
		s, t := sides[i], sides[w]
		if s.track.Share < t.track.Share || (s.track.Share == t.track.Share && s.WaterConf < t.WaterConf) {
			w = i
		}
	}
	return w
}

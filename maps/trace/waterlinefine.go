package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// fineLineMax: fineLineWater reads scans coarser than this, px/mm.
const fineLineMax = 16

// On a fine printed scan (7 px/mm and finer) a stream often winds off the
// grid line it is printed over, and its line then shows no water (see
// fineWater), so the line alone does not tell a stream from texture. What
// fineWater leaves there as false water, on printed-style seeds 91-100 at
// 300 dpi light, is mostly the edge of a bluish woods tint along a field
// and marsh tufts: sides read under lineStrongHit whose line shows under
// lineDropRel of the sheet's (lineRef) and that do not join water at both
// their corners. A true stream read that weakly with a dry line is nearly
// always within a stream that runs on through both its corners.
// fineLineWater drops such sides, flagged under unsure, after the path
// rules, on scans under fineLineMax px/mm: at 600 dpi (23.6 px/mm, seeds
// 21-30 light and 21-26 heavy) it dropped 3 false sides for 4 true ones.
func fineLineWater(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	ref, ok := lineRef(sides, true)
	if !ok {
		return
	}
	idx := sideIndex(sides)
	var drop []int
	for i, s := range sides {
		if !s.Water || !lineSide(s, true) || s.waterHit >= lineStrongHit || !(s.track.PxMM*fineLineMax > 1) {
			continue
		}
		if m, ok := lineMid(s.track); !ok || m/ref >= lineDropRel || waterBothEnds(g, sides, idx, i) {
			continue
		}
		drop = append(drop, i)
	}
	for _, i := range drop {
		sides[i].Water = false
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}

package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A stream printed along the hexsides runs on through their corners; a
// printed-style stream that crosses the hexes reads wet on sides a corner
// or two apart (the sides it crosses in turn). What reads wet on a single
// hexside with no other water anywhere near it is the sheet's art: a woods
// blob whose cyan fringe follows one side, crown rings along a side, the
// tint and tufts at a marsh's edge.
//
// dropLoneWater drops, flagged, every lone water side: a side meeting no
// water side at its corners nor at the corners of the sides it meets
// (two corner steps), none of them at the map's edge (a corner with a side
// not traced: a stream may rise off the map). Measured on the sides as
// read on main bd4bcbb (TestDumpWaterSides), right, false, missed: plate
// seeds 21-30 at 300 dpi light 177, 62, 38 -> 174, 37, 41; 21-26 at 300
// moderate 140, 39, 12 -> 140, 27, 12; 21-24 at 150 light 79, 19, 3 ->
// 79, 15, 3; printed seeds 21-28 at 300 dpi light lost 1 true side of 349
// (seed 21: a one-side creek), and no false one was there to drop. Within
// one corner step (a lone chain of one side) printed seeds 21-28 at 300
// light lost 49 true sides: their streams cross the hexes.
const loneSteps = 2

// waterLoneRule switches dropLoneWater (the water tests compare).
var waterLoneRule = true

// dropLoneWater drops the lone water sides (see above) of the sheets on
// holds true for, flagged under unsure.
func dropLoneWater(g hexgrid.Grid, sides []SideProposal, on []bool, unsure float64) {
	if !waterLoneRule {
		return
	}
	idx := sideIndex(sides)
	var drop []int
	for i, s := range sides {
		if s.Water && sheetOn(on, s.sheet) && loneWater(g, sides, idx, i) {
			drop = append(drop, i)
		}
	}
	for _, i := range drop {
		sides[i].Water = false
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}

// loneWater reports whether side i of sides (idx: sideIndex) is lone: no
// side within loneSteps corner steps of it is water, and its own corners
// are all traced.
func loneWater(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int) bool {
	seen := map[int]bool{i: true}
	front := []int{i}
	for step := range loneSteps {
		var next []int
		for _, k := range front {
			for _, c := range corners(g, sides[k].Side) {
				for _, os := range c {
					j, ok := idx[os]
					switch {
					case !ok && step == 0:
						return false // at the map's edge
					case !ok || seen[j]:
						continue
					case sides[j].Water:
						return false
					}
					seen[j] = true
					next = append(next, j)
				}
			}
		}
		front = next
	}
	return true
}

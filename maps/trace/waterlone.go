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
// (two corner steps), all of those sides traced (near the map's edge a
// stream may rise off the map). A lone side read at all its places
// (loneWhole) between two hexes of one read type is kept: the fringe
// follows a type's edge, and crown rings and tufts read in pieces, while
// a printed creek of one side reads whole. Measured on the sides as read
// on main bd4bcbb (TestDumpWaterSides), right, false, missed: plate seeds
// 21-30 at 300 dpi light 177, 62, 38 -> 175, 41, 40; 21-28 at 300
// moderate 154, 41, 13 -> 154, 30, 13; 21-28 at 150 light 157, 33, 10 ->
// 157, 30, 10; printed seeds 21-28 at 300 light and 21-25 at 300 heavy
// unchanged (349 and 195 true sides). Without the whole-read exemption
// printed 21 at 300 light lost a one-side creek, and with the map's edge
// only at the side's own corners printed 24 at 300 heavy lost a side of
// its corner hex; within one corner step (a lone chain of one side)
// printed seeds 21-28 at 300 light lost 49 true sides: their streams
// cross the hexes.
const (
	loneSteps = 2
	loneWhole = 0.99
)

// waterLoneRule switches dropLoneWater (the water tests compare).
var waterLoneRule = true

// dropLoneWater drops the lone water sides (see above) of the sheets
// marked in on, flagged under unsure; terrain holds the read types.
func dropLoneWater(g hexgrid.Grid, sides []SideProposal, terrain map[hexgrid.Offset]string, on []bool, unsure float64) {
	if !waterLoneRule {
		return
	}
	idx := sideIndex(sides)
	var drop []int
	for i, s := range sides {
		if s.Water && sheetOn(on, s.sheet) && !wholeInType(g, s, terrain) && loneWater(g, sides, idx, i, unsure) {
			drop = append(drop, i)
		}
	}
	for _, i := range drop {
		sides[i].Water = false
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}

// wholeInType reports whether side s was read as water at loneWhole of its
// places or more between two hexes of one read type.
func wholeInType(g hexgrid.Grid, s SideProposal, terrain map[hexgrid.Offset]string) bool {
	a, b := g.SideHexes(s.Side)
	return s.waterHit >= loneWhole && terrain[a] != "" && terrain[a] == terrain[b]
}

// loneWater reports whether side i of sides (idx: sideIndex; unsure: the
// confidence under which a read is doubted) is lone: no
// side within loneSteps corner steps of it is water, and the sides at its
// own corners are traced, or it was doubted (loneEdgeDoubt). An untraced
// side further out does not keep it: near the map's edge, not at it, a
// lone read is texture like any other (plate seeds 21-30, 150 dpi light:
// false water sides 50 -> 47 against keeping every side within
// loneSteps of an untraced one).
func loneWater(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int, unsure float64) bool {
	if atMapEdge(g, idx, sides[i].Side) && (!loneEdgeDoubt || sides[i].WaterConf >= unsure) {
		return false // at the map's edge: a stream may rise off the map
	}
	seen := map[int]bool{i: true}
	front := []int{i}
	for range loneSteps {
		var next []int
		for _, k := range front {
			for _, c := range corners(g, sides[k].Side) {
				for _, os := range c {
					j, ok := idx[os]
					switch {
					case !ok, seen[j]:
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

// atMapEdge reports whether a side at side s's corners is not traced (in
// idx): s runs to the map's edge.
func atMapEdge(g hexgrid.Grid, idx map[hexgrid.Hexside]int, s hexgrid.Hexside) bool {
	for _, c := range corners(g, s) {
		for _, os := range c {
			if _, ok := idx[os]; !ok {
				return true
			}
		}
	}
	return false
}

// loneEdgeDoubt lets a lone side at the map's edge be dropped too when the
// readers doubted it (water confidence under unsure): a stream that
// rises off the map reads as any stream does, while the texture along the
// map's outer row and column reads wet at some places only
// (tests switch it). With the edge tested at the side's
// own corners, on the sides as read on plate seeds 21-30 (right, false,
// missed): 150 dpi light 189, 50, 26 -> 188, 44, 27; moderate 189, 39, 26
// -> 189, 35, 26; 300 dpi light 175, 36, 40 -> 174, 30, 41; moderate 194,
// 28, 21 -> 194, 24, 21; printed seeds 21-25 at 150 dpi light and heavy
// and 300 dpi light unchanged.
var loneEdgeDoubt = true

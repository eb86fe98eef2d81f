package trace

import (
	"maps"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// On an offset-printed sheet a tint made of two plates (a woods green of
// yellow and cyan) whose cyan plate is printed off register leaves a band
// of cyan alone along the tint's edges on one side of the shift: every
// edge of the type facing that way shows a thin teal line beside its grid
// line, which the water readers take for a stream. The plate shift is the
// same over the whole sheet, so the false streams gather on the edges of
// one type facing one or two of the six directions, while the edges facing
// the opposite way (where the yellow is left alone) read dry. A stream
// does not care which way a tint's edge faces.
//
// dropWaterFringes groups a sheet's sides between hexes of two read types
// by the two types and the direction from the first across the side (an
// edge class; each such side is in two, one for each of its hexes). A
// class with fringeMin water sides or more, and fringeRatio times as many
// as the class of the same two types facing the opposite way (one at
// least), is a fringe: its water sides are dropped, flagged, unless read
// at fringeSure of their places or more (a fringe is broken by the crowns
// and the screen; a stream printed on the side reads whole) or at both
// corners they meet water on a side outside that class (a stream that
// follows the edge for a side and runs on). Measured on plate seeds 21-40
// at 150 dpi light (water sides right, false, missed 384, 384, 37 -> 384,
// 282, 37), plate seeds 21-30 at 300 dpi light (177, 167, 38 -> 177, 100,
// 38) and 150 dpi heavy (186, 51, 29 -> 186, 36, 29); printed seeds 21-30
// at 150 dpi light, 21-25 at 150 heavy and 300 light unchanged. There a
// stream that follows the edge of a field for a few sides, with woods,
// marsh or a town across, makes 4-6 water sides facing one way: classes
// by one type only (the field's edges facing north-west, whatever lies
// across), or a least count of 4, lost 1-12 of their true sides.
const (
	fringeMin   = 5
	fringeRatio = 3
	fringeSure  = 0.99
)

// edgeClass is the class of a side between hexes of two types (see
// above): the sheet, the type of one hex and of the other, and the
// direction from the first across the side.
type edgeClass struct {
	sheet           int
	terrain, across string
	dir             hexgrid.Direction
}

// edgeClasses returns the two edge classes of side s (from each of its
// hexes, typed by terrain), and false when the two hexes are of one type
// or either is unread.
func edgeClasses(g hexgrid.Grid, s SideProposal, terrain map[hexgrid.Offset]string) ([2]edgeClass, bool) {
	a, b := g.SideHexes(s.Side)
	ta, tb := terrain[a], terrain[b]
	if ta == "" || tb == "" || ta == tb {
		return [2]edgeClass{}, false
	}
	return [2]edgeClass{{s.sheet, ta, tb, s.Side.Dir}, {s.sheet, tb, ta, s.Side.Dir.Opposite()}}, true
}

// fringeClasses returns the edge classes of sides that are fringes (see
// above), each with the set of its sides' indices.
func fringeClasses(g hexgrid.Grid, sides []SideProposal, terrain map[hexgrid.Offset]string) map[edgeClass]map[int]bool {
	members := map[edgeClass]map[int]bool{}
	wet := map[edgeClass]int{}
	for i, s := range sides {
		cs, ok := edgeClasses(g, s, terrain)
		if !ok {
			continue
		}
		for _, c := range cs {
			if members[c] == nil {
				members[c] = map[int]bool{}
			}
			members[c][i] = true
			if s.Water {
				wet[c]++
			}
		}
	}
	out := map[edgeClass]map[int]bool{}
	for c, m := range members {
		opp := c
		opp.dir = c.dir.Opposite()
		if wet[c] >= fringeMin && wet[c] >= fringeRatio*max(1, wet[opp]) {
			out[c] = m
		}
	}
	return out
}

// dropWaterFringes drops the water sides drops lists (fringeDrops: sides
// of fringe classes that do not run on through both corners), flagged
// under unsure, on the sheets on holds true for (indexed by sheet).
func dropWaterFringes(sides []SideProposal, drops []int, on []bool, unsure float64) {
	for _, i := range drops {
		if sheetOn(on, sides[i].sheet) {
			sides[i].Water = false
			sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
		}
	}
}

// fringeDrops returns the indices of the water sides of fringe classes
// read at under fringeSure of their places that do not run on through
// both corners (see above), on every sheet.
func fringeDrops(g hexgrid.Grid, sides []SideProposal, terrain map[hexgrid.Offset]string) []int {
	idx := sideIndex(sides)
	classes := slices.Collect(maps.Values(fringeClasses(g, sides, terrain)))
	if fringeUnion {
		union := map[int]bool{}
		for _, in := range classes {
			maps.Copy(union, in)
		}
		classes = []map[int]bool{union}
	}
	seen := map[int]bool{}
	var drop []int
	for _, in := range classes {
		for i := range in {
			if !seen[i] && sides[i].Water && sides[i].waterHit < fringeSure && !runsOnBeyond(g, sides, idx, i, in) {
				seen[i] = true
				drop = append(drop, i)
			}
		}
	}
	return drop
}

// runsOnBeyond reports whether side i of sides (idx: sideIndex) meets, at
// each of its corners, a water side not in class.
func runsOnBeyond(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int, class map[int]bool) bool {
	for _, c := range corners(g, sides[i].Side) {
		on := false
		for _, os := range c {
			if j, ok := idx[os]; ok && sides[j].Water && !class[j] {
				on = true
			}
		}
		if !on {
			return false
		}
	}
	return true
}

// fringeUnion: a fringe side runs on only through water sides in no fringe
// class (fringeDrops); the fringe along a woods edge zigzags through two
// classes (the edges facing west and south-west), and with the side's own
// class alone each side ran on through the other's.
var fringeUnion = true

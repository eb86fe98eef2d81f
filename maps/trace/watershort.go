package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A stream runs on: from where it rises to a junction with another or off
// the map, over many hexsides. Texture read as water (a marsh's tufts and
// tint beside its edge, crown outlines, a label's halo) makes short chains
// of a side or a few, each read at some of its places only: a short weak
// chain is a chain of water sides (sides meeting at corners) of at most
// shortChain sides, none of them at the map's edge (a corner with a side
// not traced) and none read at shortSure of its places or more. Printed
// maps have short streams too (a creek of two or three sides that rises
// and ends inland), so the chains are dropped, flagged, only on a sheet
// where they hold shortShare of its water sides or more: texture read as
// water there (printed seeds 21-30 at 150 dpi light: 0-11% of the water
// sides, all true; plate seeds 21-40: up to 48%, nearly all false). A
// sheet with no longer chain is left alone: its streams read broken, and
// the short chains are what is left of them. On a fine scan (7 px/mm or
// more; coarse ones are Tracked) only chains whose every side was already
// flagged count: on printed seed 24 at 300 dpi light the true streams read
// at under all their places in short chains, 7 of 28 sides, and the rule
// dropped them; they were read sure, while the plate's texture at 300 dpi
// is mostly read doubtful already (plate seeds 21-30, 300 dpi light: false
// 100 -> 65, no true side lost; printed 21-25 unchanged).
//
// Measured after dropWaterFringes, water sides right, false, missed: plate
// seeds 21-40 at 150 dpi light 384, 282, 37 -> 380, 154, 41; seeds 21-25
// at 150 moderate 91, 135, 15 -> 91, 101, 15; seeds 21-30 at 150 heavy
// 186, 36, 29 -> 180, 22, 35; printed seeds 21-30 at 150 dpi light and
// 21-25 at 150 heavy unchanged. See FIGURES.md, "Session 33:
// s33-platewater".
const (
	shortChain = 4
	shortSure  = 0.99
	shortShare = 0.2
)

// dropShortWater drops the short weak chains of water sides of a sheet
// that reads texture as water (see above), flagged under unsure, on the
// sheets on holds true for (indexed by sheet).
func dropShortWater(g hexgrid.Grid, sides []SideProposal, on []bool, unsure float64) {
	idx := sideIndex(sides)
	seen := make([]bool, len(sides))
	var short [][]int
	long := map[int]bool{} // by sheet (a chain's first side's)
	wet, weak := map[int]int{}, map[int]int{}
	for i, s := range sides {
		if !s.Water || seen[i] {
			continue
		}
		chain := waterChain(g, sides, idx, i, seen)
		wet[s.sheet] += len(chain)
		if len(chain) > shortChain {
			long[s.sheet] = true
			continue
		}
		if !shortKept(g, sides, idx, chain) && (s.track.Tracked || allFlagged(sides, chain, unsure)) {
			short = append(short, chain)
			weak[s.sheet] += len(chain)
		}
	}
	for _, chain := range short {
		sh := sides[chain[0]].sheet
		if !sheetOn(on, sh) || !long[sh] || float64(weak[sh]) < shortShare*float64(wet[sh]) {
			continue
		}
		for _, j := range chain {
			if !sheetOn(on, sides[j].sheet) {
				continue
			}
			sides[j].Water = false
			sides[j].WaterConf = min(sides[j].WaterConf, unsure/2)
		}
	}
}

// waterChain returns the indices of the water sides joined to side i of
// sides (idx: sideIndex) through corners, marking them in seen.
func waterChain(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int, seen []bool) []int {
	chain := []int{i}
	seen[i] = true
	for k := 0; k < len(chain); k++ {
		for _, c := range corners(g, sides[chain[k]].Side) {
			for _, os := range c {
				if j, ok := idx[os]; ok && sides[j].Water && !seen[j] {
					seen[j] = true
					chain = append(chain, j)
				}
			}
		}
	}
	return chain
}

// shortKept reports whether a short chain of water sides is kept: one of
// its sides is at the map's edge or was read at shortSure or more.
func shortKept(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, chain []int) bool {
	for _, i := range chain {
		if sides[i].waterHit >= shortSure {
			return true
		}
		for _, c := range corners(g, sides[i].Side) {
			for _, os := range c {
				if _, ok := idx[os]; !ok {
					return true
				}
			}
		}
	}
	return false
}

// allFlagged reports whether every side of chain has a water confidence
// under unsure (flagged for review).
func allFlagged(sides []SideProposal, chain []int, unsure float64) bool {
	for _, i := range chain {
		if sides[i].WaterConf >= unsure {
			return false
		}
	}
	return true
}

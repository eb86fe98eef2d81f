package trace

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// A watercourse printed along hexsides is a path: each of its sides meets
// another at each end corner, except where it rises or leaves the map.
// reconcileWater uses this on the sides read one at a time: a side whose
// share of samples showing water (the hit fraction decide turned into
// yes/no) fell short but that joins water at both its corners is a gap in
// a chain and is filled (at each corner exactly one of the two other sides
// is water: the stream would end there); a weak read with no water at
// either corner is dropped. Both are flagged for review.

// Hit fractions (see decide) of the path rules. Measured on printed-style
// seeds 1-5 (water sides missed, false): at 300 dpi light 4, 7 before the
// rules, 3, 3 after; at 150 dpi heavy 14, 7 -> 15, 4. A fill from 0.2 or
// gaps with water on both sides at a corner filled too, and lone sides
// dropped up to 0.75, each cost more than they gained.
const (
	waterFill = 0.35 // least fraction of a gap side that is filled
	waterLone = 0.6  // a lone water side under this fraction is dropped
)

// waterShare returns the hit fraction a water proposal was decided from.
func waterShare(s SideProposal) float64 {
	if s.Water {
		return 0.5 + s.WaterConf/2
	}
	return 0.5 - s.WaterConf/2
}

// reconcileWater revisits the water proposals of sides by path continuity
// (see above); a changed side's confidence is set under unsure. Corners
// with a side not traced count as having no water there.
func reconcileWater(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	f := make([]float64, len(sides))
	for i, s := range sides {
		f[i] = waterShare(s)
	}
	// wetAt counts the water sides among side i's two others at corner c.
	wetAt := func(i, c int) int {
		n := 0
		for _, os := range corners(g, sides[i].Side)[c] {
			if j, ok := idx[os]; ok && sides[j].Water {
				n++
			}
		}
		return n
	}
	flag := func(i int, wet bool) {
		sides[i].Water = wet
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
	for range reconcileRounds {
		var fill []int
		for i, s := range sides {
			if !s.Water && f[i] >= waterFill && wetAt(i, 0) == 1 && wetAt(i, 1) == 1 {
				fill = append(fill, i)
			}
		}
		if len(fill) == 0 {
			break
		}
		for _, i := range fill {
			flag(i, true)
		}
	}
	var lone []int
	for i, s := range sides {
		if s.Water && f[i] < waterLone && wetAt(i, 0) == 0 && wetAt(i, 1) == 0 {
			lone = append(lone, i)
		}
	}
	for _, i := range lone {
		flag(i, false)
	}
}

// settleWater applies the path rules to the water proposals of sides as
// read (on fine printed scans read again by fineWater): gaps filled and
// lone reads dropped (reconcileWater); with overprinted inks (printed
// maps) also weak spurs and tails (pruneWaterSpurs) and reads that do not
// follow one line (dropScatteredWater).
func settleWater(g hexgrid.Grid, sides []SideProposal, o Options) {
	settleWaterRules(g, sides, o, true)
}

// settleWaterRules is settleWater, with the line rule only when line:
// on fine printed scans the sides read again first (fineWater); on coarse
// printed ones, and 300 dpi ones, weighed by their printed line last
// (coarseLineWater, fineLineWater).
func settleWaterRules(g hexgrid.Grid, sides []SideProposal, o Options, line bool) {
	lineHueGate(sides)
	settleFineWater(g, sides, o, line)
	if o.Overprint {
		coarseLineWater(g, sides, o.Uncertain)
		fineLineWater(g, sides, o.Uncertain)
	}
}

// settlePathRules applies the path rules of settleWater to sides.
func settlePathRules(g hexgrid.Grid, sides []SideProposal, o Options, line bool) {
	reconcileWater(g, sides, o.Uncertain)
	if o.Overprint {
		pruneWaterSpurs(g, sides, o.Uncertain)
		if line {
			dropScatteredWater(g, sides, o.Uncertain)
		}
	}
}

// settleWaterShape applies, on printed maps (Options.Overprint), the rules
// on where a sheet's water lies, after settleWater: water along the edges
// of one type facing one way is a misregistered plate's fringe
// (dropWaterFringes), and a short chain that runs nowhere is texture
// (dropShortWater). hexes are the read types. The rules hold on a sheet
// whose art the contour lanes read as lines (artSheets: ringed crowns,
// screened tints) or that is printed off register (fringeSheets: at 300
// dpi and finer the lanes seldom read the descreened plate art as lines);
// elsewhere they took true streams and no false ones (printed seeds 21-30
// at 150 dpi heavy: water recall 93.6 -> 91.3%, precision 99.3% either
// way). The short-chain rule holds on every fine sheet as well (shortFine),
// and so does the lone-side rule after it (dropLoneWater: a water side
// with no water within two corner steps). The thin-chain rule
// (dropThinChains) holds on every coarse sheet whose grid lines measure
// sharp, art-marked or not.
func settleWaterShape(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, o Options) {
	if !o.Overprint || !waterShapeRules {
		return
	}
	terrain := hexTerrain(hexes)
	n := sheetCount(sides)
	on := artSheets(sides, n)
	drops := fringeDrops(g, sides, terrain)
	if waterFringeSheets {
		for i, f := range fringeSheets(sides, drops, n) {
			on[i] = on[i] || f
		}
	}
	short := slices.Clone(on)
	if shortFine {
		for i, f := range fineSheets(sides, n) {
			short[i] = short[i] || f
		}
	}
	if slices.Contains(on, true) {
		dropThinWater(sides, on, o.Uncertain)
		dropWaterFringes(sides, drops, on, o.Uncertain)
	}
	if slices.Contains(short, true) {
		dropShortWater(g, sides, short, o.Uncertain)
		dropLoneWater(g, sides, terrain, short, o.Uncertain)
	}
	thin := thinFineSheets(sides, on, n)
	if slices.Contains(thin, true) {
		dropThinFineWater(sides, thin, o.Uncertain)
	}
	if slices.Contains(on, true) {
		dropJunctionWater(g, sides, on, o.Uncertain)
		dropMarshWater(sides, on, o.Uncertain)
	}
	dropThinChains(g, sides, o.Uncertain)
	addFollowedWater(g, sides, o.Uncertain)
	addLowPassWater(g, sides, terrain, o.Uncertain)
}

// fineSheets reports, for each of n sheets, whether it was scanned fine
// (7 px/mm or more: its sides' water track is fine).
func fineSheets(sides []SideProposal, n int) []bool {
	fine := make([]bool, n)
	for _, s := range sides {
		if s.sheet < n && s.track.Fine {
			fine[s.sheet] = true
		}
	}
	return fine
}

// shortFine lets dropShortWater hold on every fine sheet: there it drops
// only chains every side of which the readers doubted already, which a
// printed sheet's short streams are not (see watershort.go).
var shortFine = true

// sheetOn reports whether on holds true for sheet si (false past its end).
func sheetOn(on []bool, si int) bool {
	return si < len(on) && on[si]
}

// sheetCount returns the number of sheets sides lie on (the highest sheet
// index plus one).
func sheetCount(sides []SideProposal) int {
	n := 0
	for _, s := range sides {
		n = max(n, s.sheet+1)
	}
	return n
}

// waterShapeRules switches settleWaterShape (the water tests compare).
var waterShapeRules = true

// waterFringeSheets lets settleWaterShape's rules hold on plate-like
// sheets (fringeSheets) as well as art sheets (the tests compare).
var waterFringeSheets = true

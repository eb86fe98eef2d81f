package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Contour lines do not care what grows on the ground: on a sheet the lanes
// read lines inside one terrain type far less often than elsewhere, the
// lanes are blind over that type's art (a screened woods tint with large
// crowns over a thin line at 150 dpi), and their zeros there say little.
// flagBlindTypes compares, per sheet read by the lanes alone, the share of
// sides with a line between two hexes of one traced type with the share
// over every other side; where it is under blindTypeRatio of it, the
// lanes' zeros between two hexes of that type are flagged (with
// blindTypeAll every zero, else those with a chain of lanes left over).
// Types need blindTypeMin such sides, and so do the others. On a sheet
// where the lanes break few lines (broken share under doubtShare) a type
// is blind only under blindTypeStrong of the rate elsewhere, and not where
// the lanes read lines on under blindFlatRate of its sides (flat ground:
// lanes blind over crowns still read some). Only zeros inside a blind type
// are flagged. It returns the indexes of the lanes' zeros on a blind type's
// edge (one hex of it, the other of another type) with a chain of at least
// blindEdgeLanes lanes left over: a type's edge lies under its art as much
// as its inside does, but flagged they unbind the level solve
// (blindEdgeLanes), so settleContours lists them for review only
// (reviewBlindEdges).
func flagBlindTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int, unsure float64) []int {
	if blindTypeRatio <= 0 {
		return nil
	}
	ty := hexTerrain(hexes)
	inside := func(s *SideProposal) string {
		a, b := g.SideHexes(s.Side)
		if ty[a] != ty[b] {
			return ""
		}
		return ty[a]
	}
	lanes := func(s *SideProposal) bool {
		return s.sheet < n && s.ContourReads[0].Reader != "" && s.ContourReads[1].Reader == ""
	}
	type tally struct{ sides, lines int }
	per := make([]map[string]*tally, n)
	all := make([]tally, n)
	for i := range per {
		per[i] = map[string]*tally{}
	}
	for i := range sides {
		s := &sides[i]
		if !lanes(s) {
			continue
		}
		line := 0
		if s.laneLines() > 0 {
			line = 1
		}
		all[s.sheet].sides++
		all[s.sheet].lines += line
		if t := inside(s); t != "" {
			x := per[s.sheet][t]
			if x == nil {
				x = &tally{}
				per[s.sheet][t] = x
			}
			x.sides++
			x.lines += line
		}
	}
	shares := brokenShares(sides, n)
	blind := make([]map[string]bool, n)
	for i := range per {
		blind[i] = map[string]bool{}
		for t, x := range per[i] {
			os, ol := all[i].sides-x.sides, all[i].lines-x.lines
			if x.sides < blindTypeMin || os < blindTypeMin || ol == 0 {
				continue
			}
			rate, other := float64(x.lines)/float64(x.sides), float64(ol)/float64(os)
			// where the lanes break few lines (see flagDoubtZeros) only
			// a type read far less often than the rest is blind
			ratio, least := blindTypeRatio, 0.0
			if shares[i] < doubtShare {
				ratio, least = blindTypeStrong, blindFlatRate
			}
			if rate < ratio*other && rate >= least {
				blind[i][t] = true
			}
		}
	}
	var edges []int
	for i := range sides {
		s := &sides[i]
		if !lanes(s) || s.Contours != 0 || s.ContourReads[0].Count != 0 {
			continue
		}
		if blind[s.sheet][inside(s)] && (blindTypeAll || s.ContourReads[0].Conf < 1) {
			s.ContourConf = min(s.ContourConf, unsure*doubtFlag)
		}
		if blindEdge(g, s, ty, blind[s.sheet]) {
			edges = append(edges, i)
		}
	}
	return edges
}

// blindEdge reports whether lane zero s lies on the edge of a type blind
// on its sheet (one hex of that type, the other of another) with a chain
// of at least blindEdgeLanes lanes left over (blindEdgeLanes 0: off).
func blindEdge(g hexgrid.Grid, s *SideProposal, ty map[hexgrid.Offset]string, blind map[string]bool) bool {
	if blindEdgeLanes <= 0 || s.LeftChain.Lanes < blindEdgeLanes {
		return false
	}
	a, b := g.SideHexes(s.Side)
	return ty[a] != ty[b] && (blind[ty[a]] || blind[ty[b]])
}

// reviewBlindEdges lists for review only (markForReview) the sides at
// indexes edges (flagBlindTypes) still settled to no line once the settle
// is done: the level solve weighs them as before.
func reviewBlindEdges(sides []SideProposal, edges []int, unsure float64) {
	for _, i := range edges {
		if sides[i].Contours == 0 {
			markForReview(&sides[i], unsure)
		}
	}
}

// blindTypeStrong, blindFlatRate: see flagBlindTypes
// (0: off). Printed-style seeds at 150 dpi, replayed
// (TestTallyContourFlags), wrong and not flagged and review items per 100
// hexes. blindTypeStrong: seed 35 moderate (broken share 0.10) reads lines
// inside woods 0.495 as often as elsewhere, where the woods hold them as
// often; its woods zeros hid 20 lines. At 0.5 seeds 21-40 moderate 2.1 ->
// 1.3% for 6 more items, light 65 -> 69; at 0.55 and 0.6 the woods of a
// light sheet of 1-5 and of 91-95 were called blind too (20 and 24-41
// more items at light, none of their zeros hid a line). blindFlatRate:
// with the ratio alone the fields of seed 42 light (no line read, none
// there) were blind, 193 of its 434 zeros flagged
// (TestBrokenSheetZerosFlagged); seeds 29 and 37 have such fields too.
// With both: 21-40 moderate 2.1 -> 1.3% for 3 more items, light 65 -> 66,
// heavy and seeds 1-5 and 91-95 unchanged. Flagging the zeros on a blind
// type's edge too, where a chain of 3 lanes or more was left over (with the
// ratio at 0.5): 21-40 moderate 1.3 -> 1.1%, heavy 1.2 -> 1.0%, 1-5 heavy
// 0.9 -> 0.2%, 91-95 moderate 0.7 -> 0.5% and heavy 0.5 -> 0.4% for 8-16
// more items at moderate and heavy; with 4 lanes 21-40 heavy 1.1% and 1-5
// heavy 0.9% for 2-6 more. Flagged, they cost the elevation from three
// seeds on printed 1-5 at 150 (trace accuracy: moderate 65.8 -> 55.7%,
// heavy 61.0 -> 53.8%), the flagged zeros no longer binding the level
// solve; so they are listed for review only (blindEdgeLanes).
var (
	blindTypeStrong = 0.5
	blindFlatRate   = 0.05
)

// blindEdgeLanes: see flagBlindTypes (0: off). Listed for review only
// (replayed, printed 150 dpi, TestTallyContourFlags): seeds 21-40 wrong and
// not flagged moderate 1.3 -> 1.2%, heavy 1.2 -> 1.1%, for 3.4 and 3.5
// more review items per 100 hexes (263 items, 7 hide a line); 41-50
// unchanged (1.0 / 1.2%) for 2.0 more (77 items, none hides a line);
// elevation the same.
var blindEdgeLanes = 3

// blindTypeRatio, blindTypeMin, blindTypeAll: see flagBlindTypes (ratio 0:
// off). Printed-style seeds 91-95 at 150 dpi (TestReplayContoursDoubt;
// the lanes read lines inside woods 0.07-0.17 of the time where the known
// map has them 0.18-0.34 of the time, and 0.28-0.38 inside fields against
// 0.32-0.41): wrong and not flagged 6.6 -> 4.7% (moderate) and 13.1 ->
// 6.0% (heavy) of the sides with lines, for 17 and 36 more review items
// per 100 hexes; on seeds 21-30 (the lanes' rates inside and outside a
// type closer) it flags a few sheets' zeros: 1.9 -> 1.9% and 4.4 -> 4.3%
// for 3 and 10. At 0.5: seeds 91-95 moderate 1.2% for 48 more (elevation
// from three seeds 80.5 -> 65.5%); with only the zeros with a chain left
// over flagged, 5.8% and 9.6%. Session 32 (with flagErasedLines,
// printed-style seeds 31-45 at 150 dpi, TestDiagnoseCoarseZeros): the
// lanes' sure zeros between two woods hexes hid a line 8.7% of the time at
// heavy (2.9% at moderate), those between two field hexes 0.1% (0.2%); on
// 12 of the 14 sheets (of 21-45) whose woods zeros hid 5% or more the
// lanes read lines inside woods 0.45-0.95 times as often as elsewhere, on
// the other two 1.04 and 1.34 (texture read as lines lifts the share).
// With flagBesetZeros too (seeds 21-45), at 0.8 instead of 0.4: wrong and not flagged 1.8 -> 1.5% (moderate) and 4.2 -> 1.5%
// (heavy) of the sides with lines for 14 and 27 more review items per 100
// hexes; at 1.0 1.4% and 1.0% for 32 and 41 more. Seeds 46-55 (not tuned
// on): 1.4 -> 0.9% and 3.9 -> 1.1% for 21 and 32 more.
var (
	blindTypeRatio = 0.8
	blindTypeMin   = 40
	blindTypeAll   = true
)

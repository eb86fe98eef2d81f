package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Contour lines do not care what grows on the ground, and where the lanes
// and the line map both read a sheet they should find lines about as often
// as each other inside every terrain type. Over some art they do not: the
// line map reads tree crowns and a woods tint's edge as lines many times
// as often as the lanes do, or the woods tint takes a thin line under its
// thresholds and it finds almost none. mapOffSides finds, per sheet, the
// traced types inside which (sides between two hexes of the type, at
// least blindTypeMin of them) the line map reads lines more than
// mapTypeRatio times as often as the lanes, or less than 1/mapTypeRatio
// times as often (counts of sides with lines, each plus one).
// flagMapTypes then flags, on every side with a hex of such a type, the
// combined count the line map may have misled: a zero, unless both readers
// read none and the lanes are fully sure of it (where the map finds too
// few lines, only the sides it read no line on), and where the map finds
// too many, a count of lines the lanes did not read too, or not fully
// surely (both readers take a woods edge for a line: plate seed 23 at 300
// dpi light, 4.5 -> 2.6% of the sides with lines wrong and not flagged). The counts stay
// as combined: the lanes read the same art no better on average (counts
// taken from the lanes there: plate seeds 21-23 at 300 dpi moderate and
// heavy 47.2 -> 39.8% and 45.6 -> 29.6% right).

// mapTypeRatio: see mapOffSides (0: off). Plate-style seeds 21-23 at 300 dpi, light
// (TestDiagFailures' reads): inside woods the line map read lines 7.5,
// 0.3 and 2.8 times as often as the lanes (the known map has them about
// as often as the lanes read them), inside fields 2.1, 1.5 and 1.0 times.
var mapTypeRatio = 2.5

// flagMapTypes flags the combined counts the line map may have misled on
// sides with a hex of a type whose art it misreads (see mapOffSides): over
// n sheets, flagged under unsure.
func flagMapTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int, unsure float64) {
	flagMapRecall(g, sides, hexes, n, unsure)
	settleStage("map recall", sides)
	off := mapOffSides(g, sides, hexes, n)
	for i, o := range off {
		s := &sides[i]
		rs := s.ContourReads
		switch {
		case o == 0:
		case s.Contours == 0 && (rs[0].Count != 0 || rs[1].Count != 0 || rs[0].Conf < 1):
			s.ContourConf = min(s.ContourConf, unsure/2)
		case o > 0 && s.Contours > 0 && (rs[0].Count != s.Contours || rs[0].Conf < 1):
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
	}
}

// mapOffSides returns per side whether the line map misreads the art of
// one of its hexes' types: +1 where it finds too many lines, -1
// where too few and it read no line on the side, else 0; nil when no
// sheet has such a type.
func mapOffSides(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int) []int8 {
	if mapTypeRatio <= 0 {
		return nil
	}
	ty := hexTerrain(hexes)
	type tally struct{ sides, mapLines, laneLines int }
	per := make([]map[string]*tally, n)
	for i := range per {
		per[i] = map[string]*tally{}
	}
	both := func(s *SideProposal) bool {
		return s.sheet < n && s.ContourReads[0].Reader != "" && s.ContourReads[1].Reader != ""
	}
	for i := range sides {
		s := &sides[i]
		a, b := g.SideHexes(s.Side)
		if !both(s) || ty[a] != ty[b] || ty[a] == "" {
			continue
		}
		x := per[s.sheet][ty[a]]
		if x == nil {
			x = &tally{}
			per[s.sheet][ty[a]] = x
		}
		x.sides++
		if s.ContourReads[1].Count > 0 {
			x.mapLines++
		}
		if s.laneLines() > 0 {
			x.laneLines++
		}
	}
	// per sheet and type: +1 the map reads too many lines, -1 too few
	off := make([]map[string]int, n)
	any := false
	for i := range per {
		off[i] = map[string]int{}
		for t, x := range per[i] {
			if x.sides < blindTypeMin {
				continue
			}
			q := float64(x.mapLines+1) / float64(x.laneLines+1)
			switch {
			case q > mapTypeRatio:
				off[i][t], any = 1, true
			case q < 1/mapTypeRatio:
				off[i][t], any = -1, true
			}
		}
	}
	if !any {
		return nil
	}
	out := make([]int8, len(sides))
	for i := range sides {
		s := &sides[i]
		if !both(s) {
			continue
		}
		a, b := g.SideHexes(s.Side)
		oa, ob := off[s.sheet][ty[a]], off[s.sheet][ty[b]]
		switch {
		case oa > 0 || ob > 0:
			out[i] = 1
		case (oa < 0 || ob < 0) && s.ContourReads[1].Count == 0:
			out[i] = -1
		}
	}
	return out
}

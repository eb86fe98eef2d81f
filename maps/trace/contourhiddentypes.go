package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// On a scan read by the lanes alone and blurred past hiddenBlurMM, a dark
// terrain art (tree crowns packed over an unscreened tint) can hide a thin
// contour line altogether: the lanes then read no line and no chain left over either, a
// clean zero, as on open ground. Where a type's background is dark against
// the sheet's lightest type and the lanes' zeros inside it are mostly
// clean, the lanes see neither its art nor the lines under it, and those
// zeros say little however often the lanes read lines inside it elsewhere
// (they read the index lines, and the lines in the tint's gaps).
// A halftone screen on the tints (about 100 lpi at 150 dpi) leaves chains
// of lanes over woods and fields alike, so over such a type the clean
// share falls under hiddenClean though the lines stay hidden; the lanes
// then read lines inside the type no more often than elsewhere, where
// woods (on hills) carry as many lines or more: a type at least
// hiddenHalfClean clean whose share of sides the lanes read a line on is
// under hiddenHalfRatio times the share over the sheet's other sides is
// hidden too.
// flagHiddenTypes flags, per such sheet (of n) and type, the lanes' zeros
// between two hexes of the type (Contours still 0), as flagBlindTypes
// flags a blind type's. A type needs blindTypeMin sides inside it;
// shades are TypeShade's. It returns the indexes of the sides between two
// hexes of a hidden type the lanes read: a single line the profile reader
// finds alone there may have a hidden line beside it (printed seed 475 at
// 150 dpi heavy: three index-line sides of two lines read as one), so
// settleContours keeps settleProfileLines off them.
func flagHiddenTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, shades []map[string]float64, blur []ScanBlur, unsure float64) []int {
	if hiddenClean <= 0 {
		return nil
	}
	n := len(blur)
	ty := hexTerrain(hexes)
	inside := func(s *SideProposal) string {
		a, b := g.SideHexes(s.Side)
		if ty[a] != ty[b] {
			return ""
		}
		return ty[a]
	}
	type tally struct{ sides, lines, zeros, clean int }
	per := make([]map[string]*tally, n)
	all := make([]tally, n)
	for i := range per {
		per[i] = map[string]*tally{}
	}
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s, n) {
			continue
		}
		all[s.sheet].sides++
		if s.ContourReads[0].Count > 0 {
			all[s.sheet].lines++
		}
		t := inside(s)
		if t == "" {
			continue
		}
		x := per[s.sheet][t]
		if x == nil {
			x = &tally{}
			per[s.sheet][t] = x
		}
		x.sides++
		if r := s.ContourReads[0]; r.Count > 0 {
			x.lines++
		} else {
			x.zeros++
			if r.Conf >= 1 {
				x.clean++
			}
		}
	}
	hidden := make([]map[string]bool, n)
	for i := range per {
		hidden[i] = map[string]bool{}
		if blur[i].SigmaMM < hiddenBlurMM || i >= len(shades) {
			continue
		}
		for t, x := range per[i] {
			sh, ok := shades[i][t]
			if x.sides < blindTypeMin || x.zeros == 0 || !ok || sh > hiddenShade {
				continue
			}
			clean := float64(x.clean) / float64(x.zeros)
			rate := float64(x.lines) / float64(x.sides)
			other := float64(all[i].lines-x.lines) / float64(max(1, all[i].sides-x.sides))
			hidden[i][t] = clean >= hiddenClean || (clean >= hiddenHalfClean && rate < hiddenHalfRatio*other)
		}
	}
	var in []int
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s, n) || !hidden[s.sheet][inside(s)] {
			continue
		}
		in = append(in, i)
		if s.Contours != 0 || s.ContourReads[0].Count != 0 {
			continue
		}
		s.ContourConf = min(s.ContourConf, unsure*doubtFlag)
	}
	return in
}

// typeShades returns per sheet (of n) each traced type's mean background
// lightness (luminance of the hexes' backgrounds bgs, channel units)
// over that of the sheet's lightest type, 0..1.
func typeShades(hexes []HexProposal, bgs [][3]float64, sheetOf map[hexgrid.Offset]int, n int) []map[string]float64 {
	type sum struct {
		l float64
		k int
	}
	per := make([]map[string]*sum, n)
	for i := range per {
		per[i] = map[string]*sum{}
	}
	for i, h := range hexes {
		si, ok := sheetOf[h.Hex]
		if !ok || si >= n || h.Terrain == "" {
			continue
		}
		b := bgs[i]
		x := per[si][h.Terrain]
		if x == nil {
			x = &sum{}
			per[si][h.Terrain] = x
		}
		x.l += 0.299*b[0] + 0.587*b[1] + 0.114*b[2]
		x.k++
	}
	out := make([]map[string]float64, n)
	for i, m := range per {
		out[i] = map[string]float64{}
		top := 0.0
		for _, x := range m {
			top = max(top, x.l/float64(x.k))
		}
		for t, x := range m {
			if top > 0 {
				out[i][t] = x.l / float64(x.k) / top
			}
		}
	}
	return out
}

// hiddenClean, hiddenShade, hiddenBlurMM: see flagHiddenTypes
// (hiddenClean 0: off). Printed-style seeds at 150 dpi, replayed
// (TestReplayContours, TestDiagPrintedReview): the woods zeros are clean at
// 0.67-0.78 on the heavy sheets whose sure woods zeros hid lines (61, 64,
// 65; 15% of 61's and 65's), 0.03-0.47 on those whose sure woods zeros hid
// none; woods shade 0.35-0.57, fields 1.0. Heavy seeds 51, 61, 64, 65, 68,
// 73, 80, 83: wrong and not flagged 8.6 -> 2.5% of the sides with lines for
// 145 -> 186 review items per 100 hexes; 21-30 heavy 0.5 -> 0.5% (211 ->
// 220), moderate 0.4 -> 0.0% (153 -> 189); at 0.7 or 0.75 the list keeps
// 3.0% (seed 64 unflagged). Without the blur floor 21-30 light went from 99
// to 146 review items for no count (light blur 0.113-0.125 mm, moderate and
// heavy 0.125-0.150).
var (
	hiddenClean  = 0.6
	hiddenShade  = 0.8
	hiddenBlurMM = 0.128
)

// hiddenHalfClean, hiddenHalfRatio: see flagHiddenTypes (hiddenHalfClean
// over 1: off). Printed seeds at 150 dpi heavy, replayed: woods 0.59 and
// 0.50 clean, read at 0.86 of the rate elsewhere, on seeds 475 and 262
// (screened tints at 105-121 lpi, lines 0.16-0.17 mm), 27% and 8% of their
// sides with lines wrong and not flagged; woods 0.50-0.53 clean on 21-30
// moderate (22, 29) are read at 1.4-1.6 times the rate elsewhere, their
// zeros right (flagged at 0.5 alone: +74 and +57 review items per 100
// hexes there for no count).
var (
	hiddenHalfClean = 0.5
	hiddenHalfRatio = 1.0
)

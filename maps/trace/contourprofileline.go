package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A second reading of the doubtful single lines on a coarse scan (the lanes
// read alone, under 7 px/mm): the profile reader (contourprofile.go) sums
// the side's contour-ink evidence along each straight line across its
// lanes against the sheet's blurred line shape, a matched filter far
// surer of a thin blurred line than the lanes' per-sample shares. A
// flagged count of one line, the lanes' own, is settled sure where
//   - the lanes read it at lineLaneConf or more,
//   - the profile reader fits one line between the centres (away from
//     them by profAgreeEnd) at least lineAgreeZ strong and of at least
//     profAgreeArea of the sheet's typical line area (profileAreas),
//   - and nothing else between the centres over profOtherZ and
//     profOtherArea of that area, however near a centre (printed seed 5
//     at 150 dpi moderate: a false line settled beside a line 0.058 of
//     the way from a centre; on seeds 21-40 at z 12 this took 3% of the
//     settled counts, and the replay left none of them wrong),
//   - and the line goes on: at each of the side's two corners one of the
//     other two sides holds a line (or is not traced: the sheet's edge).
//
// It runs last, after settleFromCorners (so a count it settles decides no
// corner), never on the counts held flagged (erased lines, beset zeros)
// or those the reconciliation or the whitened gate made (unsettled), and
// like the corner settle the count keeps its confidence in
// ContourSettledFrom: the level solve weighs it as read (the profile
// reader's counts made sure at full weight cost the elevation from three
// seeds 3-4 points on printed seeds 91-100, session 30).
//
// Printed-style seeds 21-40 at 150 dpi, every level (TestReplayContours,
// lines150 in FIGURES.md): it settled 322 single lines (about 3 review
// items per 100 hexes at each level), none of them wrong, where every
// flagged single line the lanes read that goes on at both corners is
// wrong 10-27% of the time;
// plate-style seeds 21-30: 111, one wrong.
func settleProfileLines(g hexgrid.Grid, sides []SideProposal, n int, unsure float64, held []bool) {
	if !profileLineSettle {
		return
	}
	ac := profileAreas(sides, n)
	idx := sideIndex(sides)
	for i := range sides {
		s := &sides[i]
		if s.sheet >= n || ac[s.sheet] == 0 || s.ContourConf >= unsure || s.Contours != 1 ||
			s.ContourReads[0].Count != 1 || s.ContourReads[0].Conf < lineLaneConf-1e-9 || unsettled(s) || i < len(held) && held[i] {
			continue
		}
		a, r := ac[s.sheet], s.Profile
		if profileCount(r, lineAgreeZ, profAgreeArea*a, profAgreeEnd) != 1 ||
			profileCount(r, profOtherZ, profOtherArea*a, 0) != 1 || !lineGoesOn(g, sides, idx, s.Side) {
			continue
		}
		s.ContourSettledFrom, s.ContourConf = max(s.ContourConf, 1e-6), unsure
	}
}

// lineGoesOn reports whether at each corner of side x one of the two other
// sides holds a line or is not traced (idx: the sides by hexside).
func lineGoesOn(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, x hexgrid.Hexside) bool {
	for _, pair := range corners(g, x) {
		ok := false
		for _, o := range pair {
			j, traced := idx[o]
			ok = ok || !traced || sides[j].Contours >= 1
		}
		if !ok {
			return false
		}
	}
	return true
}

// settleProfileLines' switch, the strength its one line needs (z) and
// the least confidence of the lanes' own read (a chain of every lane but
// one, or one left over: 0.3). Replayed on plate-style seeds 21-30 at 150
// dpi, every level: z 12 and any lanes' read settled 202 counts, 19 of
// them wrong (lines on the plate's hexside, roads); z 20 and 0.3, 111 with
// 1 wrong. On printed 21-40 the same took 466 settled counts to 322, none
// wrong either way.
var (
	profileLineSettle = true
	lineAgreeZ        = 20.0
	lineLaneConf      = 0.3
)

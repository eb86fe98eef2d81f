package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Inside plate woods the lanes are never fully sure, and the line map's
// zeros there keep a true line now and then (plate seeds 21-35 at 300 dpi
// light: 0-12% per sheet, and no sheet-wide measure, neither the map's
// corner fit nor its lack against the lanes, told the sheets apart).
// A line the map missed on one side it mostly read on the sides around:
// a line crossing a side crosses one other side at each of its corners,
// so there the other two sides' map counts do not fit no line through
// the side and do fit one. Of the woods zeros both readers read (the lanes
// not fully sure), 1,201 had no such corner and 1.2% of them a true line,
// 502 one such corner (6.8%), 106 two (28%) (plate 21-35 at 300 dpi light,
// TestDiagPlateWrongSure). flagCornerReads flags those with such a corner
// on every side of a sheet read on the map averaged along the line (a
// marked plate sheet) or with a type the sheet-wide recall does not reach
// (mapRecallTypes: plate woods; printed sheets rarely have one), and
// leaves the rest sure, where flagMapRecall flagged every zero inside the
// types whose map lacked lines. On the same sheets it flags the counts
// both readers read alike but less sure than weakAgree (alongWeakAgree on
// the averaged map) on every side, not only on the unmeasured types'.

// mapCornerZeros: see flagCornerReads (false: flagMapRecall's zeros as
// before). Plate 21-35 at 300 dpi, replayed (TestDiagPlateWrongSure), wrong
// and not flagged of the sides with lines, review per 100 hexes, off -> on:
// light 37 -> 36 of ~3140, 167 -> 146; moderate 37 -> 25 of ~3240, 164 ->
// 164; heavy 51 -> 49 of ~3680, 206 -> 206. On every sheet (printed too)
// light 34, moderate 24, heavy 43 wrong and not flagged for 1-2 more review
// items per 100 hexes; only on sheets with an unmeasured type light 39,
// moderate 28, heavy 49.
var mapCornerZeros = true

// flagCornerReads flags side i (of sides, idx: sideIndex) under unsure
// and reports whether it did, if it is a zero both readers read, the lanes
// less than fully sure, where the line map's counts at one of its corners
// want a line through it (cornerWantsLine), or a count both readers read
// alike, both less sure than agreeUnder.
func flagCornerReads(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int, unsure float64) bool {
	s := &sides[i]
	rs := s.ContourReads
	switch {
	case s.Contours == 0 && rs[0].Count == 0 && rs[0].Conf < 1 && rs[1].Count == 0 && cornerWantsLine(g, sides, idx, i):
	case s.Contours > 0 && rs[0].Count == s.Contours && rs[1].Count == s.Contours && max(rs[0].Conf, rs[1].Conf) < agreeUnder(s):
	default:
		return false
	}
	s.ContourConf = min(s.ContourConf, unsure/2)
	return true
}

// cornerWantsLine reports whether at one of side i's corners the other
// two sides' line map counts fit one line through side i and not none
// (a line the map read there ending at the corner).
func cornerWantsLine(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int) bool {
	for _, pair := range corners(g, sides[i].Side) {
		a, okA := idx[pair[0]]
		b, okB := idx[pair[1]]
		if !okA || !okB || sides[a].ContourReads[1].Reader == "" || sides[b].ContourReads[1].Reader == "" {
			continue
		}
		x, y := sides[a].ContourReads[1].Count, sides[b].ContourReads[1].Count
		if !cornerFits(0, x, y) && cornerFits(1, x, y) {
			return true
		}
	}
	return false
}

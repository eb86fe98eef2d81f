package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A contour line the lanes lose on a coarse scan is seldom lost on one
// side only: where blur and texture hide it, they hide it along its way,
// and the sides it crosses read no line, as sure as sides with none. Where
// the lanes doubted a zero (a broken line left over, a broken sheet: see
// nearLine, flagBrokenSheets), a line that is there goes on through one of
// the two other sides of each of its corners. flagDoubtZeros flags the
// lanes' zeros that share a corner with such a flagged zero, where the
// lanes saw more than nothing themselves (a chain of lanes left over: not
// fully sure), before the counts are reconciled at the corners, so that a
// doubted zero a line's corners call for may be read as that line.
//
// Only on a sheet where the lanes break lines (near-line zeros at least
// doubtShare of the sides they read lines on, brokenShares): on a sheet
// they read well the flagged zeros beside are seldom lines (seed 42 light,
// share 0.06: ungated, this rule and flagBlindTypes flagged 130 of its 434
// zeros, none a line).
//
// Printed-style seeds 21-30 at 150 dpi (TestReplayContours,
// TestReplayContoursDoubt), without the gate: wrong and not flagged 2.9 ->
// 1.9% of the sides with lines (moderate) and 6.2 -> 4.4% (heavy) for 18
// more review items per 100 hexes; of the lanes' sure zeros with a chain
// left over, 2.0% (moderate) and 6.8% (heavy) hid a line, of those with
// none 0.6% and 1.8%. Doubting every zero beside a flagged zero, or doing
// it again after the reconciliation, took wrong and not flagged to
// 0.7-1.3% for 46-57 more review items; only beside near-line zeros, 1.9%
// and 5.0% for 12-13. With the gate at 0.15: 1.0 / 2.9 / 6.2 -> 0.8 / 2.0
// / 4.6% (light / moderate / heavy) for 7, 14 and 25 more (figures of both
// rules in FIGURES.md).
func flagDoubtZeros(g hexgrid.Grid, sides []SideProposal, n int, unsure float64) {
	shares := brokenShares(sides, n)
	idx := sideIndex(sides)
	lanesZero := func(s *SideProposal) bool {
		r := s.ContourReads
		return r[0].Reader != "" && r[1].Reader == "" && s.Contours == 0
	}
	var flag []int
	for i := range sides {
		s := &sides[i]
		if !lanesZero(s) || s.sheet >= n || shares[s.sheet] < doubtShare || s.ContourConf < unsure || s.ContourReads[0].Conf >= doubtUnder {
			continue
		}
		doubt := false
		for _, pair := range corners(g, s.Side) {
			for _, o := range pair {
				if j, ok := idx[o]; ok && lanesZero(&sides[j]) && sides[j].ContourConf < unsure {
					doubt = true
				}
			}
		}
		if doubt {
			flag = append(flag, i)
		}
	}
	for _, i := range flag {
		sides[i].ContourConf = min(sides[i].ContourConf, unsure*doubtFlag)
	}
}

// doubtZeros turns flagDoubtZeros on (off: for before-and-after figures);
// doubtUnder: the lanes' own confidence in a zero under which it may be
// doubted; doubtShare: the sheet's broken share (brokenShares) from which
// its zeros may be doubted (flagDoubtZeros, flagBlindTypes). Seeds 21-30,
// 1-5 and 41-45 at 150 dpi: light sheets 0.06-0.21, moderate 0.07-0.34,
// heavy 0.15-0.92; at 0.2, 21-30 moderate and heavy 2.2% and 5.1% wrong
// and not flagged instead of 2.0% and 4.6%.
var (
	doubtZeros = true
	doubtUnder = 1.0
	doubtShare = 0.15
)

// doubtFlag: a zero flagged by flagDoubtZeros or flagBlindTypes is this
// share of the review threshold sure.
var doubtFlag = 0.5

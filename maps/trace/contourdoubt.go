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
// Printed-style seeds 21-30 at 150 dpi (TestReplayContours,
// TestReplayContoursDoubt): wrong and not flagged 2.9 -> 1.9% of the
// sides with lines (moderate) and 6.2 -> 4.4% (heavy) for 18 more review
// items per 100 hexes; of the lanes' sure zeros with a chain left over,
// 2.0% (moderate) and 6.8% (heavy) hid a line, of those with none 0.6% and
// 1.8%. Doubting every zero beside a flagged zero, or doing it again after
// the reconciliation, took wrong and not flagged to 0.7-1.3% for 46-57 more
// review items; only beside near-line zeros, 1.9% and 5.0% for 12-13.
func flagDoubtZeros(g hexgrid.Grid, sides []SideProposal, n int, unsure float64) {
	shares := brokenShares(sides, n)
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
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
// doubted.
var (
	doubtZeros = true
	doubtUnder = 1.0
	doubtShare = 0.15
)

// doubtFlag: a zero flagged by flagDoubtZeros or flagBlindTypes is this
// share of the review threshold sure.
var doubtFlag = 0.5

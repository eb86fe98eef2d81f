package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A zero read where the readers could not read the sides around it is no
// reading either: flagBesetZeros, after the reconciliation, flags the sure
// zeros the lanes read alone (a scan coarser than 7 px/mm) and counted no
// line on whose corners' four other sides hold at least besetFlagged
// flagged counts and at most besetLines sides a reader counted a line on.
// Two lines beside a zero, one at each corner or both at one, carry a line
// past it (a line passing the corner along the two other sides); one line
// or none accounts for no line that might cross it.
//
// Printed-style seeds 31-45 at 150 dpi (TestDiagnoseCoarseZeros, with
// flagErasedLines, before this rule): the lanes' sure zeros with two or more flagged sides and at
// most one line beside hid a line 9% (moderate) and 12% (heavy) of the
// time, those with no flagged side beside 0.8% and 3.8%. With the rule
// (TestReplayContours, seeds 21-45) wrong and not flagged 3.0 -> 1.8% (moderate) and
// 5.9 -> 4.2% (heavy) of the sides with lines for 14 and 16 more review
// items per 100 hexes; at three flagged sides 2.8% and 5.6% for 3 and 4
// more; with two lines beside allowed 1.7% and 4.0% for 28 and 26 more.
// On seeds 46-55 (not tuned on): 2.2 -> 1.4% and 4.9 -> 3.9% for 14 and
// 13 more.
//
// A zero the lanes doubted themselves (a chain of lanes left over, a
// broken line near: its own confidence under 1) counts as one of its own
// flagged sides, on a sheet of the n whose lanes break lines at least
// besetSelfShare of the time (brokenShares). With the lanes' fit in levels
// (contourlevelfit.go) the fit reads the sides around a woods zero surely
// that the share fit alone left flagged, and zeros main flagged through
// two flagged sides beside had one left: see besetSelf.
//
// It returns the zeros the rule matched with their own doubt counted that
// were flagged already (by the readers' doubt or the reconciliation): the
// corners must not settle them either (settleFromCorners' held).
func flagBesetZeros(g hexgrid.Grid, sides []SideProposal, n int, unsure float64) []int {
	if besetFlagged <= 0 {
		return nil
	}
	shares := brokenShares(sides, n)
	idx := sideIndex(sides)
	var flag, hold []int
	for i := range sides {
		s := &sides[i]
		if s.ContourReads[0].Reader == "" || s.ContourReads[1].Reader != "" || !noLineRead(s) || s.Contours != 0 {
			continue
		}
		self := besetSelf && s.sheet < n && shares[s.sheet] >= besetSelfShare && s.ContourReads[0].Conf < 1
		if s.ContourConf < unsure && !self {
			continue
		}
		flagged, lines := 0, 0
		if self {
			flagged++
		}
		for _, pair := range corners(g, s.Side) {
			for _, o := range pair {
				j, ok := idx[o]
				if !ok {
					continue
				}
				if sides[j].ContourConf < unsure {
					flagged++
				}
				if !noLineRead(&sides[j]) {
					lines++
				}
			}
		}
		if flagged >= besetFlagged && lines <= besetLines {
			if s.ContourConf < unsure {
				hold = append(hold, i)
			} else {
				flag = append(flag, i)
			}
		}
	}
	for _, j := range flag {
		sides[j].ContourConf = min(sides[j].ContourConf, unsure*doubtFlag)
	}
	return hold
}

// besetFlagged, besetLines: see flagBesetZeros (besetFlagged 0: off).
var (
	besetFlagged = 2
	besetLines   = 1
)

// besetSelf: a zero the lanes doubted counts as one of its flagged sides
// (flagBesetZeros), on sheets with a broken share of at least
// besetSelfShare. Printed-style seeds 21-40 at 150 dpi with the fit in
// levels (TestDiagnoseFitFlag, estimated from the settled sides): of the
// lanes' sure zeros hiding a line it flags 4 of 7 (light), 23 of 72
// (moderate), 17 of 49 (heavy) for 5, 9 and 8 more review items per 100
// hexes; at a share of 0.15, 1, 18 and 17 for 3, 8 and 8. Measured
// (trace accuracy, the same seeds, with the matched zeros held from the
// corners): wrong and not flagged 0.2 / 2.6 / 1.7 -> 0.1 / 2.1 / 1.2% of
// the sides with lines (light / moderate / heavy; main without the fit
// 0.4 / 2.0 / 1.4) for 5, 7 and 7 more review items per 100 hexes.
var (
	besetSelf      = true
	besetSelfShare = 0.1
)

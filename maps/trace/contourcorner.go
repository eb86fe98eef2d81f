package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A contour line does not stop at a hex corner: at each corner the three
// sides' counts fit levels (the largest is the sum of the other two,
// cornerFits). Where both other sides at a corner are sure, counts x and
// y, a side there holds x+y or |x-y| lines; where one of them is a sure
// zero, exactly the other's count, and where both are, none.
// settleFromCorners, last in the contour settle, reads the flagged counts
// again that way, over the whole sheet at once: every flagged count is an
// unknown of 0 to maxContours lines, the sure counts of at least
// cornerDecideConf are fixed, and each corner keeps of an unknown only the
// counts some choice of its two other sides' fits, corner by corner until
// nothing changes. A flagged count left with one possible value, equal to
// the count (cornerSettleConfirm: the corners confirm, they never change
// a count), is settled: sure at confidence unsure. It reads only the sure
// counts, not the scan.
//
// Only counts the lanes read alone (a scan coarser than 7 px/mm) and as
// their own are settled, and no zero with a broken line near (unsettled).
// The count keeps the confidence it had in ContourSettledFrom, by which
// the level solve weighs it: the sure counts that settle it bind it there
// already, and at full weight the settled counts cost the elevation from
// three seeds up to 50 points on a sheet (printed seed 5 at 150 dpi
// moderate).
//
// Printed-style seeds 21-55 at 150 dpi (TestReplayContours): review items
// per 100 hexes 95 -> 78 (light), 130 -> 116 (moderate), 194 -> 184
// (heavy); wrong and not flagged 0.4 -> 0.5%, 1.3 -> 1.7%, 1.4 -> 1.5%
// of the sides with lines; elevation from three seeds unchanged. The
// settled lines are 99.5% right, the settled zeros 96-98%
// (TestTallyContourFlags). With every sure count deciding
// (cornerDecideConf 0) 98 and 176 items at moderate and heavy for 2.3%
// and 2.1%; one corner at a time instead of the whole sheet, 118 and 185
// for 1.7% and 1.6%; letting the corners change counts, 2.2% at moderate
// for 1 item less.
//
// held (nil: none) marks sides it leaves flagged whatever the corners say
// (the zeros flagErasedLines and flagBesetZeros flagged: they stand where
// a line may run on unread).
func settleFromCorners(g hexgrid.Grid, sides []SideProposal, unsure float64, held []bool) {
	if !cornerSettle {
		return
	}
	const any = uint8(1<<(maxContours+1) - 1)
	dom := make([]uint8, len(sides)) // the counts still possible, a bit each
	open := make([]bool, len(sides))
	for i := range sides {
		s := &sides[i]
		switch {
		case s.ContourConf >= max(unsure, cornerDecideConf) && s.Contours <= maxContours:
			dom[i] = 1 << s.Contours
		default:
			dom[i] = any
			open[i] = s.ContourConf < unsure && (cornerSettleAll || s.Contours == 0) && !unsettled(s) && !(i < len(held) && held[i])
		}
	}
	narrowCorners(g, sides, dom)
	for i := range sides {
		d := dom[i]
		if !open[i] || d == 0 || d&(d-1) != 0 {
			continue
		}
		v := 0
		for d>>v != 1 {
			v++
		}
		if cornerSettleConfirm && v != sides[i].Contours {
			continue
		}
		s := &sides[i]
		s.Contours, s.ContourSettledFrom, s.ContourConf = v, max(s.ContourConf, 1e-6), unsure
	}
}

// narrowCorners takes out of each side's possible counts dom (bit v: v
// lines, for the sides in order) every count no choice of the two other
// sides' possible counts at one of its corners fits, until nothing
// changes. Corners with a side not traced do not count.
func narrowCorners(g hexgrid.Grid, sides []SideProposal, dom []uint8) {
	idx := sideIndex(sides)
	var cs [][3]int // a side and the two others at one of its corners
	for i, s := range sides {
		for _, pair := range corners(g, s.Side) {
			a, okA := idx[pair[0]]
			b, okB := idx[pair[1]]
			if okA && okB {
				cs = append(cs, [3]int{i, a, b})
			}
		}
	}
	for range cornerNarrowRounds {
		changed := false
		for _, c := range cs {
			x, y, z := c[0], c[1], c[2]
			if dom[x]&(dom[x]-1) == 0 {
				continue // one count left (or none)
			}
			if keep := fitting(dom[x], dom[y], dom[z]); keep != dom[x] && keep != 0 {
				dom[x], changed = keep, true
			}
		}
		if !changed {
			return
		}
	}
}

// fitting returns the counts of x (bit v: v lines) that fit a corner
// (cornerFits) with some count of y and of z.
func fitting(x, y, z uint8) uint8 {
	keep := uint8(0)
	for v := range maxContours + 1 {
		if x&(1<<v) == 0 {
			continue
		}
	fit:
		for a := range maxContours + 1 {
			if y&(1<<a) == 0 {
				continue
			}
			for b := range maxContours + 1 {
				if z&(1<<b) != 0 && cornerFits(v, a, b) {
					keep |= 1 << v
					break fit
				}
			}
		}
	}
	return keep
}

// coarseRead reports whether only the lanes read s (a scan coarser than 7
// px/mm: no line map).
func coarseRead(s *SideProposal) bool {
	return s.ContourReads[0].Reader != "" && s.ContourReads[1].Reader == ""
}

// nearZero reports whether s is settled at no line where the lanes read a
// broken line near it (a zero at nearLineConf or under): on printed-style
// seeds 21-55 at 150 dpi 13 of the 100 such zeros settleFromCorners
// settled hid a line, of the other 772 zeros 26 (TestTallyContourFlags).
func nearZero(s *SideProposal) bool {
	r := s.ContourReads[0]
	return s.Contours == 0 && r.Count == 0 && r.Conf <= nearLineConf
}

// unsettled reports whether settleFromCorners leaves s as it is: read by
// the line map too (a scan of 7 px/mm or more: there the settled counts
// were wrong 1.3-2.1 points more often on printed seeds 1-5 at 300 dpi), a
// zero near a broken line (nearZero), or, with cornerOwnOnly, a count
// other than the lanes' own (the reconciliation's: it made it fit the
// corners, so they cannot confirm it; printed seed 4 at 150 dpi heavy read
// a false line along three sides sure), or a count the whitened gate
// changed (gateChanged: the gate's zeros hide a line about a third of the
// time, so gateFlag flags them all; the sure counts around cannot tell,
// TestWhiteGatePlate).
func unsettled(s *SideProposal) bool {
	return !coarseRead(s) || nearZero(s) || gateChanged(s) || cornerOwnOnly && s.Contours != s.ContourReads[0].Count
}

// gateChanged reports whether the whitened gate (chooseGate kept it on the
// sheet) read s's count otherwise than the lanes without it.
func gateChanged(s *SideProposal) bool {
	return s.ContourReads[0].gated
}

// settleFromCorners's switches: see there (cornerSettle off: for
// before-and-after figures; cornerSettleAll off: flagged zeros only).
var (
	cornerSettle        = true
	cornerSettleAll     = true
	cornerSettleConfirm = true
	cornerOwnOnly       = true
	// the sure counts that decide carry at least this confidence (the
	// lanes' counts of a chain left over, 0.3, do not)
	cornerDecideConf = 0.5
)

// cornerNarrowRounds bounds the passes of narrowCorners.
const cornerNarrowRounds = 20

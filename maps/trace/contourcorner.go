package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A contour line does not stop at a hex corner: at each corner the three
// sides' counts fit levels (the largest is the sum of the other two,
// cornerFits). Where both other sides at a corner are sure, counts x and
// y, a flagged side there holds x+y or |x-y| lines; where one of them is
// a sure zero, exactly the other's count; where both are, none.
// settleFromCorners, last in the contour settle, takes each flagged count
// whose corners with two sure other sides (at least cornerSettleNeed of
// them) leave one count that fits every such corner, sets it and calls it
// sure at confidence unsure (the least a sure count carries). Only the
// counts sure before a round settle others in it; it runs cornerSettleRounds
// rounds, so a settled count may settle its neighbours in the next.
// The count keeps the confidence it had in ContourSettledFrom, by which
// the level solve weighs it: the sure counts that settle it bind it there
// already, and at full weight the settled counts cost the elevation from
// three seeds up to 50 points on a sheet (printed seed 5 at 150 dpi
// moderate).
//
// The rule reads the sure counts only, not the scan: it settles what the
// flags and the reconciliation left open that the sure lines around
// already decide, such as a zero beside an erased line whose far corner
// holds two sure zeros (a line there would have to leave through one of
// them).
func settleFromCorners(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	if cornerSettleNeed <= 0 {
		return
	}
	if cornerSettleWhole {
		settleCornersWhole(g, sides, unsure)
		return
	}
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	for range cornerSettleRounds {
		sure, decide := make([]bool, len(sides)), make([]bool, len(sides))
		for i := range sides {
			sure[i] = sides[i].ContourConf >= unsure
			decide[i] = sides[i].ContourConf >= max(unsure, cornerDecideConf)
		}
		type settle struct{ i, v int }
		var out []settle
		for i := range sides {
			if sure[i] || !cornerSettleAll && sides[i].Contours != 0 || unsettled(&sides[i]) {
				continue
			}
			if v, ok := cornerCount(g, idx, sides, decide, i); ok && (!cornerSettleConfirm || v == sides[i].Contours) {
				out = append(out, settle{i, v})
			}
		}
		if len(out) == 0 {
			return
		}
		for _, s := range out {
			sides[s.i].Contours, sides[s.i].ContourSettledFrom, sides[s.i].ContourConf = s.v, max(sides[s.i].ContourConf, 1e-6), unsure
		}
	}
}

// cornerCount returns the one count of side i (an index into sides) that
// fits every corner of it whose two other sides are traced and sure, and
// whether there is one and at least cornerSettleNeed such corners decide it.
func cornerCount(g hexgrid.Grid, idx map[hexgrid.Hexside]int, sides []SideProposal, sure []bool, i int) (int, bool) {
	var cand []int // counts that fit every deciding corner so far
	n := 0
	for _, pair := range corners(g, sides[i].Side) {
		a, okA := idx[pair[0]]
		b, okB := idx[pair[1]]
		if !okA || !okB || !sure[a] || !sure[b] {
			continue
		}
		x, y := sides[a].Contours, sides[b].Contours
		here := []int{x + y}
		if x != y {
			here = append(here, max(x-y, y-x))
		} else {
			here = append(here, 0)
		}
		if n == 0 {
			cand = here
		} else {
			var keep []int
			for _, v := range cand {
				for _, w := range here {
					if v == w {
						keep = append(keep, v)
						break
					}
				}
			}
			cand = keep
		}
		n++
	}
	if n < cornerSettleNeed {
		return 0, false
	}
	if len(cand) == 0 || cand[0] > maxContours {
		return 0, false
	}
	for _, v := range cand[1:] {
		if v != cand[0] {
			return 0, false
		}
	}
	return cand[0], true
}

// cornerSettleNeed, cornerSettleRounds, cornerSettleAll: see
// settleFromCorners (need 0: off; all: every flagged count, else only
// flagged zeros).
var (
	cornerSettleNeed   = 1
	cornerSettleRounds = 1
	cornerSettleAll    = true
	// the sides that decide a corner carry at least this confidence
	cornerDecideConf = 0.5
	// settle over the whole sheet at once (settleCornersWhole)
	cornerSettleWhole = true
	// settle only counts the corners confirm, never change one
	cornerSettleConfirm = true
)

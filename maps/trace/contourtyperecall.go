package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Inside woods the crowns can hide a thin contour line from the lanes along
// its whole run, while they still read the index lines and the lines in the
// tint's gaps: the lanes' recall there falls to a third of the lines and
// their zeros stay clean and sure. Corners do not show it (a line missed on
// every side leaves no corner odd), nor do the read lines' strengths. The
// lines followWoods follows on from the lines counted near by do: where the
// lanes see the lines, most sides a followed arc crosses are read with a
// line; where the lines are hidden, most of them are zeros. Per sheet and
// traced type, est = read / (read + followed zeros) over the sides inside
// the type (both hexes of it), read by the lanes alone, estimates how much
// of what is there the lanes see; reviewLowRecallTypes lists a type's sure
// zeros for review where est is under recallTypeRatio times the same over
// the sheet's other sides. It rests on neither the zeros' clean share, the type's shade
// nor the sheet's blur, which the other floors (flagHiddenTypes) gate on.

// recallTally counts, per sheet and type, the sides the lanes read a line
// on and the zeros a followed line crosses (FollowRead.Paths > 0).
type recallTally struct{ sides, read, followed int }

// est returns read / (read + followed), 1 with neither.
func (r recallTally) est() float64 {
	if r.read+r.followed == 0 {
		return 1
	}
	return float64(r.read) / float64(r.read+r.followed)
}

// typeRecalls returns per sheet (of n) the recallTally of each traced type
// (its inside sides) and of the sheet's every side read by the lanes alone.
func typeRecalls(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int) ([]map[string]*recallTally, []recallTally) {
	ty := hexTerrain(hexes)
	per := make([]map[string]*recallTally, n)
	all := make([]recallTally, n)
	for i := range per {
		per[i] = map[string]*recallTally{}
	}
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s, n) {
			continue
		}
		var x *recallTally
		if a, b := g.SideHexes(s.Side); ty[a] == ty[b] {
			if x = per[s.sheet][ty[a]]; x == nil {
				x = &recallTally{}
				per[s.sheet][ty[a]] = x
			}
		}
		for _, y := range []*recallTally{x, &all[s.sheet]} {
			if y == nil {
				continue
			}
			y.sides++
			switch {
			case s.ContourReads[0].Count > 0:
				y.read++
			case s.follow.Paths > 0:
				y.followed++
			}
		}
	}
	return per, all
}

// reviewLowRecallTypes lists for review only (markForReview: the counts and
// what the level solve weighs stay as settled), per sheet (of n) and traced
// type with at least blindTypeMin sides inside it and a line read in one
// of them, the lanes' zeros between
// two hexes of the type still settled sure to no line, where the type's
// recall estimate is under recallTypeEst and under recallTypeRatio times
// the sheet's other sides' (see above). Once the settle is done, so that the corners, which settle
// a flagged zero back from sure zeros around it, do not take them off the
// list. Off (nothing listed) where recallTypeRatio is 0 or followWoods did
// not run (no side followed: every estimate 1).
func reviewLowRecallTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int, unsure float64) {
	if recallTypeRatio <= 0 {
		return
	}
	per, all := typeRecalls(g, sides, hexes, n)
	low := make([]map[string]bool, n)
	for i := range per {
		low[i] = map[string]bool{}
		for t, x := range per[i] {
			if t == "" || x.sides < blindTypeMin || x.read == 0 {
				continue // a type the lanes read no line in: flat, or blind (flagBlindTypes)
			}
			o := recallTally{read: all[i].read - x.read, followed: all[i].followed - x.followed}
			low[i][t] = x.est() < recallTypeEst && x.est() < recallTypeRatio*o.est()
		}
	}
	ty := hexTerrain(hexes)
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s, n) || s.Contours != 0 || s.ContourReads[0].Count != 0 {
			continue
		}
		a, b := g.SideHexes(s.Side)
		if ty[a] != ty[b] || !low[s.sheet][ty[a]] {
			continue
		}
		markForReview(s, unsure)
	}
}

// recallTypeRatio, recallTypeEst: see reviewLowRecallTypes (ratio 0: off).
// Printed seeds at 150 dpi, replayed (TestReplayContours,
// TestDiagRecallSignals): over 35 heavy sheets est tracks the lanes' true
// recall in woods loosely (0.12-0.24 where it is 0.07-0.34, 0.23-0.35
// where it is 0.55-0.81), the ratio to the sheet's other sides better
// (woods at 0.39-0.89 against fields at 0.8-3.0); on light sheets the woods
// are read well at est 0.32-0.40 and ratio 0.67-0.97, hence both bounds
// (with the ratio alone at 0.9, 21-30 light went from 99 to 127 review
// items per 100 hexes for no count). With flagHiddenTypes off, heavy seeds
// 475, 262, 61 and 64 (lanes' recall in woods 0.30-0.57) went from 26.9,
// 7.9, 23.8 and 3.4% of their sides with lines wrong and not flagged to
// 4.5, 1.8, 5.6 and 1.7%; 65 (woods over 404 of 521 sides: ratio 1.1)
// stays at 19.4%. With it on: 21-30 heavy 0.5 -> 0.4% for 221 -> 227
// review items, moderate 190 -> 191, light 99 -> 99; the 35 fresh heavy
// sheets 1.1 -> 1.0% for 190 -> 194. Not tuned on: 1001-1040 heavy 0.9 ->
// 0.9% for 200 -> 202 (with flagHiddenTypes off 1.4 -> 1.0%: seed 1016
// 17.6 -> 4.0%). At 0.8 the ratio missed 475 and 51 (0.89, 0.82).
// A type the lanes read no line inside is left alone: its estimate, 0,
// tells nothing of recall (the lines hidden under the crowns were a third
// of those read there), and a flat type with a few followed zeros gives
// it: printed seed 42 at 150 dpi light, whose lanes' zeros hold no line
// (TestBrokenSheetZerosFlagged), had woods (283 sides, 0 read, 43 followed)
// and a field (84, 0, 16) listed, 125 of its 434 sure zeros for nothing. A
// type seen nowhere is flagBlindTypes' case.
var (
	recallTypeRatio = 0.9
	recallTypeEst   = 0.3
)

package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

const (
	// neighbourDates is the least number of dates at which the book's
	// other scenarios must give a unit a strength before the neighbouring
	// row check reads what they agree on.
	neighbourDates = 4
	// neighbourShare is the least share of those dates (in quarters) that
	// must all give the unit one strength.
	neighbourShare = 3
)

// checkStrengthNeighbourRow warns about a set-up strength 1 SP away from
// the figure that the book's other scenarios give the unit at three
// quarters or more of four or more dates, when it is the very figure of the
// next row above or below in the table that gives a strength
// (strength.neighbour-row): the eye slipped to the neighbouring line. Two
// pieces of evidence together, neither enough alone: HSN gives a counter a
// one-date rise of 1 twice (Crossland 2 in S5, L768, between Ross 1 and
// Bate-B 4; Biffle 2 in S7, L961, above Clayton 5), and neither is its
// neighbour's figure; a figure 2 or more away is strength.steady's and
// strength.spike's.
func (e *scenarioEnv) checkStrengthNeighbourRow(o *scenarios.OOB, others []profiled) {
	rows := e.sc.Setup
	for i, st := range rows {
		if st.Strength == nil || e.setupAt[st.Unit] != i {
			continue
		}
		v := *st.Strength
		w, ok := usualStrength(others, st.Unit)
		if !ok || absInt(v-w) != 1 {
			continue
		}
		j := neighbourWith(rows, i, v)
		if j < 0 {
			continue
		}
		ptr := fmt.Sprintf("/setup/%d/strength", i)
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "strength.neighbour-row", ptr, e.canonical(st.Hex), st.Unit,
			"%s starts with %d, the strength of %s on the next line of the table, while the book's other scenarios give it %d at most of their dates: the neighbouring row's figure?", unitName(o, st.Unit), v, unitName(o, rows[j].Unit), w)
	}
}

// usualStrength returns the strength the book's other scenarios give the
// unit at neighbourShare quarters or more of the neighbourDates or more
// dates at which they give it one (a date with two figures counts for
// neither).
func usualStrength(others []profiled, unit string) (int, bool) {
	byDate := map[string]int{}
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		x, has := p.strength[unit]
		if !has || p.date == "" {
			continue
		}
		if y, seen := byDate[p.date]; seen && y != x {
			byDate[p.date] = -1
			continue
		}
		byDate[p.date] = x
	}
	if len(byDate) < neighbourDates {
		return 0, false
	}
	count := map[int]int{}
	for _, x := range byDate {
		if x >= 0 {
			count[x]++
		}
	}
	for x, n := range count {
		if 4*n >= neighbourShare*len(byDate) {
			return x, true
		}
	}
	return 0, false
}

// neighbourWith returns the index of the nearest row above or below row i
// that gives a strength, when that strength is v (above first), or -1.
func neighbourWith(rows []scenarios.Setup, i, v int) int {
	for _, step := range []int{-1, 1} {
		for j := i + step; j >= 0 && j < len(rows); j += step {
			if s := rows[j].Strength; s != nil {
				if *s == v && rows[j].Unit != rows[i].Unit {
					return j
				}
				break
			}
		}
	}
	return -1
}

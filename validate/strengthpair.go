package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

const (
	// pairShared is the least number of units two set-ups must both give a
	// strength for the pair check to compare them.
	pairShared = 10
	// pairSame is the least share, in percent, of those units the two
	// set-ups give one and the same strength.
	pairSame = 90
)

// checkStrengthPair warns about a set-up strength 2 SP or more away from
// the one another scenario of the book gives the unit, when the two set-ups
// give the same strength to 90% or more of the ten or more units they both
// give one and no other unit differs by more than 1 (strength.pair-differs):
// the book shows that nothing changed the units' strengths between the two
// moments, so the one figure that moves is a misprint. ITW S5 (11 AM) and
// S6 (noon) agree on 25 of their 26 shared figures, the other by 1 (11 LA 7
// and 6, EN L3210, L3740); HSN S7 and S8 on 13 of 14 (Biffle 2 and 1,
// L961). A figure that another scenario of the book gives the unit too is
// left alone (HSN S1 and S3 agree on all but Ruger, 2 on 24 Nov as on 23
// Nov, 8 on 28 Nov, L261, L530: a gain the book means).
// Pairs that start at the same moment are strength.differs's.
func (e *scenarioEnv) checkStrengthPair(o *scenarios.OOB, others []profiled) {
	date, start := startOf(e.sc)
	if date == "" {
		return
	}
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		if p.date == "" || p.date == date && p.start == start || len(p.strength) < pairShared {
			continue
		}
		shared, same, big, at := 0, 0, 0, -1
		for i, st := range e.sc.Setup {
			if st.Strength == nil || e.setupAt[st.Unit] != i {
				continue
			}
			w, ok := p.strength[st.Unit]
			if !ok {
				continue
			}
			shared++
			switch d := absInt(*st.Strength - w); {
			case d == 0:
				same++
			case d >= 2:
				big++
				at = i
			}
		}
		// the one unit that differs by 2 or more left out of the share
		if big != 1 || shared < pairShared || 100*same < pairSame*(shared-1) {
			continue
		}
		st := e.sc.Setup[at]
		w := p.strength[st.Unit]
		if givenElsewhere(others, st.Unit, *st.Strength) {
			continue // the book's own figure at another moment (a unit reinforced)
		}
		ptr := fmt.Sprintf("/setup/%d/strength", at)
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "strength.pair-differs", ptr, e.canonical(st.Hex), st.Unit,
			"%s starts with %d, but the book's scenario %s gives it %d, while those two set-ups agree on %d of the %d other strengths they both give and differ by 1 at most on the rest: one figure is misprinted", unitName(o, st.Unit), *st.Strength, p.id, w, same, shared-1)
	}
}

// givenElsewhere reports whether one of the book's other scenarios gives
// the unit the strength v.
func givenElsewhere(others []profiled, unit string, v int) bool {
	for oi := range others { // in place: a profile is large
		if w, ok := others[oi].strength[unit]; ok && w == v {
			return true
		}
	}
	return false
}

package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// spikeSP is the least difference, in SP, from every strength the book
// gives a unit at the nearest earlier and the nearest later date that the
// spike check reports. The book's own figures rise by 1 between dates and
// fall back (HSN Biffle 1, 2, 1 in S6, S7, S8; Crossland 1, 2, 1 in S4, S5,
// S7); no figure of the book stands 2 or more above, or below, both its
// neighbours in time.
const spikeSP = 2

// checkStrengthSpike warns about a set-up strength that stands spikeSP or
// more above, or below, every strength the book's other scenarios give the
// unit at the nearest earlier date and at the nearest later date that give
// it one (strength.spike): a unit's strength moves one way at a time, so a
// peak or a dip between two dates is the neighbouring row's figure or a
// digit slip. Scenarios of the same date are left to strength.differs and
// strength.rises.
func (e *scenarioEnv) checkStrengthSpike(o *scenarios.OOB, others []profiled) {
	date, _ := startOf(e.sc)
	if date == "" {
		return
	}
	for i, st := range e.sc.Setup {
		if st.Strength == nil || e.setupAt[st.Unit] != i {
			continue
		}
		var early, late string
		var eLo, eHi, lLo, lHi int
		var eID, lID string
		for oi := range others { // in place: a profile is large
			p := &others[oi]
			w, ok := p.strength[st.Unit]
			if !ok || p.date == "" || p.date == date {
				continue
			}
			if p.date < date {
				if p.date > early {
					early, eLo, eHi, eID = p.date, w, w, p.id
				} else if p.date == early {
					eLo, eHi = min(eLo, w), max(eHi, w)
				}
				continue
			}
			if late == "" || p.date < late {
				late, lLo, lHi, lID = p.date, w, w, p.id
			} else if p.date == late {
				lLo, lHi = min(lLo, w), max(lHi, w)
			}
		}
		if early == "" || late == "" {
			continue
		}
		v := *st.Strength
		hi, lo := max(eHi, lHi), min(eLo, lLo)
		word := ""
		switch {
		case v >= hi+spikeSP:
			word = "above"
		case v <= lo-spikeSP:
			word = "below"
		default:
			continue
		}
		e.r.add(Warning, "strength.spike", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
			"%s starts with %d SP on %s, %s what the book gives it on %s (%s: %d) and on %s (%s: %d): the neighbouring row's strength or a digit slip?",
			unitName(o, st.Unit), v, date, word, early, eID, pick(word == "above", eHi, eLo), late, lID, pick(word == "above", lHi, lLo))
	}
}

func pick(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}

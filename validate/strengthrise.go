package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// strengthRise is the least rise, in SP, between two set-ups of one day
// that the strength check reports: losses only lower a unit's strength
// within a day, and the book's own same-day figures rise by 1 at most (25
// MO and 12 MI from S1c at 6 AM to S2 at 8 AM).
const strengthRise = 2

// checkStrengthRises warns about a set-up strength that is 2 SP or more
// below the strength a scenario of the book starting later the same day
// gives the unit, or 2 SP or more above the strength one starting earlier
// that day gives it: within a day a unit only loses strength, so one of
// the two figures is misprinted (the strength of the neighbouring row, a
// digit slip).
func (e *scenarioEnv) checkStrengthRises(o *scenarios.OOB, others []profiled) {
	date, start := startOf(e.sc)
	if date == "" || start == "" {
		return
	}
	for i, st := range e.sc.Setup {
		if st.Strength == nil || e.setupAt[st.Unit] != i {
			continue
		}
		v := *st.Strength
		for _, p := range others {
			w, ok := p.strength[st.Unit]
			if !ok || p.date != date || p.start == "" || p.start == start {
				continue
			}
			later := p.start > start
			if later && w >= v+strengthRise || !later && v >= w+strengthRise {
				name := st.Unit
				if u := o.Unit(st.Unit); u != nil {
					name = u.Name
				}
				when := "later"
				if !later {
					when = "earlier"
				}
				e.r.add(Warning, "strength.rises", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
					"%s starts with %d SP at %s, but the book's scenario %s, which starts %s the same day (%s), gives it %d: a unit does not gain strength within a day, so one figure is misprinted", name, v, start, p.id, when, p.start, w)
				break
			}
		}
	}
}

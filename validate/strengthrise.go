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
		for oi := range others { // in place: a profile is large
			p := &others[oi]
			w, ok := p.strength[st.Unit]
			if !ok || p.date != date || p.start == "" || p.start == start {
				continue
			}
			later := p.start > start
			if v != w && falls(v, w, start, p.start) {
				e.r.add(Warning, "strength.falls", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
					"%s starts with %d SP at %s, but the book's scenario %s gives it %d at %s the same day: a fall of %d SP in that time is more than the book shows anywhere, so one figure is misprinted (the neighbouring row's strength?)", unitName(o, st.Unit), v, start, p.id, w, p.start, absInt(v-w))
				break
			}
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

// fallPerHour is the most SP a unit loses in an hour of fighting that the
// falls check allows, beside fallSlack: the book's own fastest same-day
// falls are 6 SP in three hours (6 MS and 12 MI from S3 at 8 AM to S4 at
// 11 AM) and 10 SP in six (11 IA from S6 at noon to S7 at 6 PM).
const (
	fallPerHour = 2
	fallSlack   = 2
)

// falls reports whether strength v at clock time at and w at clock time
// other (both "HH:MM", the same day) differ by a fall, from the earlier
// figure to the later, of more than fallSlack + fallPerHour SP per hour
// between them: faster than the book lets any unit lose strength.
func falls(v, w int, at, other string) bool {
	a, okA := clockMinutes(at)
	b, okB := clockMinutes(other)
	if !okA || !okB || a == b {
		return false
	}
	early, late := v, w
	if b < a {
		early, late = w, v
	}
	d := a - b
	if d < 0 {
		d = -d
	}
	return (early-late)*60 > fallSlack*60+fallPerHour*d
}

// clockMinutes reads "HH:MM" as minutes after midnight (by hand: the
// strength checks read it once per row and other scenario).
func clockMinutes(s string) (int, bool) {
	if len(s) != 5 || s[2] != ':' {
		return 0, false
	}
	d := func(c byte) int { return int(c) - '0' }
	for _, k := range []int{0, 1, 3, 4} {
		if s[k] < '0' || s[k] > '9' {
			return 0, false
		}
	}
	h, m := d(s[0])*10+d(s[1]), d(s[3])*10+d(s[4])
	if h > 23 || m > 59 {
		return 0, false
	}
	return h*60 + m, true
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// unitName returns the unit's name in o, or its id.
func unitName(o *scenarios.OOB, id string) string {
	if u := o.Unit(id); u != nil {
		return u.Name
	}
	return id
}

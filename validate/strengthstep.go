package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// checkStrengthStep warns about a set-up strength 2 SP or more away from
// the figure the book's other scenarios give the unit at the nearest
// earlier or the nearest later date, when no counter of its side and class
// moves by more than 1 SP from one date to the next anywhere in those
// scenarios, five such counters at least having figures at three dates or
// more (strength.step). HSN's cavalry brigades refit or wear down one SP at
// a time (Capron-A 1 SP on 23 Nov in S2, 2 on 24 Nov in S1, 3 on 28 Nov in
// S3, HSN L433, L271, L545; Hammond 2 then 3), so Capron-A given 3 on 24
// Nov, a rise of 2 in a day, is the neighbouring row's figure. Classes whose figures jump (HSN's
// infantry divisions, which gain brigades: Ruger 2, 8, 10) are left alone;
// a figure 2 or more past both neighbours is strength.spike's.
//
// byUnit is strengthByDate of the book's other scenarios.
func (e *scenarioEnv) checkStrengthStep(o *scenarios.OOB, byUnit datedView) {
	date, _ := startOf(e.sc)
	if date == "" {
		return
	}
	var steps, units map[sideClass]int // counted once a row needs them
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		if st.Strength == nil || u == nil || e.setupAt[st.Unit] != i {
			continue
		}
		dates := byUnit.of(st.Unit)
		if _, same := dates[date]; same || len(dates) == 0 {
			continue
		}
		v := *st.Strength
		early, late := nearestDates(dates, date)
		when, w, far := "", 0, 0
		for _, d := range []string{early, late} {
			if s, ok := dates[d]; ok && d != "" {
				if m := max(v-s.hi, s.lo-v); m > far {
					when, w, far = d, s.lo, m
					if v > s.hi {
						w = s.hi
					}
				}
			}
		}
		if far < 2 {
			continue
		}
		if steps == nil {
			_, steps, units = dipCounts(o, byUnit)
		}
		key := sideClass{u.Side, u.Class}
		if units[key] < regainsUnits || steps[key] > 1 {
			continue
		}
		ptr := fmt.Sprintf("/setup/%d/strength", i)
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "strength.step", ptr, e.canonical(st.Hex), st.Unit,
			"%s starts with %d SP on %s, %d away from the %d the book gives it on %s, while no %s %s counter of the book (%d with three dates or more) moves by more than 1 SP from one date to the next: the neighbouring row's strength?",
			u.Name, v, date, far, w, when, u.Side, u.Class, units[key])
	}
}

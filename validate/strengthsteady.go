package validate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// steadyDates is the least number of distinct dates at which the book's
// other scenarios must all give a unit one and the same strength before
// the steady-strength check trusts that strength.
const steadyDates = 3

// steadyFar is the least difference, in SP, from a strength the book's
// other scenarios give a unit at only two dates that the steady-strength
// check reports: the book's own HSN figures move by 2 at most between
// scenarios that agree elsewhere (Wagner 9 then 11, Opdycke 2 then 4), so
// a figure 3 or more away from two that agree is a misprint.
const steadyFar = 3

// checkSteadyStrength warns about a set-up strength that differs from the
// one strength the book gives the unit in every other scenario, when those
// scenarios stand at three or more different dates: a lower figure would
// be losses that healed back exactly to the same value, a figure 2 SP or
// more higher a gain that vanished again, both rarer than the strength of
// the neighbouring row printed in the unit's row. At only two other dates,
// neither this scenario's, a figure 3 SP or more away is reported too. Rises of 1 are left
// alone (the book has them: HSN L768 Crossland 2 in S5, L961 Biffle 2 in
// S7, both 1 in every other scenario).
func (e *scenarioEnv) checkSteadyStrength(o *scenarios.OOB, others []profiled) {
	date, _ := startOf(e.sc)
	for i, st := range e.sc.Setup {
		if st.Strength == nil || e.setupAt[st.Unit] != i {
			continue
		}
		w, dates, ok := steadyStrength(others, st.Unit)
		if !ok || len(dates) < steadyDates-1 {
			continue
		}
		v := *st.Strength
		if len(dates) < steadyDates && (absInt(v-w) < steadyFar || slices.Contains(dates, date)) {
			continue // two dates: only far from both, neither the same day (losses within a day are strength.falls's)
		}
		if v == w || v > w && v < w+strengthRise {
			continue
		}
		name := st.Unit
		if u := o.Unit(st.Unit); u != nil {
			name = u.Name
		}
		e.r.add(Warning, "strength.steady", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
			"%s starts with %d SP, but the book's other scenarios give it %d at every date they stand at (%s): the neighbouring row's strength or a digit slip?", name, v, w, strings.Join(dates, ", "))
	}
}

// steadyStrength returns the one strength the profiled scenarios give the
// unit and the sorted dates they stand at; ok is false when they give none,
// more than one, or a scenario without a date gives one.
func steadyStrength(others []profiled, unit string) (w int, dates []string, ok bool) {
	w = -1
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		x, has := p.strength[unit]
		if !has {
			continue
		}
		if p.date == "" || w >= 0 && x != w {
			return 0, nil, false
		}
		w = x
		if !slices.Contains(dates, p.date) {
			dates = append(dates, p.date)
		}
	}
	slices.Sort(dates)
	return w, dates, w >= 0
}

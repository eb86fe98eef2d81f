package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// checkStrengthOvernight warns about a set-up strength below the one the
// book gives the unit at the last set-up of the day before (or above the
// one it gives at the first set-up of the next day, when this scenario is
// the day's last): no fighting happens between the evening and the next
// morning, so strength does not fall overnight. Only set-ups with a clock
// time are compared, and only the day's last with the next day's set-ups.
// In the built-in ITW data the 7 April figures (S8, S8a) are at or above
// the 6 PM figures of S7 for every one of the 27 units both give.
func (e *scenarioEnv) checkStrengthOvernight(o *scenarios.OOB, others []profiled) {
	date, start := startOf(e.sc)
	if date == "" || start == "" {
		return
	}
	last := map[string]string{date: start} // date -> latest start
	var dates []string
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		if p.date == "" || p.start == "" {
			continue
		}
		if p.start > last[p.date] {
			last[p.date] = p.start
		}
	}
	for d := range last {
		dates = append(dates, d)
	}
	slices.Sort(dates)
	k := slices.Index(dates, date)
	for i, st := range e.sc.Setup {
		if st.Strength == nil || e.setupAt[st.Unit] != i {
			continue
		}
		v := *st.Strength
		for oi := range others { // in place: a profile is large
			p := &others[oi]
			w, ok := p.strength[st.Unit]
			if !ok || p.start == "" {
				continue
			}
			// p the evening before this scenario, or this the evening
			// before p
			before := k > 0 && p.date == dates[k-1] && p.start == last[p.date] && v < w
			after := k+1 < len(dates) && p.date == dates[k+1] && start == last[date] && v > w
			if !before && !after {
				continue
			}
			name := st.Unit
			if u := o.Unit(st.Unit); u != nil {
				name = u.Name
			}
			e.r.add(Warning, "strength.overnight", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
				"%s starts with %d SP at %s %s, but the book's scenario %s gives it %d at %s %s, across the night between them: strength does not fall overnight, so one figure is misprinted", name, v, date, start, p.id, w, p.date, p.start)
			break
		}
	}
}

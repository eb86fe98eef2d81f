package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// checkStrengthDip warns about a set-up strength 1 SP below both of the
// strengths the book's other scenarios give the unit at the nearest earlier
// and the nearest later date, when no counter of the unit's side and class
// loses strength for one date and gets it back anywhere in those scenarios,
// none moves by more than 1 SP from one date to the next, and five such
// counters at least have figures at three dates or more (strength.dip):
// the mirror of strength.blip, for the classes whose figures move slowly.
// HSN's Union cavalry refits without a dip (Hammond 2 SP in S2-S4, HSN L418,
// L548, L664, then 3 in S6-S8, L900, L1009, L1063; Coon 2, then 3 from S4,
// L661), so Hammond given 2 on 17 Dec between 3 on 15 and 23 Dec is the
// neighbouring row's figure. HSN's Union infantry, reinforced and worn down
// several SP at a time (Wood 9, 8, 11 in S1, S3, S4, L266, L531, L654), is
// left alone; a dip of 2 or more is strength.spike's.
//
// byUnit is strengthByDate of the book's other scenarios.
func (e *scenarioEnv) checkStrengthDip(o *scenarios.OOB, byUnit datedView) {
	date, _ := startOf(e.sc)
	if date == "" {
		return
	}
	var dips, steps, units map[sideClass]int // counted once a row needs them
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		if st.Strength == nil || u == nil || e.setupAt[st.Unit] != i {
			continue
		}
		dates := byUnit.of(st.Unit)
		if _, same := dates[date]; same || len(dates) < 2 {
			continue
		}
		early, late := nearestDates(dates, date)
		if early == "" || late == "" {
			continue
		}
		v, a, b := *st.Strength, dates[early], dates[late]
		if v != min(a.lo, b.lo)-1 || v >= a.lo || v >= b.lo {
			continue
		}
		if dips == nil {
			dips, steps, units = dipCounts(o, byUnit)
		}
		key := sideClass{u.Side, u.Class}
		if units[key] < regainsUnits || dips[key] > 0 || steps[key] > 1 {
			continue
		}
		ptr := fmt.Sprintf("/setup/%d/strength", i)
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "strength.dip", ptr, e.canonical(st.Hex), st.Unit,
			"%s starts with %d SP on %s, below what the book gives it on %s (%d) and on %s (%d), while no %s %s counter of the book (%d with three dates or more) loses strength for one date and gets it back: the neighbouring row's strength?",
			u.Name, v, date, early, a.lo, late, b.lo, u.Side, u.Class, units[key])
	}
}

// dipCounts returns, per side and class, how many counters the dated
// strengths show below both of their neighbouring dates' figures at some
// date, the largest move of a counter's figure from one date to the next,
// and how many counters have figures at three dates or more.
func dipCounts(o *scenarios.OOB, byUnit datedView) (dips, steps, units map[sideClass]int) {
	dips, steps = map[sideClass]int{}, map[sideClass]int{}
	units = eachDatedCounter(o, byUnit, 3, func(key sideClass, ds []string, dates map[string]span) {
		for k := 1; k < len(ds); k++ {
			a, b := dates[ds[k-1]], dates[ds[k]]
			steps[key] = max(steps[key], b.hi-a.lo, a.hi-b.lo)
		}
		for k := 1; k+1 < len(ds); k++ {
			a, m, b := dates[ds[k-1]], dates[ds[k]], dates[ds[k+1]]
			if m.hi < a.lo && m.hi < b.lo {
				dips[key]++
				return
			}
		}
	})
	return dips, steps, units
}

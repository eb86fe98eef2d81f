package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// checkStrengthBlip warns about a set-up strength above both of the
// strengths the book's other scenarios give the unit at the nearest
// earlier and the nearest later date, by less than strength.spike reports,
// when no counter of the unit's side and class rises and falls back across
// three dates anywhere in those scenarios, five such counters with three
// dates or more at least (strength.blip). A dip is left alone: losses
// made good later are the book's own (HSN Wood 9 SP on 24 Nov, 8 on 28
// Nov, 11 on 30 Nov). HSN's Union cavalry gains (Coon 2 SP on 28 Nov,
// L541, 3 from 30 Nov on, L661; Hammond 2, then 3 from 15 Dec) but never
// gives a gain back, so Stewart given 3 on one date between two dates at 2
// is the neighbouring row's figure; the Confederate cavalry, which the
// book gives a one-date rise twice (Crossland 2 in S5, L768; Biffle 2 in
// S7, L961), is left alone, and a side and class that never gains is
// strength.regains's.
//
// d is strengthByDate of the book's other scenarios, with its bounds.
func (e *scenarioEnv) checkStrengthBlip(o *scenarios.OOB, d *datedStrengths) {
	date, _ := startOf(e.sc)
	if date == "" {
		return
	}
	most, blips, units := d.most, d.blips, d.units3
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		if st.Strength == nil || u == nil || e.setupAt[st.Unit] != i {
			continue
		}
		key := sideClass{u.Side, u.Class}
		if units[key] < regainsUnits || blips[key] > 0 || most[key] == 0 {
			continue
		}
		dates := d.of(st.Unit)
		if _, same := dates[date]; same {
			continue
		}
		early, late := nearestDates(dates, date)
		if early == "" || late == "" {
			continue
		}
		v, a, b := *st.Strength, dates[early], dates[late]
		if v <= a.hi || v <= b.hi || v >= max(a.hi, b.hi)+spikeSP {
			continue
		}
		e.r.add(Warning, "strength.blip", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
			"%s starts with %d SP on %s, above what the book gives it on %s (%d) and on %s (%d), while no %s %s counter of the book (%d with three dates or more) gains strength for one date and gives it back: the neighbouring row's strength?",
			u.Name, v, date, early, a.hi, late, b.hi, u.Side, u.Class, units[key])
	}
}

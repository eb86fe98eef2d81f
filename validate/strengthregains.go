package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// regainsUnits is the least number of counters of one side and class that
// the book's other scenarios must give strengths at two dates or more
// before the regains check reads what they show.
const regainsUnits = 5

// span is the lowest and highest strength a unit is given at one date.
type span struct{ lo, hi int }

// sideClass keys the counters of one side and class.
type sideClass struct{ side, class string }

// checkStrengthRegains warns about a set-up strength above the strength
// the book's other scenarios give the unit at the nearest earlier date (or
// below the one at the nearest later date) when no counter of its side and
// class ever gains strength from one date to a later one in those
// scenarios, five such counters at least (strength.regains). In HSN no
// Confederate infantry counter gains strength from one scenario's date to
// a later one's (Hood's army had no replacements: French 5 SP on 28 Nov,
// 4 on 30 Nov, HSN L504 and L619), so a Confederate division given more SP
// after a date than before it is the neighbouring row's figure. A side and
// class the book lets gain (the Union, which it reinforces: Ruger 2 SP on
// 24 Nov, 8 on 28 Nov, 10 on 30 Nov, L261, L530, L649; every ITW unit
// overnight) is left alone. Scenarios of the same date are left to
// strength.rises and strength.falls.
//
// d is strengthByDate of the book's other scenarios, with its bounds.
func (e *scenarioEnv) checkStrengthRegains(o *scenarios.OOB, d *datedStrengths) {
	date, _ := startOf(e.sc)
	if date == "" {
		return
	}
	most, units := d.most, d.units
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		if st.Strength == nil || u == nil || e.setupAt[st.Unit] != i {
			continue
		}
		key := sideClass{u.Side, u.Class}
		if units[key] < regainsUnits || most[key] > 0 {
			continue
		}
		v := *st.Strength
		dates := d.of(st.Unit)
		early, late := nearestDates(dates, date)
		var gain int
		var when string
		var w int
		if early != "" && v-dates[early].hi > most[key] {
			gain, when, w = v-dates[early].hi, early, dates[early].hi
		} else if late != "" && dates[late].lo-v > most[key] {
			gain, when, w = dates[late].lo-v, late, dates[late].lo
		} else {
			continue
		}
		e.r.add(Warning, "strength.regains", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
			"%s starts with %d SP on %s, but the book's other scenarios give it %d on %s: a gain of %d SP, while no %s %s counter of the book (%d of them at two dates or more) gains strength from one date to a later one: the neighbouring row's strength?",
			u.Name, v, date, w, when, gain, u.Side, u.Class, units[key])
	}
}

// datedStrengths is strengthByDate of the book's other scenarios with
// what strength.regains and strength.blip read of it over every counter,
// worked out in one pass for both:
//   - most: per side and class, the most any counter gains from one date
//     to the next (the highest figure at the later date less the lowest at
//     the earlier), and units: how many counters are given strengths at
//     two dates or more;
//   - blips: per side and class, how many counters the dated strengths
//     show above both of their neighbouring dates' figures at some date,
//     and units3: how many counters have figures at three dates or more.
type datedStrengths struct {
	datedView
	most, units   map[sideClass]int
	blips, units3 map[sideClass]int
}

// datedView is strengthByDate of some of a game's profiled scenarios: that
// of all of them (all, shared, never changed), but for the units in over,
// whose dates leave some scenarios out (nil: no date left).
type datedView struct {
	all, over map[string]map[string]span
}

// of returns the unit's strengths by date (never change them).
func (v datedView) of(unit string) map[string]span {
	if d, ok := v.over[unit]; ok {
		return d
	}
	return v.all[unit]
}

// dated returns strengthByDate(g.others(id)): that of every profiled
// scenario, built once, with the dates of the units the scenarios left out
// give a strength worked out again without them.
func (g *gameProfile) dated(id string) datedView {
	g.datedOnce.Do(func() { g.datedAll = strengthByDate(g.scenarios) })
	v := datedView{all: g.datedAll}
	for i := range g.scenarios {
		p := &g.scenarios[i]
		if !sameScenario(p.id, id) || p.date == "" {
			continue
		}
		for unit := range p.strength {
			if _, done := v.over[unit]; done {
				continue
			}
			if v.over == nil {
				v.over = map[string]map[string]span{}
			}
			var dates map[string]span
			for j := range g.scenarios {
				q := &g.scenarios[j]
				x, ok := q.strength[unit]
				if !ok || q.date == "" || sameScenario(q.id, id) {
					continue
				}
				if dates == nil {
					dates = map[string]span{}
				}
				s, seen := dates[q.date]
				if !seen {
					s = span{x, x}
				}
				dates[q.date] = span{min(s.lo, x), max(s.hi, x)}
			}
			v.over[unit] = dates
		}
	}
	return v
}

func newDatedStrengths(o *scenarios.OOB, v datedView) *datedStrengths {
	d := &datedStrengths{datedView: v, most: map[sideClass]int{}, blips: map[sideClass]int{}, units3: map[sideClass]int{}}
	d.units = eachDatedCounter(o, v, 2, func(key sideClass, ds []string, dates map[string]span) {
		for k := 1; k < len(ds); k++ {
			d.most[key] = max(d.most[key], dates[ds[k]].hi-dates[ds[k-1]].lo)
		}
		if len(ds) < 3 {
			return
		}
		d.units3[key]++
		for k := 1; k+1 < len(ds); k++ {
			a, m, b := dates[ds[k-1]], dates[ds[k]], dates[ds[k+1]]
			if m.lo > a.hi && m.lo > b.hi {
				d.blips[key]++
				return
			}
		}
	})
	return d
}

// eachDatedCounter calls f, for every counter of the OOB given strengths at
// least min dates, with its side and class key, its dates in order and its
// figures by date; it returns how many such counters each key has. The
// list of dates is reused from one counter to the next: f must not keep it.
func eachDatedCounter(o *scenarios.OOB, v datedView, min int, f func(key sideClass, ds []string, dates map[string]span)) map[sideClass]int {
	units := map[sideClass]int{}
	var ds []string
	for id, dates := range v.all { // a unit only the scenarios left out give a strength is in all, without dates in over
		if d, ok := v.over[id]; ok {
			dates = d
		}
		u := o.Unit(id)
		if u == nil || len(dates) < min {
			continue
		}
		key := sideClass{u.Side, u.Class}
		units[key]++
		ds = ds[:0]
		for d := range dates {
			ds = append(ds, d)
		}
		slices.Sort(ds)
		f(key, ds, dates)
	}
	return units
}

// nearestDates returns the nearest date before and the nearest after date
// among the unit's dates ("" where there is none).
func nearestDates(dates map[string]span, date string) (string, string) {
	var early, late string
	for d := range dates {
		switch {
		case d < date && d > early:
			early = d
		case d > date && (late == "" || d < late):
			late = d
		}
	}
	return early, late
}

// strengthByDate returns, per unit, the lowest and highest strength the
// profiled scenarios give it at each date (scenarios without a date left
// out).
func strengthByDate(others []profiled) map[string]map[string]span {
	byUnit := map[string]map[string]span{} // unit -> date -> span
	for oi := range others {               // in place: a profile is large
		p := &others[oi]
		if p.date == "" {
			continue
		}
		for id, v := range p.strength {
			if byUnit[id] == nil {
				byUnit[id] = map[string]span{}
			}
			s, ok := byUnit[id][p.date]
			if !ok {
				s = span{v, v}
			}
			byUnit[id][p.date] = span{min(s.lo, v), max(s.hi, v)}
		}
	}
	return byUnit
}

package validate

import (
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// checkArrivalClock reports, as reinforce.turn-differs, the reinforcement
// rows checkArrivals cannot compare: a row that brings a formation on
// whole (ITW S1's 7-8 PM rows of 2/3/T and 3/3/T, EN L1703-1704, repeated
// in S1a, S1b and S7), and a unit the book's other scenarios bring on only
// at another date (a row past midnight, a scenario set a day early: ITW
// S10's Confederate rows repeat S1's clock times on 5 April, EN
// L5176-5185 beside L1850-1860). It warns when two or more of those
// arrivals agree on a date and clock time (more than on any other), that
// moment is one turn before or after this row's turn in this scenario's
// turn record, and nothing the row brings on is brought on by any other
// scenario at this row's clock time (a row whose time is right for one of
// its units merges two lines of the schedule: ITW S10 brings Adams's
// cavalry on with 3 TN Cav at 2 PM, L5179). A side most of whose
// reinforcement units arrive here at clock times or entries no other
// scenario gives them follows another schedule and is left alone (ITW
// S10's Union).
func (e *scenarioEnv) checkArrivalClock(o *scenarios.OOB, others []profiled) {
	if e.regions == nil || len(others) < 2 {
		return
	}
	follows := sidesFollowing(e, o, others)
	type item struct {
		id, side string
		all      []arrival
	}
	var scratch []arrival
	for i, rf := range e.sc.Reinforcements {
		k, hs, ok := e.timedEntry(rf)
		if !ok {
			continue
		}
		here := e.sc.Turns[k]
		var items []item
		rowAgrees := false
		add := func(id, side string, get func(p *profiled) (arrival, bool), sameDateToo bool) {
			// gathered in the scratch list, copied only when kept
			all := scratch[:0]
			for oi := range others { // in place: a profile is large
				if a, ok := get(&others[oi]); ok {
					all = append(all, a)
				}
			}
			scratch = all
			if slices.ContainsFunc(all, func(a arrival) bool { return a.time == here.Time }) {
				rowAgrees = true
			}
			if !sameDateToo && slices.ContainsFunc(all, func(a arrival) bool { return a.date == here.Date }) {
				return // checkArrivals compares it
			}
			items = append(items, item{id: id, side: side, all: slices.Clone(all)})
		}
		for _, id := range rf.Units {
			side := ""
			if u := o.Unit(id); u != nil {
				side = u.Side
			}
			add(id, side, func(p *profiled) (arrival, bool) { a, ok := p.arrivals[id]; return a, ok }, false)
		}
		for _, f := range rf.Formations {
			side := ""
			if x := o.Formation(f); x != nil {
				side = x.Side
			}
			add(f, side, func(p *profiled) (arrival, bool) { a, ok := p.formArrivals[f]; return a, ok }, true)
		}
		if rowAgrees {
			continue
		}
		for _, it := range items {
			d, t, n := agreedMoment(it.all, hs.Has)
			if n < 2 || !follows[it.side] {
				continue
			}
			j := e.turnAt(here.Date, t) // the clock time on this row's day
			if j < 0 {
				j = e.turnAt(d, t) // past midnight: their day's turn
			}
			if j != k-1 && j != k+1 {
				continue
			}
			unit := it.id
			if o.Unit(unit) == nil {
				unit = ""
			}
			e.r.add(Warning, "reinforce.turn-differs", "/reinforcements/"+strconv.Itoa(i)+"/turn", "", unit,
				"%s arrives at %s here, but the %d other scenarios of the book that bring it on agree on %s %s, one turn off in this turn record: the turn of the neighbouring schedule line?", it.id, here.Label, n, d, t)
			break
		}
	}
}

// agreedMoment returns the date and clock time most of the arrivals that
// enter at a hex of the row's entry (in) share, more than any other, and
// how many they are (0 on a tie or when none enters there).
func agreedMoment(all []arrival, in func(hexgrid.Offset) bool) (string, string, int) {
	count := map[[2]string]int{}
	for _, a := range all {
		if slices.ContainsFunc(a.entry, in) {
			count[[2]string{a.date, a.time}]++
		}
	}
	var best [2]string
	n, tie := 0, false
	for m, c := range count {
		switch {
		case c > n:
			best, n, tie = m, c, false
		case c == n:
			tie = true
		}
	}
	if tie {
		return "", "", 0
	}
	return best[0], best[1], n
}

// sidesFollowing reports, per side, whether most of the scenario's timed
// reinforcement units that the book's other scenarios bring on arrive
// here at a clock time and entry one of them gives (on any date): the
// side follows the book's schedule. A side that does not (ITW S10's Union,
// a hypothetical day early) has a schedule of its own.
func sidesFollowing(e *scenarioEnv, o *scenarios.OOB, others []profiled) map[string]bool {
	units, agree := map[string]int{}, map[string]int{}
	for _, rf := range e.sc.Reinforcements {
		k, hs, ok := e.timedEntry(rf)
		if !ok {
			continue
		}
		entry := hs.Sorted()
		for _, id := range rf.Units {
			u := o.Unit(id)
			if u == nil {
				continue
			}
			seen, ok := false, false
			for oi := range others { // in place: a profile is large
				if a, has := others[oi].arrivals[id]; has {
					seen = true
					ok = ok || a.time == e.sc.Turns[k].Time && slices.Equal(a.entry, entry)
				}
			}
			if seen {
				units[u.Side]++
				if ok {
					agree[u.Side]++
				}
			}
		}
	}
	out := map[string]bool{}
	for side, n := range units {
		out[side] = 2*agree[side] > n
	}
	return out
}

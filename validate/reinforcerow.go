package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// checkRowApartFromCommand warns about a reinforcement unit listed in a
// row that brings on no other unit of its command, while two or more units
// of its command arrive together in one other row of the scenario and none
// is set up (reinforce.row-apart): a brigade arrives together, so the unit
// was printed in the neighbouring row of the schedule. A row that brings
// on a formation whole counts for every unit under it; a row that brings
// the brigade's leader counts for the brigade; leaders, wagons, gunboats
// and blockhouses are not checked, and rows of a die-roll or arrival-table
// schedule are left out (their time is not the book's to give). Only
// units of a brigade are checked (army and corps troops arrive one by
// one), and only when no other scenario of the book brings the unit on at
// this row's date and time (the book's own schedule repeated). A battery
// or cavalry unit in a row with another of its class is left alone: the
// book gathers the guns of several brigades in one row (ITW S4 L2871).
func (e *scenarioEnv) checkRowApartFromCommand(o *scenarios.OOB, others []profiled) {
	if len(e.sc.Reinforcements) < 2 {
		return
	}
	setUp := map[string]bool{} // commands with a set-up unit
	for _, st := range e.sc.Setup {
		if u := o.Unit(st.Unit); u != nil && grouped(u) {
			setUp[u.Command] = true
		}
	}
	// arrivals[cmd][row] counts the units of cmd a row brings on.
	arrivals := map[string]map[int]int{}
	count := func(cmd string, row, n int) {
		if arrivals[cmd] == nil {
			arrivals[cmd] = map[int]int{}
		}
		arrivals[cmd][row] += n
	}
	led := map[string]string{} // leader -> formation
	for _, f := range o.Formations {
		if f.Leader != "" {
			led[f.Leader] = f.ID
		}
	}
	for i, rf := range e.sc.Reinforcements {
		for _, id := range rf.Units {
			u := o.Unit(id)
			if u == nil {
				continue
			}
			if f, ok := led[id]; ok {
				count(f, i, 1)
			} else if grouped(u) {
				count(u.Command, i, 1)
			}
		}
		for _, f := range rf.Formations {
			count(f, i, 2) // a formation whole: all of its units
		}
	}
	for i, rf := range e.sc.Reinforcements {
		if rf.Schedule == "die-roll" || rf.Schedule == "arrival-table" {
			continue
		}
		for k, id := range rf.Units {
			u := o.Unit(id)
			if u == nil || !grouped(u) || setUp[u.Command] || !isBrigade(o, u.Command) {
				continue
			}
			if arrivals[u.Command][i] > 1 || o.Formation(u.Command) == nil || slices.ContainsFunc(o.CommandPath(u.Command), func(c string) bool { return c != u.Command && arrivals[c][i] > 0 && c != "" && isFormationRow(rf, c) }) {
				continue
			}
			best, n := -1, 0
			for j, c := range arrivals[u.Command] {
				if j != i && c > n {
					best, n = j, c
				}
			}
			if n < 2 || agreedElsewhere(e.sc, rf, id, others) || classRow(o, rf, u) {
				continue
			}
			other := e.sc.Reinforcements[best]
			e.r.add(Warning, "reinforce.row-apart", fmt.Sprintf("/reinforcements/%d/units/%d", i, k), "", id,
				"%s arrives in row %d (%s) with no other unit of its command %s, while %d of them arrive together in row %d (%s): listed in the neighbouring row?", u.Name, i+1, rf.Turn, u.Command, n, best+1, other.Turn)
		}
	}
}

// isFormationRow reports whether the row brings on formation f whole.
func isFormationRow(rf scenarios.Reinforcement, f string) bool {
	return slices.Contains(rf.Formations, f)
}

// isBrigade reports whether the formation is a brigade.
func isBrigade(o *scenarios.OOB, id string) bool {
	f := o.Formation(id)
	return f != nil && f.Echelon == "brigade"
}

// agreedElsewhere reports whether another scenario of the book brings the
// unit on at the date and time of the row's turn.
func agreedElsewhere(sc *scenarios.Scenario, rf scenarios.Reinforcement, id string, others []profiled) bool {
	k := sc.TurnIndex(rf.Turn)
	if k < 0 || rf.Turn == "" {
		return false
	}
	t := sc.Turns[k]
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		if a, ok := p.arrivals[id]; ok && a.date == t.Date && a.time == t.Time {
			return true
		}
	}
	return false
}

// classRow reports whether u is no infantry and the row brings on another
// unit of u's class.
func classRow(o *scenarios.OOB, rf scenarios.Reinforcement, u *scenarios.Unit) bool {
	if u.Class == "infantry" {
		return false
	}
	for _, id := range rf.Units {
		if v := o.Unit(id); id != u.ID && v != nil && v.Class == u.Class {
			return true
		}
	}
	return false
}

package validate

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// checkArrivals compares each reinforcement row with the rows that bring
// the same unit on in the book's other scenarios (a battle book repeats
// one arrival schedule in every scenario that spans it). Two warnings,
// each only where at least two other scenarios agree with each other (more
// than agree on anything else) and none agrees with this row:
//
//   - reinforce.turn-differs: the others bring the unit on the same day,
//     at this row's entry, one turn earlier or later than this row (a
//     turn cell printed for the neighbouring line of the schedule);
//   - reinforce.entry-differs: the others bring it on at the same date
//     and time as this row, at entry hexes none of which this row's entry
//     holds (an entry cell printed for the neighbouring row).
//
// A variant that moves an arrival by hours, or to another day, is left
// alone: only a one-turn slip at the same moment is suspicious.
func (e *scenarioEnv) checkArrivals(others []profiled) {
	if e.regions == nil {
		return
	}
	var all, same []arrival // reused from unit to unit
	for i, rf := range e.sc.Reinforcements {
		k, hs, ok := e.timedEntry(rf)
		if !ok {
			continue
		}
		here := e.sc.Turns[k]
		for _, id := range rf.Units {
			all = all[:0]
			for oi := range others { // in place: a profile is large
				p := &others[oi]
				if a, ok := p.arrivals[id]; ok {
					all = append(all, a)
				}
			}
			if len(all) < 2 {
				continue
			}
			ptr := "/reinforcements/" + strconv.Itoa(i)
			if t, n, ok := agreedTime(all, here.Date, here.Time, hs.Has); ok && n >= 2 {
				if j := e.turnAt(here.Date, t); j >= 0 && (j == k-1 || j == k+1) {
					e.r.add(Warning, "reinforce.turn-differs", ptr+"/turn", "", id,
						"%s arrives at %s here, but the %d other scenarios of the book that bring it on that day agree on %s: the turn of the neighbouring schedule line?", id, here.Label, n, e.sc.Turns[j].Label)
					break
				}
			}
			same = same[:0]
			for _, a := range all {
				if a.date == here.Date && a.time == here.Time {
					same = append(same, a)
				}
			}
			if len(same) < 2 || !sameEntry(same) || slices.ContainsFunc(same[0].entry, hs.Has) {
				continue
			}
			name, _ := e.geo.Numbering.Format(same[0].entry[0])
			e.r.add(Warning, "reinforce.entry-differs", ptr+"/entry", "", id,
				"%s enters here at hexes none of which the %d other scenarios of the book that bring it on at %s use (they agree on %s): the entry of the neighbouring row?", id, len(same), here.Label, entryText(name, len(same[0].entry)))
			break
		}
	}
}

// agreedTime returns the clock time most arrivals of the list on the date
// share (more than any other time), and how many they are, when none is at
// the row's own time and they enter at a hex of the row's entry (in): an
// arrival elsewhere and at another time is another schedule, not a slip.
func agreedTime(all []arrival, date, time string, in func(hexgrid.Offset) bool) (string, int, bool) {
	count := map[string]int{}
	for _, a := range all {
		if a.date != date {
			continue
		}
		if a.time == time {
			return "", 0, false
		}
		if slices.ContainsFunc(a.entry, in) {
			count[a.time]++
		}
	}
	best, n, tie := "", 0, false
	for t, c := range count {
		switch {
		case c > n:
			best, n, tie = t, c, false
		case c == n:
			tie = true
		}
	}
	return best, n, n > 0 && !tie
}

// turnAt returns the index of the scenario's turn at the date and time, or
// -1.
func (e *scenarioEnv) turnAt(date, time string) int {
	for j, t := range e.sc.Turns {
		if t.Date == date && t.Time == time {
			return j
		}
	}
	return -1
}

// sameEntry reports whether the arrivals all use one entry.
func sameEntry(as []arrival) bool {
	for _, a := range as[1:] {
		if !slices.Equal(a.entry, as[0].entry) {
			return false
		}
	}
	return len(as[0].entry) > 0
}

func entryText(first string, n int) string {
	if n == 1 {
		return first
	}
	return fmt.Sprintf("%d hexes from %s", n, first)
}

// entryApart is the distance from which a row's entry is apart from the
// entries of its formation's other rows.
const entryApart = 8

// checkEntryApartFromCommand warns about a reinforcement row whose entry
// lies 8 hexes or more from the entries of the two or more other rows of
// the scenario that bring on units of the same brigade or division
// (attachments applied): a formation's rows arrive by one road, so the
// entry is the neighbouring row's. Rows of gunboats, leaders or wagons
// only, and army or corps troops (which arrive where they are sent), are
// left out.
func (e *scenarioEnv) checkEntryApartFromCommand(o *scenarios.OOB) {
	if e.regions == nil || len(e.sc.Reinforcements) < 2 {
		return
	}
	entries := make([][]hexgrid.Offset, len(e.sc.Reinforcements))
	cmds := make([]map[string]bool, len(e.sc.Reinforcements))
	for i, rf := range e.sc.Reinforcements {
		cmds[i] = map[string]bool{}
		for _, id := range rf.Units {
			if u := o.Unit(id); u != nil && grouped(u) {
				if f := o.Formation(u.Command); f != nil && (f.Echelon == "brigade" || f.Echelon == "division") {
					cmds[i][u.Command] = true
				}
			}
		}
		for _, fid := range rf.Formations { // a formation entering whole: its own units and its parent's
			for _, c := range []string{fid, formationParent(o, fid)} {
				if f := o.Formation(c); f != nil && (f.Echelon == "brigade" || f.Echelon == "division") {
					cmds[i][c] = true
				}
			}
		}
		if len(cmds[i]) == 0 {
			continue
		}
		if hs, err := e.regions.View(rf.Entry); err == nil {
			entries[i] = hs.Sorted()
		}
	}
	cubes := make([][]hexgrid.Cube, len(entries)) // each entry hex converted once
	for i, hs := range entries {
		cubes[i] = toCubes(e.geo.Grid, hs)
	}
	sortedCmds := make([][]string, len(cmds))
	for i, m := range cmds {
		sortedCmds[i] = slices.Sorted(maps.Keys(m))
	}
	for i, rf := range e.sc.Reinforcements {
		if len(entries[i]) == 0 {
			continue
		}
		near, mates, unit := 1<<30, 0, ""
		for j := range e.sc.Reinforcements {
			if j == i || len(entries[j]) == 0 {
				continue
			}
			for _, c := range sortedCmds[i] {
				if cmds[j][c] {
					near = min(near, minCubeDistance(cubes[i], cubes[j]))
					mates++
					if unit == "" {
						unit = c
					}
					break
				}
			}
		}
		if mates < 2 || near < entryApart {
			continue
		}
		id := ""
		for _, u := range rf.Units {
			if v := o.Unit(u); v != nil && grouped(v) {
				id = u
				break
			}
		}
		name, _ := e.geo.Numbering.Format(entries[i][0])
		e.r.add(Warning, "entry.apart", fmt.Sprintf("/reinforcements/%d/entry", i), name, id,
			"reinforcement row %d enters at %s, %d hexes from where the %d other rows of its command %s enter: the entry of the neighbouring row?", i+1, name, near, mates, unit)
	}
}

// formationParent returns the parent of formation id, or "".
func formationParent(o *scenarios.OOB, id string) string {
	if f := o.Formation(id); f != nil {
		return f.Parent
	}
	return ""
}

// checkSetArrivals compares each reinforcement row that brings units on by
// a numbered set (an arrival table or die-roll schedule, no turn: HSN S2
// and S9) with the rows that bring the same unit on by the same schedule
// in the book's other scenarios, when all of those agree (one at least):
//
//   - reinforce.set-differs: they agree on another set number (a set cell
//     printed for the neighbouring line of the table);
//   - reinforce.entry-differs: they agree on this set but on entry hexes
//     none of which this row's entry holds.
func (e *scenarioEnv) checkSetArrivals(others []profiled) {
	if e.regions == nil {
		return
	}
	for i, rf := range e.sc.Reinforcements {
		if rf.Set == nil || rf.Turn != "" {
			continue
		}
		hs, err := e.regions.View(rf.Entry)
		if err != nil {
			continue
		}
		ptr := "/reinforcements/" + strconv.Itoa(i)
		for _, id := range rf.Units {
			var all []setArrival
			for oi := range others { // in place: a profile is large
				p := &others[oi]
				if a, ok := p.setArrivals[id]; ok && a.schedule == rf.Schedule {
					all = append(all, a)
				}
			}
			if len(all) == 0 {
				continue
			}
			agreed := true
			for _, a := range all[1:] {
				agreed = agreed && a.set == all[0].set && slices.Equal(a.entry, all[0].entry)
			}
			if !agreed {
				continue
			}
			if all[0].set != *rf.Set {
				e.r.add(Warning, "reinforce.set-differs", ptr+"/set", "", id,
					"%s arrives with set %d of the %s here, but the %d other scenarios of the book that bring it on by that schedule agree on set %d: the set of the neighbouring line?", id, *rf.Set, rf.Schedule, len(all), all[0].set)
				break
			}
			if len(all[0].entry) > 0 && !slices.ContainsFunc(all[0].entry, hs.Has) {
				name, _ := e.geo.Numbering.Format(all[0].entry[0])
				e.r.add(Warning, "reinforce.entry-differs", ptr+"/entry", "", id,
					"%s enters with set %d here at hexes none of which the %d other scenarios of the book that bring it on with that set use (they agree on %s): the entry of the neighbouring row?", id, *rf.Set, len(all), entryText(name, len(all[0].entry)))
				break
			}
		}
	}
}

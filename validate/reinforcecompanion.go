package validate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// companionScenarios is the least number of the book's other scenarios
// that must bring two units on together before the companion check holds
// them for companions.
const companionScenarios = 2

// checkCompanionsApart warns about a reinforcement unit that this scenario
// brings on in another row (another turn or entry) than a companion: a
// unit that every other scenario of the book bringing either on brings on
// at the same date, time and entry as it, two scenarios at least
// (reinforce.companion-apart). The book repeats one schedule, so two
// counters that always arrive together (8 TX Cav a and b at 11 AM at
// N1031 in ITW S1, S1a, S1b, S1c and S5, L1856) are not split by one
// scenario's table: one of them was printed in the neighbouring row. The
// unit named is the one whose row agrees with neither the others' clock
// time nor their entry while a companion's row agrees with both; when no
// row agrees (a scenario set on another day), every unit outside the row
// that holds most of the companions is named. Rows are told apart by turn
// and entry (two rows of one turn and entry bring units on together), and
// a side most of whose reinforcements arrive here at other times or
// entries than the others give them is left alone (another schedule), and
// so is a unit alone in its row (the row's own turn or entry is then the
// slip, for reinforce.turn-differs and entry-differs).
func (e *scenarioEnv) checkCompanionsApart(o *scenarios.OOB, others []profiled) {
	if e.regions == nil || len(e.sc.Reinforcements) < 2 || len(others) < companionScenarios {
		return
	}
	type placing struct {
		row, k int
		id     string
		turn   string
		slot   string // the row's turn and entry
		entry  []hexgrid.Offset
		agrees bool
	}
	follows := sidesFollowing(e, o, others)
	groups := map[string][]placing{}
	var keys []string
	seen := map[string]bool{}
	for i, rf := range e.sc.Reinforcements {
		k, hs, ok := e.timedEntry(rf)
		if !ok {
			continue
		}
		entry := hs.Sorted()
		for x, id := range rf.Units {
			if seen[id] {
				continue
			}
			seen[id] = true
			sig, first, n := arrivalSignature(others, id)
			agrees := first.time == e.sc.Turns[k].Time && slices.Equal(first.entry, entry)
			if n < companionScenarios {
				continue
			}
			if groups[sig] == nil {
				keys = append(keys, sig)
			}
			slot := rf.Turn + fmt.Sprint(entry)
			groups[sig] = append(groups[sig], placing{row: i, k: x, id: id, turn: rf.Turn, slot: slot, entry: entry, agrees: agrees})
		}
	}
	for _, sig := range keys {
		g := groups[sig]
		rows := map[string]int{}
		for _, p := range g {
			rows[p.slot]++
		}
		if len(g) < 2 || len(rows) < 2 {
			continue
		}
		anyAgrees := slices.ContainsFunc(g, func(p placing) bool { return p.agrees })
		most, n, tie := "", 0, false
		for r, c := range rows {
			switch {
			case c > n:
				most, n, tie = r, c, false
			case c == n:
				tie = true
			}
		}
		for _, p := range g {
			if anyAgrees && p.agrees || !anyAgrees && !tie && p.slot == most || !follows[unitSide(o, p.id)] {
				continue
			}
			if rf := e.sc.Reinforcements[p.row]; len(rf.Units)+len(rf.Formations) < 2 {
				continue // a row of its own: its turn or entry is the slip (reinforce.turn-differs, entry-differs)
			}
			var mates []string
			for _, q := range g {
				if q.slot != p.slot && (q.agrees || !anyAgrees) {
					mates = append(mates, q.id)
				}
			}
			if len(mates) == 0 {
				continue
			}
			e.r.add(Warning, "reinforce.companion-apart", fmt.Sprintf("/reinforcements/%d/units/%d", p.row, p.k), "", p.id,
				"%s arrives in row %d (%s), apart from %s, with whom every other scenario of the book that brings it on (%d) brings it on together: listed in the neighbouring row?",
				p.id, p.row+1, p.turn, strings.Join(mates, ", "), strings.Count(sig, ";"))
		}
	}
}

// arrivalSignature returns a key that two units share when the same other
// scenarios bring both on at the same date, time and entry, the unit's
// arrival in the first of them, and how many of them bring it on.
func arrivalSignature(others []profiled, id string) (string, arrival, int) {
	var b strings.Builder
	var first arrival
	n := 0
	for oi := range others { // in place: a profile is large
		a, ok := others[oi].arrivals[id]
		if !ok {
			continue
		}
		if n == 0 {
			first = a
		}
		n++
		b.WriteString(strconv.Itoa(oi))
		b.WriteByte(' ')
		b.WriteString(a.date)
		b.WriteByte(' ')
		b.WriteString(a.time)
		for _, h := range a.entry {
			b.WriteByte(' ')
			b.WriteString(strconv.Itoa(h.Col))
			b.WriteByte(',')
			b.WriteString(strconv.Itoa(h.Row))
		}
		b.WriteByte(';')
	}
	return b.String(), first, n
}

// unitSide returns the unit's side in o, or "".
func unitSide(o *scenarios.OOB, id string) string {
	if u := o.Unit(id); u != nil {
		return u.Side
	}
	return ""
}

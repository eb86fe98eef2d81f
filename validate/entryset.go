package validate

import (
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// checkEntrySet warns about a reinforcement row of a numbered set (an
// arrival table or die-roll schedule) whose entry shares no hex with the
// entry of another row of the same schedule, set and side
// (reinforce.set-apart): a set arrives together, its leaders placed on top
// of its units (HSN L1886: each Union leader of the S9 Arrival Table is
// placed with an arriving unit of his set), so a row of the set entering
// elsewhere carries the neighbouring set's entry. Where one entry is shared
// by more of the set's rows than any other, only the rows apart from it
// are reported; with no such entry, every row of the set is, unless
// another check has already reported one of them. HSN S9 brings
// set 3, Thomas, Smith and McArthur, on at entry area N (L1870-1890).
func (e *scenarioEnv) checkEntrySet(o *scenarios.OOB) {
	if e.regions == nil {
		return
	}
	type member struct {
		row   int
		entry *engine.HexBits
	}
	sets := map[string][]member{}
	var keys []string
	for i, rf := range e.sc.Reinforcements {
		if rf.Set == nil || rf.Turn != "" || len(rf.Units) == 0 {
			continue
		}
		hs, err := e.regions.View(rf.Entry)
		if err != nil || hs.Len() == 0 {
			continue
		}
		k := rf.Schedule + "\x00" + strconv.Itoa(*rf.Set) + "\x00" + rowSide(o, rf)
		if _, seen := sets[k]; !seen {
			keys = append(keys, k)
		}
		sets[k] = append(sets[k], member{i, hs})
	}
	for _, k := range keys {
		ms := sets[k]
		if len(ms) < 2 {
			continue
		}
		// how many of the set's rows share a hex with each row's entry
		meets := make([]int, len(ms))
		for a := range ms {
			for b := range ms {
				if a != b && sharesAny(ms[a].entry, ms[b].entry) {
					meets[a]++
				}
			}
		}
		most := slices.Max(meets)
		if most == 0 && slices.ContainsFunc(ms, func(m member) bool { return e.reportedAt("/reinforcements/" + strconv.Itoa(m.row) + "/entry") }) {
			continue // another check has found which row of the set is wrong
		}
		for a, m := range ms {
			if meets[a] > 0 || most > 0 && meets[a] == most {
				continue
			}
			rf := e.sc.Reinforcements[m.row]
			ptr := "/reinforcements/" + strconv.Itoa(m.row) + "/entry"
			if e.reportedAt(ptr) {
				continue
			}
			e.r.add(Warning, "reinforce.set-apart", ptr, "", rf.Units[0],
				"row %d brings %s on with set %d of the %s, but at an entry that shares no hex with the other %d rows of that set: the entry of the neighbouring set's row?", m.row+1, rf.Units[0], *rf.Set, rf.Schedule, len(ms)-1)
		}
	}
}

// sharesAny reports whether two hex sets have a hex in common.
func sharesAny(a, b *engine.HexBits) bool {
	if b.Len() < a.Len() {
		a, b = b, a
	}
	for h := range a.All() {
		if b.Has(h) {
			return true
		}
	}
	return false
}

package validate

import (
	"slices"
	"strconv"
)

// checkEntrySchedule warns about a reinforcement row whose entry holds none
// of the hexes at which two or more of the book's other scenarios, all
// agreeing on one entry, bring the same unit on at the same clock time on
// another day (reinforce.entry-schedule): a scenario that shifts the
// battle by a day repeats the book's arrival schedule, hour and road, so an
// entry that none of them uses is the neighbouring row's. ITW S10 (a day
// early) brings Roberts's battery on at 9 AM 5 April by the south edge
// near S1234 (EN L5176-5185), as S1, S1a, S1b and S1c do at 9 AM 6 April
// (L1850-1860); 8 TX Cav at N1031 at 11 AM in both. Arrivals on the row's
// own date are reinforce.entry-differs's; a unit that other scenarios
// bring on at several entries at that clock time is left alone.
func (e *scenarioEnv) checkEntrySchedule(others []profiled) {
	if e.regions == nil {
		return
	}
	var same []arrival // reused for each unit
	for i, rf := range e.sc.Reinforcements {
		k, hs, ok := e.timedEntry(rf)
		if !ok {
			continue
		}
		here := e.sc.Turns[k]
		for _, id := range rf.Units {
			same = same[:0]
			for oi := range others { // in place: a profile is large
				if a, ok := others[oi].arrivals[id]; ok && a.time == here.Time && a.date != here.Date && a.date != "" {
					same = append(same, a)
				}
			}
			if len(same) < 2 || !sameEntry(same) || slices.ContainsFunc(same[0].entry, hs.Has) {
				continue
			}
			name, _ := e.geo.Numbering.Format(same[0].entry[0])
			ptr := "/reinforcements/" + strconv.Itoa(i) + "/entry"
			if e.reportedAt(ptr) {
				break
			}
			e.r.add(Warning, "reinforce.entry-schedule", ptr, "", id,
				"%s enters here at %s at hexes none of which the %d other scenarios of the book that bring it on at that hour on another day use (they agree on %s): the entry of the neighbouring row?", id, here.Label, len(same), entryText(name, len(same[0].entry)))
			break
		}
	}
}

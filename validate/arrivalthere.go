package validate

import (
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// alreadyThereScenarios is the least number of the book's other scenarios
// that must set a unit up at a row's entry, a turn before the row brings
// it on, before the already-there check reports the row.
const alreadyThereScenarios = 2

// checkArrivalAlreadyThere warns about a reinforcement row that brings a
// unit on at a turn while two or more of the book's other scenarios,
// starting at the clock time of the turn before on the same day, already
// set the unit up in a hex of the row's entry or next to one
// (reinforce.already-there): the unit stands at the entry an hour before
// it arrives, so the row's turn is the next schedule line's. ITW S9 brings
// McArthur, 9 IL, 12 IL and 50 IL on at 11 AM at S5310/S5410 (EN
// L4758-4760), where S4 and S5 set them up at 11 AM (S5410, S5309, S5510).
func (e *scenarioEnv) checkArrivalAlreadyThere(o *scenarios.OOB, others []profiled) {
	if e.regions == nil {
		return
	}
	for i, rf := range e.sc.Reinforcements {
		k := e.sc.TurnIndex(rf.Turn)
		if k < 1 || rf.Turn == "" {
			continue
		}
		here, prev := e.sc.Turns[k], e.sc.Turns[k-1]
		if here.Time == "" || prev.Time == "" || prev.Date != here.Date {
			continue
		}
		hs, err := e.regions.View(rf.Entry)
		if err != nil || hs.Len() == 0 {
			continue
		}
		entry := toCubes(e.geo.Grid, hs.Sorted())
		for _, id := range rf.Units {
			n := 0
			for oi := range others { // in place: a profile is large
				p := &others[oi]
				h, ok := p.at[id]
				if !ok || p.date != prev.Date || p.start != prev.Time {
					continue
				}
				if minCubeDistance(entry, toCubes(e.geo.Grid, []hexgrid.Offset{h})) <= 1 {
					n++
				}
			}
			if n < alreadyThereScenarios {
				continue
			}
			e.r.add(Warning, "reinforce.already-there", "/reinforcements/"+strconv.Itoa(i)+"/turn", "", id,
				"%s arrives at %s here, but %d other scenarios of the book that start at %s set it up at this row's entry already: the turn of the neighbouring schedule line?", unitName(o, id), here.Label, n, prev.Label)
			break
		}
	}
}

package validate

import (
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// timedEntry returns, for a reinforcement row of the scenario, the index of
// its turn in the turn record and the hexes of its entry, and false for a
// row the arrival checks cannot place: no turn, a turn the record lacks or
// gives no clock time, or an entry the map cannot resolve.
func (e *scenarioEnv) timedEntry(rf scenarios.Reinforcement) (int, *engine.HexBits, bool) {
	k := e.sc.TurnIndex(rf.Turn)
	if k < 0 || rf.Turn == "" || e.sc.Turns[k].Time == "" {
		return 0, nil, false
	}
	hs, err := e.regions.View(rf.Entry)
	if err != nil {
		return 0, nil, false
	}
	return k, hs, true
}

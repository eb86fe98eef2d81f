package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// retracts reports whether an extended unit entering the hex by the step
// must retract into it, Disorder and stop: Marsh and Marsh-Stream entered
// off a road or farm lane (ITW BB 9.44, EN L524-529).
func (g *Game) retracts(u *Unit, o hexgrid.Offset, st step) bool {
	return u.Extended != nil && !st.road && !st.lane &&
		slices.Contains(g.Board.Sys.RetractTerrain, g.Board.TerrainID(o))
}

// exitCheck reports whether leaving hex from by the step needs a UDD:
// leaving Marsh or Marsh-Stream by movement (ITW BB 9.44, EN L480-483; TEC
// note f). Leaders take none; roads and farm lanes free units from terrain
// Disorder (ITW BB 9.43).
func (g *Game) exitCheck(u *Unit, from hexgrid.Offset, st step) bool {
	return !g.Board.Ruleset.IsLeader(u.Class) && !st.road && !st.lane &&
		slices.Contains(g.Board.Sys.ExitCheckTerrain, g.Board.TerrainID(from))
}

// uddQueue hands out the UDD results a move action gives, in order.
type uddQueue struct{ results []string }

// next returns the next given result ("" when the player gave none).
func (q *uddQueue) next() string {
	if len(q.results) == 0 {
		return ""
	}
	r := q.results[0]
	q.results = q.results[1:]
	return r
}

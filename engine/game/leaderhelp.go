package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// leaderHelps reports whether the walking unit leaves the Marsh hex from
// for to without the exit UDD: the ruleset's exitLeaderHelp, a step out of
// the hex the move began in into a hex of other terrain, the unit's brigade
// or division leader in that hex, and, for a Disordered unit, no enemy next
// to the hex entered (ITW BB 9.44, EN L488-497).
func (w *walk) leaderHelps(from, to hexgrid.Offset) bool {
	g, u := w.g, w.u
	if !g.Board.Sys.ExitLeaderHelp || from != w.start || slices.Contains(g.Board.Sys.ExitCheckTerrain, g.Board.TerrainID(to)) {
		return false
	}
	if g.disordered(u) && g.enemyAdjacent(w.occ, to, u.Side) {
		return false
	}
	for _, leader := range g.commandLeaders(u) {
		if l := g.unit(leader); l != nil && l.InPlay() && l.Hex == from {
			return true
		}
	}
	return false
}

// commandLeaders returns the leaders of a unit's brigade and of its
// division (the brigade's parent formation), as the OOB names them.
func (g *Game) commandLeaders(u *Unit) []string {
	var out []string
	f := g.OOB.Formation(u.Command)
	for i := 0; f != nil && i < 2; i++ {
		if f.Leader != "" {
			out = append(out, f.Leader)
		}
		f = g.OOB.Formation(f.Parent)
	}
	return out
}

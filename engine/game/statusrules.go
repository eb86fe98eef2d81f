package game

import "github.com/sandtable/sandtable/engine"

// statusHolds refuses to move a unit that a status in the ruleset's play
// rules keeps in place now (HSN S9: the units listed may not activate on
// turn 1 unless an enemy moves next to them, L1699-1700).
func (g *Game) statusHolds(u *Unit) error {
	if err := g.missionHolds(u); err != nil {
		return err
	}
	for _, r := range g.Board.Sys.Statuses {
		if !r.NoMove || !u.HasStatus(r.ID) || !g.statusInForce(r, u) {
			continue
		}
		return refusef("%s may not move: status %s (%s)", g.unitName(u.ID), r.ID, orWord(r.Source, g.Board.Ruleset.ID))
	}
	return nil
}

// statusInForce reports whether a status rule binds the unit at this turn.
func (g *Game) statusInForce(r engine.StatusRule, u *Unit) bool {
	if r.Turns > 0 && g.st.Clock.Turn-firstTurn(g.Scenario) >= r.Turns {
		return false
	}
	if r.LiftedByAdjacentEnemy && g.enemyAdjacent(g.occupancy(), u.Hex, u.Side) {
		return false
	}
	return true
}

// disorder gives the unit the ruleset's Disorder status (none when the
// system has no such status).
func (g *Game) disorder(u *Unit) {
	if s := g.Board.Ruleset.DisorderStatus(); s != "" {
		u.addStatus(s)
	}
}

// disordered reports whether the unit carries the ruleset's Disorder
// status.
func (g *Game) disordered(u *Unit) bool {
	s := g.Board.Ruleset.DisorderStatus()
	return s != "" && u.HasStatus(s)
}

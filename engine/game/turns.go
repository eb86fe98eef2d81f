package game

import (
	"slices"
)

// endActivation closes the current activation (running the checks due at
// its end) and opens the next one, of the side the action names or else the
// next side in the scenario's list.
func (g *Game) endActivation(a Action, e *Entry) error {
	next := orWord(a.Side, g.nextSide(g.st.Clock.Side))
	if !slices.Contains(g.Scenario.Sides, next) {
		return refusef("side %q is not a side of this scenario", next)
	}
	if err := g.checkPhases(); err != nil {
		return err
	}
	g.closeActivation(e)
	g.st.Clock.Activation++
	g.st.Clock.Side = next
	g.st.Clock.Formation, g.st.Clock.Actor = "", ""
	e.event("activation", "", "", "activation %d of %s (%s) begins", g.st.Clock.Activation, g.TurnLabel(), next)
	return nil
}

// nextTurn closes the last activation and the turn: deadline objectives are
// frozen; after the scenario's last turn the game is over and the result is
// declared, else the next turn opens with the side the action names or the
// first player, and the reinforcements now due are listed.
func (g *Game) nextTurn(a Action, e *Entry) error {
	first := orWord(a.Side, g.Scenario.FirstPlayer)
	if !slices.Contains(g.Scenario.Sides, first) {
		return refusef("side %q is not a side of this scenario", first)
	}
	g.closeActivation(e)
	g.freezeDeadlines()
	ends := g.scorePhase()
	if g.st.Clock.Turn >= g.lastTurn() || ends != "" {
		g.st.Over = true
		r := g.Result()
		if ends != "" {
			e.event("game-over", "", "", "end of %s: %s ends the game at once: %s", g.TurnLabel(), ends, r.Summary)
			return nil
		}
		e.event("game-over", "", "", "end of %s, the last turn: %s", g.TurnLabel(), r.Summary)
		return nil
	}
	g.st.Clock = Clock{Turn: g.st.Clock.Turn + 1, Activation: 1, Side: first}
	g.newTurnTempo()
	e.event("turn", "", "", "turn %s (%s) begins; activation 1 belongs to %s", g.TurnLabel(), g.TurnID(), first)
	for _, ar := range g.Arrivals() {
		e.event("available", "", "", "reinforcement row %d (%s) may enter at %s", ar.Row, ar.Side, ar.EntryText)
	}
	return nil
}

// closeActivation runs the end-of-activation checks and resets the MP of
// every unit.
func (g *Game) closeActivation(e *Entry) {
	g.recordEver()
	g.lineChecks(e)
	g.forcedReminder(e)
	for i, u := range g.st.Units.All() {
		if u.MPSpent != 0 || u.Finished || u.Moved {
			u = g.st.Units.edit(i, g.st.gen)
			u.MPSpent, u.Finished, u.Moved = 0, false, false
		}
	}
	g.st.Landed.clear()
	g.st.Shocked.clear()
}

// forcedReminder warns of the units that the forced-move rule obliged to
// move in this activation and that did not (SH L9).
func (g *Game) forcedReminder(e *Entry) {
	for _, u := range g.st.Units.All() {
		if !u.InPlay() || u.Moved || u.Side != g.st.Clock.Side {
			continue
		}
		f := g.forced(u)
		if f == nil || g.enemyZOC(u.Side).Has(u.Hex) {
			continue
		}
		e.event("warning", u.ID, g.Name(u.Hex), "%s did not make its forced one-hex move %s (%s)", g.unitName(u.ID), dirNames(f.Dirs), f.Rule)
	}
}

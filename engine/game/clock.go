package game

import (
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// Clock is where a game stands on the turn track: the turn (its index in the
// scenario's turn list), the activation within the turn (from 1) and the
// side that owns the activation.
type Clock struct {
	Turn       int
	Activation int
	Side       string
	// Formation and Actor, set by an activate action, say whose
	// activation this is: a formation's (its units move), or one unit's
	// action (the unit; a leader with the units of his command). Both
	// empty: any unit of the side may move.
	Formation string
	Actor     string
}

// TurnID returns the id of the current turn ("apr6-0800").
func (g *Game) TurnID() string { return g.turn(g.st.Clock.Turn).ID }

// TurnLabel returns the book's label of the current turn ("8 AM").
func (g *Game) TurnLabel() string { return g.turn(g.st.Clock.Turn).Label }

func (g *Game) turn(i int) scenarios.Turn {
	if i < 0 || i >= len(g.Scenario.Turns) {
		return scenarios.Turn{}
	}
	return g.Scenario.Turns[i]
}

// Clock returns the current turn, activation and side.
func (g *Game) Clock() Clock { return g.st.Clock }

// Over reports whether the last turn has ended.
func (g *Game) Over() bool { return g.st.Over }

// firstTurn is the index of the scenario's first turn (0 when unset).
func firstTurn(sc *scenarios.Scenario) int {
	return max(sc.TurnIndex(sc.Length.First), 0)
}

// lastTurn is the index of the scenario's last turn (the last listed when
// unset).
func (g *Game) lastTurn() int {
	if i := g.Scenario.TurnIndex(g.Scenario.Length.Last); i >= 0 {
		return i
	}
	return len(g.Scenario.Turns) - 1
}

// nextSide returns the side after s in the scenario's side list, wrapping.
func (g *Game) nextSide(s string) string {
	sides := g.Scenario.Sides
	i := slices.Index(sides, s)
	if i < 0 || len(sides) == 0 {
		return s
	}
	return sides[(i+1)%len(sides)]
}

// turnBefore reports whether turn id a comes before turn id b.
func (g *Game) turnBefore(a, b string) bool {
	return g.Scenario.TurnIndex(a) < g.Scenario.TurnIndex(b)
}

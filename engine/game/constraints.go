package game

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// Position returns the current state as an engine position (units on the
// map at the current turn), for the engine's checks.
func (g *Game) Position() *engine.Position {
	p := &engine.Position{
		Scenario: g.Scenario, OOB: g.OOB, Map: g.Board.Map, Geo: g.Board.Geo, Ruleset: g.Board.Ruleset,
		At: map[string]engine.Placement{}, Turn: g.TurnID(), Regions: g.Regions, SetupIndex: map[string]int{},
	}
	for _, u := range g.st.Units.All() {
		if !u.InPlay() {
			continue
		}
		pl := engine.Placement{Hex: u.Hex, Extension: u.Extension, Live: true, Strength: u.Strength, Orders: u.Orders}
		if u.Extended != nil {
			e := *u.Extended
			pl.Extended = &e
		}
		p.At[u.ID] = pl
	}
	for i, st := range g.Scenario.Setup {
		if _, ok := p.SetupIndex[st.Unit]; !ok {
			p.SetupIndex[st.Unit] = i
		}
	}
	return p
}

// holds reports whether a constraint is in force at the current turn: at
// its "applies" turn when it has one, and before its "until" turn.
func (g *Game) holds(c engine.Constraint) bool {
	if c.Applies != nil && c.Applies.Turn != g.TurnID() {
		return false
	}
	return c.Until == "" || g.turnBefore(g.TurnID(), c.Until)
}

// lineDue reports whether a continuous-line constraint is checked at the end
// of the current activation: when it holds at this turn and, if it names a
// number of activations, this is one of the first that many of the turn
// (ITW BB 30.1: at the end of each of the first two activations of 6 AM, no
// restriction after the second).
func (g *Game) lineDue(c engine.Constraint) bool {
	if !engine.KindOf(c).AtActivationEnd || !g.holds(c) {
		return false
	}
	return c.Applies == nil || c.Applies.Activations == 0 || g.st.Clock.Activation <= c.Applies.Activations
}

// lineChecks reports the continuous-line violations due at the end of the
// current activation.
func (g *Game) lineChecks(e *Entry) {
	for _, st := range engine.CheckConstraints(g.Position()) {
		if !g.lineDue(st.Constraint) {
			continue
		}
		for _, v := range st.Violations {
			g.violationEvent(e, st.Constraint, v)
		}
	}
}

// liveConstraints refuses a move that breaks an area or no-stacking
// constraint in force for the unit that moved (a scenario's area bans:
// ITW BB 14.46, 14.6, 30.1 note b), naming the constraint and its rule.
// With an override (the designer's reason, for a play-test that tries what
// the rules forbid) the move stands and the log records the override with
// each broken constraint. Other broken constraints are logged.
func (g *Game) liveConstraints(e *Entry, unit, override string) error {
	for _, st := range engine.CheckConstraints(g.Position()) {
		c := st.Constraint
		k := engine.KindOf(c)
		if k.AtActivationEnd || !g.holds(c) {
			continue
		}
		for _, v := range st.Violations {
			if v.Unit != unit {
				continue
			}
			if c.Judge == scenarios.JudgePlayers {
				// The data cannot decide it (an area the map gives only in
				// part): the move stands, and the log says what to judge.
				e.event("note", unit, "", "%s (%s), for the players to judge: %s", c.ID, orWord(c.Rule, c.Type), v.Message)
				continue
			}
			banned := k.Bans
			if banned && override == "" {
				return reason{msg: fmt.Sprintf("%s breaks %s (%s): %s; give an override to try it anyway", g.unitName(unit), c.ID, orWord(c.Rule, c.Type), v.Message), overridable: true}
			}
			if banned {
				e.event("override", unit, "", "designer override of %s (%s): %s", c.ID, orWord(c.Rule, c.Type), override)
			}
			g.violationEvent(e, c, v)
		}
	}
	return nil
}

// Violations returns the constraints broken now: area and no-stacking
// constraints in force at this turn, and continuous lines that will be
// checked at the end of this activation.
func (g *Game) Violations() []engine.Violation {
	var out []engine.Violation
	for _, st := range engine.CheckConstraints(g.Position()) {
		c := st.Constraint
		if k := engine.KindOf(c); k.AtActivationEnd && g.lineDue(c) || !k.AtActivationEnd && g.holds(c) {
			out = append(out, st.Violations...)
		}
	}
	return out
}

// violationEvent logs a broken constraint.
func (g *Game) violationEvent(e *Entry, c engine.Constraint, v engine.Violation) {
	hex := ""
	if v.HasHex {
		hex = g.Name(v.Hex)
	}
	code := v.Code
	if code == "" {
		code = engine.KindOf(c).Code
	}
	ev := e.event("violation", v.Unit, hex, "%s (%s, activation %d): %s", c.ID, orWord(c.Rule, c.Type), g.st.Clock.Activation, v.Message)
	ev.Code = code
}

package engine

import (
	"iter"

	"github.com/sandtable/sandtable/scenarios"
)

// ConstraintKind is what the engine does with one constraint type: the
// code of a broken constraint, the check of one constraint at a position
// (nil: the type is read by other checks, as stacking exceptions are), when
// play checks it, and whether breaking it refuses a move.
type ConstraintKind struct {
	Code  string
	Check func(p *Position, c Constraint) []Violation
	// AtActivationEnd: play checks it at the end of an activation (a
	// continuous line, ITW BB 30.1), not after each move.
	AtActivationEnd bool
	// Bans: a move that breaks it is refused unless the designer
	// overrides (ITW BB 14.46, 14.6, 30.1 note b).
	Bans bool
}

// constraintKinds is the one table of constraint types the engine knows.
var constraintKinds = map[string]ConstraintKind{
	scenarios.ConstraintContinuousLine: {Code: "line.gap", AtActivationEnd: true,
		Check: func(p *Position, c Constraint) []Violation { return ContinuousLine(p.Geo.Grid, p.OOB, c, p.At) }},
	scenarios.ConstraintArea:              {Code: "area.violation", Bans: true, Check: (*Position).areaViolations},
	scenarios.ConstraintNoStacking:        {Code: "stack.forbidden", Bans: true, Check: (*Position).noStackingViolations},
	scenarios.ConstraintStackingException: {Code: "stack.limit"},
	scenarios.ConstraintOtherCommand:      {Code: "command.rule"},
	scenarios.ConstraintInCommand:         {Code: "command.rule"},
	scenarios.ConstraintNoActivate:        {Code: "status.rule"},
}

// KindOf returns what the engine does with a constraint (the zero kind for
// a type it does not know).
func KindOf(c Constraint) ConstraintKind { return constraintKinds[c.Type] }

// constraintsOf yields the scenario's constraints of one type with their
// index in the file.
func (p *Position) constraintsOf(typ string) iter.Seq2[int, Constraint] {
	return func(yield func(int, Constraint) bool) {
		for i, c := range p.Scenario.Constraints {
			if c.Type == typ && !yield(i, c) {
				return
			}
		}
	}
}

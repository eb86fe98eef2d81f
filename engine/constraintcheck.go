package engine

import "github.com/sandtable/sandtable/scenarios"

// Constraint is a scenario constraint (alias for readability in this package).
type Constraint = scenarios.Constraint

// ConstraintStatus is the verdict on one scenario constraint at a position.
type ConstraintStatus struct {
	Constraint Constraint
	// Applies is false when the constraint does not hold at the position's turn.
	Applies    bool
	Violations []Violation
}

// CheckConstraints evaluates each of the scenario's constraints on its own at
// the position, in file order.
func CheckConstraints(p *Position) []ConstraintStatus {
	var out []ConstraintStatus
	for _, c := range p.Scenario.Constraints {
		st := ConstraintStatus{Constraint: c, Applies: p.holds(c)}
		if k := KindOf(c); st.Applies && k.Check != nil {
			st.Violations = k.Check(p, c)
		}
		out = append(out, st)
	}
	return out
}

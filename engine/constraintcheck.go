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
		if st.Applies {
			switch c.Type {
			case scenarios.ConstraintContinuousLine:
				st.Violations = ContinuousLine(p.Geo.Grid, p.OOB, c, p.At)
			case scenarios.ConstraintArea:
				st.Violations = p.areaViolations(c)
			case scenarios.ConstraintNoStacking:
				st.Violations = p.noStackingViolations(c)
			}
		}
		out = append(out, st)
	}
	return out
}

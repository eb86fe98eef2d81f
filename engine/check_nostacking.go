package engine

import "github.com/sandtable/sandtable/scenarios"

// noStackingCheck: units named by a "no-stacking" constraint share their hex
// with no other unit (leaders aside) while it holds.
var noStackingCheck = Check{
	Name: "stack.forbidden",
	Doc:  "A unit that a no-stacking constraint keeps alone shares its hex with another unit.",
	Rule: "scenario special rules",
	Run: func(p *Position) []Violation {
		var out []Violation
		for _, c := range p.constraintsOf(scenarios.ConstraintNoStacking) {
			if p.holds(c) {
				out = append(out, p.noStackingViolations(c)...)
			}
		}
		return out
	},
}

func (p *Position) noStackingViolations(c Constraint) []Violation {
	stacks := p.checkStacks()
	var out []Violation
	for _, id := range p.constraintUnits(c.Units, c.Formations) {
		pl, ok := p.At[id]
		if !ok {
			continue
		}
		for _, other := range stacks[pl.Hex] {
			if other != id && !p.Ruleset.IsLeader(p.OOB.Unit(other).Class) {
				out = append(out, p.at(id, "%s shares %s with %s; constraint %s keeps it alone", p.unitName(id), p.Name(pl.Hex), p.unitName(other), c.ID))
				break
			}
		}
	}
	return out
}

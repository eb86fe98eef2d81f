package engine

import (
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// noActivateCheck: a "no-activate" constraint states a scenario rule that
// keeps its units, and the units and leaders of its formations, from
// activating on the first turn (HSN S9 L1694, L1701: Hatch, Coon, ... and
// Buford's and Jackson's divisions). Each of them set up on the map carries
// the ruleset's no-activate status (the play status rule that holds a unit
// still for the first turns), which the rest of the toolkit reads; a set-up
// row without it breaks the rule as the data states it.
var noActivateCheck = Check{
	Name: "status.rule",
	Doc:  "A unit that a no-activate constraint holds on the first turn is set up without the no-activate-turn-1 status.",
	Rule: "scenario special rules (no-activate)",
	Run: func(p *Position) []Violation {
		var out []Violation
		noActivateStatus := p.Ruleset.NoActivateStatus()
		for _, c := range p.constraintsOf(scenarios.ConstraintNoActivate) {
			if noActivateStatus == "" {
				continue
			}
			for _, id := range p.heldUnits(c) {
				i, ok := p.SetupIndex[id]
				if !ok || slices.Contains(p.Scenario.Setup[i].Status, noActivateStatus) {
					continue
				}
				v := p.at(id, "%s may not activate on the first turn (constraint %s) but its set-up row lacks the %s status", p.unitName(id), c.ID, noActivateStatus)
				v.Pointer = pointerOf(i, "status")
				v.Rule = c.Rule
				out = append(out, v)
			}
		}
		return out
	},
}

// heldUnits returns the constraint's units and every member of its
// formations, leaders included, without repeats.
func (p *Position) heldUnits(c scenarios.Constraint) []string {
	out := slices.Clone(c.Units)
	for _, f := range c.Formations {
		for _, id := range p.OOB.Members(f) {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

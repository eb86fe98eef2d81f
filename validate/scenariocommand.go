package validate

import (
	"github.com/sandtable/sandtable/scenarios"
)

// scenarioOOB returns the order of battle as the scenario has it: each unit
// attached to another formation carries that formation as its command, and
// each formation attached elsewhere has it as its parent (a formation whose
// chain of command alone is rerouted, kind "command", keeps its place). Every check that
// asks for a unit's command asks this copy, so a command written as a
// scenario attachment is checked as one written in the OOB is (issue 26: a
// wrong command given as an attachment passed every check). Attachments to
// a formation that does not exist are left out (the reference check reports
// them). The OOB is returned as it is when the scenario attaches nothing.
func scenarioOOB(o *scenarios.OOB, sc *scenarios.Scenario) *scenarios.OOB {
	if len(sc.Attachments) == 0 {
		return o
	}
	c := o.CopyForCommands()
	for _, a := range sc.Attachments {
		if c.Formation(a.To) == nil {
			continue
		}
		if a.Unit != "" {
			if u := c.Unit(a.Unit); u != nil { // the first unit of the id, as Unit finds it
				u.Command = a.To
			}
			continue
		}
		if f := c.Formation(a.Formation); f != nil && a.Formation != a.To && a.Kind != "command" {
			f.Parent = a.To
		}
	}
	return c
}

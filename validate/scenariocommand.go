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
	c := *o
	c.Units = append([]scenarios.Unit(nil), o.Units...)
	c.Formations = append([]scenarios.Formation(nil), o.Formations...)
	formAt := make(map[string]int, len(c.Formations))
	for i, f := range c.Formations {
		if _, ok := formAt[f.ID]; !ok {
			formAt[f.ID] = i
		}
	}
	unitAt := make(map[string]int, len(c.Units))
	for i, u := range c.Units {
		if _, ok := unitAt[u.ID]; !ok {
			unitAt[u.ID] = i
		}
	}
	for _, a := range sc.Attachments {
		if _, ok := formAt[a.To]; !ok {
			continue
		}
		if a.Unit != "" {
			if i, ok := unitAt[a.Unit]; ok {
				c.Units[i].Command = a.To
			}
			continue
		}
		if i, ok := formAt[a.Formation]; ok && a.Formation != a.To && a.Kind != "command" {
			c.Formations[i].Parent = a.To
		}
	}
	c.Reindex()
	return &c
}

package engine

import "fmt"

// vocabularyCheck: unit classes and statuses are the ruleset's own: the
// class of each unit a set-up or reinforcement row names is one of the
// ruleset's unit classes, and each status a row gives is one of its
// statuses (or of its play status rules).
var vocabularyCheck = Check{
	Name: "vocab.unknown",
	Doc:  "A unit's class or a row's status is not in the scenario's ruleset.",
	Rule: "ruleset unitClasses and statuses",
	Run: func(p *Position) []Violation {
		var out []Violation
		// the pointers are written only for a violation: base/i then suffix
		class := func(id, base string, i int, suffix string) {
			u := p.OOB.Unit(id)
			if u == nil || p.Ruleset.Class(u.Class) != nil {
				return
			}
			v := p.at(id, "%s is of class %q, which ruleset %s does not define", p.unitName(id), u.Class, p.Ruleset.ID)
			v.Pointer = fmt.Sprintf("%s/%d%s", base, i, suffix)
			out = append(out, v)
		}
		status := func(unit string, list []string, base string, i int) {
			for j, s := range list {
				if !p.Ruleset.HasStatus(s) {
					v := p.at(unit, "status %q is not one of ruleset %s's statuses", s, p.Ruleset.ID)
					v.Pointer = fmt.Sprintf("%s/%d/status/%d", base, i, j)
					out = append(out, v)
				}
			}
		}
		for i, st := range p.Scenario.Setup {
			class(st.Unit, "/setup", i, "/unit")
			status(st.Unit, st.Status, "/setup", i)
		}
		for i, rf := range p.Scenario.Reinforcements {
			for _, id := range p.constraintUnits(rf.Units, rf.Formations) {
				class(id, "/reinforcements", i, "")
			}
			status("", rf.Status, "/reinforcements", i)
		}
		return out
	},
}

// HasStatus reports whether the status is one of the ruleset's statuses or
// play status rules.
func (r *Ruleset) HasStatus(id string) bool {
	for _, s := range r.Statuses {
		if s.ID == id {
			return true
		}
	}
	for _, s := range r.Play.Statuses {
		if s.ID == id {
			return true
		}
	}
	return false
}

package engine

import (
	"github.com/sandtable/sandtable/scenarios"
	"slices"
	"strings"
)

// otherCommandCheck: an "other-command" constraint states a special rule
// that only makes sense if its units belong outside its formations (HSN S1,
// L208: Hatch, leading Cav-5, may take Croxton along although Croxton is of
// another division). A unit whose command is one of those formations, or
// below one, contradicts the rule: the command or the rule is wrong.
var otherCommandCheck = Check{
	Name: "command.rule",
	Doc:  "A unit that a special rule treats as belonging to another command is in the rule's formation, or one it lists under formations is under none of them.",
	Rule: "scenario special rules (other-command)",
	Run: func(p *Position) []Violation {
		var out []Violation
		for _, c := range p.constraintsOf(scenarios.ConstraintInCommand) {
			out = append(out, p.inCommandViolations(c)...)
		}
		for _, c := range p.constraintsOf(scenarios.ConstraintOtherCommand) {
			for _, id := range c.Units {
				u := p.OOB.Unit(id)
				if u == nil {
					continue
				}
				path := p.OOB.CommandPath(u.Command)
				for _, f := range c.Formations {
					if slices.Contains(path, f) {
						v := p.at(id, "%s is under %s (command %s), but constraint %s treats it as of another command", u.Name, f, u.Command, c.ID)
						v.Rule = c.Rule
						out = append(out, v)
						break
					}
				}
			}
		}
		return out
	},
}

// inCommandViolations: an "in-command" constraint lists its units under its
// formations (ITW S8 Confederate Bivouac, EN L4210-4230: each unit with the
// brigade or division leader it moves toward). A unit under none of them
// contradicts the list: its command or the list is wrong.
func (p *Position) inCommandViolations(c Constraint) []Violation {
	var out []Violation
	for _, id := range c.Units {
		u := p.OOB.Unit(id)
		if u == nil {
			continue
		}
		path := p.OOB.CommandPath(u.Command)
		if slices.ContainsFunc(c.Formations, func(f string) bool { return slices.Contains(path, f) }) {
			continue
		}
		v := p.at(id, "%s has command %s, but constraint %s lists it under %s", u.Name, u.Command, c.ID, strings.Join(c.Formations, " or "))
		v.Rule = c.Rule
		out = append(out, v)
	}
	return out
}

package engine

import "github.com/sandtable/sandtable/scenarios"

// freeSetupCheck: units of a free-setup group stand inside the group's region
// (ITW BB 30.3 Pond group; 30.11 A Grand Design and Turn the Left Flank), one
// per hex where the group says so (30.7).
var freeSetupCheck = Check{
	Name: "setup.outside-region",
	Doc:  "A unit of a free set-up group stands outside the group's region, or shares a hex where the group allows one unit per hex.",
	Rule: "ITW BB 30.3, 30.7, 30.11",
	Run: func(p *Position) []Violation {
		var out []Violation
		for _, g := range p.Scenario.FreeSetup {
			area, err := p.Regions.View(g.Region)
			if err != nil {
				continue
			}
			seen := map[string]string{}
			for _, id := range p.FreeSetupUnits(g) {
				pl, ok := p.At[id]
				if !ok {
					continue
				}
				if !area.Has(pl.Hex) {
					out = append(out, p.at(id, "%s in %s is outside the free set-up region of %s", p.unitName(id), p.Name(pl.Hex), g.ID))
				}
				name := p.Name(pl.Hex)
				if other, dup := seen[name]; dup && g.OnePerHex && !p.Ruleset.IsLeader(p.OOB.Unit(id).Class) {
					v := p.at(id, "%s shares %s with %s; group %s sets up one unit per hex", p.unitName(id), name, p.unitName(other), g.ID)
					v.Code = "setup.one-per-hex"
					out = append(out, v)
				}
				if !p.Ruleset.IsLeader(p.OOB.Unit(id).Class) {
					seen[name] = id
				}
			}
		}
		return out
	},
}

// FreeSetupUnits lists the units of a free set-up group (its units, then
// the members of its formations), each once.
func (p *Position) FreeSetupUnits(g scenarios.FreeSetup) []string {
	return p.constraintUnits(g.Units, g.Formations)
}

// FreeSetupViolations runs the free set-up check alone (for the play-test's
// place action).
func FreeSetupViolations(p *Position) []Violation { return freeSetupCheck.Run(p) }

// constraintUnits expands unit ids and formations (with all their members)
// into unit ids, each once, in OOB order for formations.
func (p *Position) constraintUnits(units, formations []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(id string) {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	for _, u := range units {
		add(u)
	}
	for _, f := range formations {
		for _, u := range p.OOB.Members(f) {
			add(u)
		}
	}
	return out
}

package engine

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// continuousLineCheck runs the scenario's continuous-line constraints that
// hold at the current turn (ITW BB 30.1; 30.8 Buell's line at division level:
// its groups are divisions).
var continuousLineCheck = Check{
	Name: "line.gap",
	Doc:  "A counted unit is not adjacent to another of its formation, or two formations that must touch do not (continuous-line constraint).",
	Rule: "ITW BB 30.1 Continuous Line",
	Run: func(p *Position) []Violation {
		var out []Violation
		for i, c := range p.constraintsOf(scenarios.ConstraintContinuousLine) {
			if !p.holds(c) {
				continue
			}
			for _, v := range ContinuousLine(p.Geo.Grid, p.OOB, c, p.At) {
				if i, ok := p.SetupIndex[v.Unit]; ok {
					v.Pointer = fmt.Sprintf("/setup/%d/hex", i)
				}
				if v.Pointer == "" {
					v.Pointer = fmt.Sprintf("/constraints/%d", i)
				}
				out = append(out, v)
			}
		}
		return out
	},
}

// holds reports whether a constraint applies at the current turn: at its
// Applies turn when it has one, and before its Until turn when it has one.
func (p *Position) holds(c scenarios.Constraint) bool {
	if c.Applies != nil && c.Applies.Turn != p.Turn {
		return false
	}
	return c.Until == "" || p.TurnBefore(p.Turn, c.Until)
}

// areaConstraintCheck: units named by an "area" constraint stand inside its
// stayIn region and outside its avoid region while it holds (ITW BB 14.46
// detachments on or north of row Sxx24; HSN S1 ban on 01XX/02XX hexes).
var areaConstraintCheck = Check{
	Name: "area.violation",
	Doc:  "A unit stands outside the region an area constraint keeps it in, or inside one it bans.",
	Rule: "scenario special rules",
	Run: func(p *Position) []Violation {
		var out []Violation
		for _, c := range p.constraintsOf(scenarios.ConstraintArea) {
			if !p.holds(c) {
				continue
			}
			out = append(out, p.areaViolations(c)...)
		}
		return out
	},
}

func (p *Position) areaViolations(c scenarios.Constraint) []Violation {
	var stayIn, avoid *HexBits
	var err error
	if c.StayIn != nil {
		if stayIn, err = p.Regions.View(*c.StayIn); err != nil {
			return nil
		}
	}
	if c.Avoid != nil {
		if avoid, err = p.Regions.View(*c.Avoid); err != nil {
			return nil
		}
	}
	var out []Violation
	units := p.constraintUnits(c.Units, c.Formations)
	slices.SortFunc(units, func(a, b string) int { return p.setupOrder(a) - p.setupOrder(b) })
	for _, id := range units {
		pl, ok := p.At[id]
		if !ok {
			continue
		}
		switch {
		case stayIn != nil && !stayIn.Has(pl.Hex):
			out = append(out, p.at(id, "%s in %s must stay inside the region of constraint %s", p.unitName(id), p.Name(pl.Hex), c.ID))
		case avoid != nil && avoid.Has(pl.Hex):
			out = append(out, p.at(id, "%s in %s stands where constraint %s forbids", p.unitName(id), p.Name(pl.Hex), c.ID))
		}
	}
	return out
}

func (p *Position) setupOrder(unit string) int {
	if i, ok := p.SetupIndex[unit]; ok {
		return i
	}
	return len(p.Scenario.Setup)
}

// sortViolations orders violations by pointer (setup order), for stable output.
func sortViolations(vs []Violation) {
	slices.SortFunc(vs, func(a, b Violation) int {
		if a.Pointer < b.Pointer {
			return -1
		}
		if a.Pointer > b.Pointer {
			return 1
		}
		return 0
	})
}

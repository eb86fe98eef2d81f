package engine

import "fmt"

// Check is one legality check of the rules engine: a stable name (the
// diagnostic code it reports), a line of documentation, the rule it comes
// from, and the function that runs it on a position.
type Check struct {
	Name string
	Doc  string
	Rule string
	Run  func(p *Position) []Violation
}

// Checks lists every setup legality check, in the order they run.
var Checks = []Check{
	playAreaCheck,
	prohibitedTerrainCheck,
	stackingCheck,
	facingCheck,
	extendedCheck,
	leaderWithCheck,
	freeSetupCheck,
	entryCheck,
	entryTerrainCheck,
	entryPlayAreaCheck,
	entryInlandCheck,
	continuousLineCheck,
	areaConstraintCheck,
	noStackingCheck,
	enemyStackCheck,
	otherCommandCheck,
	leaderStackCheck,
	noActivateCheck,
	ordersFromCheck,
	vocabularyCheck,
}

// RunChecks runs every check on the position and returns the violations,
// each carrying its check's code and rule unless it set its own.
func RunChecks(p *Position) []Violation {
	var out []Violation
	p.stacks = p.Stacks() // grouped once for the checks that read stacks
	defer func() { p.stacks = nil }()
	for _, c := range Checks {
		for _, v := range c.Run(p) {
			if v.Code == "" {
				v.Code = c.Name
			}
			if v.Rule == "" {
				v.Rule = c.Rule
			}
			out = append(out, v)
		}
	}
	return out
}

// unitName returns the unit's printed name, or its id.
func (p *Position) unitName(id string) string {
	if u := p.OOB.Unit(id); u != nil {
		return u.Name
	}
	return id
}

// at returns a violation about a placed unit, pointing at its setup hex.
func (p *Position) at(unit, format string, args ...any) Violation {
	v := Violation{Unit: unit, Message: fmt.Sprintf(format, args...)}
	if pl, ok := p.At[unit]; ok {
		v.Hex, v.HasHex = pl.Hex, true
	}
	if i, ok := p.SetupIndex[unit]; ok {
		v.Pointer = fmt.Sprintf("/setup/%d/hex", i)
	}
	return v
}

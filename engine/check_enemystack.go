package engine

import "github.com/sandtable/sandtable/scenarios"

import "slices"

// enemyStackCheck: no hex holds units of two sides at set-up. One violation
// per hex, on the first unit (set-up order) of the side that is not the
// hex's first occupant's.
var enemyStackCheck = Check{
	Name: "stack.enemy",
	Doc:  "Units of opposing sides share a hex at set-up.",
	Rule: "no hex holds both sides (HSN L299, L694; SH L5)",
	Run: func(p *Position) []Violation {
		stacks := p.checkStacks()
		hexes := make([]string, 0, len(stacks))
		byName := map[string][]string{}
		for h, units := range stacks {
			name := p.Name(h)
			hexes = append(hexes, name)
			byName[name] = units
		}
		slices.Sort(hexes)
		var out []Violation
		for _, name := range hexes {
			if v, ok := p.enemyInStack(byName[name]); ok {
				out = append(out, v)
			}
		}
		return out
	},
}

// enemyInStack returns a violation on the first unit of the stack whose side
// differs from the first unit's.
func (p *Position) enemyInStack(units []string) (Violation, bool) {
	if len(units) < 2 {
		return Violation{}, false
	}
	var first *scenarios.Unit
	for _, id := range units {
		u := p.OOB.Unit(id)
		if u == nil || p.Ruleset != nil && p.Ruleset.IsMarker(u.Class) {
			continue // a marker holds no hex against the enemy (HSN L694)
		}
		if first == nil {
			first = u
			continue
		}
		if u.Side != first.Side {
			return p.at(id, "%s (%s) sets up in %s with the enemy %s (%s)", u.Name, u.Side, p.Name(p.At[id].Hex), first.Name, first.Side), true
		}
	}
	return Violation{}, false
}

package engine

import (
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// entryCheck: each reinforcement row's entry hexes (and alternative entry
// hexes) resolve to hexes on the map; on the map edge where the rule requires
// it (the row's Edge flag, or the ruleset's EntryOnEdge, as in classic Shiloh
// SH L5-7); and they are not all held by enemy units at setup (ITW BB
// 9.7; SH L5).
var entryCheck = Check{
	Name: "entry.not-edge",
	Doc:  "A reinforcement's entry hex is not on the map edge where the rules require it, or every entry hex is held by the enemy at setup.",
	Rule: "ITW BB 9.7; SH L5-7; HSN 13.0",
	Run: func(p *Position) []Violation {
		occupied := p.occupiedBy()
		var out []Violation
		for i, rf := range p.Scenario.Reinforcements {
			side := p.rowSide(rf)
			out = append(out, p.entryProblems(fmt.Sprintf("/reinforcements/%d/entry", i), rf.Entry, rf.Edge, side, occupied)...)
			if rf.Alternative != nil {
				out = append(out, p.entryProblems(fmt.Sprintf("/reinforcements/%d/alternative", i), *rf.Alternative, rf.Edge, side, occupied)...)
			}
		}
		return out
	},
}

func (p *Position) entryProblems(ptr string, r scenarios.Region, edge bool, side string, occupied map[string]string) []Violation {
	hexes, err := p.Regions.View(r)
	if err != nil || hexes.Len() == 0 {
		return nil
	}
	var out []Violation
	sorted := hexes.Sorted() // once for the three passes below
	if edge || p.Ruleset.EntryOnEdge {
		for _, h := range sorted {
			if !p.Geo.Numbering.OnEdge(p.Geo.Grid, h) {
				out = append(out, Violation{Pointer: ptr, Hex: h, HasHex: true,
					Message: fmt.Sprintf("entry hex %s is not on the map edge", p.Name(h))})
			}
		}
	}
	var held []string
	for _, h := range sorted {
		if side == "" {
			break // no side: no hex is held by its enemy
		}
		name := p.Name(h) // formatted once
		if s, ok := occupied[name]; ok && s != side {
			held = append(held, name)
		}
	}
	if len(held) == hexes.Len() {
		out = append(out, Violation{Code: "entry.occupied", Pointer: ptr, Hex: sorted[0], HasHex: true,
			Message: fmt.Sprintf("every entry hex (%s) is held by the enemy at setup", strings.Join(held, ", "))})
	}
	return out
}

// occupiedBy maps each occupied hex (canonical name) to the side of its
// first unit.
func (p *Position) occupiedBy() map[string]string {
	out := map[string]string{}
	for unit, pl := range p.At {
		if u := p.OOB.Unit(unit); u != nil {
			name := p.Name(pl.Hex) // formatted once
			if _, ok := out[name]; !ok {
				out[name] = u.Side
			}
		}
	}
	return out
}

// rowSide is the side of a reinforcement row's first unit or formation.
func (p *Position) rowSide(rf scenarios.Reinforcement) string {
	for _, id := range rf.Units {
		if u := p.OOB.Unit(id); u != nil {
			return u.Side
		}
	}
	for _, id := range rf.Formations {
		if f := p.OOB.Formation(id); f != nil {
			return f.Side
		}
	}
	return ""
}

package engine

import "fmt"

// entryTerrainCheck: a reinforcement row's units can stand in at least one
// of its entry hexes: a land unit does not enter only through full river
// hexes, and a gunboat (river hexes only, ITW BB 14.72; SH L10) does not
// enter only at land hexes such as a landing. One violation per unit, at
// the row's first entry hex.
var entryTerrainCheck = Check{
	Name: "entry.terrain",
	Doc:  "A reinforcement's unit may not stand in any of its row's entry hexes (a gunboat entering at a land hex, infantry only through river hexes).",
	Rule: "ITW BB 9.44 and TEC; 14.72; SH L10",
	Run: func(p *Position) []Violation {
		var out []Violation
		for i, rf := range p.Scenario.Reinforcements {
			hexes, err := p.Regions.View(rf.Entry)
			if err != nil || hexes.Len() == 0 {
				continue
			}
			sorted := hexes.Sorted() // once for every unit of the row
			units := append([]string{}, rf.Units...)
			for _, f := range rf.Formations {
				units = append(units, p.OOB.Members(f)...)
			}
			for _, id := range units {
				u := p.OOB.Unit(id)
				if u == nil || p.Ruleset.IsLeader(u.Class) {
					continue
				}
				usable := false
				var why string
				for _, h := range sorted {
					msg, bad := p.terrainBan(u.Class, h)
					if !bad {
						usable = true
						break
					}
					why = msg
				}
				if !usable {
					first := sorted[0]
					out = append(out, Violation{Unit: id, Pointer: fmt.Sprintf("/reinforcements/%d/entry", i), Hex: first, HasHex: true,
						Message: fmt.Sprintf("%s (%s) cannot enter at %s: %s", u.Name, u.Class, p.Name(first), why)})
				}
			}
		}
		return out
	},
}

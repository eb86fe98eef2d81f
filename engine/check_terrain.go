package engine

import (
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// prohibitedTerrainCheck: no unit stands in terrain its class may not enter
// (TEC "P": land units in full river hexes, artillery in Marsh), and classes
// limited to some terrains (gunboats: full river hexes only, ITW BB 14.72)
// stand only there. A hex on a path that the class may use is allowed
// (artillery in Marsh on a Farm Lane, ITW BB 9.43).
var prohibitedTerrainCheck = Check{
	Name: "terrain.prohibited",
	Doc:  "A unit stands in a hex whose terrain its class may not enter, or outside the only terrain its class may use.",
	Rule: "ITW BB 9.44 and TEC; 14.72",
	Run: func(p *Position) []Violation {
		var out []Violation
		for _, st := range p.Scenario.Setup {
			pl, ok := p.At[st.Unit]
			u := p.OOB.Unit(st.Unit)
			if !ok || u == nil || p.SetupIndex[st.Unit] < 0 {
				continue
			}
			for _, h := range pl.hexesAll() {
				if msg, bad := p.terrainBan(u.Class, h); bad {
					out = append(out, p.at(st.Unit, "%s (%s) in %s: %s", u.Name, u.Class, p.Name(h), msg))
					break
				}
			}
		}
		return out
	},
}

// terrainBan says why a unit of the class may not stand in the hex.
func (p *Position) terrainBan(class string, h hexgrid.Offset) (string, bool) {
	terrain := p.Map.TerrainAt(p.Name(h))
	c := p.Ruleset.Class(class)
	if c == nil {
		return "", false
	}
	if len(c.OnlyTerrain) > 0 {
		if !slices.Contains(c.OnlyTerrain, terrain) {
			return "this class may stand only in " + strings.Join(c.OnlyTerrain, " or ") + ", not " + terrain, true
		}
		return "", false
	}
	t := p.Ruleset.TerrainByID(terrain)
	if t == nil || c.MoveColumn == "" || !t.Cost[c.MoveColumn].Prohibited {
		return "", false
	}
	if p.onUsablePath(h, c.MoveColumn) {
		return "", false
	}
	return terrain + " is prohibited to " + c.MoveColumn + " units", true
}

// onUsablePath reports whether a map path whose type has a cost for the move
// column runs through the hex.
func (p *Position) onUsablePath(h hexgrid.Offset, column string) bool {
	for _, mp := range p.Map.Paths {
		pt := p.Ruleset.pathType(mp.Type)
		if pt == nil {
			continue
		}
		if c, ok := pt.Cost[column]; !ok || c.Prohibited {
			continue
		}
		for _, id := range mp.Hexes {
			if o, err := p.Geo.Numbering.Parse(id); err == nil && o == h {
				return true
			}
		}
	}
	return false
}

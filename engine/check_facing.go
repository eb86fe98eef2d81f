package engine

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// facingCheck: where the system has facing, every unit whose class has
// facing is given one (a vertex direction, or "any" where the scenario lets
// the player choose).
var facingCheck = Check{
	Name: "facing.missing",
	Doc:  "A unit of a system with facing is set up without a facing.",
	Rule: "ITW BB 30.0, 30.1 set-up tables",
	Run: func(p *Position) []Violation {
		if !p.Ruleset.Facing {
			return nil
		}
		var out []Violation
		for i, st := range p.Scenario.Setup {
			u := p.OOB.Unit(st.Unit)
			if u == nil || st.Facing != "" || p.SetupIndex[st.Unit] != i {
				continue
			}
			if c := p.Ruleset.Class(u.Class); c == nil || c.NoFacing {
				continue
			}
			out = append(out, p.at(st.Unit, "%s has no facing", u.Name))
		}
		return out
	},
}

// extendedCheck: an extended line's second hex lies across one of its flank
// hexsides (beside it, with the same front); an extended column's across its
// front or rear hexsides (in file). Units faced "any" are not checked.
var extendedCheck = Check{
	Name: "extended.facing",
	Doc:  "An extended line or column's second hex does not agree with its facing.",
	Rule: "ITW BB 30.2, 30.3 (extended line, extended column)",
	Run: func(p *Position) []Violation {
		var out []Violation
		for unit, pl := range p.At {
			st := p.Scenario.Setup[p.SetupIndex[unit]]
			if pl.Extended == nil || st.Facing == "" || st.Facing == "any" {
				continue
			}
			f, err := hexgrid.ParseFacing(p.Geo.Grid, st.Facing)
			if err != nil {
				continue
			}
			d, ok := p.Geo.Grid.DirectionTo(pl.Hex, *pl.Extended)
			if !ok {
				continue
			}
			front := p.Geo.Grid.FrontSides(f)
			inFile := slices.Contains(front[:], d) || slices.Contains(front[:], d.Opposite())
			if (pl.Extension == "line") == inFile {
				v := p.at(unit, "%s: extended %s to %s does not agree with facing %s", p.unitName(unit), pl.Extension, p.Name(*pl.Extended), st.Facing)
				v.Pointer = pointerOf(p.SetupIndex[unit], "extendedTo")
				out = append(out, v)
			}
		}
		sortViolations(out)
		return out
	},
}

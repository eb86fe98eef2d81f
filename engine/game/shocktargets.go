package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ShockTargets lists the hexes next to a unit that hold enemy units, by
// name: where it may shock.
func (g *Game) ShockTargets(unit string) []string {
	u := g.unit(unit)
	if u == nil || !u.InPlay() {
		return nil
	}
	occ := g.occupancy()
	var out []string
	for _, h := range u.hexes() {
		for _, n := range g.Board.Geo.Grid.Neighbors(h) {
			if name := g.Name(n); occ.enemy(n, u.Side) && !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// ShockAttackers lists the units of side next to the target hex (by id):
// who may join a shock on it.
func (g *Game) ShockAttackers(target, side string) []string {
	o, err := g.Board.Geo.Numbering.Parse(target)
	if err != nil {
		return nil
	}
	var out []string
	for _, u := range g.st.Units.All() {
		if !u.InPlay() || u.Side != side {
			continue
		}
		if slices.ContainsFunc(u.hexes(), func(h hexgrid.Offset) bool { return g.Board.Geo.Grid.Adjacent(h, o) }) {
			out = append(out, u.ID)
		}
	}
	return out
}

// ShockDeclarable lists the shock modifiers the player may declare and the
// attack positions of the ruleset's shock table (nil when it has none).
func (g *Game) ShockDeclarable() (declared, positions []string) {
	rules := g.Board.Ruleset.Shock
	if rules == nil {
		return nil, nil
	}
	for _, m := range rules.Modifiers {
		if m.Applies == "declared" {
			declared = append(declared, m.ID)
		}
	}
	for p := range rules.Positions {
		positions = append(positions, p)
	}
	slices.Sort(positions)
	slices.SortStableFunc(positions, func(a, b string) int { return rules.Positions[a] - rules.Positions[b] })
	return declared, positions
}

package game

import (
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// checkStacking refuses a move that leaves the unit's hex, or the second
// hex of an extended unit, over the ruleset's stacking limits. The refusal
// names the limits broken and the ruleset's stacking source (ITW: stacking
// chart, IT L4649-4668). Rulesets without stacking rows set no limit.
func (g *Game) checkStacking(u *Unit) error {
	if len(g.Board.Ruleset.Stacking) == 0 {
		return nil
	}
	hexes := []hexgrid.Offset{u.Hex}
	if u.Extended != nil {
		hexes = append(hexes, *u.Extended)
	}
	p := g.Position()
	for _, h := range hexes {
		if why := p.OverStackInPlay(h, ""); len(why) > 0 {
			return refusef("%s would overstack %s: %s (%s)", g.unitName(u.ID), g.Name(h), strings.Join(why, "; "), g.Board.Ruleset.StackingRule())
		}
	}
	return nil
}

// checkEntryStack refuses units entering at hex o that would leave it over
// the ruleset's stacking limits, with the units already there: reinforcements
// enter as stacks, each within the limits (ITW S1 Union chart notes, EN
// L1729-1734), at a landing hex up to the Advance limits whatever their
// orders (EN L1733-1734).
func (g *Game) checkEntryStack(units []string, o hexgrid.Offset) error {
	if len(g.Board.Ruleset.Stacking) == 0 {
		return nil
	}
	orders := ""
	if g.landing(o) {
		orders = "advance"
	}
	if why := g.Position().OverStackInPlay(o, orders); len(why) > 0 {
		names := make([]string, len(units))
		for i, id := range units {
			names[i] = g.unitName(id)
		}
		return refusef("%s entering at %s would overstack it: %s (%s)", strings.Join(names, ", "), g.Name(o), strings.Join(why, "; "), g.Board.Ruleset.StackingRule())
	}
	return nil
}

// checkLeaderStack refuses a move that ends in a hex where a leader stands
// with units of his side none of which is of his command, a wagon alone
// included (HSN L131), where the ruleset keeps leaders with their command.
// The hex left is not judged: units and their leader move one at a time, so
// a leader may follow the units that left him.
func (g *Game) checkLeaderStack(u *Unit) error {
	p := g.Position()
	stack := p.Stacks()[u.Hex]
	for _, id := range stack {
		if vs := p.LeaderStackProblems(id, stack); len(vs) > 0 {
			return refusef("%s cannot stop in %s: %s (%s)", g.unitName(u.ID), g.Name(u.Hex), vs[0].Message, engine.LeaderStackRule())
		}
	}
	return nil
}

// enemyRule names why a unit may not enter an enemy-occupied hex: units of
// opposing sides never share a hex under the ruleset's stacking rules.
func (g *Game) enemyRule() string {
	return g.Board.Ruleset.Name + " stacking: units of opposing sides never share a hex"
}

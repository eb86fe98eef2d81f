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
		if why := p.OverStack(h); len(why) > 0 {
			return refusef("%s would overstack %s: %s (%s)", g.unitName(u.ID), g.Name(h), strings.Join(why, "; "), g.Board.Ruleset.StackingRule())
		}
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

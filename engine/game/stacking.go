package game

import "github.com/sandtable/sandtable/engine"

// stackLimitCheck is the ruleset's stacking check (ITW stacking chart),
// also run on every move in play.
var stackLimitCheck = func() engine.Check {
	for _, c := range engine.Checks {
		if c.Name == "stack.limit" {
			return c
		}
	}
	panic("engine: no stack.limit check") // the check list is fixed at build time
}()

// stackingAfterMove refuses a move that leaves the unit in a stack over
// the ruleset's limits for its orders (engine's stack.limit, with its rule
// source); stacks over the limit elsewhere are not the move's doing.
func (g *Game) stackingAfterMove(u *Unit) error {
	for _, v := range stackLimitCheck.Run(g.Position()) {
		if v.Warning || !v.HasHex {
			continue
		}
		if v.Unit == u.ID || v.Hex == u.Hex || u.Extended != nil && v.Hex == *u.Extended {
			return refusef("%s cannot end its move there: %s (%s)", g.unitName(u.ID), v.Message, stackLimitCheck.Rule)
		}
	}
	return nil
}

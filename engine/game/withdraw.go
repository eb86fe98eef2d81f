package game

import (
	"fmt"
	"math"
)

// withdraw carries out withdrawal movement by the ruleset's rule (ITW BB
// 9.54): the unit, of either side and out of its own activation, steps back
// along Path (at most the rule's hexes, into hexes it may enter, no MP
// spent); entering a hex that costs the rule's uddFromMP or more takes a
// UDD with +1 DRM per full MP over 1 (a Woods hex at 1½ MP none, a stream
// into Woods at 2½ MP +1, artillery into Woods at 3 MP +2). On a failure a
// unit in good order Disorders and goes on; a Disordered one stops in the
// first hex of its withdrawal.
func (g *Game) withdraw(a Action, e *Entry) error {
	rule := g.Board.Sys.Withdrawal
	if rule == nil {
		return refusef("ruleset %s has no withdrawal movement", g.Board.Ruleset.ID)
	}
	u := g.edit(a.Unit)
	if u == nil || !u.InPlay() {
		return refusef("unit %q is not on the map", a.Unit)
	}
	path, err := g.parsePath(u, a.Path)
	if err != nil {
		return err
	}
	if len(path) == 0 || len(path) > rule.MaxHexes {
		return refusef("withdrawal movement is 1 to %d hexes (%s)", rule.MaxHexes, rule.Source)
	}
	w := &walk{g: g, u: u, e: e, m: g.moverOf(u), occ: g.occupancy(), area: g.playArea(), start: u.Hex, udd: uddQueue{results: a.UDD}}
	wasDisordered := g.disordered(u)
	u.Extended, u.Extension = nil, ""
	for _, to := range path {
		if err := w.enterable(u.Hex, to); err != nil {
			return err
		}
		st := g.Board.stepCost(w.m, u.Hex, to)
		if !st.ok {
			return refusef("%s cannot withdraw into %s: %s", g.unitName(u.ID), g.Name(to), st.why)
		}
		u.Hex = to
		g.passThrough(u, to)
		if st.mp < rule.UDDFromMP {
			continue
		}
		drm := int(math.Floor(st.mp - 1))
		why := fmt.Sprintf("withdrawing into %s at %s MP", g.Board.TerrainID(to), mp(st.mp))
		if g.uddDRM(e, &w.udd, u, to, why, drm, rule.Source) != "fail" {
			continue
		}
		if wasDisordered {
			u.Hex = path[0]
			e.event("halted", u.ID, g.Name(u.Hex), "%s fails its UDD while Disordered and stops in %s (%s)", g.unitName(u.ID), g.Name(u.Hex), rule.Source)
			break
		}
		if !g.disordered(u) {
			g.disorder(u)
			e.event("disordered", u.ID, g.Name(to), "%s fails its UDD withdrawing and is Disordered (%s)", g.unitName(u.ID), rule.Source)
		}
	}
	e.event("withdrawn", u.ID, g.Name(u.Hex), "%s withdraws to %s", g.unitName(u.ID), g.Name(u.Hex))
	return g.checkStacking(u)
}

package game

import (
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ignoresZOC reports whether a unit moves free of enemy ZOCs: every unit in
// a system without ZOC, and the classes that exert none (gunboats, SH L10).
func (g *Game) ignoresZOC(u *Unit) bool {
	z := g.Board.Sys.ZOC
	return !z.Exerted || slices.Contains(z.NoZOCClasses, u.Class)
}

// enemyZOC returns the hexes in the zone of control of side's enemies: the
// six hexes next to each enemy unit on the map that exerts a ZOC (SH L5, L9,
// L10). Nil in systems without ZOC.
func (g *Game) enemyZOC(side string) engine.HexSet {
	if !g.Board.Sys.ZOC.Exerted {
		return nil
	}
	zoc := engine.HexSet{}
	for _, u := range g.st.Units.All() {
		if !u.InPlay() || u.Side == side || slices.Contains(g.Board.Sys.ZOC.NoZOCClasses, u.Class) || g.Board.Ruleset.IsMarker(u.Class) {
			continue
		}
		for _, h := range u.hexes() {
			for _, n := range g.Board.Geo.Grid.Neighbors(h) {
				zoc[n] = struct{}{}
			}
		}
	}
	return zoc
}

// zocCost is the extra MP of a step from one hex to the next under the
// ruleset's ZOC rules: its leaveMP when the unit leaves a hex in an enemy
// ZOC (GCACW: 1, HSN L590, L1262), plus its enterMP when it enters one.
// zoc is nil for a unit that ignores ZOCs.
func (g *Game) zocCost(zoc engine.HexSet, from, to hexgrid.Offset) float64 {
	z, mp := g.Board.Sys.ZOC, 0.0
	if zoc.Has(from) {
		mp += z.LeaveMP
	}
	if zoc.Has(to) {
		mp += z.EnterMP
	}
	return mp
}

// forced returns the forced-move rule that binds the unit now, or nil: the
// system's rule for the unit's side on the first turns of the game (SH L9).
func (g *Game) forced(u *Unit) *ForcedMove {
	f := g.Board.Forced
	if f == nil || f.Side != u.Side || g.ignoresZOC(u) {
		return nil
	}
	if g.st.Clock.Turn-firstTurn(g.Scenario) >= f.Turns {
		return nil
	}
	return f
}

// checkForced refuses a move the forced-move rule does not allow: any move
// by a unit that starts in an enemy ZOC, more than one hex, or a step in
// another direction than the rule's (SH L9).
func (g *Game) checkForced(u *Unit, f *ForcedMove, zoc engine.HexSet, path []hexgrid.Offset) error {
	if zoc.Has(u.Hex) {
		return refusef("%s starts in an enemy ZOC and may not move on this turn (%s)", g.unitName(u.ID), f.Rule)
	}
	if len(path) > 1 {
		return refusef("%s may move only one hex on this turn (%s)", g.unitName(u.ID), f.Rule)
	}
	if len(path) == 1 {
		d, ok := g.Board.Geo.Grid.DirectionTo(u.Hex, path[0])
		if !ok || !slices.Contains(f.Dirs, d) {
			return refusef("%s may move only %s on this turn (%s)", g.unitName(u.ID), dirNames(f.Dirs), f.Rule)
		}
	}
	return nil
}

func dirNames(ds []hexgrid.Direction) string {
	s := ""
	for i, d := range ds {
		if i > 0 {
			s += " or "
		}
		s += d.String()
	}
	return s
}

package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// facingAllowed takes the UDD a facing change needs in the ruleset's
// facingCheckTerrain (ITW BB 9.44 Marsh, EN L514-518) and reports whether
// the unit takes the new facing: on a failure a unit in good order turns
// and is finished for the activation, a Disordered one keeps its facing and
// is finished. With no result given, the roll is recorded for the players
// to judge and the unit turns.
func (g *Game) facingAllowed(u *Unit, facing string, e *Entry, q *uddQueue) bool {
	terrain := g.Board.TerrainID(u.Hex)
	if facing == u.Facing || !slices.Contains(g.Board.Sys.FacingCheckTerrain, terrain) {
		return true
	}
	if g.udd(e, q, u, u.Hex, "changing facing in "+terrain) != "fail" {
		return true
	}
	u.Finished = true
	if g.disordered(u) {
		e.event("halted", u.ID, g.Name(u.Hex), "%s fails its UDD and keeps its facing, finished for the activation (ITW BB 9.44)", g.unitName(u.ID))
		return false
	}
	e.event("halted", u.ID, g.Name(u.Hex), "%s fails its UDD: it turns to %s and is finished for the activation (ITW BB 9.44)", g.unitName(u.ID), facing)
	return true
}

// checkMaxHexes refuses a move beyond a unit's hexes per activation (an
// asterisk for a movement allowance: Markgraf's and Madison's batteries
// move one hex per activation, ITW BB 14.61).
func (g *Game) checkMaxHexes(u *Unit, path []hexgrid.Offset) error {
	ou := g.OOB.Unit(u.ID)
	if ou == nil || ou.MaxHexes == nil || len(path) == 0 {
		return nil
	}
	if u.Moved || len(path) > *ou.MaxHexes {
		return refusef("%s moves at most %d hex(es) per activation (maxHexes in the OOB)", g.unitName(u.ID), *ou.MaxHexes)
	}
	return nil
}

package game

import (
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// movesNow reports whether u may begin or go on with a move now, as a move
// action checks it: the game is not over, the activation is of u's side,
// u has not finished, no status holds it, the sequence of play gives it
// this activation, and a unit limited to a number of hexes per activation
// has not moved in it yet.
func (g *Game) movesNow(u *Unit) bool {
	if g.st.Over || u.Side != g.st.Clock.Side || u.Finished {
		return false
	}
	if g.statusHolds(u) != nil || g.checkTempo(u) != nil {
		return false
	}
	ou := g.OOB.Unit(u.ID)
	return ou == nil || ou.MaxHexes == nil || !u.Moved
}

// dropBadEnds removes from r the hexes the unit may move through but not
// stop in, as a move action refuses them at its end: over the stacking
// limits of the ruleset with the friendly units there (the limits say what
// may occupy a hex, ITW stacking table IT L4649-4668, so a stack is judged
// where the move ends), a leader left with no unit of his command or alone
// with a wagon (HSN L131), and, for a unit limited to a number of hexes an
// activation (maxHexes in the OOB), a path longer than that. Only hexes
// already holding units of u's side can break the stacking rules, so the
// position is built only when there is one.
func (g *Game) dropBadEnds(u *Unit, occ occupancy, r *Reachability) {
	if ou := g.OOB.Unit(u.ID); ou != nil && ou.MaxHexes != nil {
		for o := range r.MP {
			if o != u.Hex && len(r.Path(o)) > *ou.MaxHexes {
				delete(r.MP, o)
			}
		}
	}
	var p *engine.Position
	for o := range r.MP {
		if o == u.Hex || !slices.Contains(occ[o], u.Side) {
			continue
		}
		if p == nil {
			p = g.Position()
		}
		if g.endRefused(p, u, o) {
			delete(r.MP, o)
		}
	}
}

// endRefused reports whether u, moved into o (no longer extended), would
// break the stacking or leader rules a move's end is checked by
// (checkStacking, checkLeaderStack). p is the current position; it is left
// as it was.
func (g *Game) endRefused(p *engine.Position, u *Unit, o hexgrid.Offset) bool {
	old, had := p.At[u.ID]
	pl := old
	pl.Hex, pl.Extended, pl.Extension = o, nil, ""
	p.At[u.ID] = pl
	defer func() {
		if had {
			p.At[u.ID] = old
		} else {
			delete(p.At, u.ID)
		}
	}()
	if len(g.Board.Ruleset.Stacking) > 0 && len(p.OverStackInPlay(o, "")) > 0 {
		return true
	}
	stack := p.Stacks()[o]
	for _, id := range stack {
		if len(p.LeaderStackProblems(id, stack)) > 0 {
			return true
		}
	}
	return false
}

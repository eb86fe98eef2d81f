package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// applyShockEffect applies one side's part of a shock result to its units:
// the loss (from the strongest unit; a gun when the side is artillery
// alone), the retreat away from the hex `from` (along the player's path
// when given), Disorder, the rout check, abandoned artillery.
//
// Units of noRout classes never rout: a failed rout check costs them 1 SP
// instead.
//
// hit, when not nil, collects the units the effect Disordered: a shock's
// (for the attackers' post-shock Disorder), whose Disorder of a unit
// already Disordered takes the Second Disorder table's shock-result row;
// with nil (fire) the Disorder is plain.
func (g *Game) applyShockEffect(e *Entry, q *uddQueue, us []*Unit, eff engine.ShockEffect, from hexgrid.Offset, path []string, hit map[string]bool) {
	var noRout []string
	if g.Board.Ruleset.Shock != nil {
		noRout = g.Board.Ruleset.Shock.NoRoutClasses
	}
	if eff.Loss > 0 {
		if u, why := g.lossTaker(us, eff.LossFrom); u != nil {
			g.shockLoss(e, u, eff.Loss, why)
		}
	}
	if eff.AbandonArtillery {
		for _, u := range us {
			if u.InPlay() && g.Board.Ruleset.HasGuns(u.Class) {
				u.Where = Removed
				e.event("abandoned", u.ID, g.Name(u.Hex), "%s is abandoned and leaves play", g.unitName(u.ID))
			}
		}
	}
	for _, u := range us {
		if !u.InPlay() {
			continue
		}
		away := from // a second Disorder's retreat goes on the same way
		if eff.Retreat > 0 {
			if away = g.retreat(e, u, eff.Retreat, from, path); !u.InPlay() {
				continue
			}
		}
		switch {
		case eff.Disorder && hit == nil:
			g.disorder(u)
			e.event("disordered", u.ID, g.Name(u.Hex), "%s is Disordered", g.unitName(u.ID))
		case eff.Disorder:
			hit[u.ID] = true
			if g.shockDisorder(e, q, u, engine.CauseShockResult, away, noRout); !u.InPlay() {
				continue
			}
		}
		if eff.UDDFail != "" && !u.HasStatus(eff.UDDFail) && g.udd(e, q, u, u.Hex, "after retreating from a shock") == "fail" {
			if slices.Contains(noRout, u.Class) {
				u.loseSP(1)
				e.event("loss", u.ID, g.Name(u.Hex), "%s fails its UDD but never routs: it loses 1 SP instead", g.unitName(u.ID))
				continue
			}
			u.addStatus(eff.UDDFail)
			e.event(eff.UDDFail, u.ID, g.Name(u.Hex), "%s fails its UDD: %s", g.unitName(u.ID), eff.UDDFail)
		}
	}
}

// lossTaker picks the unit that takes a shock loss: by the highest
// cohesion rating when from says so and every unit has one (the strongest
// among equals), else the strongest. why says which for the log.
func (g *Game) lossTaker(us []*Unit, from string) (*Unit, string) {
	if from != "highest-cohesion" {
		return strongest(us), "the strongest unit"
	}
	var best []*Unit
	top := 0
	for _, u := range us {
		if !u.InPlay() || u.Strength == nil {
			continue
		}
		c, ok := g.cohesion(u)
		if !ok {
			return strongest(us), fmt.Sprintf("the strongest unit: %s has no cohesion rating in the OOB for the highest-cohesion rule (adjust by hand if another unit rates higher)", g.unitName(u.ID))
		}
		switch {
		case len(best) == 0 || c > top:
			best, top = []*Unit{u}, c
		case c == top:
			best = append(best, u)
		}
	}
	if len(best) == 0 {
		return nil, ""
	}
	return strongest(best), fmt.Sprintf("the unit of highest cohesion (%d)", top)
}

// strongest returns the unit with the most SP (the first of equals).
func strongest(us []*Unit) *Unit {
	var best *Unit
	for _, u := range us {
		if !u.InPlay() || u.Strength == nil {
			continue
		}
		if best == nil || *u.Strength > *best.Strength {
			best = u
		}
	}
	return best
}

func (g *Game) spOrGuns(u *Unit) string {
	if g.Board.Ruleset.HasGuns(u.Class) {
		return "gun"
	}
	return "SP"
}

// retreat moves a unit n hexes away from the hex `from`: along the
// player's path when it gives one, else each step to the neighbour
// straight away from `from` or, when that is closed, the first open
// neighbour farther from it. A unit with no open hex stays (the series
// rules' answer is not in the seeds). It returns the hex the unit left by
// its last step (from when it did not move): a further retreat away from
// it goes straight on.
func (g *Game) retreat(e *Entry, u *Unit, n int, from hexgrid.Offset, path []string) hexgrid.Offset {
	if ou := g.OOB.Unit(u.ID); ou != nil && ou.NoRetreat {
		u.Where = Removed
		e.event("abandoned", u.ID, g.Name(u.Hex), "%s cannot retreat and is abandoned (ITW BB 14.61)", g.unitName(u.ID))
		return from
	}
	last := from
	u.Extended, u.Extension = nil, ""
	away, straight := g.Board.Geo.Grid.DirectionTo(from, u.Hex)
	for step := 0; step < n; step++ {
		next, ok := g.retreatStep(u, from, path, step, away, straight)
		if !ok {
			e.event("retreat", u.ID, g.Name(u.Hex), "%s has no hex to retreat into from %s: it stays (resolve by hand)", g.unitName(u.ID), g.Name(u.Hex))
			return last
		}
		last, u.Hex = u.Hex, next
		g.passThrough(u, next)
	}
	e.event("retreat", u.ID, g.Name(u.Hex), "%s retreats %d hex(es) to %s", g.unitName(u.ID), n, g.Name(u.Hex))
	return last
}

// retreatStep picks the next retreat hex: the player's, else on in the
// direction away (straight, when the first step has one), else the first
// open neighbour farther from `from`.
func (g *Game) retreatStep(u *Unit, from hexgrid.Offset, path []string, step int, away hexgrid.Direction, straight bool) (hexgrid.Offset, bool) {
	if step < len(path) {
		o, err := g.Board.Geo.Numbering.Parse(path[step])
		if err == nil && g.Board.Geo.Grid.Adjacent(u.Hex, o) && g.retreatOpen(u, o) {
			return o, true
		}
	}
	grid := g.Board.Geo.Grid
	if straight {
		if o := grid.Neighbor(u.Hex, away); g.retreatOpen(u, o) {
			return o, true
		}
	}
	here := grid.Distance(from, u.Hex)
	nb := grid.Neighbors(u.Hex)
	cands := nb[:]
	slices.SortStableFunc(cands, func(a, b hexgrid.Offset) int { return grid.Distance(from, b) - grid.Distance(from, a) })
	for _, o := range cands {
		if grid.Distance(from, o) > here && g.retreatOpen(u, o) {
			return o, true
		}
	}
	return hexgrid.Offset{}, false
}

// retreatOpen reports whether a retreating unit may enter the hex: on the
// map, in the playing area, free of the enemy, and not closed to its class
// by the terrain effects chart.
func (g *Game) retreatOpen(u *Unit, o hexgrid.Offset) bool {
	if !g.inPlayArea(g.playArea(), o) || g.occupancy().enemy(o, u.Side) {
		return false
	}
	return g.Board.stepCost(g.moverOf(u), u.Hex, o).ok
}

package game

import (
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// penalties returns the unit class's move penalties (HSN wagon trains,
// L137).
func (g *Game) penalties(u *Unit) []engine.MovePenalty {
	if c := g.Board.Ruleset.Class(u.Class); c != nil {
		return c.Penalties
	}
	return nil
}

// penaltyApplies reports whether a penalty's condition holds for the step
// from a to c.
func (g *Game) penaltyApplies(p engine.MovePenalty, a, c hexgrid.Offset) bool {
	switch {
	case p.Hexside != "":
		s, ok := g.Board.Side(a, c)
		return ok && (s.Type == p.Hexside || p.Fords && s.Ford)
	case p.OffPath != "":
		return !g.alongPath(a, c, p.OffPath)
	}
	return false
}

// alongPath reports whether the step from a to c follows a map path of the
// type.
func (g *Game) alongPath(a, c hexgrid.Offset, typ string) bool {
	return slices.ContainsFunc(g.Board.PathsBetween(a, c), func(pt *engine.PathType) bool { return pt.ID == typ })
}

// stepPenalty is the extra MP of the step from a to c: every penalty whose
// condition holds, a once-per-move one only while paid is false for it (the
// walk marks it paid).
func (g *Game) stepPenalty(ps []engine.MovePenalty, a, c hexgrid.Offset, paid []bool) float64 {
	mp := 0.0
	for i, p := range ps {
		if !g.penaltyApplies(p, a, c) {
			continue
		}
		if p.OncePerMove {
			if paid == nil || paid[i] {
				continue
			}
			paid[i] = true
		}
		mp += p.MP
	}
	return mp
}

// onceOffPath returns the once-per-move off-path penalty of a class and
// its path type, if it has one (HSN wagons: 1 MP the first time a march
// leaves the pike).
func onceOffPath(ps []engine.MovePenalty) (engine.MovePenalty, bool) {
	for _, p := range ps {
		if p.OncePerMove && p.OffPath != "" {
			return p, true
		}
	}
	return engine.MovePenalty{}, false
}

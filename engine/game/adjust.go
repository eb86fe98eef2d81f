package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// adjust records a manual change the players make outside movement: the
// outcome of combat or of a check (strength, losses, status, orders, facing,
// a retreat to another hex, elimination, leaving play) for one unit, and
// control of hexes or areas, combat-ineffective formations and objective
// flags for the game. Each change is logged.
func (g *Game) adjust(a Action, e *Entry) error {
	if a.Unit != "" {
		if err := g.adjustUnit(a, e); err != nil {
			return err
		}
	}
	if err := g.adjustControl(a, e); err != nil {
		return err
	}
	for _, f := range a.CI {
		if g.OOB.Formation(f) == nil {
			return refusef("formation %q is not in the OOB", f)
		}
		g.st.addCI(f)
		e.event("adjusted", "", "", "formation %s is combat-ineffective", f)
	}
	for k, v := range a.Flags {
		g.st.Flags.set(k, v, g.st.gen)
		e.event("adjusted", "", "", "flag %s = %t", k, v)
	}
	// A position set by hand is a moment of the turn like the end of an
	// activation: a condition that counts "at any time" up to its turn
	// (HSN L356) is noted here too.
	g.recordEver()
	return nil
}

// adjustUnit applies the unit changes of an adjust action.
func (g *Game) adjustUnit(a Action, e *Entry) error {
	u := g.edit(a.Unit)
	if u == nil {
		return refusef("unit %q is not in the game", a.Unit)
	}
	name := g.unitName(u.ID)
	if a.Strength != nil {
		g.setStrength(u, *a.Strength)
		e.event("adjusted", u.ID, "", "%s strength set to %d SP (%d SP lost in play)", name, *a.Strength, u.Lost)
	}
	if a.Fatigue != nil {
		if *a.Fatigue < 0 {
			return refusef("fatigue %d: want 0 (none) or more", *a.Fatigue)
		}
		u.Fatigue = *a.Fatigue
		e.event("adjusted", u.ID, "", "%s fatigue set to %d", name, u.Fatigue)
	}
	if a.Loss != nil {
		u.loseSP(*a.Loss)
		e.event("adjusted", u.ID, "", "%s loses %d SP (%d SP lost in play)", name, *a.Loss, u.Lost)
	}
	if err := g.adjustState(a, u, e); err != nil {
		return err
	}
	if a.Hex != "" {
		o, err := g.Board.Parse(a.Hex)
		if err != nil {
			return refusef("adjust hex: %v", err)
		}
		u.Where, u.Hex, u.Extended, u.Extension = OnMap, o, nil, ""
		g.passThrough(u, o)
		e.event("adjusted", u.ID, g.Name(o), "%s placed in %s", name, g.Name(o))
	}
	if a.Eliminate {
		if u.Strength != nil {
			u.loseSP(*u.Strength)
		}
		u.Where = Eliminated
		e.event("adjusted", u.ID, g.Name(u.Hex), "%s is eliminated (%d SP lost in play)", name, u.Lost)
	}
	if a.Remove {
		u.Where = Removed
		e.event("adjusted", u.ID, g.Name(u.Hex), "%s leaves play", name)
	}
	return nil
}

// adjustState applies status, orders and facing changes.
func (g *Game) adjustState(a Action, u *Unit, e *Entry) error {
	for _, s := range a.AddStatus {
		if !g.Board.Ruleset.HasStatus(s) {
			return refusef("status %q is not one of ruleset %s's statuses", s, g.Board.Ruleset.ID)
		}
		u.addStatus(s)
	}
	for _, s := range a.RemoveStatus {
		u.removeStatus(s)
	}
	if len(a.AddStatus)+len(a.RemoveStatus) > 0 {
		e.event("adjusted", u.ID, "", "%s status now [%s]", g.unitName(u.ID), strings.Join(u.Status, ", "))
	}
	if a.Orders != "" {
		before := func(x, y string) bool { return g.Scenario.TurnIndex(x) < g.Scenario.TurnIndex(y) }
		if r := g.Scenario.OrdersBarred(u.Side, a.Orders, g.TurnID(), before); r != nil {
			if a.Override == "" {
				return reason{msg: fmt.Sprintf("%s units may not take %s orders before %s (%s); give an override to try it anyway", u.Side, a.Orders, r.Turn, orWord(r.Rule, "the scenario's ordersFrom")), overridable: true}
			}
			e.event("override", u.ID, "", "designer override of %s orders before %s (%s): %s", a.Orders, r.Turn, orWord(r.Rule, "ordersFrom"), a.Override)
		}
		u.Orders = a.Orders
		e.event("adjusted", u.ID, "", "%s now under %s orders", g.unitName(u.ID), a.Orders)
	}
	if a.Facing != "" {
		if g.Board.Ruleset.Facing && !slices.Contains(g.Board.Ruleset.Facings, a.Facing) {
			return refusef("facing %q is not one of %v", a.Facing, g.Board.Ruleset.Facings)
		}
		u.Facing = a.Facing
		e.event("adjusted", u.ID, "", "%s faces %s", g.unitName(u.ID), a.Facing)
	}
	return nil
}

// setStrength sets the current strength; a drop counts as SP lost in play.
func (g *Game) setStrength(u *Unit, s int) {
	if u.Strength != nil && s < *u.Strength {
		u.Lost += *u.Strength - s
	}
	u.Strength = &s
}

// adjustControl sets control of hexes or whole areas by hand (a side, or ""
// to clear): "the Union starts in control of all fields" (ITW BB 30.1).
func (g *Game) adjustControl(a Action, e *Entry) error {
	keys := make([]string, 0, len(a.Control))
	for k := range a.Control {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		side := a.Control[k]
		if side != "" && !slices.Contains(g.Scenario.Sides, side) {
			return refusef("control: side %q is not a side of this scenario", side)
		}
		hexes := g.areaOrStandIn(k)
		if hexes == nil {
			o, err := g.Board.Parse(k)
			if err != nil {
				return refusef("control: %q is neither an area nor a hex: %v", k, err)
			}
			hexes = append(hexes, o)
		}
		g.st.Seq++
		for _, o := range hexes {
			g.setControl(o, side)
		}
		e.event("adjusted", "", k, "control of %s set to %s", k, orWord(side, "nobody"))
	}
	return nil
}

func (g *Game) setControl(o hexgrid.Offset, side string) {
	if side == "" {
		g.st.Control.delete(o, g.st.gen)
		return
	}
	g.putControl(o, Pass{Side: side, Seq: g.st.Seq})
}

package game

import (
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// fire resolves fire by the ruleset's fire table: the units of the acting
// side named by Unit or Units, each within the table's range of the Target
// hex (and in line of sight of it beyond one hex), fire at the enemy units
// in it. Their SP (guns for artillery) pick the column; the table's
// modifiers and the TEC's fire values (the target hex's fireInto, else
// fire; the least favourable fireOut of the firers' hexes; the fire value
// of a hexside between adjacent hexes) add their DRM; the die is the
// player's Result or the seeded source's; the cell's effect falls on the
// target's units (loss from the strongest, retreat, Disorder, rout check).
// A ruleset without a fire table refuses the action: roll and adjust by
// hand.
func (g *Game) fire(a Action, e *Entry) error {
	rules := g.Board.Ruleset.Fire
	if rules == nil {
		return refusef("ruleset %s has no fire table (the seeds do not print one): roll the dice and adjust the result by hand", g.Board.Ruleset.ID)
	}
	sh, err := g.newFire(a, rules)
	if err != nil {
		return err
	}
	sp := 0
	for _, u := range sh.attackers {
		if u.Strength == nil {
			return errNoStrength(g, u)
		}
		sp = engine.SatAdd(sp, *u.Strength)
	}
	col, ok := rules.Column(sp)
	if !ok {
		return refusef("%d SP is below every column of the fire table", sp)
	}
	drm, parts := 0, []string{fmt.Sprintf("%d SP, column %s", sp, col.ID)}
	add := func(id string, v int) {
		if v != 0 {
			drm += v
			parts = append(parts, fmt.Sprintf("%s %+d", id, v))
		}
	}
	if err := sh.listed(rules.Modifiers, add); err != nil {
		return err
	}
	add("terrain", g.fireTerrainDRM(sh))
	d := g.dice(rules.FireDie())
	rolls, how := a.Result, "given"
	if len(rolls) == 0 {
		rolls, how = g.throw(d), "rolled"
	} else if err := checkResult(d, rolls); err != nil {
		return refusef("%v", err)
	}
	roll := sum(rolls) + drm
	eff := rules.Row(roll).Effects[col.ID]
	ev := e.event("fire", sh.attackers[0].ID, g.Name(sh.target), "%s fire at %s: %s %s = %d, %s, modified %d: %s (%s)",
		g.unitNames(sh.attackers), g.Name(sh.target), how, d, sum(rolls), strings.Join(parts, ", "), roll, effectText(eff), rules.Source)
	ev.Rolls = rolls
	g.applyShockEffect(e, &uddQueue{results: a.UDD}, sh.defenders, eff, sh.attackers[0].Hex, a.Retreat, nil)
	return nil
}

// newFire checks who fires at whom: firers of the acting side within range
// and, beyond one hex, in line of sight of a target hex holding the enemy.
func (g *Game) newFire(a Action, rules *engine.FireRules) (*shockSides, error) {
	return g.combatSides(a, "fire", "firing", func(u *Unit, target hexgrid.Offset) error {
		dist := g.Board.Geo.Grid.Distance(u.Hex, target)
		if dist > rules.MaxRange() {
			return refusef("%s in %s is %d hexes from %s: the fire table's range is %d", g.unitName(u.ID), g.Name(u.Hex), dist, g.Name(target), rules.MaxRange())
		}
		if dist > 1 {
			if ok, _, block := g.LOS(u.Hex, target); !ok {
				return refusef("%s in %s has no line of sight to %s (blocked at %s)", g.unitName(u.ID), g.Name(u.Hex), g.Name(target), g.Name(block))
			}
		}
		return nil
	})
}

// fireTerrainDRM is the TEC's fire values for a fire: the target hex's
// fireInto (else fire), plus the least favourable to the firers of their
// hexes' fireOut and, between adjacent hexes, the hexside's fire value.
func (g *Game) fireTerrainDRM(sh *shockSides) int {
	b := g.Board
	drm := 0
	if t := b.Terrain(sh.target); t != nil {
		switch {
		case t.FireInto != nil:
			drm += *t.FireInto
		case t.Fire != nil:
			drm += *t.Fire
		}
	}
	worst, seen := 0, false
	for _, u := range sh.attackers {
		v := 0
		if t := b.Terrain(u.Hex); t != nil && t.FireOut != nil {
			v += *t.FireOut
		}
		if s, ok := b.Side(u.Hex, sh.target); ok {
			if ht := b.hexsideType(s.Type); ht != nil && ht.Fire != nil {
				v += *ht.Fire
			}
		}
		if !seen || v < worst {
			worst, seen = v, true
		}
	}
	return drm + worst
}

// effectText says what an effect does ("no effect" when nothing).
func effectText(e engine.ShockEffect) string {
	var parts []string
	if e.Loss > 0 {
		parts = append(parts, fmt.Sprintf("%d SP lost", e.Loss))
	}
	if e.Retreat > 0 {
		parts = append(parts, fmt.Sprintf("retreat %d", e.Retreat))
	}
	if e.Disorder {
		parts = append(parts, "Disorder")
	}
	if e.UDDFail != "" {
		parts = append(parts, "UDD ("+e.UDDFail+" on a failure)")
	}
	if len(parts) == 0 {
		return "no effect"
	}
	return strings.Join(parts, ", ")
}

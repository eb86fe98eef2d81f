package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
)

// modifiers totals a shock's DRM and lists each part ("odds 2-1 +2").
// Errors: a unit without SP, a declared modifier the ruleset does not have,
// a position it does not list.
func (sh *shockSides) modifiers() (int, []string, error) {
	att, err := sh.strength(sh.attackers, true)
	if err != nil {
		return 0, nil, err
	}
	def, err := sh.strength(sh.defenders, false)
	if err != nil {
		return 0, nil, err
	}
	col, ok := sh.rules.OddsDRM(att, def)
	if !ok {
		return 0, nil, refusef("the shock's odds cannot be worked out (%g SP against %g SP)", att, def)
	}
	drm := col.DRM
	parts := []string{fmt.Sprintf("odds %g to %g SP, column %s %+d", att, def, oddsName(col.Attacker, col.Defender), col.DRM)}
	add := func(id string, v int) {
		if v != 0 {
			drm += v
			parts = append(parts, fmt.Sprintf("%s %+d", id, v))
		}
	}
	if err := sh.listed(sh.rules.Modifiers, add); err != nil {
		return 0, nil, err
	}
	pos := orWord(sh.a.Position, "front")
	v, ok := sh.rules.Positions[pos]
	if !ok && sh.a.Position != "" {
		return 0, nil, refusef("position %q is not in the ruleset's shock table", pos)
	}
	add(pos, v)
	add("terrain", sh.terrainDRM())
	return drm, parts, nil
}

// listed adds the table's modifiers that apply: the declared ones, the
// statuses and orders the units show, continued shocks.
func (sh *shockSides) listed(mods []engineMod, add func(string, int)) error {
	for _, id := range sh.a.Declared {
		if !slices.ContainsFunc(mods, func(m engineMod) bool { return m.ID == id && m.Applies == "declared" }) {
			return refusef("%q is not a modifier the player may declare in the ruleset's table", id)
		}
	}
	for _, m := range mods {
		switch m.Applies {
		case "declared":
			for _, id := range sh.a.Declared {
				if id == m.ID {
					add(m.ID, m.DRM)
				}
			}
		case "defender-status":
			if slices.ContainsFunc(sh.defenders, func(u *Unit) bool { return u.HasStatus(m.Status) }) {
				add(m.ID, m.DRM)
			}
		case "attacker-status":
			if slices.ContainsFunc(sh.attackers, func(u *Unit) bool { return u.HasStatus(m.Status) }) {
				add(m.ID, m.DRM)
			}
		case "attacker-orders":
			if slices.ContainsFunc(sh.attackers, func(u *Unit) bool { return u.Orders == m.Orders }) {
				add(m.ID, m.DRM)
			}
		case "per-continued":
			add(m.ID, m.DRM*sh.a.Continued)
		case "defender-class":
			if slices.ContainsFunc(sh.defenders, func(u *Unit) bool { return u.Class == m.Class }) {
				add(m.ID, m.DRM)
			}
		case "attacker-class":
			if slices.ContainsFunc(sh.attackers, func(u *Unit) bool { return u.Class == m.Class }) {
				add(m.ID, m.DRM)
			}
		}
	}
	return nil
}

// strength sums the side's SP after the ruleset's strength factors.
func (sh *shockSides) strength(us []*Unit, attacking bool) (float64, error) {
	total := 0.0
	for _, u := range us {
		if sh.g.Board.Ruleset.IsLeader(u.Class) {
			continue // a leader adds no SP
		}
		if u.Strength == nil {
			return 0, errNoStrength(sh.g, u)
		}
		sp := float64(*u.Strength)
		for _, f := range sh.rules.Strength {
			if sh.factorApplies(f, u, attacking) {
				sp *= f.Factor
			}
		}
		total += sp
	}
	return total, nil
}

// factorApplies tells whether a strength factor counts for the unit.
func (sh *shockSides) factorApplies(f engineFactor, u *Unit, attacking bool) bool {
	if f.Class != u.Class {
		return false
	}
	if f.Charge && (!attacking || !slices.Contains(sh.a.Declared, "charge")) {
		return false
	}
	if len(f.Positions) > 0 && !slices.Contains(f.Positions, orWord(sh.a.Position, "front")) {
		return false
	}
	if len(f.Terrain) > 0 {
		where := u.Hex
		if attacking {
			where = sh.target
		}
		return slices.Contains(f.Terrain, sh.g.Board.TerrainID(where))
	}
	return true
}

// terrainDRM is the TEC's shock values: the defender's hex terrain, then
// the least favourable to the attacker of its hexes' shockOut plus the
// hexside crossings from each attacking hex into the target.
func (sh *shockSides) terrainDRM() int {
	b := sh.g.Board
	drm := 0
	if t := b.Terrain(sh.target); t != nil && t.Shock != nil {
		drm += *t.Shock
	}
	worst, seen := 0, false
	for _, u := range sh.attackers {
		v := 0
		if t := b.Terrain(u.Hex); t != nil && t.ShockOut != nil {
			v += *t.ShockOut
		}
		v += sh.crossingDRM(u)
		if !seen || v < worst {
			worst, seen = v, true
		}
	}
	return drm + worst
}

// crossingDRM is the shock value of the hexside types an attack from the
// unit's hex into the target crosses (gullies by the contours climbed).
func (sh *shockSides) crossingDRM(u *Unit) int {
	b := sh.g.Board
	x := b.crossing(u.Hex, sh.target, sh.g.moverOf(u), false)
	v := 0
	for _, id := range x.types {
		ht := b.hexsideType(id)
		switch {
		case ht == nil:
		case ht.ShockPerContourAscended != nil:
			own, far := b.contoursFrom(u.Hex, sh.target)
			g := *ht.ShockPerContourAscended * max(own, far)
			if ht.ShockMax != nil {
				g = max(g, *ht.ShockMax)
			}
			v += g
		case ht.Shock != nil:
			v += *ht.Shock
		}
	}
	return v
}

// oddsName writes an odds column as the table prints it ("1½-1").
func oddsName(a, d float64) string {
	f := func(v float64) string {
		s := fmt.Sprintf("%g", v)
		return strings.Replace(s, ".5", "½", 1)
	}
	return f(a) + "-" + f(d)
}

type (
	engineMod    = engine.ShockModifier
	engineFactor = engine.StrengthFactor
)

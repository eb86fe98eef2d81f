package game

import (
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// shock resolves a shock (close assault) by the ruleset's shock table (ITW
// IT L4669-4779 for GBACW): the units of the acting side named by Unit or
// Units, each next to the Target hex, shock the enemy units in it. The odds
// of their SP (after the strength factors) give a DRM; the modifiers the
// state shows (Disorder, Advance orders), the ones declared, the position,
// continued shocks and the terrain effects chart's shock values add theirs;
// the die is the player's Result or the seeded source's. The result row's
// effects are applied to each side: losses, retreats, Disorder, a rout
// check, abandoned artillery; Advance moves the attackers into a hex the
// defenders left. A ruleset without a shock table refuses the action (roll
// and adjust by hand instead).
//
// Around the table, as the ruleset's data says (GBACW: the procedure, ITW
// IT L4747-4763): a hex already shocked in the activation is refused
// unless the shock is a continued one; each defender first takes its
// pre-shock cohesion check (results from PreShock); a Disorder that finds
// a unit Disordered takes the Second Disorder table's row; once the
// attacker stops continuing, the attackers take their post-shock Disorder.
//
// Our readings where the series rules are not in the seeds: terrain shock
// values are the defender's hex terrain "shock", plus the least favourable
// "shockOut" of the attackers' hexes and of the hexside crossings from them;
// a loss is taken from the unit the result row's lossFrom names (the
// strongest by default); a unit with no retreat hex stays and the event
// says so.
func (g *Game) shock(a Action, e *Entry) error {
	rules := g.Board.Ruleset.Shock
	if rules == nil {
		return refusef("ruleset %s has no shock table: roll the dice and adjust the result by hand", g.Board.Ruleset.ID)
	}
	sh, err := g.newShock(a, rules)
	if err != nil {
		return err
	}
	for _, u := range sh.attackers {
		if slices.Contains(rules.NoShockClasses, u.Class) {
			return refusef("%s may not shock: %s units never do (%s)", g.unitName(u.ID), u.Class, rules.Source)
		}
	}
	if err := g.shockOnce(sh); err != nil {
		return err
	}
	if _, ok := g.st.Shocked.Get(sh.target); !ok {
		g.st.Shocked.set(sh.target, sh.attackers[0].ID, g.st.gen)
	}
	g.preShock(e, sh, &uddQueue{results: a.PreShock})
	if sh.defenders = sh.inTarget(sh.defenders); len(sh.defenders) == 0 {
		e.event("shock", sh.attackers[0].ID, g.Name(sh.target), "no defender is left in %s after the pre-shock checks: the shock ends", g.Name(sh.target))
		return nil
	}
	drm, parts, err := sh.modifiers()
	if err != nil {
		return err
	}
	d := g.dice(rules.ShockDie())
	rolls, how := a.Result, "rolled"
	if len(rolls) == 0 {
		rolls = g.throw(d)
	} else if err := checkResult(d, rolls); err != nil {
		return refusef("%v", err)
	}
	if len(a.Result) > 0 {
		how = "given"
	}
	roll := sum(rolls) + drm
	res := rules.Result(roll)
	ev := e.event("shock", sh.attackers[0].ID, g.Name(sh.target), "%s shock %s: %s %s = %d, %s, modified %d: %s (%s)",
		g.unitNames(sh.attackers), g.Name(sh.target), how, d, sum(rolls), strings.Join(parts, ", "), roll, res.ID, orWord(res.Source, rules.Source))
	ev.Rolls = rolls
	q := &uddQueue{results: a.UDD}
	hit := map[string]bool{}
	g.applyShockEffect(e, q, sh.attackers, res.Attacker, sh.target, a.Retreat, hit)
	g.applyShockEffect(e, q, sh.defenders, res.Defender, sh.attackers[0].Hex, a.Retreat, hit)
	if res.Continue {
		e.event("shock", "", g.Name(sh.target), "the attacker may continue the shock (a continued shock takes the continued modifier)")
	}
	if res.DefenderMayContinue {
		e.event("shock", "", g.Name(sh.target), "the defender may continue the shock")
	}
	if a.Advance {
		if err := g.advanceAfterShock(e, sh); err != nil {
			return err
		}
	}
	g.endShock(e, sh, res, hit)
	return nil
}

// shockOnce refuses a second shock of a hex in one activation when the
// ruleset says so; a continued shock is exempt.
func (g *Game) shockOnce(sh *shockSides) error {
	once := sh.rules.OncePerActivation
	if once == nil || sh.a.Continued > 0 {
		return nil
	}
	if by, ok := g.st.Shocked.Get(sh.target); ok {
		return refusef("%s was already shocked in this activation (by %s): a hex is shocked once per activation, continued shocks apart; %s cannot shock it again (%s)",
			g.Name(sh.target), g.unitName(by), g.unitName(sh.attackers[0].ID), orWord(once.Source, sh.rules.Source))
	}
	return nil
}

// inTarget keeps the units still in play in the target hex.
func (sh *shockSides) inTarget(us []*Unit) []*Unit {
	return slices.DeleteFunc(slices.Clone(us), func(u *Unit) bool {
		return !u.InPlay() || !slices.Contains(u.hexes(), sh.target)
	})
}

// endShock applies the attackers' post-shock Disorder (with any left
// pending by the shocks this one continues), or leaves it pending when
// the result lets the attacker continue.
func (g *Game) endShock(e *Entry, sh *shockSides, res engine.ShockResult, hit map[string]bool) {
	if sh.rules.PostShock == nil {
		return
	}
	ids := slices.Clone(g.st.PostShock)
	g.st.PostShock = nil
	for _, u := range sh.attackers {
		if !hit[u.ID] && !slices.Contains(ids, u.ID) {
			ids = append(ids, u.ID)
		}
	}
	if res.Continue {
		g.st.PostShock = ids
		e.event("post-shock", "", g.Name(sh.target), "the attackers' automatic Disorder waits until they stop continuing the shock")
		return
	}
	g.postShock(e, ids, hit)
}

// shockSides is one shock's attackers, defenders and target hex.
type shockSides struct {
	g         *Game
	a         Action
	rules     *engine.ShockRules
	target    hexgrid.Offset
	attackers []*Unit
	defenders []*Unit
}

// newShock checks who shocks whom: attackers of the acting side, each next
// to a target hex holding the enemy.
func (g *Game) newShock(a Action, rules *engine.ShockRules) (*shockSides, error) {
	sh, err := g.combatSides(a, "a shock", "attacking", func(u *Unit, target hexgrid.Offset) error {
		if !g.Board.Geo.Grid.Adjacent(u.Hex, target) {
			return refusef("%s in %s is not next to %s", g.unitName(u.ID), g.Name(u.Hex), g.Name(target))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sh.rules = rules
	return sh, g.shockAllowed(sh)
}

// combatSides reads a shock's or a fire's sides: the units of the acting
// side named by Unit and Units, each passing reaches (next to the target,
// in range), and the enemy units in the Target hex. what and role name the
// action in refusals ("a shock", "attacking").
func (g *Game) combatSides(a Action, what, role string, reaches func(u *Unit, target hexgrid.Offset) error) (*shockSides, error) {
	if a.Target == "" {
		return nil, refusef("%s needs a target hex", what)
	}
	target, err := g.Board.Geo.Numbering.Parse(a.Target)
	if err != nil {
		return nil, refusef("target %v", err)
	}
	sh := &shockSides{g: g, a: a, target: target}
	ids := a.Units
	if a.Unit != "" {
		ids = append([]string{a.Unit}, ids...)
	}
	if len(ids) == 0 {
		return nil, refusef("%s needs its %s units (unit or units)", what, role)
	}
	for _, id := range ids {
		u, err := g.mover(id)
		if err != nil {
			return nil, err
		}
		if err := reaches(u, target); err != nil {
			return nil, err
		}
		sh.attackers = append(sh.attackers, u)
	}
	for i, u := range g.st.Units.All() {
		if u.InPlay() && u.Side != sh.attackers[0].Side && slices.Contains(u.hexes(), target) {
			sh.defenders = append(sh.defenders, g.st.Units.edit(i, g.st.gen))
		}
	}
	if len(sh.defenders) == 0 {
		return nil, refusef("no enemy unit stands in %s", g.Name(target))
	}
	return sh, nil
}

// shockAllowed refuses a shock into or across what the TEC closes to
// shock (rivers, creeks, impassable hexsides).
func (g *Game) shockAllowed(sh *shockSides) error {
	if t := g.Board.Terrain(sh.target); t != nil && t.ShockProhibited {
		return refusef("no shock into %s (%s): the terrain effects chart prohibits it", g.Name(sh.target), t.ID)
	}
	for _, u := range sh.attackers {
		if s, ok := g.Board.Side(u.Hex, sh.target); ok {
			if ht := g.Board.hexsideType(s.Type); ht != nil && ht.ShockProhibited && !s.Bridge && !s.Ford {
				return refusef("no shock across the %s between %s and %s: the terrain effects chart prohibits it", s.Type, g.Name(u.Hex), g.Name(sh.target))
			}
		}
	}
	return nil
}

// unitNames joins the units' names.
func (g *Game) unitNames(us []*Unit) string {
	names := make([]string, len(us))
	for i, u := range us {
		names[i] = g.unitName(u.ID)
	}
	return strings.Join(names, ", ")
}

// advanceAfterShock moves the attackers into the target hex when no enemy
// is left in it.
func (g *Game) advanceAfterShock(e *Entry, sh *shockSides) error {
	if g.occupancy().enemy(sh.target, sh.attackers[0].Side) {
		e.event("shock", "", g.Name(sh.target), "no advance: the enemy still holds %s", g.Name(sh.target))
		return nil
	}
	for _, u := range sh.attackers {
		if !u.InPlay() || u.Where != OnMap {
			continue
		}
		u.Hex, u.Extended, u.Extension = sh.target, nil, ""
		g.passThrough(u, sh.target)
		e.event("advanced", u.ID, g.Name(sh.target), "%s advances into %s", g.unitName(u.ID), g.Name(sh.target))
	}
	for _, u := range sh.attackers {
		if err := g.checkStacking(u); err != nil {
			return err
		}
	}
	return nil
}

// errNoStrength names a unit whose SP the data does not give.
func errNoStrength(g *Game, u *Unit) error {
	return refusef("%s has no strength in the data: set its SP with an adjust action before it shocks or is shocked", g.unitName(u.ID))
}

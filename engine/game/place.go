package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// addFreeSetup adds the units of the scenario's free set-up groups that no
// set-up or reinforcement row brings into play, as Unplaced: each side puts
// them in their group's region with place actions before play (ITW BB 30.3,
// 30.7, 30.11).
func (g *Game) addFreeSetup() {
	p := g.Position()
	for _, fs := range g.Scenario.FreeSetup {
		for _, id := range p.FreeSetupUnits(fs) {
			if _, in := g.index[id]; in {
				continue
			}
			if u := g.addUnit(id, -1); u != nil {
				u.Where = Unplaced
			}
		}
	}
}

// Unplaced lists the free set-up units not placed yet, in scenario order.
func (g *Game) Unplaced() []string {
	var out []string
	for _, u := range g.st.Units.All() {
		if u.Where == Unplaced {
			out = append(out, u.ID)
		}
	}
	return out
}

// inSetupPhase reports whether play has not begun: every action so far
// placed a unit.
func (g *Game) inSetupPhase() bool {
	return !slices.ContainsFunc(g.log, func(e Entry) bool { return e.Action.Kind() != ActPlace })
}

// placeFree puts an unplaced free set-up unit on the map, refused outside
// its group's region or beside another unit where the group sets up one a
// hex (the validator's free set-up check), or once play has begun.
func (g *Game) placeFree(a Action, e *Entry) error {
	u := g.edit(a.Unit)
	switch {
	case u == nil:
		return refusef("unit %q is not in the game", a.Unit)
	case u.Where != Unplaced:
		return refusef("%s is not a free set-up unit waiting to be placed (%s)", g.unitName(u.ID), u.Where)
	case !g.inSetupPhase():
		return refusef("%s can no longer be placed: play has begun (free set-up units are placed before any other action)", g.unitName(u.ID))
	}
	o, err := g.Board.Parse(a.Hex)
	if err != nil {
		return refusef("place %s: %v", g.unitName(u.ID), err)
	}
	u.Where, u.Hex, u.Facing = OnMap, o, a.Facing
	if a.ExtendedTo != "" {
		x, err := g.Board.Parse(a.ExtendedTo)
		if err != nil || !g.Board.Geo.Grid.Adjacent(o, x) {
			return refusef("extendedTo %s is not a hex next to %s", a.ExtendedTo, a.Hex)
		}
		u.Extended, u.Extension = &x, orWord(a.Extension, "line")
	}
	if g.Board.Ruleset.Facing && a.Facing != "" && !slices.Contains(g.Board.Ruleset.Facings, a.Facing) {
		return refusef("facing %q is not one of %v", a.Facing, g.Board.Ruleset.Facings)
	}
	for _, v := range engine.FreeSetupViolations(g.Position()) {
		if v.Unit == u.ID {
			return refusef("%s", v.Message)
		}
	}
	g.takeControl(u, o, 0)
	e.event("placed", u.ID, g.Name(o), "%s placed in %s (%d free set-up units still to place)", g.unitName(u.ID), g.Name(o), len(g.Unplaced()))
	return nil
}

// SettingUp reports whether the game is still in its set-up phase: every
// action so far placed a free set-up unit, so the units still unplaced may
// be placed.
func (g *Game) SettingUp() bool { return g.inSetupPhase() }

// FreeSetupRegion returns the free set-up group that holds unit id and the
// hexes of its region, evaluated by the region code the place check uses.
// It fails when no group holds the unit or its region does not evaluate.
func (g *Game) FreeSetupRegion(id string) (scenarios.FreeSetup, engine.HexSet, error) {
	p := g.Position()
	for _, fs := range g.Scenario.FreeSetup {
		if !slices.Contains(p.FreeSetupUnits(fs), id) {
			continue
		}
		hs, err := g.Regions.Eval(fs.Region)
		if err != nil {
			return fs, nil, fmt.Errorf("free set-up group %s: %w", fs.ID, err)
		}
		return fs, hs, nil
	}
	return scenarios.FreeSetup{}, nil, fmt.Errorf("%s is in no free set-up group", g.unitName(id))
}

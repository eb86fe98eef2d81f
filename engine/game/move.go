package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// move carries out a move action: the unit walks its path hex by hex,
// paying each step by the TEC within its allowance, taking control of each
// hex it enters, and stopping where the rules stop it. It then takes the
// facing and formation the action gives and runs the live constraints.
func (g *Game) move(a Action, e *Entry) error {
	u, err := g.mover(a.Unit)
	if err != nil {
		return err
	}
	path, err := g.parsePath(u, a.Path)
	if err != nil {
		return err
	}
	if len(path) > 0 {
		if err := g.checkTempo(u); err != nil {
			return err
		}
	}
	if err := g.checkMaxHexes(u, path); err != nil {
		return err
	}
	w := &walk{g: g, u: u, e: e, m: g.moverOf(u), occ: g.occupancy(), area: g.playArea(), start: u.Hex,
		budget: g.allowance(u, a.MA) - u.MPSpent, udd: uddQueue{results: a.UDD}}
	if !g.ignoresZOC(u) {
		w.zoc = g.enemyZOC(u.Side)
	}
	if f := g.forced(u); f != nil {
		if err := g.checkForced(u, f, w.zoc, path); err != nil {
			return err
		}
	}
	if err := w.run(path); err != nil {
		return err
	}
	e.MP = w.spent
	if len(path) > 0 && !u.Moved {
		u.Moved = true
		u.Acts++
		g.claimAction(u)
	}
	if err := g.finishMove(a, u, e, &w.udd); err != nil {
		return err
	}
	if err := g.checkStacking(u); err != nil {
		return err
	}
	if err := g.checkLeaderStack(u); err != nil {
		return err
	}
	return g.liveConstraints(e, u.ID, a.Override)
}

// mover returns a unit that may move now: in the game, on the map, of the
// side whose activation it is, not finished for the activation.
func (g *Game) mover(id string) (*Unit, error) {
	u := g.edit(id)
	switch {
	case u == nil:
		return nil, refusef("unit %q is not in the game", id)
	case !u.InPlay():
		return nil, refusef("%s is not on the map (%s)", g.unitName(id), u.Where)
	case u.Side != g.st.Clock.Side:
		return nil, refusef("%s is a %s unit; activation %d belongs to %s", g.unitName(id), u.Side, g.st.Clock.Activation, g.st.Clock.Side)
	case u.Finished:
		return nil, refusef("%s has finished moving in this activation", g.unitName(id))
	}
	return u, g.statusHolds(u)
}

// parsePath reads the path's hex ids, dropping a first hex that is the
// unit's own.
func (g *Game) parsePath(u *Unit, ids []string) ([]hexgrid.Offset, error) {
	out := make([]hexgrid.Offset, 0, len(ids))
	for i, id := range ids {
		o, err := g.Board.Parse(id)
		if err != nil {
			return nil, refusef("path hex %d: %v", i+1, err)
		}
		if i == 0 && o == u.Hex {
			continue
		}
		out = append(out, o)
	}
	return out, nil
}

// walk is one move in progress.
type walk struct {
	g      *Game
	u      *Unit
	e      *Entry
	m      mover
	occ    occupancy
	zoc    engine.HexSet
	area   engine.HexSet
	budget float64 // MP the unit has left
	spent  float64
	udd    uddQueue
	stop   string // why movement had to end early ("" while it may go on)
	halted bool   // a failed UDD kept the unit in place: the rest of the path is void
	// paid marks the class's once-per-move penalties already paid.
	paid []bool
	// start is the hex the move began in.
	start hexgrid.Offset
	// skipEntryCheck: the Marsh exit UDD also covers entering the next
	// Marsh hex (ITW BB 9.44, EN L510-513).
	skipEntryCheck bool
}

// run walks the path.
func (w *walk) run(path []hexgrid.Offset) error {
	for i := 0; i < len(path) && !w.halted; i++ {
		if w.stop != "" {
			return refusef("%s: the path may not go on to %s", w.stop, w.g.Name(path[i]))
		}
		var err error
		if w.g.usesFerry(w.m) && w.g.isFerry(path[i]) {
			err = w.ferry(path, i)
			i++
		} else {
			err = w.step(path[i])
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// step moves the unit into the adjacent hex to.
func (w *walk) step(to hexgrid.Offset) error {
	from := w.u.Hex
	if err := w.enterable(from, to); err != nil {
		return err
	}
	st := w.g.Board.stepCost(w.m, from, to)
	if !st.ok {
		return refusef("%s cannot enter %s: %s", w.g.unitName(w.u.ID), w.g.Name(to), st.why)
	}
	st.mp += w.g.zocCost(w.zoc, from, to)
	if w.paid == nil {
		w.paid = make([]bool, len(w.g.penalties(w.u)))
	}
	st.mp += w.g.stepPenalty(w.g.penalties(w.u), from, to, w.paid)
	if w.spent+st.mp > w.budget+mpEpsilon {
		return refusef("%s has too few MP to enter %s: needs %s MP in all, has %s", w.g.unitName(w.u.ID), w.g.Name(to), mp(w.spent+st.mp), mp(w.budget))
	}
	if w.leaveMarsh(from, to, st) {
		return nil
	}
	w.spent += st.mp
	w.arrive(to, st)
	return nil
}

// enterable refuses a step into a hex the unit may not enter at all.
func (w *walk) enterable(from, to hexgrid.Offset) error {
	g := w.g
	switch {
	case !g.Board.Geo.Grid.Adjacent(from, to):
		return refusef("%s is not next to %s", g.Name(to), g.Name(from))
	case !g.inPlayArea(w.area, to):
		return refusef("%s is outside the playing area", g.Name(to))
	case w.occ.enemy(to, w.u.Side):
		return refusef("%s is occupied by the enemy (%s)", g.Name(to), g.enemyRule())
	}
	return nil
}

// ferry crosses the ferry hex path[i] to the far bank path[i+1] (SH L11).
func (w *walk) ferry(path []hexgrid.Offset, i int) error {
	g, ferry := w.g, path[i]
	var far *hexgrid.Offset
	if i+1 < len(path) {
		far = &path[i+1]
	}
	if err := w.enterable(w.u.Hex, ferry); err != nil {
		return err
	}
	if err := g.checkFerry(w.u, w.occ, w.u.Hex, ferry, far); err != nil {
		return err
	}
	if err := w.enterable(ferry, *far); err != nil {
		return err
	}
	in, out := g.Board.stepCost(w.m, w.u.Hex, ferry), g.Board.stepCost(w.m, ferry, *far)
	if !in.ok || !out.ok {
		return refusef("%s cannot cross the ferry at %s: %s%s", g.unitName(w.u.ID), g.Name(ferry), in.why, out.why)
	}
	if need := w.spent + in.mp + out.mp; need > w.budget+mpEpsilon {
		return refusef("%s has too few MP to cross the river ferry at %s: the ferry hex and the far bank %s need %s MP in all, it has %s (%s)",
			g.unitName(w.u.ID), g.Name(ferry), g.Name(*far), mp(need), mp(w.budget), g.Board.Sys.Ferry.Rule)
	}
	w.spent += in.mp
	w.u.Hex = ferry
	w.spent += out.mp
	w.arrive(*far, out)
	return nil
}

// arrive puts the unit in hex to after a paid step: control, Disorder from
// the TEC, ZOC and Marsh retraction stops.
func (w *walk) arrive(to hexgrid.Offset, st step) {
	g, u := w.g, w.u
	u.Hex = to
	if u.Extended != nil && g.retracts(u, to, st) {
		u.Extended, u.Extension = nil, ""
		g.disorder(u)
		w.stop = fmt.Sprintf("%s retracted into the Marsh hex %s, Disordered and stopped (ITW BB 9.44)", g.unitName(u.ID), g.Name(to))
		w.e.event("retracted", u.ID, g.Name(to), "%s", w.stop)
	}
	g.passThrough(u, to)
	w.terrainDisorder(to, st)
	if w.zoc.Has(to) && g.Board.Sys.ZOC.EnterStops && w.stop == "" {
		w.stop = fmt.Sprintf("%s entered an enemy ZOC at %s and must stop", g.unitName(u.ID), g.Name(to))
		w.e.event("zoc", u.ID, g.Name(to), "%s", w.stop)
	}
}

// terrainDisorder applies the TEC's d (a UDD) and D (automatic Disorder).
func (w *walk) terrainDisorder(to hexgrid.Offset, st step) {
	g, u := w.g, w.u
	switch st.disorder {
	case "auto":
		g.disorder(u)
		w.e.event("disordered", u.ID, g.Name(to), "%s is Disordered entering %s (TEC D)", g.unitName(u.ID), g.Name(to))
	case "check":
		if w.skipEntryCheck {
			w.skipEntryCheck = false
			return
		}
		if g.udd(w.e, &w.udd, u, to, "TEC d entering "+g.Board.TerrainID(to)) == "fail" {
			g.disorder(u)
		}
	}
}

// leaveMarsh takes the UDD for leaving a Marsh hex (ITW BB 9.44, EN
// L480-487): on a failure a unit in good order Disorders and goes on, a
// Disordered one stays where it is, finished for the activation. It reports
// whether the unit stays.
func (w *walk) leaveMarsh(from, to hexgrid.Offset, st step) bool {
	g, u := w.g, w.u
	if !g.exitCheck(u, from, st) {
		return false
	}
	if w.leaderHelps(from, to) {
		w.e.event("leader-help", u.ID, g.Name(from), "%s leaves %s without a UDD: it started stacked with its leader (ITW BB 9.44)", g.unitName(u.ID), g.Name(from))
		return false
	}
	res := g.udd(w.e, &w.udd, u, from, "leaving "+g.Board.TerrainID(from))
	w.skipEntryCheck = slices.Contains(g.Board.Sys.ExitCheckTerrain, g.Board.TerrainID(to))
	if res != "fail" {
		return false
	}
	if g.disordered(u) {
		u.Finished, w.halted = true, true
		w.e.event("halted", u.ID, g.Name(from), "%s failed its UDD while Disordered: it stays in %s, finished for the activation (ITW BB 9.44)", g.unitName(u.ID), g.Name(from))
		return true
	}
	g.disorder(u)
	w.e.event("disordered", u.ID, g.Name(to), "%s failed its UDD leaving %s and is Disordered (ITW BB 9.44)", g.unitName(u.ID), g.Name(from))
	return false
}

// finishMove applies the facing and extended formation the action gives.
func (g *Game) finishMove(a Action, u *Unit, e *Entry, q *uddQueue) error {
	if a.Facing != "" {
		if g.Board.Ruleset.Facing && !slices.Contains(g.Board.Ruleset.Facings, a.Facing) {
			return refusef("facing %q is not one of %v", a.Facing, g.Board.Ruleset.Facings)
		}
		if g.facingAllowed(u, a.Facing, e, q) {
			u.Facing = a.Facing
		}
	}
	if a.ExtendedTo != "" {
		o, err := g.Board.Parse(a.ExtendedTo)
		if err != nil {
			return refusef("extendedTo: %v", err)
		}
		if !g.Board.Geo.Grid.Adjacent(u.Hex, o) {
			return refusef("extendedTo %s is not next to %s", a.ExtendedTo, g.Name(u.Hex))
		}
		u.Extended, u.Extension = &o, orWord(a.Extension, "line")
	} else if len(a.Path) > 0 && u.Extended != nil {
		u.Extended, u.Extension = nil, ""
	}
	u.MPSpent += e.MP
	e.event("moved", u.ID, g.Name(u.Hex), "%s moved to %s (%s MP, %s left)", g.unitName(u.ID), g.Name(u.Hex), mp(e.MP), mp(g.allowance(u, a.MA)-u.MPSpent))
	return nil
}

// mp formats MP without trailing zeros ("1.5", "3").
func mp(v float64) string { return fmt.Sprintf("%g", v) }

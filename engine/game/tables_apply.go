package game

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/engine"
)

// rally rolls a Disordered unit's rally on the table (ITW BB 13.4, IT
// L4780-4801): the DRM the state decides (adjacent enemy, the unit's class
// and statuses, its leaders stacked with it, a side's early-turn modifier)
// plus the ones the player declares; the row against the cohesion rating of
// the side the unit shows, from the OOB when it carries one, else the
// rating the player gives (see rallyRating). The row's
// statuses, SP loss and facing change apply to the unit.
func (g *Game) rally(a Action, e *Entry, t *engine.RollTable, dice *faceSource) error {
	u := g.edit(a.Unit)
	switch {
	case u == nil:
		return refusef("rally: unit %q is not in the game", a.Unit)
	case !u.InPlay():
		return refusef("%s is not on the map (%s)", g.unitName(u.ID), u.Where)
	case !g.disordered(u):
		return refusef("%s is not Disordered: nothing to rally", g.unitName(u.ID))
	}
	gr := g.tableGroup(t, u.Command)
	if gr == nil {
		return refusef("%s: no part of the table applies to %s at %s", t.ID, g.unitName(u.ID), g.TurnID())
	}
	drm, parts := g.tableDRM(t, u, a.Declared)
	row, err := g.rollGroup(e, t, gr, dice, drm, parts, g.rallyRating(a, e, u), u.ID)
	if err != nil {
		return err
	}
	return g.applyUnitRow(a, e, u, row)
}

// rallyRating is the rating a rally roll is judged against: the cohesion
// rating of the side the unit shows, from the OOB, when the OOB carries it
// (a rallying unit is Disordered, so its Disordered side's); the action's
// rating only when it does not (nil when neither gives one). A given rating
// that the OOB overrides is noted in the log.
func (g *Game) rallyRating(a Action, e *Entry, u *Unit) *int {
	c, ok := g.cohesion(u)
	if !ok {
		return a.Rating
	}
	if a.Rating != nil && *a.Rating != c {
		e.event("note", u.ID, "", "%s: the OOB's cohesion %d is used, not the rating %d given", g.unitName(u.ID), c, *a.Rating)
	}
	return &c
}

// applyUnitRow applies a row's statuses, SP loss and facing to a unit.
func (g *Game) applyUnitRow(a Action, e *Entry, u *Unit, row engine.TableRow) error {
	name := g.unitName(u.ID)
	for _, s := range row.RemoveStatus {
		u.removeStatus(s)
	}
	for _, s := range row.AddStatus {
		u.addStatus(s)
	}
	if len(row.RemoveStatus)+len(row.AddStatus) > 0 {
		e.event("adjusted", u.ID, "", "%s status now [%s]", name, joinOr(u.Status, ""))
	}
	if row.Loss > 0 {
		u.loseSP(row.Loss)
		e.event("adjusted", u.ID, "", "%s loses %d SP (%d SP lost in play)", name, row.Loss, u.Lost)
	}
	if a.Facing == "" || a.Facing == u.Facing {
		return nil
	}
	if row.Facing == 0 || facingSteps(g.Board.Ruleset.Facings, u.Facing, a.Facing) > row.Facing {
		return refusef("%s may not turn from %s to %s on a %s result", name, u.Facing, a.Facing, orWord(row.Result, row.ID))
	}
	u.Facing = a.Facing
	e.event("adjusted", u.ID, "", "%s faces %s", name, a.Facing)
	return nil
}

// facingSteps counts the vertices between two facings around the
// ruleset's circle of facings (a large number when either is unknown).
func facingSteps(circle []string, from, to string) int {
	i, j := slices.Index(circle, from), slices.Index(circle, to)
	if i < 0 || j < 0 {
		return len(circle) + 1
	}
	d := i - j
	if d < 0 {
		d = -d
	}
	return min(d, len(circle)-d)
}

// tableDRM sums the table's modifiers for a unit, naming each that
// applies.
func (g *Game) tableDRM(t *engine.RollTable, u *Unit, declared []string) (int, []string) {
	total := 0
	var parts []string
	for _, m := range t.Modifiers {
		n := g.modifierCount(m, u, declared)
		if n == 0 {
			continue
		}
		total += n * m.DRM
		parts = append(parts, m.ID+" "+signed(n*m.DRM))
	}
	return total, parts
}

// modifierCount is how many times a modifier applies to the unit (0, 1, or
// for command-leaders the number of leaders); with no unit (an event) only
// the turn's and the declared modifiers apply.
func (g *Game) modifierCount(m engine.TableModifier, u *Unit, declared []string) int {
	switch m.Applies {
	case "turns":
		return b2i(slices.Contains(m.Turns, g.TurnID()))
	case "declared":
		return b2i(slices.Contains(declared, m.ID))
	}
	if u == nil {
		return 0
	}
	switch m.Applies {
	case "class":
		return b2i(u.Class == m.Class)
	case "status":
		return b2i(u.HasStatus(m.Status))
	case "adjacent-enemy":
		return b2i(g.enemyNext(u, m.Except))
	case "command-leaders":
		return g.leadersWith(u)
	case "side-until":
		return b2i(g.sideUntil(u.Side, m.Side, m.Day, m.UntilTime, m.Until))
	}
	return 0
}

// enemyNext reports whether an enemy unit on the map, of a class not in
// except, stands next to any hex of the unit.
func (g *Game) enemyNext(u *Unit, except []string) bool {
	near := map[[2]int]bool{}
	for _, h := range u.hexes() {
		for _, n := range g.Board.Geo.Grid.Neighbors(h) {
			near[[2]int{n.Col, n.Row}] = true
		}
	}
	for _, v := range g.st.Units.All() {
		if !v.InPlay() || v.Side == u.Side || slices.Contains(except, v.Class) || g.Board.Ruleset.IsMarker(v.Class) {
			continue
		}
		for _, h := range v.hexes() {
			if near[[2]int{h.Col, h.Row}] {
				return true
			}
		}
	}
	return false
}

// leadersWith counts the leaders of the unit's chain of command (every
// formation above its command, as the OOB names their leaders) stacked
// with it (ITW BB 13.42, EN L794-797).
func (g *Game) leadersWith(u *Unit) int {
	n := 0
	for _, f := range g.OOB.CommandPath(u.Command) {
		fo := g.OOB.Formation(f)
		if fo == nil || fo.Leader == "" || fo.Leader == u.ID {
			continue
		}
		if l := g.unit(fo.Leader); l != nil && l.InPlay() && slices.Contains(u.hexes(), l.Hex) {
			n++
		}
	}
	return n
}

// alert rolls a command's Activations on an alert table (ITW Alert
// Schedule, IT L4361-4457) for the formation the action names: the group
// for that formation and turn, a reroll where the row says, and the row's
// statuses on every unit of the formation the group covers (it leaves
// Reserve whatever the roll, IT L4367).
func (g *Game) alert(a Action, e *Entry, t *engine.RollTable, dice *faceSource) error {
	f := g.OOB.Formation(a.Formation)
	if f == nil {
		return refusef("alert: formation %q is not in the OOB", a.Formation)
	}
	gr := g.tableGroup(t, f.ID)
	if gr == nil {
		return refusef("%s: %s (a %s) has no alert roll at %s", t.ID, f.ID, f.Echelon, g.TurnID())
	}
	if err := g.usePerTurn(t, gr); err != nil {
		return err
	}
	row, err := g.rollGroup(e, t, gr, dice, 0, nil, nil, "")
	if err != nil {
		return err
	}
	if row.Reroll != "" {
		again := t.Group(row.Reroll)
		if again == nil {
			return refusef("%s: row %s rerolls on group %q, which the table lacks", t.ID, row.ID, row.Reroll)
		}
		if row, err = g.rollGroup(e, t, again, dice, 0, nil, nil, ""); err != nil {
			return err
		}
	}
	n := 0
	for _, id := range g.OOB.Members(f.ID) {
		u := g.edit(id)
		if u == nil || u.Where == Eliminated || u.Where == Removed || slices.Contains(gr.ExceptClasses, u.Class) {
			continue
		}
		if c := g.OOB.Unit(id); c != nil && g.under(c.Command, gr.Except) {
			continue
		}
		for _, s := range row.RemoveStatus {
			u.removeStatus(s)
		}
		for _, s := range row.AddStatus {
			u.addStatus(s)
		}
		n++
	}
	act, al := "the Activations are the players' to set", Alert{Turn: g.st.Clock.Turn, Activations: -1, Row: row.ID}
	if row.Activations != nil {
		act, al.Activations = strconv.Itoa(*row.Activations)+" Activations", *row.Activations
	}
	g.st.Alerts.set(f.ID, al, g.st.gen)
	e.event("alerted", "", "", "%s (%s): %s this turn; %d units changed (%s)", f.Name, f.ID, act, n, orWord(row.Source, orWord(gr.Source, t.Source)))
	return nil
}

// mission rolls a brigade's defensive mission on a mission table (ITW Roar
// of Battle, IT L4458-4522) and keeps it in the state: the hex the brigade
// must march to, or, on a hold row, no move for its units this turn.
func (g *Game) mission(a Action, e *Entry, t *engine.RollTable, dice *faceSource) error {
	f := g.OOB.Formation(a.Formation)
	if f == nil {
		return refusef("mission: formation %q is not in the OOB", a.Formation)
	}
	gr := g.tableGroup(t, f.ID)
	if gr == nil {
		return refusef("%s: %s (%s, a %s) rolls no mission (the table covers the %s of %s)", t.ID, f.Name, f.ID, f.Echelon, groupEchelons(t), groupFormations(t))
	}
	if err := g.inAlertTurn(a, e, t, f.ID); err != nil {
		return err
	}
	row, err := g.rollGroup(e, t, gr, dice, 0, nil, nil, "")
	if err != nil {
		return err
	}
	m := Mission{Turn: g.st.Clock.Turn, Hold: row.Hold, Row: row.ID}
	if row.Mission != "" {
		o, err := g.Board.Parse(row.Mission)
		if err != nil {
			return refusef("%s: row %s: mission hex %v", t.ID, row.ID, err)
		}
		m.Hex = g.Name(o)
	}
	g.st.Missions.set(f.ID, m, g.st.gen)
	switch {
	case m.Hold:
		e.event("mission", "", "", "%s (%s): no unit of the brigade moves this turn", f.Name, f.ID)
	default:
		e.event("mission", "", m.Hex, "%s (%s) must march to %s (%s)", f.Name, f.ID, m.Hex, orWord(row.Result, row.ID))
	}
	return nil
}

// missionHolds refuses to move a unit whose brigade (or a formation above
// it) rolled a hold this turn on a mission table.
func (g *Game) missionHolds(u *Unit) error {
	if g.st.Missions.Len() == 0 {
		return nil
	}
	for _, f := range g.OOB.CommandPath(u.Command) {
		if m, ok := g.st.Missions.Get(f); ok && m.Hold && m.Turn == g.st.Clock.Turn {
			return refusef("%s may not move this turn: its brigade %s rolled no move on the mission table", g.unitName(u.ID), f)
		}
	}
	return nil
}

// groupEchelons lists the echelons a table's groups name ("formations"
// when none does).
func groupEchelons(t *engine.RollTable) string {
	var out []string
	for _, gr := range t.Groups {
		if gr.Echelon != "" && !slices.Contains(out, gr.Echelon+"s") {
			out = append(out, gr.Echelon+"s")
		}
	}
	return joinOr(out, "formations")
}

// groupFormations lists the formations a table's groups name.
func groupFormations(t *engine.RollTable) string {
	var ids []string
	for _, gr := range t.Groups {
		ids = append(ids, gr.Formations...)
	}
	return joinOr(ids, "none")
}

func joinOr(xs []string, dflt string) string {
	if len(xs) == 0 {
		return dflt
	}
	out := xs[0]
	for _, x := range xs[1:] {
		out += ", " + x
	}
	return out
}

func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// inAlertTurn refuses a mission roll outside the formation's alert turn
// when the table says so (AlertTurn): some formation of its command path
// must have rolled its alert in this turn and none in an earlier one. An
// override (an alert the players made by hand, SR 6.34) lets it roll and
// is logged.
func (g *Game) inAlertTurn(a Action, e *Entry, t *engine.RollTable, formation string) error {
	if t.AlertTurn == nil {
		return nil
	}
	now, earlier := "", ""
	for _, p := range g.OOB.CommandPath(formation) {
		al, ok := g.st.Alerts.Get(p)
		switch {
		case !ok:
		case al.Turn == g.st.Clock.Turn:
			now = p
		case al.Turn < g.st.Clock.Turn:
			earlier = p + " at " + g.Scenario.Turns[al.Turn].ID
		}
	}
	src := orWord(t.AlertTurn.Source, t.Source)
	var why string
	switch {
	case earlier != "":
		why = fmt.Sprintf("%s rolls its mission in its alert turn only (%s): %s was alerted earlier (%s)", formation, src, formation, earlier)
	case now == "":
		why = fmt.Sprintf("%s rolls its mission in its alert turn only (%s): no alert roll of it or of a command above it this turn; roll the alert first, or give an override for an alert made by hand", formation, src)
	default:
		return nil
	}
	if a.Override == "" {
		return refusef("%s", why)
	}
	e.event("override", "", "", "designer override: %s; %s", why, a.Override)
	return nil
}

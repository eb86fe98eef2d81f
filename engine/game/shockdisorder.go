package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// shockDisorder Disorders a unit for a cause of the shock procedure; a
// unit already Disordered takes the ruleset's Second Disorder row for the
// cause and its class (ITW IT L4523-4645): a loss, a status, abandonment,
// or a UDD whose pass costs SP and a retreat away from `from` and whose
// failure gives a status (a class of noRout loses 1 SP and retreats
// instead). A unit with no row stays as it is. q gives the player's UDD
// results.
func (g *Game) shockDisorder(e *Entry, q *uddQueue, u *Unit, cause string, from hexgrid.Offset, noRout []string) {
	if !g.disordered(u) {
		g.disorder(u)
		e.event("disordered", u.ID, g.Name(u.Hex), "%s is Disordered (%s)", g.unitName(u.ID), cause)
		return
	}
	rules := g.Board.Ruleset.Shock
	row, ok := rules.SecondDisorderFor(cause, u.Class)
	if !ok {
		e.event("second-disorder", u.ID, g.Name(u.Hex), "%s is already Disordered: a second Disorder (%s) has no effect on %s units", g.unitName(u.ID), cause, u.Class)
		return
	}
	src := orWord(row.Source, rules.Source)
	e.event("second-disorder", u.ID, g.Name(u.Hex), "%s is already Disordered: second Disorder (%s, %s)", g.unitName(u.ID), cause, src)
	if row.Loss > 0 {
		g.shockLoss(e, u, row.Loss, "second Disorder")
	}
	if row.Status != "" && u.InPlay() {
		u.addStatus(row.Status)
		e.event(row.Status, u.ID, g.Name(u.Hex), "%s is %s (second Disorder, %s)", g.unitName(u.ID), row.Status, src)
	}
	if row.Abandon && u.InPlay() {
		u.Where = Removed
		e.event("abandoned", u.ID, g.Name(u.Hex), "%s is abandoned where it stands (second Disorder, %s)", g.unitName(u.ID), src)
	}
	if row.UDD == nil || !u.InPlay() {
		return
	}
	switch g.udd(e, q, u, u.Hex, "second Disorder, "+cause) {
	case "pass":
		g.shockLoss(e, u, row.UDD.PassLoss, "second Disorder UDD passed")
		if u.InPlay() && row.UDD.PassRetreat > 0 {
			g.retreat(e, u, row.UDD.PassRetreat, from, nil)
		}
	case "fail":
		if slices.Contains(noRout, u.Class) {
			g.shockLoss(e, u, 1, "second Disorder UDD failed, but its class never routs")
			if u.InPlay() && row.UDD.PassRetreat > 0 {
				g.retreat(e, u, row.UDD.PassRetreat, from, nil)
			}
			return
		}
		if row.UDD.FailStatus != "" {
			u.addStatus(row.UDD.FailStatus)
			e.event(row.UDD.FailStatus, u.ID, g.Name(u.Hex), "%s fails its second Disorder UDD: %s", g.unitName(u.ID), row.UDD.FailStatus)
		}
	}
}

// shockLoss takes n SP (guns for a battery) from the unit and eliminates
// it at 0.
func (g *Game) shockLoss(e *Entry, u *Unit, n int, why string) {
	if n <= 0 || !u.InPlay() {
		return
	}
	u.loseSP(n)
	e.event("loss", u.ID, g.Name(u.Hex), "%s loses %d %s (%s; %d SP lost in play)", g.unitName(u.ID), n, g.spOrGuns(u), why, u.Lost)
	if u.Strength != nil && *u.Strength == 0 {
		u.Where = Eliminated
		e.event("eliminated", u.ID, g.Name(u.Hex), "%s is eliminated", g.unitName(u.ID))
	}
}

// preShock runs the defenders' pre-shock cohesion checks (ITW IT L4754):
// each defending unit other than a leader takes a UDD at the ruleset's
// modifiers that apply to it; a failure Disorders it, or gives a unit
// already Disordered the Second Disorder table's pre-shock row. q gives the
// player's results (the action's PreShock), one per check in order.
func (g *Game) preShock(e *Entry, sh *shockSides, q *uddQueue) {
	check := sh.rules.PreShock
	if check == nil {
		return
	}
	for _, u := range sh.defenders {
		if !u.InPlay() || g.Board.Ruleset.IsLeader(u.Class) {
			continue
		}
		drm, parts := sh.preShockDRM(u, check.Modifiers)
		res := g.uddDRM(e, q, u, u.Hex, "pre-shock cohesion check, "+orWord(check.Source, sh.rules.Source), drm, strings.Join(parts, ", "))
		if res == "fail" {
			g.shockDisorder(e, q, u, engine.CausePreShock, sh.attackers[0].Hex, sh.rules.NoRoutClasses)
		}
	}
}

// preShockDRM sums the pre-shock check's modifiers that apply to a
// defending unit and names them.
func (sh *shockSides) preShockDRM(u *Unit, mods []engine.CheckModifier) (int, []string) {
	return sh.g.checkDRM(u, mods, sh)
}

// checkDRM sums a check's modifiers that apply to the unit and names them;
// sh is the shock the check belongs to, nil for none (then the position
// and charge modifiers never apply).
func (g *Game) checkDRM(u *Unit, mods []engine.CheckModifier, sh *shockSides) (int, []string) {
	drm := 0
	var parts []string
	add := func(m engine.CheckModifier, times int) {
		if times > 0 && m.DRM != 0 {
			drm += m.DRM * times
			parts = append(parts, fmt.Sprintf("%s %+d", m.ID, m.DRM*times))
		}
	}
	for _, m := range mods {
		switch m.Applies {
		case "per-leader":
			n := 0
			for _, o := range g.st.Units.All() {
				if o.InPlay() && o.Side == u.Side && o.ID != u.ID && g.Board.Ruleset.IsLeader(o.Class) && slices.Contains(o.hexes(), u.Hex) {
					n++
				}
			}
			add(m, n)
		case "unit-orders":
			add(m, b2i(u.Orders == m.Orders))
		case "unit-status":
			add(m, b2i(u.HasStatus(m.Status)))
		case "side-until":
			add(m, b2i(g.sideUntil(u.Side, m.Side, m.Day, m.UntilTime, m.Until)))
		case "unit-fatigue":
			add(m, g.FatigueLevel(u))
		case "position":
			add(m, b2i(sh != nil && slices.Contains(m.Positions, orWord(sh.a.Position, "front"))))
		case "charge-by-class":
			charging := sh != nil && slices.Contains(sh.a.Declared, "charge") && slices.ContainsFunc(sh.attackers, func(a *Unit) bool { return a.Class == m.Class })
			add(m, b2i(charging && u.Class != m.Class))
		}
	}
	return drm, parts
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// postShock Disorders the attackers once their shock is over (ITW IT
// L4763): each unit still in play that the shock's result did not Disorder
// (exempt) is Disordered, or takes the Second Disorder table's post-shock
// row when it already is.
func (g *Game) postShock(e *Entry, ids []string, exempt map[string]bool) {
	rules := g.Board.Ruleset.Shock
	if rules == nil || rules.PostShock == nil {
		return
	}
	q := &uddQueue{}
	for _, id := range ids {
		u := g.edit(id)
		if u == nil || !u.InPlay() || exempt[id] {
			continue
		}
		e.event("post-shock", u.ID, g.Name(u.Hex), "%s: the attackers' automatic Disorder after the shock (%s)", g.unitName(u.ID), orWord(rules.PostShock.Source, rules.Source))
		g.shockDisorder(e, q, u, engine.CausePostShock, u.Hex, rules.NoRoutClasses)
	}
}

// flushPostShock applies the attackers' Disorder that a shock allowing a
// continued shock left pending, before any action other than a continued
// shock.
func (g *Game) flushPostShock(a Action, e *Entry) {
	if len(g.st.PostShock) == 0 || (a.Kind() == ActShock && a.Continued > 0) {
		return
	}
	ids := g.st.PostShock
	g.st.PostShock = nil
	g.postShock(e, ids, nil)
}

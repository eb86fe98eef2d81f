package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// cohesion returns the cohesion rating of the side the unit shows: the
// OOB's CohesionDisordered when the unit is Disordered, else its Cohesion.
// ok is false when the OOB does not give that side's rating (the counters
// print it; the seeds do not).
func (g *Game) cohesion(u *Unit) (rating int, ok bool) {
	ou := g.OOB.Unit(u.ID)
	if ou == nil {
		return 0, false
	}
	r := ou.Cohesion
	if g.disordered(u) {
		r = ou.CohesionDisordered
	}
	if r == nil {
		return 0, false
	}
	return *r, true
}

// udd records a UDD the rules call for with no modifier; see uddDRM.
func (g *Game) udd(e *Entry, q *uddQueue, u *Unit, o hexgrid.Offset, why string) string {
	return g.uddDRM(e, q, u, o, why, 0, "")
}

// uddDRM resolves a UDD (unit disorder check) at the DRM: the player's
// next given result when the action gives one ("pass", "fail", or a face
// of the UDD die to judge), else a die of the seeded source. A roll is
// judged against the unit's cohesion rating (cohesion) when the OOB gives
// it: the modified roll passes at or below the rating (ITW BB 13.52, EN
// L824-833). Without a rating the rolled die is logged for the player to
// judge and the result is "". parts names the DRM's parts for the log.
// Every UDD also takes the ruleset's UDDModifiers that apply to the unit
// (the ITW first-day Union +1, EN L1235-1240).
// It returns "pass", "fail" or "" (the player's to decide).
func (g *Game) uddDRM(e *Entry, q *uddQueue, u *Unit, o hexgrid.Offset, why string, drm int, parts string) string {
	if all, names := g.checkDRM(u, g.Board.Ruleset.Play.UDDModifiers, nil); len(names) > 0 {
		drm += all
		parts = strings.Join(append(slices.DeleteFunc([]string{parts}, func(s string) bool { return s == "" }), names...), ", ")
	}
	mod := ""
	if drm != 0 || parts != "" {
		mod = fmt.Sprintf(", DRM %+d", drm)
		if parts != "" {
			mod += " (" + parts + ")"
		}
	}
	res := q.next()
	if res == "pass" || res == "fail" {
		ev := e.event("udd-required", u.ID, g.Name(o), "%s must take a UDD (%s%s): %s", g.unitName(u.ID), why, mod, res)
		ev.Result = res
		return res
	}
	d := g.dice(g.Board.Sys.UDD())
	var rolls []int
	how := "rolled"
	if v, err := strconv.Atoi(res); err == nil {
		rolls, how = []int{v}, "given"
	} else {
		rolls = g.throw(d)
	}
	c, ok := g.cohesion(u)
	if !ok {
		ev := e.event("udd-required", u.ID, g.Name(o), "%s must take a UDD (%s%s): %s %s = %d, to be judged against its cohesion", g.unitName(u.ID), why, mod, how, d, sum(rolls))
		ev.Rolls = rolls
		return ""
	}
	total := sum(rolls) + drm
	out := "fail"
	if total <= c {
		out = "pass"
	}
	ev := e.event("udd-required", u.ID, g.Name(o), "%s must take a UDD (%s%s): %s %s = %d, modified %d against cohesion %d: %s", g.unitName(u.ID), why, mod, how, d, sum(rolls), total, c, out)
	ev.Rolls, ev.Result = rolls, out
	return out
}

// checkGivenUDD refuses an action whose given UDD results are neither
// "pass", "fail" nor a face of the ruleset's UDD die.
func (g *Game) checkGivenUDD(a Action) error {
	d := g.dice(g.Board.Sys.UDD())
	for _, list := range [][]string{a.UDD, a.PreShock} {
		for _, r := range list {
			if r == "pass" || r == "fail" {
				continue
			}
			v, err := strconv.Atoi(r)
			if err != nil {
				return refusef("UDD result %q: want pass, fail or a face of the UDD die (%s)", r, d)
			}
			if err := checkResult(d, []int{v}); err != nil {
				return refusef("UDD result %v", err)
			}
		}
	}
	return nil
}

package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Keys of the objective records kept in State.Frozen besides the deadline
// controllers (which use the objective id itself).
const (
	phaseKey = "vp-phase/" // + id: [VP paid so far, VP Phases paid in]
	everKey  = "ever/"     // + id: ["met"] once met up to its deadline
)

// evalObjectives evaluates every objective, then applies their conditions
// in list order (flag, near, requires, unless: an objective's unless sees
// the earlier objectives as already conditioned). In a VP Phase (phase
// true) the per-phase objectives are evaluated on the position and a
// once-only one already paid counts as unmet; otherwise they give what
// their phases paid.
func (g *Game) evalObjectives(objs []scenarios.Objective, phase bool) []ObjectiveScore {
	out := make([]ObjectiveScore, len(objs))
	for i, o := range objs {
		switch {
		case o.Every != "" && !phase:
			out[i] = g.accrued(o)
			continue
		default:
			out[i] = g.evalObjective(o, objs)
		}
		if o.Ever && !phase {
			switch {
			case g.st.Frozen.At(everKey+o.ID) != nil:
				out[i].Met, out[i].VP = true, vpOf(o)
				out[i].Detail += "; met at some time up to " + o.By
			case o.By != "" && g.st.Clock.Turn > g.Scenario.TurnIndex(o.By):
				out[i].Met, out[i].VP = false, 0
				out[i].Detail += "; never met up to " + o.By
			}
		}
		if phase && o.Once && g.phasePaid(o.ID) > 0 {
			out[i].Met, out[i].VP, out[i].Detail = false, 0, "paid in an earlier VP Phase"
		}
	}
	for i, o := range objs {
		if o.Every != "" && !phase {
			continue
		}
		if why := g.unmetBecause(o, objs, out); why != "" {
			out[i].Met, out[i].VP = false, 0
			out[i].Detail += "; " + why
		}
	}
	return out
}

// unmetBecause returns why an objective's conditions fail ("" when they
// hold).
func (g *Game) unmetBecause(o scenarios.Objective, objs []scenarios.Objective, res []ObjectiveScore) string {
	met := func(id string) bool {
		i := slices.IndexFunc(objs, func(x scenarios.Objective) bool { return x.ID == id })
		return i >= 0 && i < len(res) && res[i].Met
	}
	if o.Flag != "" && !g.st.Flags.At(o.Flag) {
		return "flag " + o.Flag + " not set"
	}
	if o.Near != nil {
		var ref []hexgrid.Offset
		ref = append(ref, g.ObjectiveHexes(o)...)
		if !g.nearMet(o, ref) {
			if o.Near.Present {
				return fmt.Sprintf("no %s %s within %d hexes", orWord(o.Near.UnitsOf, o.Side), orWord(o.Near.Class, "unit"), o.Near.Within)
			}
			return fmt.Sprintf("%s %s within %d hexes", orWord(o.Near.UnitsOf, o.Side), orWord(o.Near.Class, "unit"), o.Near.Within)
		}
	}
	for _, id := range o.Requires {
		if !met(id) {
			return "needs " + id
		}
	}
	if len(o.RequiresAny) > 0 && !slices.ContainsFunc(o.RequiresAny, met) {
		return "needs one of " + strings.Join(o.RequiresAny, ", ")
	}
	for _, id := range o.Unless {
		if met(id) {
			return "excluded by " + id
		}
	}
	return ""
}

// accrued is a per-phase objective as its VP Phases paid it so far.
func (g *Game) accrued(o scenarios.Objective) ObjectiveScore {
	vp, n := g.phaseRecord(o.ID)
	return ObjectiveScore{ID: o.ID, Type: o.Type, Side: o.Side, Met: n > 0, VP: vp, Count: n,
		Detail: fmt.Sprintf("%d VP from %d VP Phases", vp, n)}
}

// phaseRecord reads the VP paid so far and the number of phases paid in.
func (g *Game) phaseRecord(id string) (int, int) {
	r := g.st.Frozen.At(phaseKey + id)
	if len(r) != 2 {
		return 0, 0
	}
	vp, _ := strconv.Atoi(r[0])
	n, _ := strconv.Atoi(r[1])
	return vp, n
}

func (g *Game) phasePaid(id string) int {
	_, n := g.phaseRecord(id)
	return n
}

// scorePhase is the VP Phase at the end of a turn: each per-phase
// objective met now pays its VP on top of what earlier phases paid. It
// reports the objective that ends the game at once, if one is met ("" for
// none).
func (g *Game) scorePhase() string {
	v := g.Scenario.Victory
	if v == nil || !slices.ContainsFunc(v.Objectives, func(o scenarios.Objective) bool { return o.Every != "" }) {
		return ""
	}
	res := g.evalObjectives(v.Objectives, true)
	ends := ""
	for i, o := range v.Objectives {
		if o.Every == "" || !res[i].Met && res[i].VP == 0 {
			continue
		}
		vp, n := g.phaseRecord(o.ID)
		vp += res[i].VP
		if res[i].Met {
			n++
		}
		g.st.Frozen.set(phaseKey+o.ID, []string{strconv.Itoa(vp), strconv.Itoa(n)}, g.st.gen)
		if o.Ends && res[i].Met && ends == "" {
			ends = o.ID
		}
	}
	return ends
}

// recordEver notes, at the end of an activation up to their deadline, the
// objectives that must be met at any time ("if at any time on Turn 4 or
// earlier", HSN L356).
func (g *Game) recordEver() {
	v := g.Scenario.Victory
	if v == nil {
		return
	}
	for _, o := range v.Objectives {
		if !o.Ever || g.st.Frozen.At(everKey+o.ID) != nil {
			continue
		}
		if o.By != "" && g.st.Clock.Turn > g.Scenario.TurnIndex(o.By) {
			continue
		}
		if g.evalObjective(o, v.Objectives).Met && g.unmetBecause(o, v.Objectives, nil) == "" {
			g.st.Frozen.set(everKey+o.ID, []string{"met"}, g.st.gen)
		}
	}
}

// shiftLevel moves the net score's level along the table by the shifts of
// the met objectives: one row toward the objective's side per point of
// shift, never past either end (ITW BB "shift the victory level one in
// favor of"). Levels without bounds are not rows of the table.
func shiftLevel(v *scenarios.Victory, sc Score, first string) (string, string) {
	var rows []scenarios.Level
	for _, l := range v.Levels {
		if l.Min != nil || l.Max != nil {
			rows = append(rows, l)
		}
	}
	slices.SortStableFunc(rows, func(a, b scenarios.Level) int { return lowOf(a) - lowOf(b) })
	at := slices.IndexFunc(rows, func(l scenarios.Level) bool { return l.Name == sc.Level })
	if at < 0 {
		return sc.Level, sc.LevelSide
	}
	moved := 0
	for i, o := range v.Objectives {
		if o.Shift == 0 || !sc.Objectives[i].Met {
			continue
		}
		if o.Side == first {
			moved += o.Shift
		} else {
			moved -= o.Shift
		}
	}
	at = min(max(at+moved, 0), len(rows)-1)
	return rows[at].Name, rows[at].Side
}

// lowOf orders a level row by its lower bound (open below first).
func lowOf(l scenarios.Level) int {
	switch {
	case l.Min != nil:
		return *l.Min
	case l.Max != nil:
		return *l.Max - 1<<20
	}
	return 0
}

func vpOf(o scenarios.Objective) int {
	if o.VP == nil {
		return 0
	}
	return *o.VP
}

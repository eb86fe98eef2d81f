package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// ObjectiveScore is one victory objective evaluated on the current state:
// whether it is met and the VP it gives its side now.
type ObjectiveScore struct {
	ID     string
	Type   string
	Side   string
	Met    bool
	VP     int
	Detail string
	// Final: a deadline objective whose turn has ended (its control is
	// frozen as it stood then).
	Final bool
	// Count is what the objective counted (hexes held, formations CI,
	// units, losses).
	Count int
}

// Score is the running score: each objective, each side's VP total and SP
// lost in play, the net score and the level it falls in.
type Score struct {
	Objectives []ObjectiveScore
	VP         map[string]int
	Losses     map[string]int
	// Net is VP of the first side named by the scenario's score ("csa-minus-
	// union") minus VP of the second; NetOf names it.
	Net   int
	NetOf string
	// Level is the victory level whose min/max hold Net ("" when none).
	Level     string
	LevelSide string
}

// Score evaluates the scenario's victory objectives on the current state:
// control by "occupies or last passed through" (deadline objectives as they
// stood at the end of their turn, and re-checked when they must be kept),
// VP per SP lost or per unit eliminated, units in play (with lines of
// communication), combat-ineffective formations, awards paid in every VP
// Phase as they added up, automatic victories from the map (manual flags
// only for what the data cannot decide), level shifts and the objectives'
// conditions on each other (unless, requires).
func (g *Game) Score() Score {
	sc := Score{VP: map[string]int{}, Losses: g.losses()}
	v := g.Scenario.Victory
	if v == nil {
		return sc
	}
	sc.Objectives = g.evalObjectives(v.Objectives, false)
	for side, vp := range v.StartVP {
		sc.VP[side] = engine.SatAdd(sc.VP[side], vp)
	}
	for i, o := range v.Objectives {
		sc.VP[o.Side] = engine.SatAdd(sc.VP[o.Side], sc.Objectives[i].VP)
	}
	a, b := g.scoreSides(v.Score)
	if a != "" {
		sc.Net, sc.NetOf = sc.VP[a]-sc.VP[b], a+"-minus-"+b
	}
	sc.Level, sc.LevelSide = levelOf(v.Levels, sc.Net, a != "")
	sc.Level, sc.LevelSide = shiftLevel(v, sc, a)
	sc.Level, sc.LevelSide = overrideLevel(v, sc)
	return sc
}

// overrideLevel applies the first met objective that names a level (an
// automatic victory, or a level the book downgrades under a condition:
// objective.level, with replaces limiting it to some levels of the score).
func overrideLevel(v *scenarios.Victory, sc Score) (string, string) {
	for i, o := range v.Objectives {
		if o.Level == "" || !sc.Objectives[i].Met {
			continue
		}
		if len(o.Replaces) > 0 && !slices.Contains(o.Replaces, sc.Level) {
			continue
		}
		side := o.Side
		if j := slices.IndexFunc(v.Levels, func(l scenarios.Level) bool { return l.Name == o.Level }); j >= 0 {
			side = v.Levels[j].Side
		}
		return o.Level, side
	}
	return sc.Level, sc.LevelSide
}

// scoreSides reads "A-minus-B"; without it, a two-side scenario scores its
// first side minus its second.
func (g *Game) scoreSides(score string) (string, string) {
	if a, b, ok := strings.Cut(score, "-minus-"); ok {
		return a, b
	}
	if len(g.Scenario.Sides) == 2 {
		return g.Scenario.Sides[0], g.Scenario.Sides[1]
	}
	return "", ""
}

// levelOf finds the level whose bounds hold the net score (levels without
// bounds are prose and never match).
func levelOf(levels []scenarios.Level, net int, scored bool) (string, string) {
	if !scored {
		return "", ""
	}
	for _, l := range levels {
		if l.Min == nil && l.Max == nil {
			continue
		}
		if (l.Min == nil || net >= *l.Min) && (l.Max == nil || net <= *l.Max) {
			return l.Name, l.Side
		}
	}
	return "", ""
}

// losses sums the SP lost in play per side.
func (g *Game) losses() map[string]int {
	out := map[string]int{}
	for _, u := range g.st.Units.All() {
		out[u.Side] = engine.SatAdd(out[u.Side], u.Lost)
	}
	return out
}

// evalObjective evaluates one objective as the position stands.
func (g *Game) evalObjective(o scenarios.Objective, all []scenarios.Objective) ObjectiveScore {
	os := ObjectiveScore{ID: o.ID, Type: o.Type, Side: o.Side}
	vp := 0
	if o.VP != nil {
		vp = *o.VP
	}
	switch o.Type {
	case scenarios.ObjectiveOccupyHexes:
		if o.Entered {
			g.evalEntered(o, vp, &os)
			break
		}
		g.evalControl(o, vp, &os)
	case scenarios.ObjectiveControlArea, scenarios.ObjectiveControlHexes:
		g.evalControl(o, vp, &os)
	case scenarios.ObjectivePerLoss:
		n, what := g.enemyLosses(o)
		os.VP, os.Met, os.Detail, os.Count = vp*n, n >= countOr(o.Count, 1), fmt.Sprintf("%d %s", n, what), n
	case scenarios.ObjectiveUnitsInPlay:
		us, why := g.unitsCounted(o)
		n, need := len(us), countOr(o.Count, 1)
		os.Met, os.Count = n >= need, n
		os.Detail = fmt.Sprintf("%d %s %s of %s counted, %d needed%s", n, o.Echelon, orWord(o.Class, "units"), orWord(o.UnitsOf, o.Side), need, why)
		if o.Absent {
			os.Detail = fmt.Sprintf("%d %s %s of %s counted, none allowed%s", n, o.Echelon, orWord(o.Class, "units"), orWord(o.UnitsOf, o.Side), why)
		}
		os.VP = vpIf(os.Met, vp)
		switch o.Per {
		case "each":
			os.VP = vp * groups(n, o.Group)
		case "strength":
			os.VP = vp * strengthOf(us)
			os.Detail += fmt.Sprintf(", %d strength", strengthOf(us))
		}
		if o.Absent {
			os.Met = n == 0
			os.VP = vpIf(os.Met, vp)
		}
	case scenarios.ObjectiveCIFormation:
		n := g.ciFormations(o.Side, o.Echelon, o.Except, o.Formations)
		os.VP, os.Met, os.Count = vp*n, n >= countOr(o.Count, 1), n
		os.Detail = fmt.Sprintf("%d enemy %s CI", n, orWord(o.Echelon, "formation"))
		if o.Than != "" {
			g.compareCI(o, all, &os)
		}
	case scenarios.ObjectiveAutomatic:
		g.evalAutomatic(o, vp, &os)
	}
	if o.Per == "objective" {
		os.VP = vpIf(os.Met, vp)
	}
	return os
}

// evalAutomatic: an automatic objective with hexes or an area is met as an
// occupy-hexes objective; with only conditions (requires, unless) it is
// met when they hold; with neither, by the manual flag of its id.
func (g *Game) evalAutomatic(o scenarios.Objective, vp int, os *ObjectiveScore) {
	switch {
	case len(o.Hexes) > 0 || o.Area != "":
		g.evalControl(o, vp, os)
		os.VP = vpIf(os.Met, vp)
	case len(o.Requires) > 0 || len(o.RequiresAny) > 0 || len(o.Unless) > 0:
		os.Met, os.VP, os.Detail = true, vp, "met when its conditions hold"
	default:
		os.Met = g.st.Flags.At(o.ID)
		os.VP, os.Detail = vpIf(os.Met, vp), "manual flag "+o.ID
	}
}

// compareCI: a ci-formation objective with than is met when it counts more
// formations than the objective named (not-fewer: at least as many).
func (g *Game) compareCI(o scenarios.Objective, all []scenarios.Objective, os *ObjectiveScore) {
	i := slices.IndexFunc(all, func(x scenarios.Objective) bool { return x.ID == o.Than })
	if i < 0 {
		os.Met, os.Detail = false, "no objective "+o.Than+" to compare with"
		return
	}
	x := all[i]
	other := g.ciFormations(x.Side, x.Echelon, x.Except, x.Formations)
	os.Met = os.Count > other
	if o.Compare == "not-fewer" {
		os.Met = os.Count >= other
	}
	os.Detail += fmt.Sprintf(" against %d (%s)", other, o.Than)
}

// evalControl scores control of an area or of hexes, from the frozen
// controllers once the objective's deadline turn has ended.
func (g *Game) evalControl(o scenarios.Objective, vp int, os *ObjectiveScore) {
	ctrl, final := g.Controllers(o)
	n := 0
	for _, s := range ctrl {
		if s == o.Side {
			n++
		}
	}
	need := countOr(o.Count, len(ctrl))
	os.Met, os.Final = len(ctrl) > 0 && n >= need, final
	if o.Type == scenarios.ObjectiveControlArea {
		os.VP = vpIf(os.Met, vp)
	} else {
		os.VP = vp * n
	}
	os.Detail, os.Count = fmt.Sprintf("%s holds %d of %d", o.Side, n, len(ctrl)), n
}

// Controllers returns who controls each place of a control objective (one
// entry for an area, one per hex; "" for nobody): as frozen at the end of its
// deadline turn once that has passed (final), else as it stands now.
func (g *Game) Controllers(o scenarios.Objective) ([]string, bool) {
	if f, ok := g.st.Frozen.Get(o.ID); ok {
		if o.Maintain {
			return g.maintained(o, f), true
		}
		return f, true
	}
	return g.liveControllers(o), false
}

// liveControllers lists who controls each place of a control objective now
// (counting only the units the objective names, when it names some).
func (g *Game) liveControllers(o scenarios.Objective) []string {
	var trail []pass
	if filtered(o) {
		trail = g.trail()
	}
	if o.Type == scenarios.ObjectiveControlArea {
		hs := g.ObjectiveHexes(o)
		if !filtered(o) {
			return []string{g.startOr(o.Area, hs, g.GroupControl(hs))}
		}
		var ctrl []string
		for _, h := range hs {
			if c := g.hexController(o, h, trail); c != "" && !slices.Contains(ctrl, c) {
				ctrl = append(ctrl, c)
			}
		}
		if len(ctrl) == 1 {
			return ctrl
		}
		return []string{""}
	}
	var out []string
	for _, h := range g.ObjectiveHexes(o) {
		out = append(out, g.hexController(o, h, trail))
	}
	return out
}

// hexController is who holds one hex of a hex objective: its occupier for
// occupy-hexes and automatic, else its controller; counting only the units
// the objective names when it names some.
func (g *Game) hexController(o scenarios.Objective, h hexgrid.Offset, trail []pass) string {
	occupy := o.Type == scenarios.ObjectiveOccupyHexes || o.Type == scenarios.ObjectiveAutomatic
	if !filtered(o) {
		if occupy {
			return g.Occupier(h)
		}
		return g.Control(h)
	}
	f := filterOf(o, "", true)
	if occupy {
		if occ := g.filteredSides(h, f); len(occ) == 1 {
			return occ[0]
		}
		return ""
	}
	return g.filteredControl(h, f, trail)
}

// freezeDeadlines records, at the end of a turn, the controllers of the
// control objectives due "by" that turn.
func (g *Game) freezeDeadlines() {
	if g.Scenario.Victory == nil {
		return
	}
	for _, o := range g.Scenario.Victory.Objectives {
		if o.By == g.TurnID() && !o.Entered && o.Every == "" && (strings.HasPrefix(o.Type, "control") || o.Type == scenarios.ObjectiveOccupyHexes || o.Type == scenarios.ObjectiveAutomatic && (len(o.Hexes) > 0 || o.Area != "")) {
			g.st.Frozen.set(o.ID, g.liveControllers(o), g.st.gen)
		}
	}
}

// enemyLosses counts what a per-loss objective scores: the enemy's units of
// its class eliminated, or, with no class, the enemy's SP lost in play.
func (g *Game) enemyLosses(o scenarios.Objective) (int, string) {
	n := 0
	for _, u := range g.st.Units.All() {
		if u.Side == o.Side {
			continue
		}
		switch {
		case o.Class == "":
			n = engine.SatAdd(n, u.Lost)
		case u.Class == o.Class && u.Where == Eliminated:
			n++
		}
	}
	if o.Class == "" {
		return n, "enemy SP lost"
	}
	return n, "enemy " + o.Class + " units eliminated"
}

// unitsCounted counts what a units-in-play objective counts: the units of
// the side (unitsOf, else its own) passing its filter (class, all but
// leaders when empty; echelon as the units' OOB size; statuses;
// formations), on the map and not collapsed; narrowed to the area's hexes,
// to within/beyond hexes of its hexes, and to the units that trace (or,
// with loc.none, do not trace) a line of communication; eliminated units
// added when eliminated is set, removed ones when removed is. The second result explains what the data
// could not decide ("" when nothing).
func (g *Game) unitsCounted(o scenarios.Objective) ([]*Unit, string) {
	side := orWord(o.UnitsOf, o.Side)
	var area []hexgrid.Offset
	if o.Area != "" {
		area = g.Board.AreaHexes(o.Area)
	}
	var ref []hexgrid.Offset
	for _, id := range o.Hexes {
		if h, err := g.Board.Parse(id); err == nil {
			ref = append(ref, h)
		}
	}
	lc := g.locCheck(o, side)
	f := filterOf(o, side, false)
	if o.Entered || o.NotEntered {
		return g.unitsEntered(o, f, ref), ""
	}
	var out []*Unit
	gone := f
	gone.status, gone.exceptStatus = nil, nil // an eliminated unit counts whatever it carried
	for _, u := range g.st.Units.All() {
		if o.Eliminated && u.Where == Eliminated || o.Removed && u.Where == Removed {
			if g.matches(u, gone) {
				out = append(out, u)
			}
			continue
		}
		if !g.matches(u, f) {
			continue
		}
		switch {
		case g.Board.Ruleset.NotPresent(u.Status):
		case !u.InPlay():
			if len(o.Where) > 0 { // off the map, as where asks
				out = append(out, u)
			}
		case o.Area != "" && !slices.ContainsFunc(u.hexes(), func(h hexgrid.Offset) bool { return slices.Contains(area, h) }):
		case o.Within != nil && g.nearest(u.hexes(), ref) > *o.Within:
		case o.Beyond != nil && g.nearest(u.hexes(), ref) <= *o.Beyond:
		case lc != nil && !lc.counts(g, u):
		default:
			out = append(out, u)
		}
	}
	if lc != nil {
		return out, lc.why
	}
	return out, ""
}

// strengthOf sums the units' strength now (a unit of unknown strength
// counts 0).
func strengthOf(us []*Unit) int {
	n := 0
	for _, u := range us {
		if u.Strength != nil {
			n += *u.Strength
		}
	}
	return n
}

// nearest is the distance from the unit's hexes to the closest of the
// hexes (a large number when there are none).
func (g *Game) nearest(hs, to []hexgrid.Offset) int {
	d := 1 << 30
	for _, h := range hs {
		for _, t := range to {
			d = min(d, g.Board.Geo.Grid.Distance(h, t))
		}
	}
	return d
}

// groups is how many groups of size n units make (a partial group counting
// whole); size 0 or 1 is n.
func groups(n, size int) int {
	if size <= 1 {
		return n
	}
	return (n + size - 1) / size
}

// hasSize: the OOB gives the unit that size (any unit when size is "").
func (g *Game) hasSize(id, size string) bool {
	if size == "" {
		return true
	}
	ou := g.OOB.Unit(id)
	return ou != nil && ou.Size == size
}

// ciFormations counts the enemy formations of the echelon marked CI (only
// the named ones when only is set).
func (g *Game) ciFormations(side, echelon string, except, only []string) int {
	n := 0
	for _, id := range g.st.CI {
		f := g.OOB.Formation(id)
		if f != nil && f.Side != side && (echelon == "" || f.Echelon == echelon) && !slices.Contains(except, id) && (len(only) == 0 || slices.Contains(only, id)) {
			n++
		}
	}
	return n
}

func countOr(c *int, dflt int) int {
	if c != nil {
		return *c
	}
	return dflt
}

func vpIf(met bool, vp int) int {
	if met {
		return vp
	}
	return 0
}

// objective returns the evaluated objective with the id.
func (sc Score) objective(id string) (ObjectiveScore, bool) {
	i := slices.IndexFunc(sc.Objectives, func(o ObjectiveScore) bool { return o.ID == id })
	if i < 0 {
		return ObjectiveScore{}, false
	}
	return sc.Objectives[i], true
}

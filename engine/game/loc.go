package game

import (
	"container/heap"
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// locRule returns the ruleset's line-of-communication rule with the id, or
// nil.
func (g *Game) locRule(id string) *engine.LOCRule {
	for i := range g.Board.Sys.LOC {
		if g.Board.Sys.LOC[i].ID == id {
			return &g.Board.Sys.LOC[i]
		}
	}
	return nil
}

// locBlocked returns the hexes a line of communication of side may not
// enter under the rule's block (HSN L351, L472, L590, L824).
func (g *Game) locBlocked(side string, b engine.LOCBlock) engine.HexSet {
	counted := func(u *Unit) bool {
		return u.InPlay() && u.Side != side && !g.Board.Ruleset.IsMarker(u.Class) && !slices.ContainsFunc(b.IgnoreStatus, u.HasStatus)
	}
	// combat per hex and class, for the stack totals
	perClass := map[hexgrid.Offset]map[string]int{}
	stacks := engine.HexSet{}
	for _, u := range g.st.Units.All() {
		if !counted(u) {
			continue
		}
		for _, h := range u.hexes() {
			stacks[h] = struct{}{}
			if perClass[h] == nil {
				perClass[h] = map[string]int{}
			}
			perClass[h][u.Class] += g.combatOf(u, b)
		}
	}
	blocking := engine.HexSet{}
	if b.Occupied {
		// any enemy unit, whatever its status, closes its hex (HSN L824)
		for _, u := range g.st.Units.All() {
			if u.InPlay() && u.Side != side && !g.Board.Ruleset.IsMarker(u.Class) {
				for _, h := range u.hexes() {
					blocking[h] = struct{}{}
				}
			}
		}
	}
	for h := range stacks {
		total := 0
		for class, c := range perClass[h] {
			if slices.Contains(b.Halve, class) {
				c /= 2
			}
			total += c
		}
		if b.Combat > 0 && total >= b.Combat {
			blocking[h] = struct{}{}
		}
	}
	out := engine.HexSet{}
	for h := range blocking {
		out[h] = struct{}{}
	}
	if b.ZOCOf == "" {
		return out
	}
	zocFrom := func(h hexgrid.Offset) {
		for _, n := range g.Board.Geo.Grid.Neighbors(h) {
			if !g.opensZOC(n, side, b) {
				out[n] = struct{}{}
			}
		}
	}
	for _, u := range g.st.Units.All() {
		if !counted(u) || slices.Contains(g.Board.Sys.ZOC.NoZOCClasses, u.Class) {
			continue
		}
		for _, h := range u.hexes() {
			if b.ZOCOf == "any" || blocking.Has(h) {
				zocFrom(h)
			}
		}
	}
	return out
}

// combatOf is a unit's Combat value for an LOC block: its strength now
// (our reading: GCACW counters print no other combat figure the seeds
// give); a unit of unknown strength counts as the whole threshold.
func (g *Game) combatOf(u *Unit, b engine.LOCBlock) int {
	if u.Strength == nil {
		return max(b.Combat, 1)
	}
	return *u.Strength
}

// opensZOC reports whether a friendly unit of the opening classes, not
// carrying an ignored status, stands in the hex.
func (g *Game) opensZOC(h hexgrid.Offset, side string, b engine.LOCBlock) bool {
	for _, u := range g.st.Units.All() {
		if u.InPlay() && u.Side == side && slices.Contains(b.OpenedBy, u.Class) &&
			!slices.ContainsFunc(b.IgnoreStatus, u.HasStatus) && slices.Contains(u.hexes(), h) {
			return true
		}
	}
	return false
}

// tracesLOC reports whether the unit traces a line of communication by
// any of the rule's methods to one of the hexes.
func (g *Game) tracesLOC(u *Unit, r *engine.LOCRule, to []hexgrid.Offset, blocked engine.HexSet) bool {
	for _, m := range r.Methods {
		var ok bool
		if len(m.Along) == 0 {
			ok = g.locByMP(u, m, to, blocked)
		} else {
			ok = g.locAlong(u, m, to, blocked)
		}
		if ok {
			return true
		}
	}
	return false
}

// locNode is a hex reached in an MP trace, with whether the once-only
// off-path penalty has been paid.
type locNode struct {
	hex  hexgrid.Offset
	paid bool
}

type locItem struct {
	n  locNode
	mp float64
}

type locQueue []locItem

func (q locQueue) Len() int           { return len(q) }
func (q locQueue) Less(i, j int) bool { return q[i].mp < q[j].mp }
func (q locQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *locQueue) Push(x any)        { *q = append(*q, x.(locItem)) }
func (q *locQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// locByMP traces a path of at most m.MaxMP MP (0: any) by the terrain
// costs of the unit's class, its own hex not paid and no ZOC cost, through
// no blocked hex.
func (g *Game) locByMP(u *Unit, m engine.LOCMethod, to []hexgrid.Offset, blocked engine.HexSet) bool {
	mv := g.moverOf(u)
	penalty := m.FirstOffPathMP[u.Class]
	start := locNode{hex: u.Hex}
	best := map[locNode]float64{start: 0}
	q := &locQueue{{n: start}}
	for q.Len() > 0 {
		cur := heap.Pop(q).(locItem)
		if cur.mp > best[cur.n] {
			continue
		}
		if slices.Contains(to, cur.n.hex) {
			return true
		}
		for _, n := range g.Board.Geo.Grid.Neighbors(cur.n.hex) {
			if !g.Board.OnMap(n) || blocked.Has(n) {
				continue
			}
			st := g.Board.stepCost(mv, cur.n.hex, n)
			if !st.ok {
				continue
			}
			next := locNode{hex: n, paid: cur.n.paid}
			cost := cur.mp + st.mp
			if penalty > 0 && !next.paid && !g.onPathOf(cur.n.hex, n, m.OffPathTypes) {
				cost += penalty
				next.paid = true
			}
			if m.MaxMP > 0 && cost > m.MaxMP+1e-9 {
				continue
			}
			if b, seen := best[next]; seen && b <= cost {
				continue
			}
			best[next] = cost
			heap.Push(q, locItem{n: next, mp: cost})
		}
	}
	return false
}

// onPathOf reports whether a and c are joined by a map path of one of the
// types.
func (g *Game) onPathOf(a, c hexgrid.Offset, types []string) bool {
	return slices.ContainsFunc(g.Board.PathsBetween(a, c), func(pt *engine.PathType) bool { return slices.Contains(types, pt.ID) })
}

// locAlong traces at most m.Connector hexes (terrain ignored) to a hex on a
// path of the m.Along types, then at most m.AlongMax hexes (0: any) along
// such paths to one of the hexes, through no blocked hex.
func (g *Game) locAlong(u *Unit, m engine.LOCMethod, to []hexgrid.Offset, blocked engine.HexSet) bool {
	onPath := func(h hexgrid.Offset) bool {
		nb := g.Board.Geo.Grid.Neighbors(h)
		return slices.ContainsFunc(nb[:], func(n hexgrid.Offset) bool { return g.onPathOf(h, n, m.Along) })
	}
	// leg 1: breadth-first over any hex, to the path hexes within reach
	depth := map[hexgrid.Offset]int{u.Hex: 0}
	frontier := []hexgrid.Offset{u.Hex}
	var starts []hexgrid.Offset
	for len(frontier) > 0 {
		h := frontier[0]
		frontier = frontier[1:]
		if onPath(h) {
			starts = append(starts, h)
		}
		if depth[h] == m.Connector {
			continue
		}
		for _, n := range g.Board.Geo.Grid.Neighbors(h) {
			if _, seen := depth[n]; seen || !g.Board.OnMap(n) || blocked.Has(n) {
				continue
			}
			depth[n] = depth[h] + 1
			frontier = append(frontier, n)
		}
	}
	// leg 2: along the paths
	along := map[hexgrid.Offset]int{}
	for _, s := range starts {
		along[s] = 0
	}
	frontier = starts
	for len(frontier) > 0 {
		h := frontier[0]
		frontier = frontier[1:]
		if slices.Contains(to, h) {
			return true
		}
		if m.AlongMax > 0 && along[h] == m.AlongMax {
			continue
		}
		for _, n := range g.Board.Geo.Grid.Neighbors(h) {
			if _, seen := along[n]; seen || blocked.Has(n) || !g.onPathOf(h, n, m.Along) {
				continue
			}
			along[n] = along[h] + 1
			frontier = append(frontier, n)
		}
	}
	return false
}

// hasPathsOf reports whether the map has any path of the types.
func (g *Game) hasPathsOf(types []string) bool {
	for _, p := range g.Board.Map.Paths {
		if slices.Contains(types, p.Type) {
			return true
		}
	}
	return false
}

// locCheck is a units-in-play objective's line-of-communication test, set
// up once per evaluation (nil when the objective traces none).
type locCheck struct {
	rule    *engine.LOCRule
	to      []hexgrid.Offset
	blocked engine.HexSet
	none    bool
	why     string
}

func (g *Game) locCheck(o scenarios.Objective, side string) *locCheck {
	if o.LOC == nil {
		return nil
	}
	lc := &locCheck{rule: g.locRule(o.LOC.Rule), none: o.LOC.None}
	if lc.rule == nil {
		lc.why = "; the ruleset has no loc rule " + o.LOC.Rule + ", so no unit traces one"
		return lc
	}
	for _, id := range o.LOC.To {
		if h, err := g.Board.Parse(id); err == nil {
			lc.to = append(lc.to, h)
		}
	}
	if o.LOC.Area != "" {
		lc.to = append(lc.to, g.Board.AreaHexes(o.LOC.Area)...)
	}
	lc.blocked = g.locBlocked(side, lc.rule.Block)
	lc.why = "; LOC by " + lc.rule.ID
	for _, m := range lc.rule.Methods {
		if len(m.Along) > 0 && !g.hasPathsOf(m.Along) {
			lc.why += " (the map has no " + strings.Join(m.Along, "/") + " hexes: that method traces nothing)"
		}
		if len(m.Along) == 0 && m.MaxMP > 0 && len(g.Board.Ruleset.Unset) > 0 {
			lc.why += fmt.Sprintf(" (MP paths priced with the ruleset's unset cells at %g MP: the designer's to set)", g.Board.Sys.UnsetCost())
		}
	}
	return lc
}

// counts reports whether the unit passes the objective's LOC test.
func (lc *locCheck) counts(g *Game, u *Unit) bool {
	traced := lc.rule != nil && g.tracesLOC(u, lc.rule, lc.to, lc.blocked)
	return traced != lc.none
}

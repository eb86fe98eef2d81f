package game

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// groupKey groups the units that move alike: same class (TEC column,
// terrain confinement, ZOC), March orders or not, same allowance in MP.
// Each group is spread once from all its units' starts.
type groupKey struct {
	class string
	march bool
	ma    float64
}

// group is one groupKey's mover and the starts of its units.
type group struct {
	m     mover
	zoc   engine.HexSet
	seeds []seed
}

// spreadSide fills an.reach[side] from every unit of the side that gets on
// the map (set-up units at the first turn, reinforcements at their entry
// sources). It returns how many units took part and those that can never
// move.
func (an *analyzer) spreadSide(side string) (int, []UnitIssue) {
	g := an.g
	zoc := g.enemyZOC(side)
	var keys []groupKey
	groups := map[groupKey]*group{}
	var stuck []UnitIssue
	n := 0
	for _, u := range g.st.Units.All() {
		srcs := an.startsOf(u)
		if u.Side != side || len(srcs) == 0 {
			continue
		}
		n++
		m, ma := g.moverOf(u), g.allowance(u, nil)
		m.march = an.marches(u)
		uz := zoc
		if g.ignoresZOC(u) {
			uz = nil
		}
		if why := an.stuckWhy(m, ma, uz, side, srcs); why != "" {
			stuck = append(stuck, UnitIssue{Unit: u.ID, Name: an.unitName(u.ID), Side: side, Hex: g.Name(srcs[0].hex), Why: why})
		}
		k := groupKey{class: u.Class, march: m.march, ma: ma}
		gr := groups[k]
		if gr == nil {
			gr = &group{m: m, zoc: uz}
			groups[k] = gr
			keys = append(keys, k)
		}
		for _, s := range srcs {
			gr.seeds = append(gr.seeds, seed{source: s, unit: u.ID})
		}
	}
	hexes := len(g.Board.all)
	all, ctl := make(map[hexgrid.Offset]tlabel, hexes), make(map[hexgrid.Offset]tlabel, hexes)
	for _, k := range keys {
		gr := groups[k]
		r := an.spread(gr.m, k.ma, gr.zoc, side, gr.seeds)
		merge(all, r)
		if an.controls(k.class) {
			merge(ctl, r)
		}
	}
	an.reach[side], an.control[side] = all, ctl
	return n, stuck
}

// merge keeps in dst the earlier arrival of dst and src in each hex.
func merge(dst, src map[hexgrid.Offset]tlabel) {
	for o, l := range src {
		if old, seen := dst[o]; !seen || l.before(old) {
			dst[o] = l
		}
	}
}

// startsOf returns where a unit starts: its set-up hex at the first turn,
// or the entry sources of a reinforcement (none when it cannot enter).
func (an *analyzer) startsOf(u *Unit) []source {
	if u.InPlay() {
		return []source{{hex: u.Hex, turn: an.first}}
	}
	return an.sources[u.ID]
}

// marches reports whether the unit is under March orders: set up with
// them, or arriving with them.
func (an *analyzer) marches(u *Unit) bool {
	if u.Orders == "march" {
		return true
	}
	rs := an.g.Scenario.Reinforcements
	return u.Row >= 0 && u.Row < len(rs) && rs[u.Row].Orders == "march"
}

// stuckWhy says why a unit can never move from any of its starts ("" when
// it can): no allowance, outside the playing area for good, or boxed in.
func (an *analyzer) stuckWhy(m mover, ma float64, zoc engine.HexSet, side string, srcs []source) string {
	if ma <= 0 {
		return "no movement allowance (0 MP)"
	}
	for _, s := range srcs {
		for _, n := range an.g.Board.Geo.Grid.Neighbors(s.hex) {
			if _, ok := an.step(m, ma, zoc, side, tlabel{turn: s.turn, mp: s.mp}, s.hex, n); ok {
				return ""
			}
		}
	}
	if s := srcs[0]; an.openFrom(s.hex, s.turn) < 0 {
		return fmt.Sprintf("outside the playing area from %s on and unable to step into it: it never reaches the playing area", an.g.turn(s.turn).ID)
	}
	return fmt.Sprintf("boxed in: no adjacent hex can ever be entered with %s MP (prohibited terrain or hexsides, enemy units, the map edge or the playing area)", mp(ma))
}

// unplaced lists the set-up units that never get on the map.
func (an *analyzer) unplaced() []UnitIssue {
	var out []UnitIssue
	for _, u := range an.g.st.Units.All() {
		if u.Row < 0 && !u.InPlay() && u.Where != Unplaced {
			out = append(out, UnitIssue{Unit: u.ID, Name: an.unitName(u.ID), Side: u.Side,
				Why: "not on the map at set-up: its row has no hex, and no unit of the formation it sets up with is on the map"})
		}
	}
	return out
}

// freeUnplaced lists the free set-up units waiting to be placed, with their
// group.
func (an *analyzer) freeUnplaced() []UnitIssue {
	out := []UnitIssue{}
	group := map[string]string{}
	p := an.g.Position()
	for _, fs := range an.g.Scenario.FreeSetup {
		for _, id := range p.FreeSetupUnits(fs) {
			if _, seen := group[id]; !seen {
				group[id] = fs.ID
			}
		}
	}
	for _, id := range an.g.Unplaced() {
		u := an.g.unit(id)
		out = append(out, UnitIssue{Unit: id, Name: an.unitName(id), Side: u.Side,
			Why: "free set-up unit of group " + group[id] + " not placed: give it a place action in the group's region"})
	}
	return out
}

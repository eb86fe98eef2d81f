package game

import (
	"math"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// tlabel is the earliest known arrival in a hex over several turns: the
// turn index, the activation within the turn (from 0) out of the acts the
// unit has in that turn, the MP spent in that activation, whether movement
// had to stop there (enemy ZOC), and which unit, started from which hex
// (entering on turn entry, -1 for a set-up unit), gets there.
type tlabel struct {
	turn  int
	act   int
	acts  int
	entry int
	mp    float64
	stop  bool
	done  bool
	unit  string
	from  hexgrid.Offset
}

// key orders arrivals within one turn: the MP spent, or +Inf when the unit
// had to stop (it can go no further in that turn).
func (l tlabel) key() float64 {
	if l.stop {
		return math.Inf(1)
	}
	return l.mp
}

// before reports whether arrival l is strictly earlier than o: an earlier
// turn, an earlier activation of the same turn, or the same activation
// with fewer MP spent.
func (l tlabel) before(o tlabel) bool {
	if l.turn != o.turn {
		return l.turn < o.turn
	}
	if l.act != o.act {
		return l.act < o.act
	}
	return l.key() < o.key()-mpEpsilon
}

// seed is a unit's start for the spread: a source with the unit's id.
type seed struct {
	source
	unit string
}

// spread is the multi-turn Dijkstra behind [Analyze]: from every seed it
// finds, for each hex, the earliest turn (then the fewest MP spent in it)
// at which a unit moving m with allowance ma MP a turn can stand there.
// An arrival (turn t, spent s) steps to a neighbour costing c MP in the
// same turn when s+c <= ma and the unit did not have to stop, else at the
// start of the first later turn at which the neighbour is in the playing
// area, with c spent. The order (turn, MP) is monotone and an earlier
// arrival can always wait, so the first settled label of a hex is its
// earliest. Enemy set-up hexes are never entered; zoc (nil for units that
// ignore it) adds its MP and stops as [Game.Reachable] does.
func (an *analyzer) spread(m mover, ma float64, zoc engine.HexSet, side string, seeds []seed) map[hexgrid.Offset]tlabel {
	best := make(map[hexgrid.Offset]tlabel, len(an.g.Board.all))
	var q turnQueue
	relax := func(o hexgrid.Offset, l tlabel) {
		if old, seen := best[o]; seen && (old.done || !l.before(old)) {
			return
		}
		best[o] = l
		q.push(tqItem{hex: o, turn: l.turn, act: l.act, key: l.key()})
	}
	stops := an.g.Board.Sys.ZOC.EnterStops
	for _, s := range seeds {
		l := tlabel{turn: s.turn, entry: -1, mp: s.mp, stop: stops && zoc.Has(s.hex), unit: s.unit, from: s.hex}
		if s.entering {
			l.entry = s.turn
		}
		l.acts = an.actsIn(l)
		relax(s.hex, l)
	}
	for len(q) > 0 {
		cur := q.pop()
		b := best[cur.hex]
		if b.done || cur.turn != b.turn || cur.act != b.act || cur.key != b.key() {
			continue
		}
		b.done = true
		best[cur.hex] = b
		for _, n := range an.g.Board.Geo.Grid.Neighbors(cur.hex) {
			if old, seen := best[n]; seen && old.done {
				continue
			}
			if next, ok := an.step(m, ma, zoc, side, b, cur.hex, n); ok {
				relax(n, next)
			}
		}
	}
	return best
}

// step is the arrival in n by one step from hex at, reached by arrival b;
// false when the step can never be taken.
func (an *analyzer) step(m mover, ma float64, zoc engine.HexSet, side string, b tlabel, at, n hexgrid.Offset) (tlabel, bool) {
	g := an.g
	if !g.Board.OnMap(n) || an.occ.enemy(n, side) || g.usesFerry(m) && g.isFerry(n) {
		return tlabel{}, false
	}
	st := g.Board.stepCost(m, at, n)
	if !st.ok {
		return tlabel{}, false
	}
	c := st.mp + g.zocCost(zoc, at, n)
	if c > ma+mpEpsilon {
		return tlabel{}, false
	}
	next := b
	next.done, next.mp = false, b.mp+c
	switch {
	case !an.inArea(b.turn, n):
		t := an.openFrom(n, b.turn+1)
		if t < 0 {
			return tlabel{}, false
		}
		next.turn, next.act, next.mp = t, 0, c
		next.acts = an.actsIn(next)
	case !b.stop && next.mp <= ma+mpEpsilon:
	case b.act+1 < b.acts:
		// the unit's next activation of the same turn
		next.act, next.mp = b.act+1, c
	default:
		t := an.openFrom(n, b.turn+1)
		if t < 0 {
			return tlabel{}, false
		}
		next.turn, next.act, next.mp = t, 0, c
		next.acts = an.actsIn(next)
	}
	next.stop = g.Board.Sys.ZOC.EnterStops && zoc.Has(n)
	return next, true
}

// tqItem is a hex waiting in the spread's queue with its arrival's order.
type tqItem struct {
	hex  hexgrid.Offset
	turn int
	act  int
	key  float64
}

// less orders the spread's queue by turn, then MP.
//
//lint:ignore U1000 used through minHeap's type constraint, which staticcheck does not follow
func (a tqItem) less(b tqItem) bool {
	if a.turn != b.turn {
		return a.turn < b.turn
	}
	if a.act != b.act {
		return a.act < b.act
	}
	return a.key < b.key
}

// actsIn is how many activations the unit of arrival l has in l's turn, by
// the engine's count ([Game.Activations]): at least one, as a unit the
// sequence of play sets no limit for (a leader, a ruleset without one) is
// taken to move once a turn.
func (an *analyzer) actsIn(l tlabel) int {
	u := an.g.unit(l.unit)
	if u == nil {
		return 1
	}
	return max(an.g.ActivationsIn(u, l.turn, l.entry >= 0 && l.turn == l.entry), 1)
}

// turnQueue is the spread's queue: tqItems by (turn, MP).
type turnQueue = minHeap[tqItem]

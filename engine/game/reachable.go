package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Reachability is what [Game.Reachable] found: MP holds each reachable hex
// with the least MP it costs to get there (the unit's own hex costs 0), and
// [Reachability.Path] gives the hexes of a path that costs it.
type Reachability struct {
	MP    map[hexgrid.Offset]float64
	start hexgrid.Offset
	grid  hexgrid.Grid
	// legs are the searches run (the second only for a once-per-move
	// penalty); via names, per hex, the leg whose path serves it when it
	// is not the first.
	legs [2]map[hexgrid.Offset]arrival
	via  map[hexgrid.Offset]int
}

// Path returns the hexes entered, in order, on a path from the unit's hex to
// dest that costs MP[dest] (a ferry hex crossed is listed before the
// far bank); empty for the unit's own hex, nil when dest is not reachable.
func (r Reachability) Path(dest hexgrid.Offset) []hexgrid.Offset {
	if _, ok := r.MP[dest]; !ok {
		return nil
	}
	if dest == r.start {
		return []hexgrid.Offset{}
	}
	leg := r.legs[r.via[dest]]
	var rev []hexgrid.Offset
	for cur := dest; cur != r.start; {
		a, ok := leg[cur]
		if !ok || len(rev) > len(leg) {
			return nil
		}
		rev = append(rev, cur)
		cur = r.grid.Neighbors(cur)[a.back]
		if a.ferry {
			rev = append(rev, cur)
			cur = r.grid.Neighbors(cur)[a.back2]
		}
	}
	slices.Reverse(rev)
	return rev
}

// Reachable returns the hexes a unit can reach with the MP it has left in
// the current activation, each with the least MP it costs to get there by
// the terrain effects chart (Dijkstra) and a path that costs it; the unit's
// own hex costs 0. MA, when not nil, is the unit's movement allowance in MP
// (else the default of its class in the ruleset).
//
// The search never enters enemy-occupied hexes or hexes outside the playing
// area, stops in enemy ZOC hexes (SH L5, L9), in hexes where an extended
// unit must retract (ITW BB 9.44 Marsh), never stops in a river ferry hex
// and crosses it only as the ferry rule allows (SH L11), and on the forced
// turns allows only the forced one-hex moves (SH L9). A unit the sequence
// of play does not let move now (another formation's activation, no
// activations left in the turn) reaches only its own hex.
// Errors: the unit is not in the game or not on the map.
func (g *Game) Reachable(unit string, ma *float64) (Reachability, error) {
	u := g.unit(unit)
	if u == nil {
		return Reachability{}, fmt.Errorf("reachable: unit %q is not in the game", unit)
	}
	if !u.InPlay() {
		return Reachability{}, fmt.Errorf("reachable: %s is not on the map (%s)", unit, u.Where)
	}
	r := Reachability{start: u.Hex, grid: g.Board.Geo.Grid}
	if u.Finished || g.statusHolds(u) != nil || g.checkTempo(u) != nil {
		r.MP = map[hexgrid.Offset]float64{u.Hex: 0}
		return r, nil
	}
	budget := g.allowance(u, ma) - u.MPSpent
	p, ok := onceOffPath(g.penalties(u))
	if !ok {
		best := g.search(u, budget, "")
		r.MP, r.legs[0] = mpOf(best), best
		return r, nil
	}
	// A once-per-move penalty for leaving a path: the cheaper of staying
	// on the path all the way and paying the penalty once for any path.
	on, off := g.search(u, budget, p.OffPath), g.search(u, budget-p.MP, "")
	r.MP, r.legs, r.via = mpOf(on), [2]map[hexgrid.Offset]arrival{on, off}, map[hexgrid.Offset]int{}
	for o, a := range off {
		if o == u.Hex {
			continue
		}
		if old, seen := r.MP[o]; !seen || a.mp+p.MP < old {
			r.MP[o], r.via[o] = a.mp+p.MP, 1
		}
	}
	return r, nil
}

// mpOf returns the MP of each arrival.
func mpOf(best map[hexgrid.Offset]arrival) map[hexgrid.Offset]float64 {
	out := make(map[hexgrid.Offset]float64, len(best))
	for o, b := range best {
		out[o] = b.mp
	}
	return out
}

// ReachableNames is [Game.Reachable] keyed by canonical hex ids.
func (g *Game) ReachableNames(unit string, ma *float64) (map[string]float64, error) {
	r, err := g.Reachable(unit, ma)
	if err != nil {
		return nil, err
	}
	out := make(map[string]float64, len(r.MP))
	for o, mp := range r.MP {
		out[g.Name(o)] = mp
	}
	return out, nil
}

// search is the Dijkstra search behind Reachable, within budget MP; with
// onPath set it keeps to steps along paths of that type. Each arrival
// names the hex it came from.
func (g *Game) search(u *Unit, budget float64, onPath string) map[hexgrid.Offset]arrival {
	s := newSearch(g, u)
	s.onPath = onPath
	if f := g.forced(u); f != nil {
		return s.forcedMoves(f, budget)
	}
	s.relax(u.Hex, arrival{}, budget)
	for len(s.queue) > 0 {
		cur := s.queue.pop()
		best := s.best[cur.hex]
		if best.done || cur.mp > best.mp+mpEpsilon {
			continue
		}
		best.done = true
		s.best[cur.hex] = best
		if cur.hex != u.Hex && best.stop {
			continue
		}
		for i, n := range g.Board.Geo.Grid.Neighbors(cur.hex) {
			s.expand(cur, n, backIndex(i), budget)
		}
	}
	return s.best
}

// search holds one Dijkstra run.
type search struct {
	g    *Game
	u    *Unit
	m    mover
	occ  occupancy
	zoc  engine.HexSet
	area engine.HexSet
	// onPath keeps the search to steps along paths of this type ("" for
	// any step).
	onPath string
	best   map[hexgrid.Offset]arrival
	queue  hexQueue
}

// arrival is the cheapest known way into a hex: its MP, whether movement
// must end there, and the hex it came from: the neighbour at index back of
// the hex's Neighbors (for a ferry crossing, the ferry hex, whose neighbour
// at back2 is the hex before it).
type arrival struct {
	mp    float64
	stop  bool
	done  bool // settled: no cheaper way in exists
	ferry bool
	back  int8
	back2 int8
}

// backIndex is the index, in a hex's Neighbors, of the hex it was entered
// from through its neighbour i (the side opposite; Neighbors lists the six
// sides clockwise).
func backIndex(i int) int8 { return int8((i + 3) % 6) }

func newSearch(g *Game, u *Unit) *search {
	s := &search{g: g, u: u, m: g.moverOf(u), occ: g.occupancy(), area: g.playArea(),
		best: make(map[hexgrid.Offset]arrival, 64), queue: make(hexQueue, 0, 64)}
	if !g.ignoresZOC(u) {
		s.zoc = g.enemyZOC(u.Side)
	}
	return s
}

// open reports whether the unit may enter the hex at all.
func (s *search) open(o hexgrid.Offset) bool {
	if s.area != nil && !s.area.Has(o) || s.area == nil && !s.g.Board.OnMap(o) {
		return false
	}
	return !s.occ.enemy(o, s.u.Side)
}

// expand tries the step from cur into n (through the ferry when n is a
// ferry hex).
func (s *search) expand(cur queued, n hexgrid.Offset, back int8, budget float64) {
	if s.best[n].done || !s.open(n) {
		return
	}
	if s.g.usesFerry(s.m) && s.g.isFerry(n) {
		s.expandFerry(cur, n, back, budget)
		return
	}
	if s.onPath != "" && !s.g.alongPath(cur.hex, n, s.onPath) {
		return
	}
	st := s.g.Board.stepCost(s.m, cur.hex, n)
	if st.ok {
		extra := s.g.zocCost(s.zoc, cur.hex, n) + s.g.stepPenalty(s.g.penalties(s.u), cur.hex, n, nil)
		s.relax(n, arrival{mp: cur.mp + st.mp + extra, stop: s.stopsAfter(n, st), back: back}, budget)
	}
}

// expandFerry relaxes the far-bank hexes of a ferry crossing from cur.
func (s *search) expandFerry(cur queued, ferry hexgrid.Offset, back int8, budget float64) {
	in := s.g.Board.stepCost(s.m, cur.hex, ferry)
	if !in.ok {
		return
	}
	for j, far := range s.g.Board.Geo.Grid.Neighbors(ferry) {
		if far == cur.hex || !s.open(far) || s.g.isFerry(far) {
			continue
		}
		if s.g.checkFerry(s.u, s.occ, cur.hex, ferry, &far) != nil {
			continue
		}
		out := s.g.Board.stepCost(s.m, ferry, far)
		if out.ok {
			s.relax(far, arrival{mp: cur.mp + in.mp + out.mp, stop: s.stopsAfter(far, out), ferry: true, back: backIndex(j), back2: back}, budget)
		}
	}
}

// stopsAfter reports whether entering the hex by the step ends movement:
// an enemy ZOC hex, or a Marsh hex an extended unit retracts into.
func (s *search) stopsAfter(o hexgrid.Offset, st step) bool {
	return s.zoc.Has(o) && s.g.Board.Sys.ZOC.EnterStops || s.g.retracts(s.u, o, st)
}

// relax records a cheaper way into o within the budget.
func (s *search) relax(o hexgrid.Offset, a arrival, budget float64) {
	if a.mp > budget+mpEpsilon {
		return
	}
	if old, seen := s.best[o]; seen && old.mp <= a.mp+mpEpsilon {
		return
	}
	s.best[o] = a
	s.queue.push(queued{hex: o, mp: a.mp})
}

// forcedMoves lists the one-hex moves of the forced-move rule (SH L9).
func (s *search) forcedMoves(f *ForcedMove, budget float64) map[hexgrid.Offset]arrival {
	out := map[hexgrid.Offset]arrival{s.u.Hex: {}}
	if s.zoc.Has(s.u.Hex) {
		return out
	}
	for _, d := range f.Dirs {
		n := s.g.Board.Geo.Grid.Neighbor(s.u.Hex, d)
		ns := s.g.Board.Geo.Grid.Neighbors(n)
		back := int8(slices.Index(ns[:], s.u.Hex))
		if !s.open(n) || s.g.isFerry(n) {
			continue
		}
		if st := s.g.Board.stepCost(s.m, s.u.Hex, n); st.ok && st.mp <= budget+mpEpsilon {
			out[n] = arrival{mp: st.mp, back: back}
		}
	}
	return out
}

// queued is a hex waiting in the Dijkstra queue with its MP so far.
type queued struct {
	hex hexgrid.Offset
	mp  float64
}

// less orders the Dijkstra queue (minHeap's constraint calls it).
//
//lint:ignore U1000 used through minHeap's type constraint, which staticcheck does not follow
func (a queued) less(b queued) bool { return a.mp < b.mp }

// hexQueue is the Dijkstra queue: queued hexes by MP.
type hexQueue = minHeap[queued]

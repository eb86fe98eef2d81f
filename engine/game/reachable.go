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
	// trail holds, for each hex of box, how each search (the second only
	// for a once-per-move penalty) entered it, and which one serves it.
	box   hexBox
	trail []trailCell
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
	i, ok := r.box.index(dest)
	if !ok {
		return nil
	}
	leg := r.trail[i].via
	var rev []hexgrid.Offset
	for cur := dest; cur != r.start; {
		i, ok := r.box.index(cur)
		if !ok || len(rev) > len(r.trail) {
			return nil
		}
		p := r.trail[i].leg[leg]
		if !p.reached() {
			return nil
		}
		rev = append(rev, cur)
		cur = r.grid.Neighbors(cur)[p.back()]
		if p.ferry() {
			rev = append(rev, cur)
			cur = r.grid.Neighbors(cur)[p.back2()]
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
// activations left in the turn, a unit of the side not moving now, a game
// that is over) reaches only its own hex. Hexes the unit may pass through
// but not stop in (over the stacking limits with the friendly units there,
// a leader left without his command) are crossed but not returned, as a
// move is judged where it ends (ITW stacking table, IT L4649-4668; HSN
// L131).
// Errors: the unit is not in the game or not on the map.
func (g *Game) Reachable(unit string, ma *float64) (Reachability, error) {
	return g.reach(unit, ma, true)
}

// reach is [Game.Reachable]; with ends false it keeps the hexes the unit
// may cross but not stop in now (the dry-run analysis, where the friendly
// stacks move too, chains activations through them).
func (g *Game) reach(unit string, ma *float64, ends bool) (Reachability, error) {
	u := g.unit(unit)
	if u == nil {
		return Reachability{}, fmt.Errorf("reachable: unit %q is not in the game", unit)
	}
	if !u.InPlay() {
		return Reachability{}, fmt.Errorf("reachable: %s is not on the map (%s)", unit, u.Where)
	}
	if !g.movesNow(u) {
		return Reachability{MP: map[hexgrid.Offset]float64{u.Hex: 0}, start: u.Hex, grid: g.Board.Geo.Grid}, nil
	}
	budget := g.allowance(u, ma) - u.MPSpent
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	s := newSearch(g, u, sc)
	var r Reachability
	if p, ok := onceOffPath(s.pen); !ok {
		s.run(0, budget, "")
		r = s.result(1, 0)
	} else {
		// A once-per-move penalty for leaving a path: the cheaper of
		// staying on the path all the way and paying the penalty once for
		// any path.
		s.run(0, budget, p.OffPath)
		s.run(1, budget-p.MP, "")
		r = s.result(2, p.MP)
	}
	if ends {
		g.dropBadEnds(u, s.occ, &r)
	}
	return r, nil
}

// result gathers the MP and the trail of the legs run (the second paying
// penalty MP once on top).
func (s *search) result(legs int, penalty float64) Reachability {
	r := Reachability{start: s.u.Hex, grid: s.g.Board.Geo.Grid}
	n := 0
	for l := range legs {
		n += len(s.sc.reached[l])
		for _, o := range s.sc.reached[l] {
			r.box = r.box.with(o)
		}
	}
	r.MP = make(map[hexgrid.Offset]float64, n)
	r.trail = make([]trailCell, r.box.size())
	for l := range legs {
		for _, o := range s.sc.reached[l] {
			a := s.sc.at(l, s.g.Board.box, o).a
			i, _ := r.box.index(o)
			r.trail[i].leg[l] = packArrival(a)
			if l == 0 {
				r.MP[o] = a.mp
				continue
			}
			if o == s.u.Hex {
				continue
			}
			if old, seen := r.MP[o]; !seen || a.mp+penalty < old {
				r.MP[o], r.trail[i].via = a.mp+penalty, 1
			}
		}
	}
	return r
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

// run is one Dijkstra search behind Reachable, leg 0 or 1 of the scratch,
// within budget MP; with onPath set it keeps to steps along paths of that
// type. Each arrival names the hex it came from.
func (s *search) run(leg int, budget float64, onPath string) {
	s.leg, s.onPath = leg, onPath
	s.sc.begin(leg, s.g.Board.box.size())
	if f := s.g.forced(s.u); f != nil {
		s.forcedMoves(f, budget)
		return
	}
	s.relax(s.u.Hex, arrival{}, budget)
	grid := s.g.Board.Geo.Grid
	for len(s.sc.queue) > 0 {
		cur := s.sc.queue.pop()
		best := s.at(cur.hex)
		if best.a.done || cur.mp > best.a.mp+mpEpsilon {
			continue
		}
		best.a.done = true
		if cur.hex != s.u.Hex && best.a.stop {
			continue
		}
		for i, n := range grid.Neighbors(cur.hex) {
			s.expand(cur, n, backIndex(i), budget)
		}
	}
}

// search holds the Dijkstra runs of one Reachable.
type search struct {
	g    *Game
	u    *Unit
	m    mover
	occ  occupancy
	zoc  engine.HexSet
	area engine.HexSet
	// pen is the unit class's move penalties.
	pen []engine.MovePenalty
	// sc holds the arrivals and the queue; leg is the run under way.
	sc  *scratch
	leg int
	// onPath keeps the search to steps along paths of this type ("" for
	// any step).
	onPath string
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

func newSearch(g *Game, u *Unit, sc *scratch) search {
	s := search{g: g, u: u, m: g.moverOf(u), occ: g.occupancy(), area: g.playArea(), pen: g.penalties(u), sc: sc}
	if !g.ignoresZOC(u) {
		s.zoc = g.enemyZOC(u.Side)
	}
	return s
}

// at returns the hex's cell of the leg under way (nil off the board's box).
func (s *search) at(o hexgrid.Offset) *cell { return s.sc.at(s.leg, s.g.Board.box, o) }

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
	if c := s.at(n); c == nil || c.gen == s.sc.gen && c.a.done || !s.open(n) {
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
		extra := s.g.zocCost(s.zoc, cur.hex, n) + s.g.stepPenalty(s.pen, cur.hex, n, nil)
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
	c := s.at(o)
	if c == nil {
		return
	}
	if c.gen == s.sc.gen {
		if c.a.mp <= a.mp+mpEpsilon {
			return
		}
	} else {
		c.gen = s.sc.gen
		s.sc.reached[s.leg] = append(s.sc.reached[s.leg], o)
	}
	c.a = a
	s.sc.queue.push(queued{hex: o, mp: a.mp})
}

// forcedMoves lists the one-hex moves of the forced-move rule (SH L9).
func (s *search) forcedMoves(f *ForcedMove, budget float64) {
	s.put(s.u.Hex, arrival{})
	if s.zoc.Has(s.u.Hex) {
		return
	}
	for _, d := range f.Dirs {
		n := s.g.Board.Geo.Grid.Neighbor(s.u.Hex, d)
		ns := s.g.Board.Geo.Grid.Neighbors(n)
		back := int8(slices.Index(ns[:], s.u.Hex))
		if !s.open(n) || s.g.isFerry(n) {
			continue
		}
		if st := s.g.Board.stepCost(s.m, s.u.Hex, n); st.ok && st.mp <= budget+mpEpsilon {
			s.put(n, arrival{mp: st.mp, back: back})
		}
	}
}

// put records the way into o (a hex on the board's box) as settled.
func (s *search) put(o hexgrid.Offset, a arrival) {
	if c := s.at(o); c != nil {
		if c.gen != s.sc.gen {
			c.gen = s.sc.gen
			s.sc.reached[s.leg] = append(s.sc.reached[s.leg], o)
		}
		a.done, c.a = true, a
	}
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

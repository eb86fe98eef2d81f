package trace

import (
	"math"
	"math/rand/v2"
	"slices"
)

// The levels are solved as a whole rather than spread hex by hex: every
// hex takes a whole level in a range, the seeded hexes keep theirs, and the
// levels minimise the weighted disagreement of the counts they imply,
// |level a - level b| on each side, with the counts read. Levels imply
// counts that always fit at every corner (the three differences around a
// corner sum to zero), so the solved counts are consistent by construction
// and a misread count is outvoted by the loops of sides around it.
//
// The minimum is searched by min-sum belief propagation over the hexes'
// few levels (damped, a fixed number of rounds), its decoding polished by
// iterated conditional modes; the final beliefs give each hex's margin, the
// cost of its next-best level, and a hex whose margin is small is ambiguous
// (a hill or a hollow, or counts that disagree).

// LevelRange bounds the levels a solve may give (Lo <= level <= Hi), as a
// map's legend or its ruleset state them.
type LevelRange struct{ Lo, Hi int }

// solveRounds bounds the rounds of belief propagation.
const solveRounds = 60

// solveDamp is the share of the old message kept each round.
const solveDamp = 0.5

// ambiguousMargin is the belief margin (in sure-count units) under which a
// solved level is flagged as a guess, capped by the hex's sure sides (a
// corner hex whose sides all fit is as sure as they allow). 2.25, not 1.5:
// at 1.5 the first style's heavy scan of sheet N (TestTracePanelWalkthrough)
// wrote 12 wrong levels of 1,045 as sure (1.15%); at 2.25, 10 of 1,050. The
// margin changes only the flags, never the levels solved.
const ambiguousMargin = 2.25

// regionMargin is the extra cost (in sure-count units) under which a shift
// of a whole region (a hill that could as well be a hollow) flags its hexes
// as guesses.
const regionMargin = 1.5

// edge is one side between two hexes of the solve.
type edge struct {
	a, b int     // hex indexes; the side's Hex is a
	c    int     // count read (negative: not known)
	w    float64 // weight of the count (0 when not known)
	dir  int     // +1 a higher, -1 b higher, 0 not told
	alt  uint8   // bit n: a reader read n lines (readerAlts), not c
	// costs: the cost of levels implying 0, 1, 2, 3 or more lines
	// (Counts.Costs, in sure-count units), in place of the count's, or nil.
	costs *[4]float64
	// ix: what the widths of the side's lines tell (index lines), or nil.
	ix *indexTerm
}

// levelSolve is the state of one solve; labels are levels less lo.
type levelSolve struct {
	n, nl  int
	lo     int
	edges  []edge
	inc    [][]int // hex -> indexes of its edges
	fixed  []int   // label of a seeded hex, or -1
	label  []int
	margin []float64
	// start is a second starting point (labels; -1: none), or nil.
	start []int
	// sweeps is the number of sweeps of anneal (0: annealSweeps).
	sweeps int
}

// pair returns the cost of edge e with labels la (its a) and lb (its b):
// its weight when the levels' difference is not the count read (off by
// any number of lines: maxLinesOff is 1), one weight more when the higher
// hex is not the one the print tells; an edge with index evidence has its
// costs tabulated (indexTerm.fill). Kept small enough to be inlined.
func (e *edge) pair(la, lb int) float64 {
	if t := e.ix; t != nil {
		return t.tab[la*t.nl+lb]
	}
	return e.countPair(la, lb)
}

// countPair is pair without index evidence (an edge whose count is not
// known has weight 0: edge.w).
func (e *edge) countPair(la, lb int) float64 {
	d := la - lb
	ad := d
	if ad < 0 {
		ad = -ad
	}
	if e.costs != nil {
		// in sure-count units, not weighed again
		if d*e.dir < 0 {
			return e.costs[min(ad, 3)] + e.w
		}
		return e.costs[min(ad, 3)]
	}
	cost := 0.0
	if ad != e.c {
		cost = maxLinesOff
		if ad < 8 && e.alt&(1<<ad) != 0 {
			cost = altShare
		}
	}
	if d*e.dir < 0 { // dir is told only on a side with lines (SolveLevels)
		cost++
	}
	return e.w * cost
}

// pair's cost of a count off by any number of lines is maxLinesOff only
// while that is one line.
var _ = [1]int{}[maxLinesOff-1]

// unary returns the cost of hex i at label l.
func (s *levelSolve) unary(i, l int) float64 {
	if f := s.fixed[i]; f >= 0 && f != l {
		return math.Inf(1)
	}
	return 0
}

// solve runs belief propagation, decodes and polishes, and sets label and
// margin.
func (s *levelSolve) solve() {
	nl := s.nl
	// msg[2k] from a to b (over b's labels), msg[2k+1] from b to a.
	msg := make([][]float64, 2*len(s.edges))
	for k := range msg {
		msg[k] = make([]float64, nl)
	}
	belief := func(i int, skip int, out []float64) {
		for l := range nl {
			out[l] = s.unary(i, l)
		}
		for _, k := range s.inc[i] {
			if k == skip {
				continue
			}
			in := msg[2*k+1] // b to a
			if s.edges[k].b == i {
				in = msg[2*k]
			}
			for l := range nl {
				out[l] += in[l]
			}
		}
	}
	h := make([]float64, nl)
	nm := make([]float64, nl)
	// Sweep the edges outward from the seeds, then back, so that news
	// crosses the map in a round or two.
	ord := s.order()
	rank := make([]int, s.n)
	for r, i := range ord {
		rank[i] = r
	}
	sweep := make([]int, len(s.edges))
	for k := range sweep {
		sweep[k] = k
	}
	slices.SortFunc(sweep, func(x, y int) int {
		return min(rank[s.edges[x].a], rank[s.edges[x].b]) - min(rank[s.edges[y].a], rank[s.edges[y].b])
	})
	for round := range solveRounds {
		delta := 0.0
		for q := range sweep {
			k := sweep[q]
			if round%2 == 1 {
				k = sweep[len(sweep)-1-q]
			}
			e := &s.edges[k]
			for dirn := range 2 {
				from, out := e.a, msg[2*k]
				if dirn == 1 {
					from, out = e.b, msg[2*k+1]
				}
				belief(from, k, h)
				lo := math.Inf(1)
				for t := range nl {
					m := math.Inf(1)
					for f := range nl {
						if math.IsInf(h[f], 1) {
							continue
						}
						var c float64
						if dirn == 0 {
							c = e.pair(f, t)
						} else {
							c = e.pair(t, f)
						}
						m = min(m, h[f]+c)
					}
					nm[t] = m
					lo = min(lo, m)
				}
				for t := range nl {
					v := nm[t] - lo
					if math.IsInf(v, 0) || math.IsNaN(v) {
						v = math.Inf(1)
					}
					if !math.IsInf(out[t], 1) && !math.IsInf(v, 1) {
						v = solveDamp*out[t] + (1-solveDamp)*v
					}
					delta = max(delta, math.Abs(v-out[t]))
					out[t] = v
				}
			}
		}
		if delta < 1e-6 {
			break
		}
	}
	s.label = make([]int, s.n)
	s.margin = make([]float64, s.n)
	// Decode one hex at a time, outward from the seeds: each takes its best
	// level given the levels already decoded (their pair costs in place of
	// their messages), so hexes whose beliefs tie (a hill or a hollow)
	// decode into one consistent answer.
	done := make([]bool, s.n)
	for _, i := range ord {
		belief(i, -1, h)
		for _, k := range s.inc[i] {
			e := &s.edges[k]
			j, in := e.b, msg[2*k+1]
			if e.b == i {
				j, in = e.a, msg[2*k]
			}
			if !done[j] {
				continue
			}
			for l := range nl {
				if e.a == i {
					h[l] += e.pair(l, s.label[j]) - in[l]
				} else {
					h[l] += e.pair(s.label[j], l) - in[l]
				}
			}
		}
		s.label[i] = argminUp(h)
		done[i] = true
	}
	s.polish()
	s.anneal()
	if s.start != nil {
		// The other start: keep whichever ends cheaper.
		bp, bc := slices.Clone(s.label), s.cost()
		for i, l := range s.start {
			if l >= 0 && s.fixed[i] < 0 {
				s.label[i] = l
			}
		}
		s.polish()
		s.anneal()
		if s.cost() > bc {
			copy(s.label, bp)
		}
	}
	if risePrior {
		s.preferRises()
	}
	for i := range s.n {
		belief(i, -1, h)
		bp := secondMargin(h, s.label[i])
		s.margin[i] = min(bp, s.localMargin(i))
	}
	s.flagRegions()
}

// polish improves the decoded levels until no move lowers the cost (at
// most polishRounds rounds): single hexes to their best level given their
// neighbours, then whole regions raised or lowered by one, a region being a
// connected set of hexes at or above a level, or at or below it (a hill's
// top or a hollow's floor, which one hex alone cannot move).
func (s *levelSolve) polish() {
	for range polishRounds {
		s.polishHexes()
		if !s.shiftRegions() {
			return
		}
	}
}

// polishRounds bounds polish.
const polishRounds = 20

// shiftRegions tries every region shift once and keeps those that lower
// the cost; it reports whether any did.
func (s *levelSolve) shiftRegions() bool {
	improved := false
	s.regions(func(members, comp []int, c int) {
		for _, d := range regionShifts {
			if s.shiftFits(members, d) && s.shiftGain(members, comp, c, d) > 1e-9 {
				for _, i := range members {
					s.label[i] += d
				}
				improved = true
				return
			}
		}
	})
	return improved
}

// regionShifts are the moves of a region's levels tried.
var regionShifts = []int{1, -1, 2, -2}

// shiftFits reports whether members all stay in range when moved by d.
func (s *levelSolve) shiftFits(members []int, d int) bool {
	for _, i := range members {
		if l := s.label[i] + d; l < 0 || l >= s.nl {
			return false
		}
	}
	return true
}

// flagRegions lowers the margin of every hex of a region that a shift
// moves for less than regionMargin more cost (a hill that could as well
// be a hollow).
func (s *levelSolve) flagRegions() {
	s.regions(func(members, comp []int, c int) {
		for _, d := range regionShifts {
			if !s.shiftFits(members, d) {
				continue
			}
			if extra := -s.shiftGain(members, comp, c, d); extra < regionMargin {
				for _, i := range members {
					s.margin[i] = min(s.margin[i], extra)
				}
			}
		}
	})
}

// regions calls fn with every region without a seed: each connected set
// of hexes at or above a level, at or below it, or at it (members, and comp
// marking them with id c). Labels may change between calls.
func (s *levelSolve) regions(fn func(members, comp []int, c int)) {
	comp := make([]int, s.n)
	var queue, members []int
	for k := range s.nl {
		for kind := range 3 {
			in := func(i int) bool {
				switch kind {
				case 0:
					return s.label[i] >= k
				case 1:
					return s.label[i] <= k
				}
				return s.label[i] == k
			}
			for i := range comp {
				comp[i] = -1
			}
			for start := range s.n {
				if comp[start] >= 0 || !in(start) {
					continue
				}
				var seeded bool
				members, queue, seeded, _ = s.component(start, in, comp, members, queue)
				if !seeded {
					fn(members, comp, start)
				}
			}
		}
	}
}

// component gathers into members the connected hexes from start for which
// in holds and that comp does not mark yet, marking them in comp with id
// start (queue is scratch space); it reports whether one of them is a seed
// and whether one lies on the map's edge (fewer than six neighbours).
func (s *levelSolve) component(start int, in func(int) bool, comp, members, queue []int) (_, _ []int, seeded, open bool) {
	members = members[:0]
	queue = append(queue[:0], start)
	comp[start] = start
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		members = append(members, i)
		seeded = seeded || s.fixed[i] >= 0
		open = open || len(s.inc[i]) < 6
		for _, e := range s.inc[i] {
			j := s.edges[e].a
			if j == i {
				j = s.edges[e].b
			}
			if comp[j] < 0 && in(j) {
				comp[j] = start
				queue = append(queue, j)
			}
		}
	}
	return members, queue, seeded, open
}

// shiftGain returns how much the cost falls when the region members (comp
// id c) all move by d: only its boundary sides change.
func (s *levelSolve) shiftGain(members, comp []int, c, d int) float64 {
	gain := 0.0
	for _, i := range members {
		for _, k := range s.inc[i] {
			e := &s.edges[k]
			j := e.a
			if j == i {
				j = e.b
			}
			if comp[j] == c {
				continue
			}
			if e.a == i {
				gain += e.pair(s.label[i], s.label[j]) - e.pair(s.label[i]+d, s.label[j])
			} else {
				gain += e.pair(s.label[j], s.label[i]) - e.pair(s.label[j], s.label[i]+d)
			}
		}
	}
	return gain
}

// polishHexes moves single hexes to their best level given their
// neighbours until none moves (at most polishRounds rounds).
func (s *levelSolve) polishHexes() {
	for range polishRounds {
		moved := false
		for i := range s.n {
			if s.fixed[i] >= 0 {
				continue
			}
			best, bc := s.label[i], s.local(i, s.label[i])
			for l := range s.nl {
				if c := s.local(i, l); c < bc-1e-9 {
					best, bc = l, c
				}
			}
			if best != s.label[i] {
				s.label[i], moved = best, true
			}
		}
		if !moved {
			return
		}
	}
}

// local returns the cost of hex i at label l with its neighbours as they
// are.
func (s *levelSolve) local(i, l int) float64 {
	c := s.unary(i, l)
	for _, k := range s.inc[i] {
		e := &s.edges[k]
		if e.a == i {
			c += e.pair(l, s.label[e.b])
		} else {
			c += e.pair(s.label[e.a], l)
		}
	}
	return c
}

// localMargin returns how much more hex i costs at its next-best level
// with its neighbours as they are (infinite for a seed).
func (s *levelSolve) localMargin(i int) float64 {
	if s.fixed[i] >= 0 {
		return math.Inf(1)
	}
	cur := s.local(i, s.label[i])
	m := math.Inf(1)
	for l := range s.nl {
		if l != s.label[i] {
			m = min(m, s.local(i, l)-cur)
		}
	}
	return m
}

// argminUp returns the index of the least of v, the highest of near ties
// (closed hollows are rarer than hills).
func argminUp(v []float64) int {
	best := 0
	for i, x := range v {
		if x <= v[best]+tieEps {
			best = i
		}
	}
	return best
}

// tieEps is how close two costs are to be a tie.
const tieEps = 1e-6

// secondMargin returns the least v[l] - v[at] over l != at.
func secondMargin(v []float64, at int) float64 {
	m := math.Inf(1)
	for l, x := range v {
		if l != at {
			m = min(m, x-v[at])
		}
	}
	return m
}

// order returns the hexes breadth first from the seeds (then any left).
func (s *levelSolve) order() []int {
	seen := make([]bool, s.n)
	var out []int
	for i, f := range s.fixed {
		if f >= 0 {
			seen[i] = true
			out = append(out, i)
		}
	}
	for start := 0; ; {
		for ; start < len(out); start++ {
			i := out[start]
			for _, k := range s.inc[i] {
				j := s.edges[k].a
				if j == i {
					j = s.edges[k].b
				}
				if !seen[j] {
					seen[j] = true
					out = append(out, j)
				}
			}
		}
		if len(out) == s.n {
			return out
		}
		for i := range s.n {
			if !seen[i] {
				seen[i] = true
				out = append(out, i)
				break
			}
		}
	}
}

// annealSweeps is the number of sweeps over the hexes of anneal.
const annealSweeps = 300

// anneal searches past the polished levels' local minimum: single hexes
// take random levels, a worse one accepted with a chance that falls as the
// search cools (simulated annealing, deterministic from a fixed seed); the
// best levels seen, polished, are kept.
func (s *levelSolve) anneal() {
	r := rand.New(rand.NewPCG(1, 2))
	best := slices.Clone(s.label)
	bestCost := s.cost()
	cur := bestCost
	sweeps := annealSweeps
	if s.sweeps > 0 {
		sweeps = s.sweeps
	}
	for sweep := range sweeps {
		temp := 1.5 * math.Pow(0.02/1.5, float64(sweep)/float64(sweeps-1))
		for i := range s.n {
			if s.fixed[i] >= 0 {
				continue
			}
			l := r.IntN(s.nl - 1)
			if l >= s.label[i] {
				l++
			}
			d := s.local(i, l) - s.local(i, s.label[i])
			if d <= 0 || r.Float64() < math.Exp(-d/temp) {
				s.label[i] = l
				cur += d
			}
		}
		if sweep%20 == 19 {
			s.polish()
			cur = s.cost()
		}
		if cur < bestCost-1e-9 {
			bestCost = cur
			copy(best, s.label)
		}
	}
	copy(s.label, best)
	s.polish()
}

// cost returns the total cost of the levels.
func (s *levelSolve) cost() float64 {
	c := 0.0
	for k := range s.edges {
		e := &s.edges[k]
		c += e.pair(s.label[e.a], s.label[e.b])
	}
	return c
}

// maxLinesOff caps how many lines one side's disagreement counts: a count
// far off is as wrong as one off by this much (a smudge read as a stack of
// lines says nothing more).
const maxLinesOff = 1

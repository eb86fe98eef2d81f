package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// The greedy spread below is one of the starting points of SolveLevels:
// hexes next to decided ones are decided by their neighbours' votes, most
// agreed first, then each is revisited until none changes. It follows sure
// counts well and is a good start where belief propagation loses its way.

// greedyLevels returns the spread's levels (labels less lo, clamped to
// 0..nl-1; a hex not reached takes -1).
func greedyLevels(g hexgrid.Grid, hexes []hexgrid.Offset, counts Counts, seeds map[hexgrid.Offset]int, lo, nl int) []int {
	pr := newPropagation(g, hexes, counts)
	for o, l := range seeds {
		if i, ok := pr.idx[o]; ok {
			pr.level[i], pr.known[i], pr.seed[i] = l, true, true
		}
	}
	pr.spread()
	pr.relax()
	out := make([]int, len(hexes))
	for i := range out {
		out[i] = -1
		if pr.known[i] {
			out[i] = min(nl-1, max(0, pr.level[i]-lo))
		}
	}
	return out
}

// propagation is the state of Propagate, hexes by index.
type propagation struct {
	g      hexgrid.Grid
	idx    map[hexgrid.Offset]int
	nbs    [][6]int  // neighbour index or -1
	cnt    [][6]int  // contour lines on that side (negative: not known)
	unsure [][6]bool // the count is unsure: it votes weakly
	dir    [][6]int  // +1 uphill, -1 downhill, 0 not told (Counts.High)
	level  []int
	known  []bool
	seed   []bool
}

func newPropagation(g hexgrid.Grid, hexes []hexgrid.Offset, counts Counts) *propagation {
	n := len(hexes)
	pr := &propagation{g: g, idx: make(map[hexgrid.Offset]int, n), nbs: make([][6]int, n), cnt: make([][6]int, n),
		unsure: make([][6]bool, n), dir: make([][6]int, n),
		level: make([]int, n), known: make([]bool, n), seed: make([]bool, n)}
	for i, o := range hexes {
		pr.idx[o] = i
	}
	for i, o := range hexes {
		for k, d := range g.Directions() {
			j, ok := pr.idx[g.Neighbor(o, d)]
			if !ok {
				j = -1
			}
			s := g.Side(o, d)
			pr.nbs[i][k] = j
			pr.cnt[i][k] = counts.Lines[s]
			pr.unsure[i][k] = counts.Unsure[s]
			if h := counts.High[s]; h != 0 && pr.cnt[i][k] > 0 {
				if s.Hex == o {
					h = -h // o higher: the hex across is downhill
				}
				pr.dir[i][k] = h
			}
		}
	}
	return pr
}

// spread decides unknown hexes next to known ones, most agreed first: each
// round, those with a decisive vote and the largest margin (the weight for
// their level less the runner-up's), else the one with the largest margin
// of all. A hex across one misread side waits until its other neighbours
// are known and can outvote it.
func (pr *propagation) spread() {
	type cand struct {
		i, level int
		margin   float64
		decisive bool
	}
	var frontier []cand
	for {
		frontier = frontier[:0]
		best := -1.0
		for i := range pr.level {
			if pr.known[i] {
				continue
			}
			l, top, second, hard := pr.vote(i)
			if top == 0 {
				continue
			}
			c := cand{i, l, top - second, hard >= 1 && top > second}
			frontier = append(frontier, c)
			if c.decisive {
				best = max(best, c.margin)
			}
		}
		if len(frontier) == 0 {
			return
		}
		if best >= 0 {
			for _, c := range frontier {
				if c.decisive && c.margin >= best {
					pr.level[c.i], pr.known[c.i] = c.level, true
				}
			}
			continue
		}
		pick := frontier[0]
		for _, c := range frontier[1:] {
			if c.margin > pick.margin {
				pick = c
			}
		}
		pr.level[pick.i], pr.known[pick.i] = pick.level, true
	}
}

// relax re-decides every unseeded hex from all its neighbours until none
// changes (at most 20 rounds).
func (pr *propagation) relax() {
	for range 20 {
		changed := false
		for i := range pr.level {
			if pr.seed[i] || !pr.known[i] {
				continue
			}
			if l, top, second, _ := pr.vote(i); top > second && l != pr.level[i] {
				pr.level[i], changed = l, true
			}
		}
		if !changed {
			return
		}
	}
}

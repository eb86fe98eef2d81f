package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Levels are elevation levels propagated from contour counts.
type Levels struct {
	// Level holds every hex reached from a seeded hex.
	Level map[hexgrid.Offset]int
	// Guessed marks hexes whose level is not confirmed: a neighbour across
	// a known count disagrees with it, or no chain of sure 0-count or told
	// sides joins it to a seed (only unsure counts, or only the
	// hill-or-hollow guess, reached it). To review, or to seed.
	Guessed map[hexgrid.Offset]bool
	// Unreached are hexes no chain of hexsides joins to a seeded hex.
	Unreached []hexgrid.Offset
	// Inconsistent are the canonical hexsides whose count disagrees with
	// the levels of its two hexes.
	Inconsistent []hexgrid.Hexside
}

// Counts are contour counts per canonical hexside as read from a scan.
type Counts struct {
	// Lines is the number of contour lines crossing the side (missing: 0,
	// the same level; negative: not known, the side does not vote).
	Lines map[hexgrid.Hexside]int
	// Unsure marks counts read unsure: they vote a quarter as much and make
	// no level sure.
	Unsure map[hexgrid.Hexside]bool
	// High tells which hex of the side is higher, as the print shows it: +1
	// the side's Hex, -1 the hex across, 0 or missing: not told.
	High map[hexgrid.Hexside]int
}

// Propagate spreads elevation levels over hexes (20-ft levels in ITW) from
// the seeded hexes over counts, the number of contour lines each canonical
// hexside crosses (missing: 0; negative: not known): PropagateCounts with
// every count sure and no side telling which hex is higher.
func Propagate(g hexgrid.Grid, hexes []hexgrid.Offset, counts map[hexgrid.Hexside]int, seeds map[hexgrid.Offset]int) Levels {
	return PropagateCounts(g, hexes, Counts{Lines: counts}, seeds)
}

// PropagateCounts spreads elevation levels (whole levels) from the seeded
// hexes. Every known neighbour votes for the level its side allows: its own
// across a 0-count side; across a side with c lines its level plus or minus
// c as the side's High tells, else half a vote each way (a count alone
// cannot tell a hill from a hollow). Hexes with a decisive vote (a 0-count
// or told side) are decided first, most agreed first, and only when none is
// left one hex on a guess (ties going up); then every hex is
// revisited until none would change, so one misread count is outvoted by
// the hex's other sides. A hex is sure when a chain of sure, decisive
// sides joins it to a seed and no known neighbour across a known count,
// sure or not, disagrees with it (Levels.Guessed). Sides whose count still disagrees are
// listed in Inconsistent; the map's hexside.contours check finds the same
// ones once the levels are saved.
func PropagateCounts(g hexgrid.Grid, hexes []hexgrid.Offset, counts Counts, seeds map[hexgrid.Offset]int) Levels {
	pr := newPropagation(g, hexes, counts)
	for o, l := range seeds {
		if i, ok := pr.idx[o]; ok {
			pr.level[i], pr.known[i], pr.seed[i] = l, true, true
		}
	}
	pr.spread()
	pr.relax()
	return pr.result(hexes)
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

// result collects the levels, the guesses and the sides that disagree.
func (pr *propagation) result(hexes []hexgrid.Offset) Levels {
	out := Levels{Level: map[hexgrid.Offset]int{}, Guessed: map[hexgrid.Offset]bool{}}
	sure := pr.sure()
	for i, o := range hexes {
		if !pr.known[i] {
			out.Unreached = append(out.Unreached, o)
			continue
		}
		out.Level[o] = pr.level[i]
		if !sure[i] {
			out.Guessed[o] = true
		}
		for k := range 3 {
			j := pr.nbs[i][k]
			if c := pr.cnt[i][k]; j >= 0 && pr.known[j] && c >= 0 && abs(pr.level[i]-pr.level[j]) != c {
				out.Inconsistent = append(out.Inconsistent, pr.g.Side(o, pr.g.Directions()[k]))
			}
		}
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// backDir returns the direction index from hex j to its neighbour i.
func (pr *propagation) backDir(j, i int) int {
	for k, x := range pr.nbs[j] {
		if x == i {
			return k
		}
	}
	return -1
}

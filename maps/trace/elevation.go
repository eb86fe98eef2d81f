package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Levels are elevation levels propagated from contour counts.
type Levels struct {
	// Level holds every hex reached from a seeded hex.
	Level map[hexgrid.Offset]int
	// Guessed marks hexes whose level the counts did not decide (their
	// known neighbours allowed going up or down as well; the higher level
	// was taken) and the hexes decided from those: to review, or to seed.
	Guessed map[hexgrid.Offset]bool
	// Unreached are hexes no chain of hexsides joins to a seeded hex.
	Unreached []hexgrid.Offset
	// Inconsistent are the canonical hexsides whose count disagrees with
	// the levels of its two hexes.
	Inconsistent []hexgrid.Hexside
}

// Propagate spreads elevation levels over hexes (20-ft levels in ITW) from
// the seeded hexes, reading counts as the number of contour lines each
// canonical hexside crosses (missing: 0, the same level; negative: not
// known, e.g. a count too unsure to use, so the side does not vote). Every known
// neighbour votes for the levels its side allows (its own across a 0-count
// side; its level plus or minus c across a side with c lines); hexes are
// decided most-agreed first, ties going up (flagged in Guessed), and then
// revisited until no hex would change, so one misread count is outvoted by
// the hex's other sides. Sides whose count still disagrees are listed in
// Inconsistent for review; the map's hexside.contours check finds the same
// ones once the levels are saved.
func Propagate(g hexgrid.Grid, hexes []hexgrid.Offset, counts map[hexgrid.Hexside]int, seeds map[hexgrid.Offset]int) Levels {
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
	g       hexgrid.Grid
	idx     map[hexgrid.Offset]int
	nbs     [][6]int // neighbour index or -1
	cnt     [][6]int // contour lines on that side
	level   []int
	known   []bool
	seed    []bool
	guessed []bool
}

func newPropagation(g hexgrid.Grid, hexes []hexgrid.Offset, counts map[hexgrid.Hexside]int) *propagation {
	n := len(hexes)
	pr := &propagation{g: g, idx: make(map[hexgrid.Offset]int, n), nbs: make([][6]int, n), cnt: make([][6]int, n),
		level: make([]int, n), known: make([]bool, n), seed: make([]bool, n), guessed: make([]bool, n)}
	for i, o := range hexes {
		pr.idx[o] = i
	}
	for i, o := range hexes {
		for k, d := range g.Directions() {
			j, ok := pr.idx[g.Neighbor(o, d)]
			if !ok {
				j = -1
			}
			pr.nbs[i][k] = j
			pr.cnt[i][k] = counts[g.Side(o, d)]
		}
	}
	return pr
}

// vote returns the level hex i's known neighbours agree on most, that
// level's weight and the runner-up's.
func (pr *propagation) vote(i int) (best int, top, second float64) {
	votes := map[int]float64{}
	for k, j := range pr.nbs[i] {
		if j < 0 || !pr.known[j] {
			continue
		}
		if c := pr.cnt[i][k]; c < 0 {
			continue
		} else if c == 0 {
			votes[pr.level[j]]++
		} else {
			votes[pr.level[j]+c] += 0.5
			votes[pr.level[j]-c] += 0.5
		}
	}
	for _, v := range votes {
		top = max(top, v)
	}
	first := true
	for l, v := range votes {
		if v == top && (first || l > best) {
			best, first = l, false
		}
	}
	for l, v := range votes {
		if l != best {
			second = max(second, v)
		}
	}
	return best, top, second
}

// spread decides unknown hexes next to known ones: all decisive ones each
// round, else the one with the largest margin (a guess if tied).
func (pr *propagation) spread() {
	for {
		type cand struct {
			i, level    int
			top, second float64
		}
		var frontier []cand
		for i := range pr.level {
			if pr.known[i] {
				continue
			}
			if l, top, second := pr.vote(i); top > 0 {
				frontier = append(frontier, cand{i, l, top, second})
			}
		}
		if len(frontier) == 0 {
			return
		}
		decided := false
		for _, c := range frontier {
			if c.top >= 1 && c.top > c.second {
				pr.level[c.i], pr.known[c.i] = c.level, true
				pr.guessed[c.i] = pr.fromGuess(c.i)
				decided = true
			}
		}
		if decided {
			continue
		}
		best := frontier[0]
		for _, c := range frontier[1:] {
			if c.top-c.second > best.top-best.second {
				best = c
			}
		}
		pr.level[best.i], pr.known[best.i] = best.level, true
		pr.guessed[best.i] = best.top == best.second || pr.fromGuess(best.i)
	}
}

// fromGuess reports whether some known neighbour of hex i is a guess.
func (pr *propagation) fromGuess(i int) bool {
	for _, j := range pr.nbs[i] {
		if j >= 0 && pr.known[j] && pr.guessed[j] {
			return true
		}
	}
	return false
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
			if l, top, second := pr.vote(i); top > second && l != pr.level[i] {
				pr.level[i], changed = l, true
			}
		}
		if !changed {
			return
		}
	}
}

// result collects the levels and the sides and seeds that disagree.
func (pr *propagation) result(hexes []hexgrid.Offset) Levels {
	out := Levels{Level: map[hexgrid.Offset]int{}, Guessed: map[hexgrid.Offset]bool{}}
	for i, o := range hexes {
		if !pr.known[i] {
			out.Unreached = append(out.Unreached, o)
			continue
		}
		out.Level[o] = pr.level[i]
		if pr.guessed[i] {
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

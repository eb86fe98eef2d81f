package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Levels are elevation levels solved from contour counts (SolveLevels).
type Levels struct {
	// Level holds every hex reached from a seeded hex.
	Level map[hexgrid.Offset]int
	// Guessed marks hexes whose level is not confirmed: another level, or
	// a shift of its region (a hill or a hollow), costs little more; no
	// chain of sure counts that fit joins it to a seed; its level moves
	// when one seed is left out (only that seed's paths hold it); or the
	// counts are not to be trusted anywhere: the sure counts do not fit
	// the solve as a whole, or the seeds' paths disagree (a seed left out
	// moves). To review, or to seed.
	Guessed map[hexgrid.Offset]bool
	// Unreached are hexes no chain of hexsides joins to a seeded hex.
	Unreached []hexgrid.Offset
	// Inconsistent are the canonical hexsides whose count disagrees with
	// the levels of its two hexes.
	Inconsistent []hexgrid.Hexside
	// Cost is the weighted disagreement of the levels with the counts
	// (SolveLevels); 0 when every count fits.
	Cost float64
	// Index is what the lines' widths told (Counts.Widths; Every 0: no
	// index lines used).
	Index IndexLines
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
	// Conf is the confidence 0..1 of each count as read; it weighs the
	// count's vote. Missing: 1, or unsureConf when the count is Unsure.
	Conf map[hexgrid.Hexside]float64
	// Widths are the widths in mm of the lines read on each side (as many
	// as its count at most; contourwidth.go), or nil: printed maps draw
	// every few lines thicker (index lines), which pins levels.
	Widths map[hexgrid.Hexside][]float64
	// Others are the other counts the readers read on a side whose count
	// is Unsure (readeralts.go), or nil: with readerAlts the levels may
	// imply one of them at altShare of the count's weight.
	Others map[hexgrid.Hexside][]int
	// Costs are, per side, the cost (in count weights) of levels implying
	// 0, 1, 2, 3 or more lines there, in place of one weight for any count
	// but the read one; nil: none.
	Costs map[hexgrid.Hexside]*[4]float64
}

// Propagate solves elevation levels over hexes (20-ft levels in ITW) from
// the seeded hexes over counts, the number of contour lines each canonical
// hexside crosses (missing: 0; negative: not known): PropagateCounts with
// every count sure and no side telling which hex is higher.
func Propagate(g hexgrid.Grid, hexes []hexgrid.Offset, counts map[hexgrid.Hexside]int, seeds map[hexgrid.Offset]int) Levels {
	return PropagateCounts(g, hexes, Counts{Lines: counts}, seeds)
}

// PropagateCounts solves elevation levels (whole levels) from the seeded
// hexes: SolveLevels with the levels bounded from 0 (or the lowest seed
// when lower) to defaultHeadroom above the highest seed.
func PropagateCounts(g hexgrid.Grid, hexes []hexgrid.Offset, counts Counts, seeds map[hexgrid.Offset]int) Levels {
	return SolveLevels(g, hexes, counts, seeds, defaultRange(seeds))
}

// defaultHeadroom is how many levels above the highest seed a solve with
// no stated range may go.
const defaultHeadroom = 5

// defaultRange is the level range of a solve that states none.
func defaultRange(seeds map[hexgrid.Offset]int) LevelRange {
	r := LevelRange{}
	first := true
	for _, l := range seeds {
		if first {
			r.Lo, r.Hi, first = min(0, l), l, false
		}
		r.Lo, r.Hi = min(r.Lo, l), max(r.Hi, l)
	}
	r.Hi = max(r.Hi, r.Lo) + defaultHeadroom
	return r
}

// unsureConf is the confidence of an Unsure count whose confidence is not
// given.
const unsureConf = 0.1

// SolveLevels gives every hex a whole level in rng (a seed outside it
// widens it) with the seeded hexes kept: the levels whose implied counts,
// |level a - level b| on each side, disagree least with the counts read
// (missing: 0; negative: not known, no vote), each disagreement weighed by
// the count's confidence and by how many lines it is off, a told High the
// wrong way costing one line more. Implied counts always fit at the
// corners, so every corner is consistent. A hex is Guessed when another
// level costs it little more (a hill or a hollow the counts cannot tell
// apart, or counts that disagree); Inconsistent lists the sides whose read
// count differs from the solved levels, to review. The paths from each
// seed are checked by searching again with each seed left out (at most
// maxLeaveOut seeds; leaveOneOut): a level that moves is a guess, and a
// seed that moves (the other seeds' paths put it elsewhere: a contour line
// missed all along fits every corner) makes every level a guess. Hexes no
// chain of known counts joins to a seed are Unreached.
func SolveLevels(g hexgrid.Grid, hexes []hexgrid.Offset, counts Counts, seeds map[hexgrid.Offset]int, rng LevelRange) Levels {
	idx := make(map[hexgrid.Offset]int, len(hexes))
	for i, o := range hexes {
		idx[o] = i
	}
	for _, l := range seeds {
		rng.Lo, rng.Hi = min(rng.Lo, l), max(rng.Hi, l)
	}
	s := &levelSolve{n: len(hexes), nl: rng.Hi - rng.Lo + 1, lo: rng.Lo, inc: make([][]int, len(hexes)), fixed: make([]int, len(hexes))}
	for i := range s.fixed {
		s.fixed[i] = -1
	}
	for o, l := range seeds {
		if i, ok := idx[o]; ok {
			s.fixed[i] = l - rng.Lo
		}
	}
	var sides []hexgrid.Hexside
	for i, o := range hexes {
		for _, d := range g.Directions() {
			sd := g.Side(o, d)
			if sd.Hex != o {
				continue
			}
			_, b := g.SideHexes(sd)
			j, ok := idx[b]
			if !ok {
				continue
			}
			e := edge{a: i, b: j, c: counts.Lines[sd], w: countWeight(counts, sd)}
			if e.c < 0 {
				e.w = 0 // not known: no vote (edge.pair)
			}
			if counts.Unsure[sd] && e.c >= 0 {
				e.alt = altMask(counts.Others[sd], e.c)
			}
			if c := counts.Costs[sd]; c != nil && e.c >= 0 {
				e.costs = c
			}
			if h := counts.High[sd]; h != 0 && e.c > 0 {
				e.dir = h
			}
			s.inc[i] = append(s.inc[i], len(s.edges))
			s.inc[j] = append(s.inc[j], len(s.edges))
			s.edges = append(s.edges, e)
			sides = append(sides, sd)
		}
	}
	reached := s.reached()
	s.start = greedyLevels(g, hexes, counts, seeds, rng.Lo, s.nl)
	s.solve()
	var ix IndexLines
	if len(counts.Widths) > 0 {
		ix = s.useIndexLines(counts.Widths, sides)
	}
	held, conflict := s.leaveOneOut()
	sure := func(k int) bool { return !counts.Unsure[sides[k]] }
	chained := s.chained(sure)
	// Counts that do not fit themselves: when more than misfitShare of the
	// sure counts disagree with the best levels, the reading is not to be
	// trusted anywhere and every level is a guess.
	nSure, nMisfit := 0, 0
	for k, e := range s.edges {
		if e.c >= 0 && sure(k) {
			nSure++
			if abs(s.label[e.a]-s.label[e.b]) != e.c {
				nMisfit++
			}
		}
	}
	distrust := float64(nMisfit) > misfitShare*float64(nSure) || conflict
	out := Levels{Level: map[hexgrid.Offset]int{}, Guessed: map[hexgrid.Offset]bool{}, Cost: s.cost(), Index: ix}
	for i, o := range hexes {
		if !reached[i] {
			out.Unreached = append(out.Unreached, o)
			continue
		}
		out.Level[o] = s.label[i] + rng.Lo
		if s.margin[i] < min(ambiguousMargin, s.sureSides(i, sure)) || !chained[i] || held[i] || distrust && s.fixed[i] < 0 {
			out.Guessed[o] = true
		}
	}
	for k, e := range s.edges {
		if e.c >= 0 && reached[e.a] && reached[e.b] && abs(s.label[e.a]-s.label[e.b]) != e.c {
			out.Inconsistent = append(out.Inconsistent, sides[k])
		}
	}
	return out
}

// countWeight is the weight of side sd's count in a solve: full for a
// count read sure, else by its confidence.
func countWeight(c Counts, sd hexgrid.Hexside) float64 {
	if v, ok := c.Conf[sd]; ok {
		if !c.Unsure[sd] {
			return sureWeight
		}
		return confWeight(v)
	}
	if c.Unsure[sd] {
		return confWeight(unsureConf)
	}
	return 1
}

// chained marks the hexes a chain of sure counts (sure(edge)) that fit the
// solved levels joins to a seed.
func (s *levelSolve) chained(sure func(k int) bool) []bool {
	return s.fromSeeds(func(k int) bool {
		e := s.edges[k]
		return e.c >= 0 && sure(k) && abs(s.label[e.a]-s.label[e.b]) == e.c
	})
}

// reached marks the hexes a chain of known counts joins to a seed.
func (s *levelSolve) reached() []bool {
	return s.fromSeeds(func(k int) bool { return s.edges[k].c >= 0 })
}

// fromSeeds marks the hexes joined to a seed by a chain of the edges that
// follow keeps (breadth first from every seeded hex).
func (s *levelSolve) fromSeeds(follow func(k int) bool) []bool {
	r := make([]bool, s.n)
	var queue []int
	for i, f := range s.fixed {
		if f >= 0 {
			r[i] = true
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, k := range s.inc[i] {
			if !follow(k) {
				continue
			}
			j := s.edges[k].a
			if j == i {
				j = s.edges[k].b
			}
			if !r[j] {
				r[j] = true
				queue = append(queue, j)
			}
		}
	}
	return r
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// confWeight maps a count's confidence to its weight in a solve.
func confWeight(v float64) float64 {
	v = min(1, max(0, v))
	return minWeight + (1-minWeight)*v
}

// misfitShare is the share of sure counts that may disagree with solved
// levels before every level of the solve is a guess.
const misfitShare = 0.02

// sureWeight is the weight of a count read sure.
const sureWeight = 1

// minWeight is the weight of a count read with no confidence at all.
const minWeight = 0.05

// sureSides counts the sure sides of hex i with a count read: a level
// moved costs at most that many, so a hex on the map's edge or corner with
// every sure side fitting is as sure as its sides allow (the margin is
// capped there rather than flagging it).
func (s *levelSolve) sureSides(i int, sure func(k int) bool) float64 {
	n := 0
	for _, k := range s.inc[i] {
		if s.edges[k].c >= 0 && sure(k) {
			n++
		}
	}
	return float64(n)
}

package trace

import (
	"cmp"
	"maps"
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Index lines in the level solve. Every n-th contour is printed thicker,
// at the levels k with k = phase (mod n): an index line between two hexes
// pins their levels modulo n, so a side read as one line where two cross
// (one of them an index line) costs more, and a hill tells itself from a
// hollow where no seed lies inside its closed contour (its top line is an
// index line or not). The sheet's n and phase are not known beforehand
// (not every map prints index lines; a legend rarely states them): the
// levels solved from the counts alone say which of the lines found on a
// side would be index lines under each (n, phase), and the pair that
// parts the measured widths best, if it parts them well, is taken. Its two
// classes of widths (log width, one spread) then weigh each side's lines
// as index or normal, and the levels are solved again with that evidence.

// IndexLines is what a solve read from the contour lines' widths.
type IndexLines struct {
	// Every is n, the interval between index lines in levels (0: the
	// widths told nothing, no index lines used), Phase the level modulo
	// Every an index line lies at.
	Every, Phase int
	// Normal, Index are the two classes' mean log widths (mm), Spread
	// their pooled standard deviation; T how far apart the classes are
	// (Welch's t).
	Normal, Index, Spread, T float64
	// Reads are the sides whose lines the classes weigh.
	Reads map[hexgrid.Hexside]IndexRead
}

// IndexRead is what the widths of one side's lines tell: of the lines
// found (Found), how many are index lines (Index), and how sure that is,
// 0..1 (the least sure of the lines).
type IndexRead struct {
	Found, Index int
	Conf         float64
}

// The (n, phase) pairs tried, and what a pair must show to be taken: at
// least indexMinLines single lines in each class, the classes' means at
// least indexMinRatio apart (index over normal width) and indexMinT apart
// in Welch's t.
const (
	indexMaxEvery = 5
	indexMinLines = 4
	indexMinRatio = 1.3
	indexMinT     = 5.0
)

// indexLLR is the log-likelihood ratio at which a line's class is sure;
// indexWeight the weight of a side whose lines' classes are all sure and
// disagree with the levels, in sure-count units. Printed-style seeds
// 21-30 at 150 dpi (moderate, heavy): weights 0.25, 0.5 and 1 gave the
// same levels to within two hexes in 3,840.
const (
	indexLLR    = 2.0
	indexWeight = 0.5
)

// indexTerm is one side's index evidence in a solve.
type indexTerm struct {
	found, index int
	w            float64
	// every, phase: the sheet's index lines; lo the solve's lowest level
	// (labels are levels less lo).
	every, phase, lo int
	// tab is the edge's whole cost at labels (la, lb), tab[la*nl+lb]:
	// its count's (edge.countPair) and t's.
	tab []float64
	nl  int
}

// fill tabulates edge e's cost with t over nl labels.
func (t *indexTerm) fill(e *edge, nl int) {
	t.nl = nl
	t.tab = make([]float64, nl*nl)
	for la := range nl {
		for lb := range nl {
			t.tab[la*nl+lb] = e.countPair(la, lb) + t.cost(la, lb)
		}
	}
}

// indexBetween counts the levels k with lo < k <= hi and k = phase (mod
// every): the index lines between a hex at lo and one at hi.
func indexBetween(lo, hi, every, phase int) int {
	return floorDiv(hi-phase, every) - floorDiv(lo-phase, every)
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// cost is the cost of index evidence t on a side between hexes at labels
// la and lb: its weight when the lines read
// as index lines are more than the levels put there, or fewer while every
// line the levels put there was found.
func (t *indexTerm) cost(la, lb int) float64 {
	lo, hi := min(la, lb)+t.lo, max(la, lb)+t.lo
	if lo == hi {
		return 0
	}
	m := indexBetween(lo, hi, t.every, t.phase)
	if t.index > m || t.index < m && t.found >= hi-lo {
		return t.w
	}
	return 0
}

// fitIndexLines finds the sheet's index lines from the widths (side ->
// widths of its lines, sideLines) and the levels solved without them
// (absolute, by side's two hexes through levelOf): for each interval n,
// the phase that parts the widths best, if it parts them well (Welch's t
// at least indexMinT), best first; none when no n does.
func fitIndexLines(widths map[hexgrid.Hexside][]float64, levelOf func(hexgrid.Hexside) (int, int, bool)) []IndexLines {
	type side struct {
		lw     []float64 // log widths, widest first
		la, lb int
	}
	order := slices.SortedFunc(maps.Keys(widths), compareSides)
	var known []side
	for _, sd := range order {
		ws := widths[sd]
		la, lb, ok := levelOf(sd)
		if !ok || len(ws) != abs(la-lb) || !(ws[len(ws)-1] > 0) {
			continue
		}
		lw := make([]float64, len(ws))
		for i, w := range ws {
			lw[i] = math.Log(w)
		}
		known = append(known, side{lw, la, lb})
	}
	var out []IndexLines
	for every := 2; every <= indexMaxEvery; every++ {
		best := IndexLines{}
		for phase := range every {
			var s, ss [2]float64
			var n [2]int
			for _, l := range known {
				// Where the levels put m index lines among a side's
				// lines, they are its m widest.
				m := indexBetween(min(l.la, l.lb), max(l.la, l.lb), every, phase)
				for i, v := range l.lw {
					c := 0
					if i < m {
						c = 1
					}
					s[c] += v
					ss[c] += v * v
					n[c]++
				}
			}
			if n[0] < indexMinLines || n[1] < indexMinLines {
				continue
			}
			var mu, v [2]float64
			for c := range 2 {
				mu[c] = s[c] / float64(n[c])
				v[c] = max(1e-6, ss[c]/float64(n[c])-mu[c]*mu[c])
			}
			t := (mu[1] - mu[0]) / math.Sqrt(v[0]/float64(n[0])+v[1]/float64(n[1]))
			if t > best.T && math.Exp(mu[1]-mu[0]) >= indexMinRatio {
				sd := math.Sqrt((v[0]*float64(n[0]) + v[1]*float64(n[1])) / float64(n[0]+n[1]))
				best = IndexLines{Every: every, Phase: phase, Normal: mu[0], Index: mu[1], Spread: sd, T: t}
			}
		}
		if best.T < indexMinT {
			continue
		}
		best.Reads = map[hexgrid.Hexside]IndexRead{}
		for sd, ws := range widths {
			r := IndexRead{Found: len(ws), Conf: 1}
			for _, w := range ws {
				llr := best.llr(w)
				if llr > 0 {
					r.Index++
				}
				r.Conf = min(r.Conf, math.Abs(llr)/indexLLR)
			}
			if r.Found > 0 {
				best.Reads[sd] = r
			}
		}
		out = append(out, best)
	}
	slices.SortStableFunc(out, func(a, b IndexLines) int { return cmp.Compare(b.T, a.T) })
	return out
}

// compareSides orders hexsides by hex (column, row) and direction.
func compareSides(a, b hexgrid.Hexside) int {
	if c := cmp.Compare(a.Hex.Col, b.Hex.Col); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Hex.Row, b.Hex.Row); c != 0 {
		return c
	}
	return cmp.Compare(a.Dir, b.Dir)
}

// llr is the log-likelihood ratio of a line w mm wide being an index line
// rather than a normal one (0 for no width).
func (x IndexLines) llr(w float64) float64 {
	if !(w > 0) || !(x.Spread > 0) {
		return 0
	}
	lw := math.Log(w)
	d0, d1 := (lw-x.Normal)/x.Spread, (lw-x.Index)/x.Spread
	return (d0*d0 - d1*d1) / 2
}

// useIndexLines fits the sheet's index lines to the widths read on sides
// (edge k is sides[k]) and the levels solved so far, and when the widths
// part into index and normal lines, weighs every side's lines by them and
// solves again. The interval and phase fitted to levels solved without
// the widths follow those levels where they are wrong (a plain solved as
// a plateau fits a phase one level off, or another interval): every phase
// of every interval that parts the widths is solved with them, from the
// same start, and the cheapest kept (the better fit on a tie).
func (s *levelSolve) useIndexLines(widths map[hexgrid.Hexside][]float64, sides []hexgrid.Hexside) IndexLines {
	at := make(map[hexgrid.Hexside]int, len(sides))
	for k, sd := range sides {
		at[sd] = k
	}
	fits := fitIndexLines(widths, func(sd hexgrid.Hexside) (int, int, bool) {
		k, ok := at[sd]
		if !ok {
			return 0, 0, false
		}
		e := s.edges[k]
		return s.label[e.a] + s.lo, s.label[e.b] + s.lo, true
	})
	if len(fits) == 0 {
		return IndexLines{}
	}
	first := slices.Clone(s.label)
	var best IndexLines
	var bestLabel []int
	bestCost := math.Inf(1)
	// The candidates are told apart by a shorter search (indexSweeps of
	// annealing, from the belief propagation's decoding alone); the one
	// kept is solved in full.
	s.sweeps, s.start = indexSweeps, nil
	for _, fit := range fits {
		for d := range fit.Every {
			fit.Phase = (fit.Phase + min(d, 1)) % fit.Every // the fitted phase first, then the others in turn
			s.setIndex(fit, at)
			s.solve()
			if c := s.cost(); c < bestCost-tieEps {
				best, bestCost, bestLabel = fit, c, slices.Clone(s.label)
			}
		}
	}
	s.sweeps = 0
	s.setIndex(best, at)
	s.start = first
	if s.solve(); s.cost() > bestCost {
		// The full search from the first levels found no cheaper levels
		// than the short one: keep those, with their margins.
		s.start = bestLabel
		s.solve()
	}
	return best
}

// indexSweeps is the annealing of the short solves that choose between the
// index lines' intervals and phases.
const indexSweeps = 40

// setIndex weighs every side's lines by the index lines x (sides by edge,
// at).
func (s *levelSolve) setIndex(x IndexLines, at map[hexgrid.Hexside]int) {
	for k := range s.edges {
		s.edges[k].ix = nil
	}
	for sd, r := range x.Reads {
		k, ok := at[sd]
		if !ok || !(r.Conf > 0) {
			continue
		}
		ix := &indexTerm{found: r.Found, index: r.Index, w: indexWeight * r.Conf, every: x.Every, phase: x.Phase, lo: s.lo}
		ix.fill(&s.edges[k], s.nl)
		s.edges[k].ix = ix
	}
}

package printgen

import (
	"cmp"
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// IndexStyle is how a generator prints its index lines: every Every-th
// level (levels k with k = 0 mod Every) Index mm wide, the others Normal
// mm wide.
type IndexStyle struct {
	Every         int
	Normal, Index float64
}

// TrueWidths gives every side of known map t that lines cross the widths
// its lines print at under st, by the known levels, narrowest level first.
func TrueWidths(t *scangen.Truth, st IndexStyle) map[hexgrid.Hexside][]float64 {
	out := map[hexgrid.Hexside][]float64{}
	for sd := range t.Contours {
		a, b := t.Geo.Grid.SideHexes(sd)
		la, oka := t.Level[a]
		lb, okb := t.Level[b]
		if !oka || !okb {
			continue
		}
		for k := min(la, lb) + 1; k <= max(la, lb); k++ {
			w := st.Normal
			if k%st.Every == 0 {
				w = st.Index
			}
			out[sd] = append(out[sd], w)
		}
	}
	return out
}

// TrueProposal is known map t's proposal as a perfect reader would give
// it: every hex's terrain, every side's true contour count, sure, and the
// widths of its lines from widths (widest first; none when nil).
func TrueProposal(t *scangen.Truth, widths map[hexgrid.Hexside][]float64) *trace.Proposal {
	p := &trace.Proposal{Uncertain: 0.25}
	for _, o := range t.Hexes {
		p.Hexes = append(p.Hexes, trace.HexProposal{Hex: o, Terrain: t.Terrain[o], Confidence: 1})
	}
	for _, o := range t.Hexes {
		for _, d := range t.Geo.Grid.Directions() {
			s := t.Geo.Grid.Side(o, d)
			if s.Hex != o {
				continue
			}
			_, b := t.Geo.Grid.SideHexes(s)
			if _, ok := t.Level[b]; !ok {
				continue
			}
			sp := trace.SideProposal{Side: s, Contours: t.Contours[s], ContourConf: 1, WaterConf: 1, RoadConf: 1}
			copy(sp.ContourWidths[:], widths[s])
			slices.SortFunc(sp.ContourWidths[:], func(a, b float64) int { return cmp.Compare(b, a) })
			p.Sides = append(p.Sides, sp)
		}
	}
	return p
}

// LevelScore is how one proposal's levels come out on a known map: from
// the three fixed seeds (ThreeSeeds) and summed over the RandomTriples
// triples (TripleSeeds); right and wrong-and-not-guessed levels, and how
// many were scored.
type LevelScore struct {
	Right, WrongSure, All                   int
	TripleRight, TripleWrongSure, TripleAll int
}

// Add adds o's counts to s.
func (s *LevelScore) Add(o LevelScore) {
	s.Right += o.Right
	s.WrongSure += o.WrongSure
	s.All += o.All
	s.TripleRight += o.TripleRight
	s.TripleWrongSure += o.TripleWrongSure
	s.TripleAll += o.TripleAll
}

// ScoreLevels solves p's levels on known map t from the three fixed seeds
// and from each random triple, with the lines' widths (ElevationsIndexed)
// when indexed is set, and scores them. The last solve's index lines are
// returned beside the score (from the three fixed seeds).
// Errors: a hex the map cannot name, a solve that fails.
func ScoreLevels(t *scangen.Truth, p *trace.Proposal, indexed bool) (LevelScore, trace.IndexLines, error) {
	solve := p.ElevationsIn
	if indexed {
		solve = p.ElevationsIndexed
	}
	var s LevelScore
	seeds, rng, err := ThreeSeeds(t)
	if err != nil {
		return s, trace.IndexLines{}, err
	}
	e, err := solve(t.Geo, seeds, p.Uncertain, &rng)
	if err != nil {
		return s, trace.IndexLines{}, err
	}
	if s.Right, s.WrongSure, err = levelTally(t, e); err != nil {
		return s, trace.IndexLines{}, err
	}
	s.All = len(t.Hexes)
	if s.TripleRight, s.TripleWrongSure, s.TripleAll, err = tripleTally(t, solve, p.Uncertain); err != nil {
		return s, trace.IndexLines{}, err
	}
	return s, e.Index, nil
}

// SingleLineWidths returns the widths p read on the sides of known map t
// that one line crosses and were read as one line with a width, by the
// line's true class: normal lines, and index lines (every every-th level).
func SingleLineWidths(t *scangen.Truth, every int, p *trace.Proposal) (normal, index []float64) {
	g := t.Geo.Grid
	for _, s := range p.Sides {
		a, b := g.SideHexes(s.Side)
		la, oka := t.Level[a]
		lb, okb := t.Level[b]
		if !oka || !okb || la-lb != 1 && lb-la != 1 || s.Contours != 1 || s.ContourWidths[0] == 0 {
			continue
		}
		if max(la, lb)%every == 0 {
			index = append(index, s.ContourWidths[0])
		} else {
			normal = append(normal, s.ContourWidths[0])
		}
	}
	return normal, index
}

// IdealSplit returns how many of the widths lie on the wrong side of the
// geometric mean of the two classes' medians (the best a threshold known
// per sheet could do), of how many, and the ratio of the medians (index
// over normal); none when a class is empty.
func IdealSplit(normal, index []float64) (wrong, of int, ratio float64) {
	if len(normal) == 0 || len(index) == 0 {
		return 0, 0, 0
	}
	mn, mi := medianOf(normal), medianOf(index)
	thr := math.Sqrt(mn * mi)
	for _, v := range normal {
		if v > thr {
			wrong++
		}
	}
	for _, v := range index {
		if v <= thr {
			wrong++
		}
	}
	return wrong, len(normal) + len(index), mi / mn
}

// medianOf returns the upper median of v (NaN when v is empty).
func medianOf(v []float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

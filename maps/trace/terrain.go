package trace

import (
	"fmt"
	"math"
	"slices"
)

// minSamples is the fewest usable interior samples a hex needs for a
// terrain proposal with any confidence.
const minSamples = 20

// terrainModel classifies a hex by its histogram of colour codes.
type terrainModel struct {
	cb    *codebook
	types []string    // sorted
	means [][]float64 // per type, mean normalised histogram of its examples
	// symbols: per type, the symbol ink shares its examples showed.
	symbols []symbolRange
}

// hexSamples are the codes of one hex's interior samples, by sector.
type hexSamples struct {
	codes   []int // -1: line ink
	sectors []int
	symbols float64 // share of symbol ink (symbolShare)
}

// readHex samples hex interior pattern pts at place h.
func readHex(p pixels, h hexPlace, pts []samplePoint, cb *codebook, out *hexSamples) {
	out.codes, out.sectors = out.codes[:0], out.sectors[:0]
	cols := make([][3]float64, 0, len(pts))
	for _, s := range pts {
		x, y := h.px(s.x, s.y)
		c := p.at(x, y)
		k := cb.nearest(c)
		if k >= 0 {
			cols = append(cols, c)
		}
		out.codes = append(out.codes, k)
		out.sectors = append(out.sectors, s.sector)
	}
	out.symbols = symbolShare(cols, make([]float64, 0, len(cols)))
}

// histogram returns the normalised code histogram of the samples in sector
// sec (-1: all) and how many samples it counts.
func histogram(s *hexSamples, k, sec int) ([]float64, int) {
	h := make([]float64, k)
	n := 0
	for i, c := range s.codes {
		if c < 0 || sec >= 0 && s.sectors[i] != sec {
			continue
		}
		h[c]++
		n++
	}
	if n > 0 {
		for i := range h {
			h[i] /= float64(n)
		}
	}
	return h, n
}

// newTerrainModel learns the types' histograms from their examples' samples.
func newTerrainModel(cb *codebook, examples map[string][]*hexSamples) (*terrainModel, error) {
	if len(examples) < 2 {
		return nil, fmt.Errorf("teach terrain: %d types taught, want at least 2", len(examples))
	}
	k := cb.size()
	m := &terrainModel{cb: cb}
	for t := range examples {
		m.types = append(m.types, t)
	}
	slices.Sort(m.types)
	for _, t := range m.types {
		mean := make([]float64, k)
		used := 0
		var shares []float64
		for _, s := range examples[t] {
			shares = append(shares, s.symbols)
			h, n := histogram(s, k, -1)
			if n < minSamples {
				continue
			}
			used++
			for i := range mean {
				mean[i] += h[i]
			}
		}
		if used == 0 {
			return nil, fmt.Errorf("teach terrain %s: no example hex has %d readable samples", t, minSamples)
		}
		for i := range mean {
			mean[i] /= float64(used)
		}
		m.means = append(m.means, mean)
		m.symbols = append(m.symbols, newSymbolRange(shares))
	}
	return m, nil
}

// classify returns the best type for histogram h and a confidence: how much
// nearer the best type's mean is than the runner-up's (0 tie .. 1).
func (m *terrainModel) classify(h []float64) (int, float64) {
	d1, d2, best := math.Inf(1), math.Inf(1), 0
	for t, mean := range m.means {
		d := 0.0
		for i := range h {
			d += math.Abs(h[i] - mean[i])
		}
		switch {
		case d < d1:
			d2, d1, best = d1, d, t
		case d < d2:
			d2 = d
		}
	}
	if d2 == 0 || math.IsInf(d2, 1) {
		return best, 0
	}
	return best, (d2 - d1) / d2
}

// cover returns the share of sector sec's samples whose code is more typical
// of type t than of type other.
func (m *terrainModel) cover(s *hexSamples, t, other, sec int) float64 {
	n, hit := 0, 0
	for i, c := range s.codes {
		if c < 0 || s.sectors[i] != sec {
			continue
		}
		n++
		if m.means[t][c] > m.means[other][c] {
			hit++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(hit) / float64(n)
}

// hexTerrain proposes the terrain of one hex under rule.
func (m *terrainModel) hexTerrain(s *hexSamples, rule SliverRule) (string, float64) {
	h, n := histogram(s, m.cb.size(), -1)
	if n < minSamples {
		return "", 0
	}
	best, conf := m.classify(h)
	if !m.symbols[best].fits(s.symbols) {
		// Tint and symbols disagree, flagged. More symbol ink than the
		// type's examples showed keeps the tint's type: a few examples
		// do not span how densely crowns or scribbles are drawn, and
		// labels, roads and line ink add dark samples. Less than they
		// showed (a bare hex under a tint like a town's or a thicket's)
		// takes the nearest tint whose art fits (measured in symbols.go).
		if s.symbols > m.symbols[best].hi {
			return m.types[best], 0
		}
		return m.types[m.bySymbols(h, s.symbols, best)], 0
	}
	if !rule.Any {
		return m.types[best], conf
	}
	for _, name := range rule.Types {
		t, ok := slices.BinarySearch(m.types, name)
		if !ok || t == best {
			continue
		}
		top := 0.0
		for sec := range 6 {
			top = max(top, m.cover(s, t, best, sec))
		}
		if top >= rule.MinCover {
			return name, min(1, (top-rule.MinCover)/rule.MinCover)
		}
		// Just short of a sliver: as unsure as the margin.
		conf = min(conf, (rule.MinCover-top)/rule.MinCover)
	}
	return m.types[best], conf
}

// bySymbols returns the type nearest histogram h among those whose symbol
// share range holds share, or best when none does.
func (m *terrainModel) bySymbols(h []float64, share float64, best int) int {
	out, od := best, math.Inf(1)
	for t, mean := range m.means {
		if !m.symbols[t].fits(share) {
			continue
		}
		d := 0.0
		for i := range h {
			d += math.Abs(h[i] - mean[i])
		}
		if d < od {
			out, od = t, d
		}
	}
	return out
}

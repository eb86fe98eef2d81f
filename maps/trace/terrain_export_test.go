package trace

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TerrainStat is one hex's terrain reading, for the terrain diagnostic:
// the type its tint alone is nearest (Tint, with the tint margin
// TintConf), the L1 distance of its code histogram to each taught type
// (Dist, in Types order), its symbol share and the taught types' symbol
// ranges, and what the tracer proposes.
type TerrainStat struct {
	Hex        hexgrid.Offset
	Types      []string
	Dist       []float64
	Tint       string
	TintConf   float64
	Symbols    float64
	SymLo      []float64
	SymHi      []float64
	Terrain    string
	Confidence float64
}

// TerrainStats reads every hex of job as Trace does and returns its
// reading.
func TerrainStats(job Job) ([]TerrainStat, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	m := t.model
	var out []TerrainStat
	hs := &hexSamples{}
	buf := make([]float64, 0, len(t.pattern))
	for _, o := range t.hexList() {
		p, _ := t.traceHex(o, hs, buf)
		h, _ := histogram(hs, m.cb.size(), -1)
		best, conf := m.classify(h)
		st := TerrainStat{Hex: o, Types: m.types, Tint: m.types[best], TintConf: conf, Symbols: hs.symbols,
			Terrain: p.Terrain, Confidence: p.Confidence}
		for ti, mean := range m.means {
			d := 0.0
			for i := range h {
				d += math.Abs(h[i] - mean[i])
			}
			st.Dist = append(st.Dist, d)
			st.SymLo = append(st.SymLo, m.symbols[ti].lo)
			st.SymHi = append(st.SymHi, m.symbols[ti].hi)
		}
		out = append(out, st)
	}
	return out, nil
}

// WaterComponents labels p's water sides by stream (see waterComponents).
func WaterComponents(g hexgrid.Grid, p *Proposal) ([]int, int) { return waterComponents(g, p.Sides) }

// StreamStrength is streamStrength of p's sides.
func StreamStrength(g hexgrid.Grid, p *Proposal) float64 { return streamStrength(g, p.Sides) }

// SymbolRangeFits reports whether share s fits the symbol range taught by
// examples with shares.
func SymbolRangeFits(shares []float64, s float64) bool { return newSymbolRange(shares).fits(s) }

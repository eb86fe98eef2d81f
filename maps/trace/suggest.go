package trace

import (
	"cmp"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Suggestion is a hex proposed as a further example of a terrain type, for
// the designer to confirm before teaching it.
type Suggestion struct {
	Terrain    string
	Hex        hexgrid.Offset
	Confidence float64
}

// SuggestExamples proposes up to n further examples of every type the
// proposal holds: its surest hexes of that type, none of them within two
// hexes of another suggestion or of a hex in taught (so the examples cover
// the sheet rather than one patch), surest first within each type, types
// in name order. A designer who taught one hex per type confirms these and
// traces again.
func (p *Proposal) SuggestExamples(g hexgrid.Grid, taught []hexgrid.Offset, n int) []Suggestion {
	byType := map[string][]HexProposal{}
	for _, h := range p.Hexes {
		if h.Terrain != "" && p.Sure(h.Confidence) {
			byType[h.Terrain] = append(byType[h.Terrain], h)
		}
	}
	var out []Suggestion
	for _, ty := range sortedKeys(byType) {
		hs := byType[ty]
		slices.SortStableFunc(hs, func(a, b HexProposal) int { return cmp.Compare(b.Confidence, a.Confidence) })
		taken := slices.Clone(taught)
		k := 0
		for _, h := range hs {
			if k == n {
				break
			}
			if slices.ContainsFunc(taken, func(o hexgrid.Offset) bool { return g.Distance(o, h.Hex) <= 2 }) {
				continue
			}
			taken = append(taken, h.Hex)
			out = append(out, Suggestion{Terrain: ty, Hex: h.Hex, Confidence: h.Confidence})
			k++
		}
	}
	return out
}

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
// proposal holds: its surest hexes of that type whose traced neighbours
// are all proposed as that type too (a hex inside an area of it, not on
// an edge where two types share it), none of them within two
// hexes of another suggestion or of a hex in taught (so the examples cover
// the sheet rather than one patch), surest first within each type, types
// in name order. A designer who taught one hex per type confirms these and
// traces again.
func (p *Proposal) SuggestExamples(g hexgrid.Grid, taught []hexgrid.Offset, n int) []Suggestion {
	of := make(map[hexgrid.Offset]string, len(p.Hexes))
	for _, h := range p.Hexes {
		of[h.Hex] = h.Terrain
	}
	inside := func(h HexProposal) bool {
		for _, d := range g.Directions() {
			if ty, ok := of[g.Neighbor(h.Hex, d)]; ok && ty != h.Terrain {
				return false
			}
		}
		return true
	}
	byType := map[string][]HexProposal{}
	for _, h := range p.Hexes {
		if h.Terrain != "" && p.Sure(h.Confidence) && inside(h) {
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

package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// hexTerrain returns each traced hex's proposed terrain by its offset, for
// the settle rules that look at the types either side of a hexside.
func hexTerrain(hexes []HexProposal) map[hexgrid.Offset]string {
	m := make(map[hexgrid.Offset]string, len(hexes))
	for _, h := range hexes {
		m[h.Hex] = h.Terrain
	}
	return m
}

package draw

import (
	"cmp"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// mapIndex holds the map's data by global hex, parsed once per drawing. Keys
// that do not parse are left out (validation reports them); of two keys that
// name one hex, the first in sorted order wins.
type mapIndex struct {
	hexes map[hexgrid.Offset]maps.Hex
	sides []sideEntry
	drawn map[hexgrid.Offset]bool
}

// sideEntry is one hexside of the map file, in canonical form.
type sideEntry struct {
	side hexgrid.Hexside
	data maps.Hexside
}

// newIndex indexes m's hexes and hexsides, and the hexes page p draws.
func newIndex(m *maps.Map, geo maps.Geometry, p Page) *mapIndex {
	ix := &mapIndex{hexes: map[hexgrid.Offset]maps.Hex{}, drawn: map[hexgrid.Offset]bool{}}
	for _, o := range p.Hexes {
		ix.drawn[o] = true
	}
	for _, id := range sortedKeys(m.Hexes) {
		if o, err := geo.Numbering.Parse(id); err == nil {
			if _, dup := ix.hexes[o]; !dup {
				ix.hexes[o] = m.Hexes[id]
			}
		}
	}
	seen := map[hexgrid.Hexside]bool{}
	for _, id := range sortedKeys(m.Hexsides) {
		s, err := geo.ParseHexside(id)
		if err != nil || seen[s] {
			continue
		}
		seen[s] = true
		ix.sides = append(ix.sides, sideEntry{s, m.Hexsides[id]})
	}
	slices.SortFunc(ix.sides, func(a, b sideEntry) int {
		return cmp.Or(cmp.Compare(a.side.Hex.Col, b.side.Hex.Col), cmp.Compare(a.side.Hex.Row, b.side.Hex.Row), cmp.Compare(a.side.Dir, b.side.Dir))
	})
	return ix
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// terrain returns the terrain id of hex o: its own, or the map's default.
func (ix *mapIndex) terrain(m *maps.Map, o hexgrid.Offset) string {
	if h, ok := ix.hexes[o]; ok && h.Terrain != "" {
		return h.Terrain
	}
	return m.DefaultTerrain
}

// elevation returns the elevation level of hex o (0 when not given).
func (ix *mapIndex) elevation(o hexgrid.Offset) int {
	if h, ok := ix.hexes[o]; ok && h.Elevation != nil {
		return *h.Elevation
	}
	return 0
}

package model

import (
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// PaintTerrain returns the command giving hexes the terrain id (nil when
// nothing changes). The map's default terrain is stored as no terrain, so
// the file only lists hexes that differ from it.
func (d *Document) PaintTerrain(key int64, terrain string, hexes ...hexgrid.Offset) *HexPatch {
	name := "Paint " + d.TerrainName(terrain)
	return d.PatchHexes(name, key, hexes, func(h *maps.Hex) {
		h.Terrain = terrain
		if terrain == d.m.DefaultTerrain {
			h.Terrain = ""
		}
	})
}

// SetElevation returns the command giving hexes elevation level (levels of
// 20 ft on ITW; 0 is stored as no elevation, which the engine reads as 0).
func (d *Document) SetElevation(key int64, level int, hexes ...hexgrid.Offset) *HexPatch {
	return d.PatchHexes("Set elevation", key, hexes, func(h *maps.Hex) {
		h.Elevation = nil
		if level != 0 {
			h.Elevation = &level
		}
	})
}

// SetLabel returns the command writing label on hex o ("" removes it).
func (d *Document) SetLabel(o hexgrid.Offset, label string) *HexPatch {
	return d.PatchHexes("Set label", 0, []hexgrid.Offset{o}, func(h *maps.Hex) { h.Label = label })
}

// SetHexNote returns the command writing the note of hex o.
func (d *Document) SetHexNote(o hexgrid.Offset, note string) *HexPatch {
	return d.PatchHexes("Set hex note", 0, []hexgrid.Offset{o}, func(h *maps.Hex) { h.Note = note })
}

// SetFeature returns the command adding (on) or removing in-hex feature f
// ("church", "camp-infantry") of hex o.
func (d *Document) SetFeature(o hexgrid.Offset, f string, on bool) *HexPatch {
	name := "Remove " + f
	if on {
		name = "Add " + f
	}
	return d.PatchHexes(name, 0, []hexgrid.Offset{o}, func(h *maps.Hex) {
		h.Features = slices.DeleteFunc(h.Features, func(x string) bool { return x == f })
		if on {
			h.Features = append(h.Features, f)
			slices.SortFunc(h.Features, func(a, b string) int { return featureRank(a) - featureRank(b) })
		}
	})
}

// Features lists the in-hex features a map file may give, in file order:
// the map schema's enum, its one definition.
var Features = schemaEnum("map", "/definitions/hex/properties/features")

// featureRank is a feature's place in Features (unknown ones last).
func featureRank(f string) int {
	if i := slices.Index(Features, f); i >= 0 {
		return i
	}
	return len(Features)
}

// FloodRegion returns the hexes connected to start (through neighbours on
// the map) that have the same terrain as start, start first.
func (d *Document) FloodRegion(start hexgrid.Offset) []hexgrid.Offset {
	if !d.OnMap(start) {
		return nil
	}
	want := d.TerrainAt(start)
	seen := map[hexgrid.Offset]bool{start: true}
	out := []hexgrid.Offset{start}
	for i := 0; i < len(out); i++ {
		for _, n := range d.geo.Grid.Neighbors(out[i]) {
			if !seen[n] && d.OnMap(n) && d.TerrainAt(n) == want {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

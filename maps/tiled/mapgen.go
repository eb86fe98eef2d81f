package tiled

// Terrain is one terrain type of a ruleset as a generated mapping names it:
// its id and its English name ("" when it has none).
type Terrain struct {
	ID, Name string
}

// MappingFor returns a mapping for Tiled maps painted with one tile per
// terrain type of ruleset: a tile whose type (class) is a terrain's id, or
// its English name, is that terrain. Tiles are named by type, not by global
// id, so the mapping fits any tileset whose tiles carry those types (the
// tilesets [Export] writes do). def, when not "", is the terrain of empty
// cells and unnamed tiles.
func MappingFor(ruleset string, terrains []Terrain, def string) *Mapping {
	tiles := make(map[string]string, 2*len(terrains))
	for _, t := range terrains {
		tiles[t.ID] = t.ID
	}
	for _, t := range terrains {
		if _, taken := tiles[t.Name]; t.Name != "" && !taken {
			tiles[t.Name] = t.ID
		}
	}
	return &Mapping{Tiles: tiles, Ruleset: ruleset, Default: def}
}

package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Board is the static part of a game: the map resolved once into lookups by
// hex (terrain type, elevation level, features, fields, hexsides, path links)
// with the ruleset and the system rules. It never changes during play, so one
// Board can be shared by many games and goroutines.
type Board struct {
	Map     *maps.Map
	Geo     maps.Geometry
	Ruleset *engine.Ruleset
	// Sys is the ruleset's play rules (engine.PlayRules).
	Sys engine.PlayRules
	// Forced is the ruleset's forced move read against the grid, or nil.
	Forced *ForcedMove

	defaultTerrain string
	terrain        map[hexgrid.Offset]string
	elevation      map[hexgrid.Offset]int
	features       map[hexgrid.Offset][]string
	fields         map[hexgrid.Offset][]string
	areas          map[string][]hexgrid.Offset
	sides          map[hexgrid.Hexside]maps.Hexside
	links          map[link][]*engine.PathType
	layout         hexgrid.Layout
	all            map[hexgrid.Offset]struct{}
	// box bounds the map's hexes, for searches that index them densely.
	box          hexBox
	terrainTypes map[string]*engine.TerrainType
	sideTypes    map[string]*engine.HexsideType
}

// link is one step between two adjacent hexes along a map path.
type link struct{ a, b hexgrid.Offset }

// NewBoard resolves a map against a ruleset.
// Errors: the map's sheets are inconsistent, or a hex, hexside, path or area
// names a hex that does not parse.
func NewBoard(m *maps.Map, rs *engine.Ruleset) (*Board, error) {
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("board %s: %w", m.ID, err)
	}
	b := &Board{
		Map: m, Geo: geo, Ruleset: rs, Sys: rs.Play,
		defaultTerrain: m.DefaultTerrain,
		terrain:        map[hexgrid.Offset]string{},
		elevation:      map[hexgrid.Offset]int{},
		features:       map[hexgrid.Offset][]string{},
		fields:         map[hexgrid.Offset][]string{},
		areas:          map[string][]hexgrid.Offset{},
		sides:          map[hexgrid.Hexside]maps.Hexside{},
		links:          map[link][]*engine.PathType{},
		layout:         hexgrid.Layout{Grid: geo.Grid, Size: 1},
		all:            map[hexgrid.Offset]struct{}{},
		terrainTypes:   map[string]*engine.TerrainType{},
		sideTypes:      map[string]*engine.HexsideType{},
	}
	if b.Forced, err = forcedMove(rs.Play.Forced, geo.Grid); err != nil {
		return nil, fmt.Errorf("board %s: %w", m.ID, err)
	}
	for _, o := range geo.Numbering.All() {
		b.all[o] = struct{}{}
	}
	b.box = boxOf(b.all)
	for i := range rs.Terrain {
		b.terrainTypes[rs.Terrain[i].ID] = &rs.Terrain[i]
	}
	for i := range rs.Hexsides {
		b.sideTypes[rs.Hexsides[i].ID] = &rs.Hexsides[i]
	}
	for _, step := range []func() error{b.loadHexes, b.loadSides, b.loadPaths, b.loadAreas} {
		if err := step(); err != nil {
			return nil, fmt.Errorf("board %s: %w", m.ID, err)
		}
	}
	return b, nil
}

func (b *Board) loadHexes() error {
	for id, h := range b.Map.Hexes {
		o, err := b.Geo.Numbering.Parse(id)
		if err != nil {
			return fmt.Errorf("hex %s: %w", id, err)
		}
		if h.Terrain != "" {
			b.terrain[o] = h.Terrain
		}
		if h.Elevation != nil {
			b.elevation[o] = *h.Elevation
		}
		if len(h.Features) > 0 {
			b.features[o] = h.Features
		}
	}
	return nil
}

func (b *Board) loadSides() error {
	for id, s := range b.Map.Hexsides {
		hs, err := b.Geo.ParseHexside(id)
		if err != nil {
			return fmt.Errorf("hexside %s: %w", id, err)
		}
		b.sides[hs] = s
	}
	return nil
}

func (b *Board) loadPaths() error {
	for _, p := range b.Map.Paths {
		pt := pathType(b.Ruleset, p.Type)
		if pt == nil {
			continue
		}
		prev, err := b.parseAll(p.Hexes)
		if err != nil {
			return fmt.Errorf("path %s: %w", p.ID, err)
		}
		for i := 1; i < len(prev); i++ {
			if !b.Geo.Grid.Adjacent(prev[i-1], prev[i]) {
				continue
			}
			b.addLink(prev[i-1], prev[i], pt)
			b.addLink(prev[i], prev[i-1], pt)
		}
	}
	return nil
}

func (b *Board) addLink(a, c hexgrid.Offset, pt *engine.PathType) {
	l := link{a, c}
	if !slices.Contains(b.links[l], pt) {
		b.links[l] = append(b.links[l], pt)
	}
}

func (b *Board) loadAreas() error {
	for _, a := range b.Map.Areas {
		hexes, err := b.parseAll(append(slices.Clone(a.Hexes), a.BoundaryHexes...))
		if err != nil {
			return fmt.Errorf("area %s: %w", a.ID, err)
		}
		b.areas[a.ID] = hexes
		if b.Sys.FieldAreaKind == "" || a.Kind != b.Sys.FieldAreaKind {
			continue
		}
		for _, o := range hexes {
			b.fields[o] = append(b.fields[o], a.ID)
		}
	}
	return nil
}

func (b *Board) parseAll(ids []string) ([]hexgrid.Offset, error) {
	out := make([]hexgrid.Offset, 0, len(ids))
	for _, id := range ids {
		o, err := b.Geo.Numbering.Parse(id)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func pathType(rs *engine.Ruleset, id string) *engine.PathType {
	for i := range rs.Paths {
		if rs.Paths[i].ID == id {
			return &rs.Paths[i]
		}
	}
	return nil
}

// OnMap reports whether the hex exists on the map.
func (b *Board) OnMap(o hexgrid.Offset) bool {
	_, ok := b.all[o]
	return ok
}

// Name returns the canonical id of a hex ("" when it is off the map).
func (b *Board) Name(o hexgrid.Offset) string {
	s, _ := b.Geo.Numbering.Format(o)
	return s
}

// Parse reads a hex id (either name of an overlap hex).
// Errors: malformed, or not on the map.
func (b *Board) Parse(id string) (hexgrid.Offset, error) {
	o, err := b.Geo.Numbering.Parse(id)
	if err != nil {
		return o, fmt.Errorf("hex %q: %w", id, err)
	}
	return o, nil
}

// TerrainID returns the terrain id of a hex (the map default when unset).
func (b *Board) TerrainID(o hexgrid.Offset) string {
	if t, ok := b.terrain[o]; ok {
		return t
	}
	return b.defaultTerrain
}

// Terrain returns the ruleset's terrain type of a hex, or nil when the
// ruleset lacks it.
func (b *Board) Terrain(o hexgrid.Offset) *engine.TerrainType {
	return b.terrainTypes[b.TerrainID(o)]
}

// terrainType returns the ruleset's terrain type with the id, or nil.
func (b *Board) terrainType(id string) *engine.TerrainType { return b.terrainTypes[id] }

// hexsideType returns the ruleset's hexside type with the id, or nil.
func (b *Board) hexsideType(id string) *engine.HexsideType { return b.sideTypes[id] }

// Elevation returns the elevation level of a hex (0 when the map gives none).
func (b *Board) Elevation(o hexgrid.Offset) int { return b.elevation[o] }

// HasFeature reports whether the hex carries the in-hex feature.
func (b *Board) HasFeature(o hexgrid.Offset, f string) bool {
	return slices.Contains(b.features[o], f)
}

// Side returns the map's hexside between two adjacent hexes.
func (b *Board) Side(a, c hexgrid.Offset) (maps.Hexside, bool) {
	hs, ok := b.Geo.Grid.SideBetween(a, c)
	if !ok {
		return maps.Hexside{}, false
	}
	s, ok := b.sides[hs]
	return s, ok
}

// PathsBetween returns the path types that join two adjacent hexes as
// consecutive hexes of one map path.
func (b *Board) PathsBetween(a, c hexgrid.Offset) []*engine.PathType {
	return b.links[link{a, c}]
}

// SameField reports whether two hexes belong to one field area (its hexes
// or its boundary hexes).
func (b *Board) SameField(a, c hexgrid.Offset) bool {
	for _, f := range b.fields[a] {
		if slices.Contains(b.fields[c], f) {
			return true
		}
	}
	return false
}

// AreaHexes returns the hexes of a named map area (hexes and boundary hexes).
func (b *Board) AreaHexes(id string) []hexgrid.Offset { return b.areas[id] }

// AreaIDs returns the ids of the map areas holding the hex, in map order.
func (b *Board) AreaIDs(o hexgrid.Offset) []string {
	var out []string
	for _, a := range b.Map.Areas {
		if slices.Contains(b.areas[a.ID], o) {
			out = append(out, a.ID)
		}
	}
	return out
}

// OnEdge reports whether the hex is on the outer edge of the map.
func (b *Board) OnEdge(o hexgrid.Offset) bool {
	if !b.OnMap(o) {
		return false
	}
	for _, n := range b.Geo.Grid.Neighbors(o) {
		if !b.OnMap(n) {
			return true
		}
	}
	return false
}

// eastOf reports whether hex a's centre lies east of hex c's centre.
func (b *Board) eastOf(a, c hexgrid.Offset) bool {
	ax, _ := b.layout.Center(a)
	cx, _ := b.layout.Center(c)
	return ax > cx+1e-9
}

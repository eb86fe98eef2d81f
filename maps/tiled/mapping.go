package tiled

import (
	"fmt"
	"os"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// Mapping says how the tiles of a Tiled map become Sandtable terrain and how
// the imported hexes are numbered. It is the JSON file given to
// `sandtable-cli tiled import --mapping`, and the file `tiled export` writes
// next to the .tmx so that importing the export gives the same map back.
//
//	{"tiles": {"1": "woods", "field": "field"}, "ruleset": "gbacw", "default": "clear"}
type Mapping struct {
	// Tiles maps a tile to a terrain id. A key is a global tile id in
	// decimal ("3"), a tile type or class ("forest"), or a tile property as
	// "name=value" ("kind=forest").
	Tiles map[string]string `json:"tiles"`
	// Ruleset is the id of the ruleset whose terrain ids Tiles uses.
	Ruleset string `json:"ruleset"`
	// Default is the terrain of empty cells and of tiles Tiles does not
	// name, and the map's defaultTerrain. Without it such a tile is an error.
	Default string `json:"default,omitempty"`
	// Layer names the tile layer to read; "" reads every visible tile layer,
	// the topmost non-empty cell winning.
	Layer string `json:"layer,omitempty"`
	// ID and Name of the imported map; the file name when absent.
	ID   string `json:"id,omitempty"`
	Name string `json:"name,omitempty"`
	// HexAcrossFlatsMM is the printed hex size in millimetres (default
	// [DefaultHexMM]); Tiled's pixels say nothing about paper.
	HexAcrossFlatsMM float64 `json:"hexAcrossFlatsMM,omitempty"`
	// Numbering and Sheets give the imported map's hex ids. Without Sheets
	// the map has one sheet holding every tile, numbered CCRR from Origin.
	Numbering *maps.Numbering `json:"numbering,omitempty"`
	Sheets    []maps.Sheet    `json:"sheets,omitempty"`
	// Origin is the global column and row of Tiled tile (0,0); default
	// column 1, row 1. Tiled tiles that no sheet holds are dropped.
	Origin *maps.SheetShift `json:"origin,omitempty"`
}

// DefaultHexMM is the printed hex size, in millimetres across flats, of an
// imported map whose mapping does not give one (5/8 inch, a common size).
const DefaultHexMM = 16.0

// DecodeMapping parses a mapping file (unknown fields are an error).
func DecodeMapping(data []byte) (*Mapping, error) {
	var m Mapping
	if err := jsonfile.DecodeStrict(data, &m); err != nil {
		return nil, fmt.Errorf("decode mapping: %w", err)
	}
	if m.Ruleset == "" {
		return nil, fmt.Errorf("decode mapping: ruleset is required")
	}
	return &m, nil
}

// LoadMapping reads and decodes a mapping file.
func LoadMapping(path string) (*Mapping, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load mapping %s: %w", path, err)
	}
	m, err := DecodeMapping(data)
	if err != nil {
		return nil, fmt.Errorf("load mapping %s: %w", path, err)
	}
	return m, nil
}

// EncodeMapping returns the canonical JSON of m.
func EncodeMapping(m *Mapping) ([]byte, error) { return jsonfile.Encode(m) }

// origin returns the global column and row of Tiled tile (0,0).
func (m *Mapping) origin() maps.SheetShift {
	if m.Origin != nil {
		return *m.Origin
	}
	return maps.SheetShift{Column: 1, Row: 1}
}

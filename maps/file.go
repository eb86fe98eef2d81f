package maps

import (
	"embed"
	"fmt"
	"io/fs"
	"os"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

//go:embed *.map.json
var builtin embed.FS

// Builtin returns the file system of the built-in maps (files at its root,
// such as "itw-shiloh.map.json").
func Builtin() fs.FS { return builtin }

// LoadBuiltin decodes the built-in map file name ("itw-shiloh.map.json").
// Errors: no such built-in map.
func LoadBuiltin(name string) (*Map, error) {
	data, err := fs.ReadFile(builtin, name)
	if err != nil {
		return nil, fmt.Errorf("built-in map %s: %w", name, err)
	}
	return Decode(data)
}

// Decode parses a map file. It checks JSON syntax and field names only; the
// validate package runs the schema, struct and reference checks.
func Decode(data []byte) (*Map, error) {
	var m Map
	if err := jsonfile.DecodeStrict(data, &m); err != nil {
		return nil, fmt.Errorf("decode map: %w", err)
	}
	return &m, nil
}

// Load reads and decodes a map file.
// Errors: the file cannot be read, or is not a map file.
func Load(path string) (*Map, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	m, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return m, nil
}

// Encode returns the canonical bytes of m.
func Encode(m *Map) ([]byte, error) { return jsonfile.Encode(m) }

// Save writes m canonically and atomically to path.
func Save(path string, m *Map) error {
	data, err := Encode(m)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return jsonfile.WriteAtomic(path, data)
}

// Canonicalize rewrites hex keys and hexside ids under their canonical names
// (the first sheet's name of an overlap hex; the N/NE/SE side of a hexside).
// Errors: a key that does not parse, or two keys that name the same hex or side.
func Canonicalize(m *Map) error {
	geo, err := m.Geometry()
	if err != nil {
		return err
	}
	hexes := make(map[string]Hex, len(m.Hexes))
	for id, h := range m.Hexes {
		c, err := geo.Numbering.Canonical(id)
		if err != nil {
			return fmt.Errorf("hexes: %w", err)
		}
		if _, dup := hexes[c]; dup {
			return fmt.Errorf("hexes: %q and another key name the same hex %s", id, c)
		}
		hexes[c] = h
	}
	sides := make(map[string]Hexside, len(m.Hexsides))
	for id, s := range m.Hexsides {
		hs, err := geo.ParseHexside(id)
		if err != nil {
			return fmt.Errorf("hexsides: %w", err)
		}
		c, err := geo.FormatHexside(hs)
		if err != nil {
			return fmt.Errorf("hexsides: %w", err)
		}
		if _, dup := sides[c]; dup {
			return fmt.Errorf("hexsides: %q and another key name the same hexside %s", id, c)
		}
		sides[c] = s
	}
	if len(m.Hexes) > 0 {
		m.Hexes = hexes
	}
	if len(m.Hexsides) > 0 {
		m.Hexsides = sides
	}
	return nil
}

// ParseHexside parses a hexside id "HEX/DIR" (S2410/N) into its canonical form.
// Errors: malformed id, unknown hex, or a direction the grid does not have.
func (g Geometry) ParseHexside(id string) (hexgrid.Hexside, error) {
	return g.Numbering.ParseSide(g.Grid, id)
}

// FormatHexside writes a hexside's canonical id.
func (g Geometry) FormatHexside(s hexgrid.Hexside) (string, error) {
	return g.Numbering.FormatSide(g.Grid, s)
}

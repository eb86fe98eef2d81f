package model

import (
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// HexID returns the canonical id of hex o ("S2706"), or "" if no sheet holds
// it.
func (d *Document) HexID(o hexgrid.Offset) string {
	id, err := d.geo.Numbering.Format(o)
	if err != nil {
		return ""
	}
	return id
}

// ParseHex returns the hex named id (any of its names); false if the map has
// no such hex.
func (d *Document) ParseHex(id string) (hexgrid.Offset, bool) {
	o, err := d.geo.Numbering.Parse(id)
	if err != nil || !d.geo.Numbering.Contains(o) {
		return hexgrid.Offset{}, false
	}
	return o, true
}

// TerrainAt returns the terrain id of hex o ("woods"), or "" off the map.
func (d *Document) TerrainAt(o hexgrid.Offset) string {
	id := d.HexID(o)
	if id == "" {
		return ""
	}
	return d.m.TerrainAt(id)
}

// TerrainName returns the ruleset's English name of terrain id ("Woods"), or
// the id when the ruleset does not name it.
func (d *Document) TerrainName(id string) string {
	if d.ruleset != nil {
		if t := d.ruleset.TerrainByID(id); t != nil && t.Name["en"] != "" {
			return t.Name["en"]
		}
	}
	return id
}

// HexNames returns every id of hex o, the canonical one first ("N1434",
// "S1401").
func (d *Document) HexNames(o hexgrid.Offset) []string { return d.geo.Numbering.Names(o) }

// Hex returns what the map holds about hex o (the zero Hex when nothing).
func (d *Document) Hex(o hexgrid.Offset) maps.Hex { return d.m.Hexes[d.HexID(o)] }

// Elevation returns the elevation level of hex o (0 when the map gives none).
func (d *Document) Elevation(o hexgrid.Offset) int {
	if e := d.Hex(o).Elevation; e != nil {
		return *e
	}
	return 0
}

// SideID returns the canonical id of hexside s ("S2410/N"), or "" when it
// cannot be named (both hexes off the map).
func (d *Document) SideID(s hexgrid.Hexside) string {
	id, err := d.geo.FormatHexside(s)
	if err != nil {
		return ""
	}
	return id
}

// Hexside returns the map's hexside feature on side s and whether there is
// one.
func (d *Document) Hexside(s hexgrid.Hexside) (maps.Hexside, bool) {
	h, ok := d.m.Hexsides[d.SideID(s)]
	return h, ok
}

// ParseSide returns the hexside named id ("S2410/N"), canonical.
func (d *Document) ParseSide(id string) (hexgrid.Hexside, bool) {
	s, err := d.geo.ParseHexside(id)
	if err != nil {
		return hexgrid.Hexside{}, false
	}
	return d.geo.Grid.Side(s.Hex, s.Dir), true
}

// OnMap reports whether some sheet holds hex o.
func (d *Document) OnMap(o hexgrid.Offset) bool { return d.geo.Numbering.Contains(o) }

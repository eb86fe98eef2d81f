package editor

import (
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

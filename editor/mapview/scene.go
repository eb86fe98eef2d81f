package mapview

import (
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// newScene returns the render scene of the document: its map, ruleset,
// counters and the hexes its diagnostics name.
func newScene(d *model.Document) *Scene {
	return &Scene{
		Scene:   &tiles.Scene{Map: d.Map(), Geo: d.Geometry(), Styles: d.Styles()},
		Units:   counters(d),
		Flagged: FlaggedHexes(d),
	}
}

// counters returns a counter for every unit the setup places in a hex.
func counters(d *model.Document) []draw.Counter {
	ps := d.Placements()
	out := make([]draw.Counter, 0, len(ps))
	for _, p := range ps {
		c := draw.Counter{
			ID: p.ID, Name: p.ID, Hex: p.Hex,
			Facing: p.Facing, HasFacing: p.HasFacing,
			Extended: p.Extended, HasExtended: p.HasExtended,
		}
		if p.Unit != nil {
			c.Name, c.Side = p.Unit.Name, p.Unit.Side
		}
		out = append(out, c)
	}
	return out
}

// FlaggedHexes returns the hexes named by error and warning diagnostics, each
// once.
func FlaggedHexes(d *model.Document) []hexgrid.Offset {
	seen := map[hexgrid.Offset]bool{}
	var out []hexgrid.Offset
	for _, dg := range d.Diagnostics() {
		if dg.Hex == "" || dg.Severity == "info" {
			continue
		}
		if o, ok := d.ParseHex(dg.Hex); ok && !seen[o] {
			seen[o] = true
			out = append(out, o)
		}
	}
	return out
}

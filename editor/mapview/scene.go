package mapview

import (
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
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

// counters returns the counters of the document's set-up, through the one
// counter pass (engine/drawscene.Counters) that print and the play-test
// draw with: strength, and facing only where the ruleset and the unit's
// class have one.
func counters(d *model.Document) []draw.Counter {
	return drawscene.SetupCounters(d.Scenario(), d.OOB(), d.Ruleset(), d.Geometry())
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

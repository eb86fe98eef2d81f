package mapview

import (
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// newScene returns the render scene of the document (its map, ruleset and
// set-up counters) and its marks (the hexes its diagnostics name).
func newScene(d *model.Document) (*tiles.Scene, *drawscene.Marks) {
	s := &tiles.Scene{Map: d.Map(), Geo: d.Geometry(), Styles: d.Styles()}
	s.Overlay.Counters = counters(d)
	return s, &drawscene.Marks{Flagged: FlaggedHexes(d)}
}

// counters returns the counters of the document's set-up, through the one
// counter pass (engine/drawscene.Counters) that print and the play-test
// draw with: strength, and facing only where the ruleset and the unit's
// class have one.
func counters(d *model.Document) []draw.Counter {
	return drawscene.SetupCounters(d.Scenario(), d.OOB(), d.Ruleset(), d.Geometry())
}

// recount rebuilds the document's counters after its set-up or OOB
// changed.
func (m *MapView) recount() { m.docScene.Overlay.Counters = counters(m.doc) }

// sync rebuilds the shown scene's overlay from its counters and the
// marks, through the one picture builder (drawscene.Overlay), flagged hexes
// left out when the View menu hides them. Call it between draws, never
// during one.
func (m *MapView) sync() {
	m.marks.HideFlagged = m.scene.Hide.Has(tiles.LayerFlagged)
	m.scene.Overlay = drawscene.Overlay(m.scene.Overlay, m.scene.Overlay.Counters, m.marks)
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

package mapview

import (
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// viewScene is what the map view draws: the tiled scene, and the editor's
// marks over it, which sync turns into the scene's generic overlay items
// (draw.Overlay) before each draw.
type Scene struct {
	*tiles.Scene

	// Units are the counters shown (the set-up, or the play-test's game).
	Units []draw.Counter
	// SelectedHex is ringed when HasSelectedHex; SelectedUnit is the id of
	// the counter drawn highlighted ("" for none).
	SelectedHex    hexgrid.Offset
	HasSelectedHex bool
	SelectedUnit   string
	// SelectedSide is drawn highlighted when HasSelectedSide.
	SelectedSide    hexgrid.Hexside
	HasSelectedSide bool
	// Flagged hexes are ringed in draw.FlagColor (hexes with diagnostics)
	// unless the View menu hides them.
	Flagged []hexgrid.Offset
	// Marked hexes are tinted in draw.MarkColor (the area or path being
	// edited, the hexes a selected unit can reach).
	Marked []hexgrid.Offset
	// Labels are written under hex centres (a reachable hex's MP cost).
	Labels []draw.Label
	// Proposed are a scan trace's proposals under review, as swatches;
	// ProposedLevels their proposed elevation levels, centred labels.
	Proposed       []draw.HexMark
	ProposedLevels []draw.Label
	// Marks are other overlay hexes (the play-test's LOS ruler).
	Marks []draw.HexMark
	// Points are calibration points.
	Points []draw.PointMark

	hexes  []draw.HexMark // sync's buffers
	labels []draw.Label
}

// Overlay mark widths, in hex radii.
const (
	selectRing = 0.12 // the selected hex's ring
	flagRing   = 0.08 // a flagged hex's ring
)

// Sync turns the marks into the scene's overlay items: tints (marked
// hexes, the ruler's line, proposals) in that order, then rings (flagged
// hexes, the selected hex, the ruler's blocking hex), the selected hexside,
// labels (a proposal's levels last) and points. Call it between draws,
// never during one.
func (v *Scene) Sync() {
	hs := v.hexes[:0]
	for _, o := range v.Marked {
		hs = append(hs, draw.HexMark{Hex: o, Kind: draw.MarkTint, Color: draw.MarkColor})
	}
	for _, m := range v.Marks {
		if m.Tint() {
			hs = append(hs, m)
		}
	}
	hs = append(hs, v.Proposed...)
	if !v.Hide.Has(tiles.LayerFlagged) {
		for _, o := range v.Flagged {
			hs = append(hs, draw.HexMark{Hex: o, Kind: draw.MarkRing, Color: draw.FlagColor, Width: flagRing})
		}
	}
	if v.HasSelectedHex {
		hs = append(hs, draw.HexMark{Hex: v.SelectedHex, Kind: draw.MarkRing, Color: draw.SelectColor, Width: selectRing})
	}
	for _, m := range v.Marks {
		if !m.Tint() {
			hs = append(hs, m)
		}
	}
	v.hexes = hs
	v.labels = append(append(v.labels[:0], v.Labels...), v.ProposedLevels...)
	ov := draw.Overlay{Counters: v.Units, SelectedUnit: v.SelectedUnit, Hexes: hs, Labels: v.labels, Points: v.Points}
	if v.HasSelectedSide {
		ov.Sides = []draw.SideMark{{Side: v.SelectedSide, Color: draw.SelectColor}}
	}
	v.Overlay = ov
}

// UnitsAt returns the ids of the counters in hex o, bottom of the stack
// first.
func (v *Scene) UnitsAt(o hexgrid.Offset) []string {
	v.Sync()
	return v.Scene.UnitsAt(o)
}

package drawscene

import (
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Marks is what the editor marks over a picture, as plain values: the
// selection, the hexes its diagnostics name, the hexes being edited or
// reached, labels, a scan trace's proposal, the LOS ruler and calibration
// points. Overlay turns them, with the counters, into the renderer's
// overlay items, the one way the editor's view and the play-test build
// their picture.
type Marks struct {
	// SelectedHex is ringed when HasSelectedHex; SelectedUnit is the id of
	// the counter drawn highlighted ("" for none).
	SelectedHex    hexgrid.Offset
	HasSelectedHex bool
	SelectedUnit   string
	// SelectedSide is drawn highlighted when HasSelectedSide.
	SelectedSide    hexgrid.Hexside
	HasSelectedSide bool
	// Flagged hexes are ringed in draw.FlagColor (hexes with diagnostics)
	// unless HideFlagged.
	Flagged     []hexgrid.Offset
	HideFlagged bool
	// Marked hexes are tinted in draw.MarkColor (the area or path being
	// edited, the hexes a selected unit can reach).
	Marked []hexgrid.Offset
	// Labels are written under hex centres (a reachable hex's MP cost).
	Labels []draw.Label
	// Proposed are a scan trace's proposals under review, as swatches;
	// ProposedLevels their proposed elevation levels, centred labels.
	Proposed       []draw.HexMark
	ProposedLevels []draw.Label
	// Ruler are the LOS ruler's hexes: tints along its line, a ring on the
	// hex that blocks it.
	Ruler []draw.HexMark
	// Points are calibration points.
	Points []draw.PointMark
}

// Overlay mark widths, in hex radii.
const (
	selectRing = 0.12 // the selected hex's ring
	flagRing   = 0.08 // a flagged hex's ring
)

// Overlay returns the overlay of counters cs under marks mk: tints (marked
// hexes, the ruler's line, proposals) in that order, then rings (flagged
// hexes, the selected hex, the ruler's blocking hex), the selected hexside,
// labels (a proposal's levels last) and points. The hex marks, labels and
// sides are appended to the slices of into, emptied first (pass the last
// overlay to reuse its buffers; never one whose slices are mk's own).
func Overlay(into draw.Overlay, cs []draw.Counter, mk *Marks) draw.Overlay {
	hs := into.Hexes[:0]
	for _, o := range mk.Marked {
		hs = append(hs, draw.HexMark{Hex: o, Kind: draw.MarkTint, Color: draw.MarkColor})
	}
	for _, m := range mk.Ruler {
		if m.Tint() {
			hs = append(hs, m)
		}
	}
	hs = append(hs, mk.Proposed...)
	if !mk.HideFlagged {
		for _, o := range mk.Flagged {
			hs = append(hs, draw.HexMark{Hex: o, Kind: draw.MarkRing, Color: draw.FlagColor, Width: flagRing})
		}
	}
	if mk.HasSelectedHex {
		hs = append(hs, draw.HexMark{Hex: mk.SelectedHex, Kind: draw.MarkRing, Color: draw.SelectColor, Width: selectRing})
	}
	for _, m := range mk.Ruler {
		if !m.Tint() {
			hs = append(hs, m)
		}
	}
	ov := draw.Overlay{
		Counters:     cs,
		SelectedUnit: mk.SelectedUnit,
		Hexes:        hs,
		Labels:       append(append(into.Labels[:0], mk.Labels...), mk.ProposedLevels...),
		Sides:        into.Sides[:0],
		Points:       mk.Points,
	}
	if mk.HasSelectedSide {
		ov.Sides = append(ov.Sides, draw.SideMark{Side: mk.SelectedSide, Color: draw.SelectColor})
	}
	return ov
}

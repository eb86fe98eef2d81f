package ui

import (
	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Map is the map view as the parts see it: what it shows and what is
// selected on it, and the overlays a part may draw over the document's
// picture. The window's mode (see [Mode]) decides its picture, tool and
// keys; a part cannot set them. [mapview.MapView] implements it.
type Map interface {
	// Scene returns the picture shown, for reading.
	Scene() *tiles.Scene
	// Marks returns the marks shown over it, for reading.
	Marks() *drawscene.Marks
	// Tool returns the tool the pointer goes to (nil: taps select).
	Tool() mapview.Tool
	// Scale returns the hex radius in device pixels.
	Scale() float64
	// Selection returns the selected hex (ok false if none) and unit id.
	Selection() (o hexgrid.Offset, ok bool, unit string)
	// SelectedSide returns the selected hexside; false when none.
	SelectedSide() (hexgrid.Hexside, bool)
	// Select selects hex o (when ok) and unit ("" for none).
	Select(o hexgrid.Offset, ok bool, unit string)
	// SelectAt selects the hex at p and the unit on top of its stack, and
	// tells the window.
	SelectAt(p mapview.Point)
	// SideAt returns the hexside of the hex at p nearest to p.
	SideAt(p mapview.Point) (hexgrid.Hexside, bool)
	// CenterOn pans so that hex o is in the middle of the view.
	CenterOn(o hexgrid.Offset)
	// HexUnder returns the hex under a position on the window's canvas.
	HexUnder(abs fyne.Position) (hexgrid.Offset, bool)
	// SetProposed, SetScans and SetPoints draw a scan trace's proposal,
	// the scans under the grid and calibration points (nil: none).
	SetProposed(ps []draw.HexMark, levels []draw.Label)
	SetScans(layers []tiles.ScanLayer)
	SetPoints(ps []draw.PointMark)
	// Repaint redraws the hexes a mode changed in the picture it shows.
	Repaint(hexes []hexgrid.Offset)
}

var _ Map = (*mapview.MapView)(nil)

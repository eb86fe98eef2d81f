package mapview

import (
	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Tool is what the map view hands the pointer to: the select tool, a brush,
// the hexside, path, area, label, unit or calibration tool. Tools turn
// gestures into commands on the document; they keep only their settings.
type Tool interface {
	// ID is the tool's short name ("terrain").
	ID() string
	// Tap acts on a click at p.
	Tap(p Point)
	// Begin starts a drag at p and reports whether the tool takes it (when
	// not, the view pans).
	Begin(p Point) bool
	// Move continues a drag the tool took.
	Move(p Point)
	// End finishes a drag the tool took.
	End()
}

// wheeler is a tool that may take a wheel turn over the map (steps > 0 is
// away from the user) instead of the zoom.
type wheeler interface {
	Wheel(p Point, steps int) bool
}

// mapPoint is a pointer position over the map view.
type Point struct {
	pos   fyne.Position  // relative to the view, Fyne units
	X, Y  float64        // map pixels at the view's scale
	Hex   hexgrid.Offset // the hex under it
	OnMap bool           // whether a sheet holds that hex
}

// pointAt returns the map point at pos (relative to the view).
func (m *MapView) pointAt(pos fyne.Position) Point {
	m.ensureScale()
	ps := m.PixScale()
	x, y := m.offX+float64(pos.X)*ps, m.offY+float64(pos.Y)*ps
	o, ok := m.scene.HexAt(m.scale, x, y)
	return Point{pos: pos, X: x, Y: y, Hex: o, OnMap: ok}
}

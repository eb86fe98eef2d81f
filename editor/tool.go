package editor

import (
	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// tool is what the map view hands the pointer to: the select tool, a brush,
// the hexside, path, area, label, unit or calibration tool. Tools turn
// gestures into commands on the document; they keep only their settings.
type tool interface {
	// id is the tool's short name ("terrain").
	id() string
	// tap acts on a click at p.
	tap(p mapPoint)
	// begin starts a drag at p and reports whether the tool takes it (when
	// not, the view pans).
	begin(p mapPoint) bool
	// move continues a drag the tool took.
	move(p mapPoint)
	// end finishes a drag the tool took.
	end()
}

// wheeler is a tool that may take a wheel turn over the map (steps > 0 is
// away from the user) instead of the zoom.
type wheeler interface {
	wheel(p mapPoint, steps int) bool
}

// mapPoint is a pointer position over the map view.
type mapPoint struct {
	pos   fyne.Position  // relative to the view, Fyne units
	x, y  float64        // map pixels at the view's scale
	hex   hexgrid.Offset // the hex under it
	onMap bool           // whether a sheet holds that hex
}

// pointAt returns the map point at pos (relative to the view).
func (m *MapView) pointAt(pos fyne.Position) mapPoint {
	m.ensureScale()
	ps := m.pixScale()
	x, y := m.offX+float64(pos.X)*ps, m.offY+float64(pos.Y)*ps
	o, ok := m.scene.HexAt(m.scale, x, y)
	return mapPoint{pos: pos, x: x, y: y, hex: o, onMap: ok}
}

package mapview

import (
	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Install makes the view show scene under marks (nil: the picture of the
// document, or its marks), hand the pointer to tool (nil: taps select), offer typed runes to onRune
// before its zoom keys (nil: none) and pass the keys it does not use to
// onKey (nil: none). The editor's shell calls it when a mode (editing,
// picking hexes, play-testing) comes on; only what changed is redrawn.
func (m *MapView) Install(scene *tiles.Scene, marks *drawscene.Marks, tool Tool, onRune func(rune) bool, onKey func(*fyne.KeyEvent)) {
	if scene == nil {
		scene = m.docScene
	}
	if marks == nil {
		marks = m.docMarks
	}
	m.tool, m.onRune, m.onKey = tool, onRune, onKey
	if scene != m.scene || marks != m.marks {
		m.scene, m.marks = scene, marks
		m.tiles.InvalidateAll()
		m.Refresh()
	}
}

// SetOnHover sets the function called with the id and terrain id of the
// hex under the pointer whenever that hex changes, and with "", "" when the
// pointer leaves the map.
func (m *MapView) SetOnHover(f func(hexID, terrain string)) { m.onHover = f }

// SetOnSelect sets the function called when a tap selects a hex, with the
// id of the unit on top of its stack ("" when it has none).
func (m *MapView) SetOnSelect(f func(hexID, unitID string)) { m.onSelect = f }

// SetOnZoom sets the function called after the zoom changes, with the hex
// radius in Fyne units.
func (m *MapView) SetOnZoom(f func(scale float64)) { m.onZoom = f }

// SetInitialZoom sets the hex radius in Fyne units the view starts at
// instead of DefaultScale (the zoom kept in the preferences); it has no
// effect once the view is laid out.
func (m *MapView) SetInitialZoom(z float64) { m.initialZoom = z }

// Scene returns the picture shown (the document's, or the mode's own), for
// reading: change it through the view's methods.
func (m *MapView) Scene() *tiles.Scene { return m.scene }

// Marks returns the marks shown over the picture (the document's, or the
// mode's own), for reading: change them through the view's methods.
func (m *MapView) Marks() *drawscene.Marks { return m.marks }

// Tool returns the tool the pointer goes to (nil: taps select).
func (m *MapView) Tool() Tool { return m.tool }

// Document returns the document shown.
func (m *MapView) Document() *model.Document { return m.doc }

// Offset returns the map pixel (device pixels) at the widget's top-left.
func (m *MapView) Offset() (x, y float64) { return m.offX, m.offY }

// DrawnTiles returns how many tiles the view has drawn so far (for tests
// and profiling).
func (m *MapView) DrawnTiles() int { return m.drawn }

// Repaint redraws the tiles under hexes, after a mode changed them in the
// picture it shows.
func (m *MapView) Repaint(hexes []hexgrid.Offset) {
	for _, o := range hexes {
		m.invalidateHex(o)
	}
	m.Refresh()
}

// RepaintAll redraws every tile.
func (m *MapView) RepaintAll() {
	m.tiles.InvalidateAll()
	m.Refresh()
}

// HexUnder returns the hex under abs, a position on the window's canvas
// (the end of a drag from another widget); false when abs is outside the
// view or off the map.
func (m *MapView) HexUnder(abs fyne.Position) (hexgrid.Offset, bool) {
	app := fyne.CurrentApp()
	if app == nil {
		return hexgrid.Offset{}, false
	}
	rel := abs.Subtract(app.Driver().AbsolutePositionForObject(m))
	sz := m.Size()
	if rel.X < 0 || rel.Y < 0 || rel.X > sz.Width || rel.Y > sz.Height {
		return hexgrid.Offset{}, false
	}
	return m.HexAt(rel)
}

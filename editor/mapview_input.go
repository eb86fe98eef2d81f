package editor

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The interfaces the map view answers. It is deliberately not
// fyne.DoubleTappable: that would delay every tap by the double-tap wait.
var (
	_ fyne.Draggable    = (*MapView)(nil)
	_ fyne.Scrollable   = (*MapView)(nil)
	_ fyne.Tappable     = (*MapView)(nil)
	_ fyne.Focusable    = (*MapView)(nil)
	_ desktop.Hoverable = (*MapView)(nil)
)

// wheelStep is the scroll distance, in Fyne's scroll units, of one notch of a
// mouse wheel on Linux and Windows; wheelZoom the zoom factor per notch.
const (
	wheelStep = 25.0
	wheelZoom = 1.2
	keyZoom   = 1.25
)

// Dragged pans the map with the pointer.
func (m *MapView) Dragged(e *fyne.DragEvent) { m.PanBy(-e.Dragged.DX, -e.Dragged.DY) }

// DragEnd implements fyne.Draggable.
func (m *MapView) DragEnd() {}

// Scrolled zooms around the pointer: wheel up zooms in.
func (m *MapView) Scrolled(e *fyne.ScrollEvent) {
	if e.Scrolled.DY == 0 {
		return
	}
	m.ZoomAt(math.Pow(wheelZoom, float64(e.Scrolled.DY)/wheelStep), e.Position)
}

// MouseIn reports the hex under the pointer.
func (m *MapView) MouseIn(e *desktop.MouseEvent) { m.hoverAt(e.Position) }

// MouseMoved reports the hex under the pointer when it changes.
func (m *MapView) MouseMoved(e *desktop.MouseEvent) { m.hoverAt(e.Position) }

// MouseOut reports that no hex is under the pointer.
func (m *MapView) MouseOut() {
	m.pointer = nil
	m.setHover("")
}

// rehover reports the hex under the resting pointer after the map moved
// beneath it.
func (m *MapView) rehover() {
	if m.pointer != nil {
		m.hoverAt(*m.pointer)
	}
}

// hoverAt reports the hex at pos (relative to the widget).
func (m *MapView) hoverAt(pos fyne.Position) {
	m.pointer = &pos
	o, ok := m.HexAt(pos)
	if !ok {
		m.setHover("")
		return
	}
	m.setHover(m.doc.HexID(o))
}

// setHover calls OnHover if the hovered hex changed.
func (m *MapView) setHover(id string) {
	if id == m.hoverHex {
		return
	}
	m.hoverHex = id
	if m.OnHover == nil {
		return
	}
	terrain := ""
	if o, ok := m.doc.ParseHex(id); ok {
		terrain = m.doc.TerrainAt(o)
	}
	m.OnHover(id, terrain)
}

// Tapped selects the hex under the pointer and the unit on top of its stack
// (a tap off the map clears the selection).
func (m *MapView) Tapped(e *fyne.PointEvent) {
	o, ok := m.HexAt(e.Position)
	unit := ""
	if ok {
		if ids := m.scene.UnitsAt(o); len(ids) > 0 {
			unit = ids[len(ids)-1]
		}
	}
	m.Select(o, ok, unit)
	if m.OnSelect != nil {
		id := ""
		if ok {
			id = m.doc.HexID(o)
		}
		m.OnSelect(id, unit)
	}
}

// FocusGained implements fyne.Focusable.
func (m *MapView) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (m *MapView) FocusLost() {}

// TypedRune zooms in on '+' or '=' and out on '-'.
func (m *MapView) TypedRune(r rune) {
	switch r {
	case '+', '=':
		m.zoomCentre(keyZoom)
	case '-', '_':
		m.zoomCentre(1 / keyZoom)
	}
}

// TypedKey pans by an eighth of the view with the arrow keys.
func (m *MapView) TypedKey(e *fyne.KeyEvent) {
	dx, dy := m.size.Width/8, m.size.Height/8
	switch e.Name {
	case fyne.KeyLeft:
		m.PanBy(-dx, 0)
	case fyne.KeyRight:
		m.PanBy(dx, 0)
	case fyne.KeyUp:
		m.PanBy(0, -dy)
	case fyne.KeyDown:
		m.PanBy(0, dy)
	}
}

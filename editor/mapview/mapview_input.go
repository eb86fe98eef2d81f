package mapview

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
	_ desktop.Mouseable = (*MapView)(nil)
)

// wheelStep is the scroll distance, in Fyne's scroll units, of one notch of a
// mouse wheel on Linux and Windows; wheelZoom the zoom factor per notch.
const (
	WheelStep = 25.0
	wheelZoom = 1.2
	keyZoom   = 1.25
)

// pointerState is what the view remembers of the pointer between events.
type pointerState struct {
	button   desktop.MouseButton // button held since MouseDown, 0 when none
	dragging bool                // a drag is under way
	toolDrag bool                // the current drag belongs to the tool
	panFrom  *fyne.Position      // last position of a right-button pan
}

// MouseDown remembers which button is held (a middle or right drag pans
// whatever the tool).
//
// A press on the map takes the keyboard focus from the widget that had it
// (an entry of a side panel, a button pressed with Space), so the tool keys
// (t, s, u...) reach the map again: the map is Focusable only to receive
// keys, and Fyne keeps the focus where it was when a Focusable is clicked.
func (m *MapView) MouseDown(e *desktop.MouseEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil {
		c.Unfocus()
	}
	m.input.button = e.Button
	if e.Button == desktop.MouseButtonSecondary {
		p := e.Position
		m.input.panFrom = &p
	}
}

// MouseUp forgets the button.
func (m *MapView) MouseUp(*desktop.MouseEvent) {
	m.input.button, m.input.panFrom = 0, nil
}

// Dragged hands the drag to the tool, or pans.
func (m *MapView) Dragged(e *fyne.DragEvent) {
	in := &m.input
	if !in.dragging {
		in.dragging = true
		start := e.Position.Subtract(fyne.NewPos(e.Dragged.DX, e.Dragged.DY))
		in.toolDrag = m.tool != nil && in.button != desktop.MouseButtonTertiary && m.tool.Begin(m.pointAt(start))
	}
	if in.toolDrag {
		m.tool.Move(m.pointAt(e.Position))
		m.hoverAt(e.Position)
		return
	}
	m.PanBy(-e.Dragged.DX, -e.Dragged.DY)
}

// DragEnd finishes the tool's drag.
func (m *MapView) DragEnd() {
	if m.input.toolDrag {
		m.tool.End()
	}
	m.input.dragging, m.input.toolDrag = false, false
}

// Scrolled zooms around the pointer (wheel up zooms in), unless the tool
// takes the turn (the unit tool turns the selected counter).
func (m *MapView) Scrolled(e *fyne.ScrollEvent) {
	if e.Scrolled.DY == 0 {
		return
	}
	if w, ok := m.tool.(wheeler); ok {
		steps := int(math.Round(float64(e.Scrolled.DY) / WheelStep))
		if steps == 0 {
			steps = int(math.Copysign(1, float64(e.Scrolled.DY)))
		}
		if w.Wheel(m.pointAt(e.Position), steps) {
			return
		}
	}
	m.ZoomAt(math.Pow(wheelZoom, float64(e.Scrolled.DY)/WheelStep), e.Position)
}

// MouseIn reports the hex under the pointer.
func (m *MapView) MouseIn(e *desktop.MouseEvent) { m.hoverAt(e.Position) }

// MouseMoved reports the hex under the pointer when it changes, and pans
// while the right button is held.
func (m *MapView) MouseMoved(e *desktop.MouseEvent) {
	if from := m.input.panFrom; from != nil && e.Button == desktop.MouseButtonSecondary {
		m.PanBy(from.X-e.Position.X, from.Y-e.Position.Y)
		p := e.Position
		m.input.panFrom = &p
	}
	m.hoverAt(e.Position)
}

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

// RehoverNow reports the hex under the resting pointer again even if it is
// the same hex (its terrain or level may have changed).
func (m *MapView) RehoverNow() {
	m.hoverHex = "\x00"
	m.rehover()
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

// setHover calls the hover function (SetOnHover) if the hovered hex changed.
func (m *MapView) setHover(id string) {
	if id == m.hoverHex {
		return
	}
	m.hoverHex = id
	if m.onHover == nil {
		return
	}
	terrain := ""
	if o, ok := m.doc.ParseHex(id); ok {
		terrain = m.doc.TerrainAt(o)
	}
	m.onHover(id, terrain)
}

// Tapped hands the click to the tool; with none, it selects the hex under
// the pointer and the unit on top of its stack (a tap off the map clears the
// selection).
func (m *MapView) Tapped(e *fyne.PointEvent) {
	if m.tool != nil {
		m.tool.Tap(m.pointAt(e.Position))
		return
	}
	m.SelectAt(m.pointAt(e.Position))
}

// SelectAt selects the hex of p and its top unit, and reports it.
func (m *MapView) SelectAt(p Point) {
	unit := ""
	if p.OnMap {
		if ids := m.scene.UnitsAt(p.Hex); len(ids) > 0 {
			unit = ids[len(ids)-1]
		}
	}
	m.Select(p.Hex, p.OnMap, unit)
	if m.onSelect != nil {
		id := ""
		if p.OnMap {
			id = m.doc.HexID(p.Hex)
		}
		m.onSelect(id, unit)
	}
}

// FocusGained implements fyne.Focusable.
func (m *MapView) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (m *MapView) FocusLost() {}

// TypedRuneZoom zooms on '+', '=', '-' and '_'; it reports whether r was
// one of them.
func (m *MapView) TypedRuneZoom(r rune) bool {
	switch r {
	case '+', '=':
		m.zoomCentre(keyZoom)
	case '-', '_':
		m.zoomCentre(1 / keyZoom)
	default:
		return false
	}
	return true
}

// TypedRune offers the rune to the mode's rune function (Install), else zooms in on '+' or '=' and out
// on '-'.
func (m *MapView) TypedRune(r rune) {
	if m.onRune != nil && m.onRune(r) {
		return
	}
	m.TypedRuneZoom(r)
}

// TypedKey pans by an eighth of the view with the arrow keys; other keys go
// to the mode's key function (Install).
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
	default:
		if m.onKey != nil {
			m.onKey(e)
		}
	}
}

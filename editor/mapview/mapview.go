package mapview

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Zoom limits and default, as hex radius in Fyne units (device pixels at
// canvas scale 1).
const (
	DefaultScale = 26.0
	MinScale     = 2.0
	MaxScale     = 120.0
)

// MapView is the map widget: it shows the document's map and counters through
// a cache of 256-pixel tiles drawn by maps/draw/tiles, pans with mouse drags
// (with the middle or right button whatever the tool) and the arrow keys,
// zooms with the wheel (around the pointer) and the + and - keys, reports the
// hex under the pointer, and hands clicks and drags to the current tool (the
// select tool selects a hex and its top unit on tap). It keeps view state
// only; the model is the Document's.
type MapView struct {
	widget.BaseWidget

	// OnHover is called with the id and terrain id of the hex under the
	// pointer whenever that hex changes; with "", "" when the pointer leaves
	// the map.
	OnHover func(hexID, terrain string)
	// OnSelect is called when a tap selects a hex, with the id of the unit on
	// top of its stack ("" when it has none).
	OnSelect func(hexID, unitID string)
	// OnRune is offered the runes typed into the view before the zoom keys
	// (tool shortcuts); it reports whether it used the rune.
	OnRune func(r rune) bool
	// OnZoom is called after the zoom changes, with the hex radius in Fyne
	// units.
	OnZoom func(scale float64)
	// InitialZoom, when positive, is the hex radius in Fyne units the view
	// starts at instead of DefaultScale (the zoom kept in the preferences).
	InitialZoom float64
	// OnKey receives the keys the view does not use itself.
	OnKey func(e *fyne.KeyEvent)

	// Tool receives clicks, drags and wheel turns over the map; nil selects.
	Tool Tool

	Doc   *model.Document
	Scene *Scene
	Tiles *tileCache

	scale      float64 // hex radius in device pixels; 0 until first laid out
	OffX, OffY float64 // map pixel (device pixels) at the widget's top-left
	size       fyne.Size
	pending    *hexgrid.Offset // hex to centre on once the size is known
	hoverHex   string          // id of the hex under the pointer, "" for none
	pointer    *fyne.Position  // last pointer position over the view, nil when out
	Drawn      int             // tiles drawn so far (for tests and profiling)
	input      pointerState
}

// NewMapView returns a map view of doc.
func NewMapView(doc *model.Document) *MapView {
	m := &MapView{Doc: doc, Scene: newScene(doc), Tiles: NewTileCache()}
	m.ExtendBaseWidget(m)
	return m
}

// CreateRenderer implements fyne.Widget.
func (m *MapView) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(tiles.Background)
	return &mapViewRenderer{m: m, bg: bg, objects: []fyne.CanvasObject{bg}}
}

// PixScale returns the device pixels per Fyne unit of the view's canvas.
func (m *MapView) PixScale() float64 {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(m); c != nil && c.Scale() > 0 {
			return float64(c.Scale())
		}
	}
	return 1
}

// Scale returns the hex radius in device pixels.
func (m *MapView) Scale() float64 { return m.scale }

// ensureScale sets the default zoom before the first layout.
func (m *MapView) ensureScale() {
	if m.scale == 0 {
		z := DefaultScale
		if m.InitialZoom > 0 {
			z = min(max(m.InitialZoom, MinScale), MaxScale)
		}
		m.scale = z * m.PixScale()
	}
}

// CenterOn pans so that hex o is in the middle of the view (at once, or at
// the first layout if the view has no size yet).
func (m *MapView) CenterOn(o hexgrid.Offset) {
	if m.size.IsZero() {
		m.pending = &o
		return
	}
	m.ensureScale()
	ps := m.PixScale()
	x, y := m.Scene.HexCenter(m.scale, o)
	m.OffX = x - float64(m.size.Width)*ps/2
	m.OffY = y - float64(m.size.Height)*ps/2
	m.clampPan()
	m.Refresh()
	m.rehover()
}

// HexPosition returns the position of hex o's centre relative to the
// widget, in Fyne units.
func (m *MapView) HexPosition(o hexgrid.Offset) fyne.Position {
	m.ensureScale()
	ps := m.PixScale()
	x, y := m.Scene.HexCenter(m.scale, o)
	return fyne.NewPos(float32((x-m.OffX)/ps), float32((y-m.OffY)/ps))
}

// HexAt returns the hex at pos (relative to the widget, in Fyne units);
// false off the map.
func (m *MapView) HexAt(pos fyne.Position) (hexgrid.Offset, bool) {
	m.ensureScale()
	ps := m.PixScale()
	return m.Scene.HexAt(m.scale, m.OffX+float64(pos.X)*ps, m.OffY+float64(pos.Y)*ps)
}

// PanBy moves the map by (dx, dy) Fyne units: positive dx shows what lies
// further east.
func (m *MapView) PanBy(dx, dy float32) {
	ps := m.PixScale()
	m.OffX += float64(dx) * ps
	m.OffY += float64(dy) * ps
	m.clampPan()
	m.Refresh()
	m.rehover()
}

// ZoomAt multiplies the zoom by factor (within MinScale..MaxScale), keeping
// the map point under pos (relative to the widget, Fyne units) in place.
func (m *MapView) ZoomAt(factor float64, pos fyne.Position) {
	m.ensureScale()
	ps := m.PixScale()
	next := min(max(m.scale*factor, MinScale*ps), MaxScale*ps)
	if next == m.scale {
		return
	}
	px, py := float64(pos.X)*ps, float64(pos.Y)*ps
	k := next / m.scale
	m.OffX = (m.OffX+px)*k - px
	m.OffY = (m.OffY+py)*k - py
	m.scale = next
	if m.OnZoom != nil {
		m.OnZoom(next / ps)
	}
	m.clampPan()
	m.Refresh()
	m.rehover()
}

// FitMap zooms so that the whole map fits the view (within MinScale and
// MaxScale) and centres it.
func (m *MapView) FitMap() {
	if m.size.IsZero() {
		return
	}
	m.ensureScale()
	ps := m.PixScale()
	w, h := m.Scene.MapSize(m.scale)
	vw, vh := float64(m.size.Width)*ps, float64(m.size.Height)*ps
	if w <= 0 || h <= 0 {
		return
	}
	next := min(max(m.scale*min(vw/w, vh/h)*0.98, MinScale*ps), MaxScale*ps)
	m.scale = next
	w, h = m.Scene.MapSize(next)
	m.OffX, m.OffY = (w-vw)/2, (h-vh)/2
	if m.OnZoom != nil {
		m.OnZoom(next / ps)
	}
	m.clampPan()
	m.Refresh()
	m.rehover()
}

// SetHidden chooses the layers not drawn and redraws.
func (m *MapView) SetHidden(l tiles.Layers) {
	if m.Scene.Hide == l {
		return
	}
	m.Scene.Hide = l
	m.Tiles.InvalidateAll()
	m.Refresh()
}

// Hidden returns the layers not drawn.
func (m *MapView) Hidden() tiles.Layers { return m.Scene.Hide }

// zoomCentre zooms by factor around the middle of the view.
func (m *MapView) zoomCentre(factor float64) {
	m.ZoomAt(factor, fyne.NewPos(m.size.Width/2, m.size.Height/2))
}

// clampPan keeps at least panMargin device pixels of the map in view.
func (m *MapView) clampPan() {
	const panMargin = 64
	ps := m.PixScale()
	w, h := m.Scene.MapSize(m.scale)
	vw, vh := float64(m.size.Width)*ps, float64(m.size.Height)*ps
	m.OffX = min(max(m.OffX, panMargin-vw), w-panMargin)
	m.OffY = min(max(m.OffY, panMargin-vh), h-panMargin)
}

// Select selects hex o (when ok) and the unit with id unit ("" for none),
// and redraws the tiles they touch. It does not call OnSelect.
func (m *MapView) Select(o hexgrid.Offset, ok bool, unit string) {
	m.InvalidateSelection()
	m.Scene.SelectedHex, m.Scene.HasSelectedHex, m.Scene.SelectedUnit = o, ok, unit
	m.InvalidateSelection()
	m.Refresh()
}

// Selection returns the selected hex (ok false if none) and unit id.
func (m *MapView) Selection() (o hexgrid.Offset, ok bool, unit string) {
	return m.Scene.SelectedHex, m.Scene.HasSelectedHex, m.Scene.SelectedUnit
}

// InvalidateSelection marks stale the tiles showing the selected hex and
// the selected unit's counter.
func (m *MapView) InvalidateSelection() {
	if m.Scene.HasSelectedHex {
		m.invalidateHex(m.Scene.SelectedHex)
	}
	for _, u := range m.Scene.Units {
		if u.ID == m.Scene.SelectedUnit && u.ID != "" {
			m.invalidateHex(u.Hex)
		}
	}
}

// invalidateHex marks stale the tiles that drawing hex o touches.
func (m *MapView) invalidateHex(o hexgrid.Offset) {
	if m.scale > 0 {
		m.Tiles.Invalidate(m.scale, m.Scene.HexBounds(m.scale, o))
	}
}

// SetDocument shows another document (a file opened, a scenario switched
// to), keeping the zoom.
func (m *MapView) SetDocument(doc *model.Document) {
	m.Doc = doc
	hide := m.Scene.Hide
	m.Scene = newScene(doc)
	m.Scene.Hide = hide
	m.Tiles.InvalidateAll()
	m.Refresh()
}

// ModelChanged rebuilds the view's picture of the document after a change
// the view cannot follow piece by piece, and redraws everything.
func (m *MapView) ModelChanged() {
	old := m.Scene
	m.Scene = newScene(m.Doc)
	copySelection(m.Scene, old)
	m.Tiles.InvalidateAll()
	m.Refresh()
}

// copySelection copies what is selected and marked from one scene to
// another.
func copySelection(to, from *Scene) {
	to.SelectedHex, to.HasSelectedHex, to.SelectedUnit = from.SelectedHex, from.HasSelectedHex, from.SelectedUnit
	to.SelectedSide, to.HasSelectedSide = from.SelectedSide, from.HasSelectedSide
	to.Marked, to.Scans, to.Hide, to.Proposed = from.Marked, from.Scans, from.Hide, from.Proposed
	to.Points, to.ProposedLevels = from.Points, from.ProposedLevels
}

// visibleTiles returns the range of tiles that cover the view.
func (m *MapView) visibleTiles() (tx0, ty0, tx1, ty1 int) {
	ps := m.PixScale()
	w, h := float64(m.size.Width)*ps, float64(m.size.Height)*ps
	return int(math.Floor(m.OffX / tileSize)), int(math.Floor(m.OffY / tileSize)),
		int(math.Floor((m.OffX + w - 1) / tileSize)), int(math.Floor((m.OffY + h - 1) / tileSize))
}

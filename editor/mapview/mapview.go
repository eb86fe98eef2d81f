package mapview

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
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

	onHover     func(hexID, terrain string) // see SetOnHover
	onSelect    func(hexID, unitID string)  // see SetOnSelect
	onZoom      func(scale float64)         // see SetOnZoom
	initialZoom float64                     // see SetInitialZoom

	// what the editor's mode installed (see Install)
	tool   Tool                   // receives clicks, drags and wheel turns; nil selects
	onRune func(r rune) bool      // offered typed runes before the zoom keys
	onKey  func(e *fyne.KeyEvent) // receives the keys the view does not use

	doc      *model.Document
	docScene *tiles.Scene     // the picture of the document
	docMarks *drawscene.Marks // its marks
	scene    *tiles.Scene     // the picture shown: docScene or the mode's own
	marks    *drawscene.Marks // the marks shown: docMarks or the mode's own
	tiles    *tileCache

	scale      float64 // hex radius in device pixels; 0 until first laid out
	offX, offY float64 // map pixel (device pixels) at the widget's top-left
	size       fyne.Size
	pending    *hexgrid.Offset // hex to centre on once the size is known
	hoverHex   string          // id of the hex under the pointer, "" for none
	pointer    *fyne.Position  // last pointer position over the view, nil when out
	drawn      int             // tiles drawn so far (see DrawnTiles)
	input      pointerState
}

// NewMapView returns a map view of doc.
func NewMapView(doc *model.Document) *MapView {
	sc, mk := newScene(doc)
	m := &MapView{doc: doc, docScene: sc, docMarks: mk, scene: sc, marks: mk, tiles: NewTileCache()}
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
		if m.initialZoom > 0 {
			z = min(max(m.initialZoom, MinScale), MaxScale)
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
	x, y := m.scene.HexCenter(m.scale, o)
	m.offX = x - float64(m.size.Width)*ps/2
	m.offY = y - float64(m.size.Height)*ps/2
	m.clampPan()
	m.Refresh()
	m.rehover()
}

// HexPosition returns the position of hex o's centre relative to the
// widget, in Fyne units.
func (m *MapView) HexPosition(o hexgrid.Offset) fyne.Position {
	m.ensureScale()
	ps := m.PixScale()
	x, y := m.scene.HexCenter(m.scale, o)
	return fyne.NewPos(float32((x-m.offX)/ps), float32((y-m.offY)/ps))
}

// HexAt returns the hex at pos (relative to the widget, in Fyne units);
// false off the map.
func (m *MapView) HexAt(pos fyne.Position) (hexgrid.Offset, bool) {
	m.ensureScale()
	ps := m.PixScale()
	return m.scene.HexAt(m.scale, m.offX+float64(pos.X)*ps, m.offY+float64(pos.Y)*ps)
}

// PanBy moves the map by (dx, dy) Fyne units: positive dx shows what lies
// further east.
func (m *MapView) PanBy(dx, dy float32) {
	ps := m.PixScale()
	m.offX += float64(dx) * ps
	m.offY += float64(dy) * ps
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
	m.offX = (m.offX+px)*k - px
	m.offY = (m.offY+py)*k - py
	m.scale = next
	if m.onZoom != nil {
		m.onZoom(next / ps)
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
	w, h := m.scene.MapSize(m.scale)
	vw, vh := float64(m.size.Width)*ps, float64(m.size.Height)*ps
	if w <= 0 || h <= 0 {
		return
	}
	next := min(max(m.scale*min(vw/w, vh/h)*0.98, MinScale*ps), MaxScale*ps)
	m.scale = next
	w, h = m.scene.MapSize(next)
	m.offX, m.offY = (w-vw)/2, (h-vh)/2
	if m.onZoom != nil {
		m.onZoom(next / ps)
	}
	m.clampPan()
	m.Refresh()
	m.rehover()
}

// SetHidden chooses the layers not drawn and redraws.
func (m *MapView) SetHidden(l tiles.Layers) {
	if m.scene.Hide == l {
		return
	}
	m.scene.Hide = l
	m.tiles.InvalidateAll()
	m.Refresh()
}

// Hidden returns the layers not drawn.
func (m *MapView) Hidden() tiles.Layers { return m.scene.Hide }

// zoomCentre zooms by factor around the middle of the view.
func (m *MapView) zoomCentre(factor float64) {
	m.ZoomAt(factor, fyne.NewPos(m.size.Width/2, m.size.Height/2))
}

// clampPan keeps at least panMargin device pixels of the map in view.
func (m *MapView) clampPan() {
	const panMargin = 64
	ps := m.PixScale()
	w, h := m.scene.MapSize(m.scale)
	vw, vh := float64(m.size.Width)*ps, float64(m.size.Height)*ps
	m.offX = min(max(m.offX, panMargin-vw), w-panMargin)
	m.offY = min(max(m.offY, panMargin-vh), h-panMargin)
}

// Select selects hex o (when ok) and the unit with id unit ("" for none),
// and redraws the tiles they touch. It does not call OnSelect.
func (m *MapView) Select(o hexgrid.Offset, ok bool, unit string) {
	m.InvalidateSelection()
	m.marks.SelectedHex, m.marks.HasSelectedHex, m.marks.SelectedUnit = o, ok, unit
	m.InvalidateSelection()
	m.Refresh()
}

// Selection returns the selected hex (ok false if none) and unit id.
func (m *MapView) Selection() (o hexgrid.Offset, ok bool, unit string) {
	return m.marks.SelectedHex, m.marks.HasSelectedHex, m.marks.SelectedUnit
}

// InvalidateSelection marks stale the tiles showing the selected hex and
// the selected unit's counter.
func (m *MapView) InvalidateSelection() {
	if m.marks.HasSelectedHex {
		m.invalidateHex(m.marks.SelectedHex)
	}
	for _, u := range m.scene.Overlay.Counters {
		if u.ID == m.marks.SelectedUnit && u.ID != "" {
			m.invalidateHex(u.Hex)
		}
	}
}

// invalidateHex marks stale the tiles that drawing hex o touches.
func (m *MapView) invalidateHex(o hexgrid.Offset) {
	if m.scale > 0 {
		m.tiles.Invalidate(m.scale, m.scene.HexBounds(m.scale, o))
	}
}

// SetDocument shows another document (a file opened, a scenario switched
// to), keeping the zoom.
func (m *MapView) SetDocument(doc *model.Document) {
	m.doc = doc
	sc, mk := newScene(doc)
	sc.Hide = m.docScene.Hide
	m.setDocScene(sc, mk)
	m.tiles.InvalidateAll()
	m.Refresh()
}

// ModelChanged rebuilds the view's picture of the document after a change
// the view cannot follow piece by piece, and redraws everything.
func (m *MapView) ModelChanged() {
	sc, mk := newScene(m.doc)
	sc.Scans, sc.Hide = m.docScene.Scans, m.docScene.Hide
	copyMarks(mk, m.docMarks)
	m.setDocScene(sc, mk)
	m.tiles.InvalidateAll()
	m.Refresh()
}

// setDocScene replaces the picture of the document, and shows it unless a
// mode shows its own.
func (m *MapView) setDocScene(s *tiles.Scene, mk *drawscene.Marks) {
	if m.scene == m.docScene {
		m.scene = s
	}
	if m.marks == m.docMarks {
		m.marks = mk
	}
	m.docScene, m.docMarks = s, mk
}

// copyMarks copies what is selected and marked, all but the flagged hexes
// (which the document's diagnostics give), from one set of marks to
// another.
func copyMarks(to, from *drawscene.Marks) {
	flagged := to.Flagged
	*to = *from
	to.Flagged = flagged
}

// visibleTiles returns the range of tiles that cover the view.
func (m *MapView) visibleTiles() (tx0, ty0, tx1, ty1 int) {
	ps := m.PixScale()
	w, h := float64(m.size.Width)*ps, float64(m.size.Height)*ps
	return int(math.Floor(m.offX / tileSize)), int(math.Floor(m.offY / tileSize)),
		int(math.Floor((m.offX + w - 1) / tileSize)), int(math.Floor((m.offY + h - 1) / tileSize))
}

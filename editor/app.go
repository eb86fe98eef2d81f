package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/sandtable/sandtable/validate"
)

// Initial window size, in Fyne units.
const (
	windowWidth  = 1600
	windowHeight = 1000
	// panelShare is the part of the window's width the map takes; the
	// diagnostics panel gets the rest.
	panelShare = 0.76
)

// Editor is the editor's window on one document: the map view in the
// centre, the diagnostics on the right and a status bar at the bottom.
type Editor struct {
	Window fyne.Window

	app    fyne.App
	doc    *Document
	view   *MapView
	diags  *diagnosticsPanel
	status *statusBar
}

// New builds the window of doc in application a (not shown yet: call
// Window.ShowAndRun or Window.Show).
func New(a fyne.App, doc *Document) *Editor {
	e := &Editor{app: a, doc: doc, status: newStatusBar()}
	e.Window = a.NewWindow("Sandtable — " + doc.Title())
	e.view = NewMapView(doc)
	e.view.OnHover = e.hovered
	e.view.OnSelect = e.selected
	e.diags = newDiagnosticsPanel(doc, e.chooseDiagnostic)
	split := container.NewHSplit(e.view, e.diags.box)
	split.SetOffset(panelShare)
	e.Window.SetContent(container.NewBorder(nil, e.status.box, nil, nil, split))
	e.Window.Resize(fyne.NewSize(windowWidth, windowHeight))
	e.status.setHover("", "")
	e.status.setUnit("", "")
	e.status.setCounts(doc.Counts())
	e.forwardKeys()
	e.view.CenterOn(initialCentre(doc, e.view.scene, DefaultScale, windowWidth*panelShare, windowHeight))
	return e
}

// forwardKeys sends keys typed while nothing has the focus to the map view,
// so the arrows and +/- work without clicking the map first.
func (e *Editor) forwardKeys() {
	c := e.Window.Canvas()
	c.SetOnTypedKey(func(k *fyne.KeyEvent) {
		if c.Focused() == nil {
			e.view.TypedKey(k)
		}
	})
	c.SetOnTypedRune(func(r rune) {
		if c.Focused() == nil {
			e.view.TypedRune(r)
		}
	})
}

// hovered shows the hex under the pointer in the status bar.
func (e *Editor) hovered(hexID, terrain string) {
	name := ""
	if terrain != "" {
		name = e.doc.TerrainName(terrain)
	}
	e.status.setHover(hexID, name)
}

// selected shows the selected unit in the status bar.
func (e *Editor) selected(_, unitID string) {
	e.status.setUnit(e.doc.UnitName(unitID), unitID)
}

// chooseDiagnostic centres the map on the diagnostic's hex (or its unit's
// setup hex) and selects that hex and unit.
func (e *Editor) chooseDiagnostic(d validate.Diagnostic) {
	o, ok := e.doc.ParseHex(d.Hex)
	if !ok && d.Unit != "" {
		o, ok = e.doc.UnitHex(d.Unit)
	}
	if !ok {
		return
	}
	e.view.Select(o, true, d.Unit)
	e.view.CenterOn(o)
	e.selected(d.Hex, d.Unit)
}

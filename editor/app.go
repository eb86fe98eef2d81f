package editor

import (
	"image"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/panels"
	"github.com/sandtable/sandtable/editor/playtest"
	"github.com/sandtable/sandtable/editor/tools"
	"github.com/sandtable/sandtable/editor/ui"
)

// Initial window size, in Fyne units.
const (
	windowWidth  = 1600
	windowHeight = 1000
	// panelShare is the part of the width right of the tool palette the map
	// takes; the side panels get the rest.
	panelShare = 0.72
	// tabsShare is the part of the side panels' height the tabs take over
	// the diagnostics.
	tabsShare = 0.62
	// Play-test mode gives the side panels more room: the map takes
	// playMapShare of the width and the Play tab playTabsShare of the height.
	playMapShare  = 0.5
	playTabsShare = 1
)

// Options are the editor's settings that come from outside the document.
type Options struct {
	// SaveTarget, when set, is where Save writes a document that has no file
	// of its own yet (built-in data), instead of asking (sandtable --save-as).
	SaveTarget string
	// Recovery is where recovery copies go; no copies when Dir is "".
	Recovery model.Recovery
	// RecoveryEvery is how often a recovery copy is written while there are
	// unsaved changes (default one minute).
	RecoveryEvery time.Duration
	// ValidateAfter is how long the live validation waits after the last
	// edit (default 300 ms).
	ValidateAfter time.Duration
	// Screen is the size of the screen the window opens on, in Fyne units
	// (zero when unknown): the window opens no larger than 94% of it.
	Screen fyne.Size
}

// windowSize is the window's first size: the default, shrunk to fit the
// screen (never below 800 x 560).
func windowSize(screen fyne.Size) fyne.Size {
	w, h := float32(windowWidth), float32(windowHeight)
	if screen.Width > 0 && screen.Height > 0 {
		w = max(min(w, screen.Width*0.94), 800)
		h = max(min(h, screen.Height*0.94-40), 560) // room for a panel or title bar
	}
	return fyne.NewSize(w, h)
}

// Editor is the editor's window on one document.
type Editor struct {
	win fyne.Window

	app         fyne.App
	doc         *model.Document
	opts        Options
	view        *mapview.MapView
	status      *statusBar
	diags       *panels.DiagnosticsPanel
	inspector   *panels.Inspector
	oob         *panels.OOBPanel
	lists       *panels.ListsPanel
	history     *panels.HistoryPanel
	scan        *panels.ScanPanel
	trace       *panels.TracePanel
	tools       *tools.Toolbox
	tabs        *container.AppTabs
	kindTabs    map[model.Kind]*container.TabItem // the tab shown first per kind of document
	tabIDs      map[ui.TabID]*container.TabItem   // the tabs a mode may name (see ui.Mode.Tab)
	live        *liveValidator
	keeper      *recoveryKeeper
	menu        *editorMenu
	rules       *rulesPanel
	interop     *interopJob // the last import or export started
	play        *playtest.PlayTest
	strokes     int64              // the last stroke key handed out
	asking      *unsavedQuestion   // the last unsaved-changes question shown
	goTo        *goToDialog        // the last Go To dialog shown
	newGame     *newGameForm       // the last New Game dialog shown
	newScenario *newScenarioForm   // the last New Scenario dialog shown
	chooser     *ui.IDChooser      // the last unit or formation chooser shown
	picking     *hexPick           // the entry hexes being picked on the map, if any
	tips        *ui.Tips           // tooltips of the tool buttons and diagnostics
	split       *container.Split   // the map | the side panels
	right       *container.Split   // the tabs over the diagnostics
	modes       []ui.Mode          // editing at the bottom, the mode installed on top
	onlyTab     *container.TabItem // the only tab the mode on top leaves enabled, if any
}

// New builds the window of doc in application a with default options (not
// shown yet: call Window.ShowAndRun or Window.Show).
func New(a fyne.App, doc *model.Document) *Editor { return NewWithOptions(a, doc, Options{}) }

// NewWithOptions builds the window of doc with the given options.
func NewWithOptions(a fyne.App, doc *model.Document, opts Options) *Editor {
	if opts.RecoveryEvery <= 0 {
		opts.RecoveryEvery = time.Minute
	}
	if opts.ValidateAfter <= 0 {
		opts.ValidateAfter = 300 * time.Millisecond
	}
	guardFileWrites()
	e := &Editor{app: a, doc: doc, opts: opts, status: newStatusBar()}
	e.win = a.NewWindow(e.windowTitle())
	e.build()
	e.zoomPrefs()
	e.win.Resize(windowSize(opts.Screen))
	e.menu = newEditorMenu(e)
	e.modes = []ui.Mode{e.tools.Mode()}
	e.ModeChanged()
	e.win.SetCloseIntercept(e.closeRequested)
	e.live = newLiveValidator(e, opts.ValidateAfter)
	e.keeper = newRecoveryKeeper(e, opts.Recovery, opts.RecoveryEvery)
	e.forwardKeys()
	e.documentChanged()
	return e
}

// build makes the widgets and lays out the window.
func (e *Editor) build() {
	e.tips = ui.NewTips(func() fyne.Size { return e.win.Canvas().Size() })
	e.view = mapview.NewMapView(e.doc)
	e.view.SetOnHover(e.hovered)
	e.view.SetOnSelect(e.Selected)
	e.diags = panels.NewDiagnosticsPanel(e.doc, e.chooseDiagnostic)
	e.diags.Tips = e.tips
	e.inspector = panels.NewInspector(e)
	e.oob = panels.NewOOBPanel(e)
	e.lists = panels.NewListsPanel(e)
	e.history = panels.NewHistoryPanel(e)
	e.scan = panels.NewScanPanel(e)
	e.trace = panels.NewTracePanel(e, e.scan)
	e.tools = tools.NewToolbox(e)
	oobTab := container.NewTabItem(lang.L("OOB"), ui.WithFixedMin(e.oob.Box, ui.SideMin))
	scanTab := container.NewTabItem(lang.L("Scan"), ui.WithFixedMin(container.NewVScroll(
		container.NewVBox(e.scan.Box, widget.NewSeparator(), e.trace.Box)), ui.SideMin))
	e.rules = newRulesPanel(e)
	rulesTab := container.NewTabItem(lang.L("Rules"), ui.WithFixedMin(e.rules.Box, ui.SideMin))
	e.kindTabs = map[model.Kind]*container.TabItem{model.KindOOB: oobTab, model.KindMap: scanTab, model.KindRuleset: rulesTab}
	inspectorTab := container.NewTabItem(lang.L("Inspector"), ui.WithFixedMin(e.inspector.Box, ui.SideMin))
	e.tabs = container.NewAppTabs(
		inspectorTab,
		oobTab,
		container.NewTabItem(lang.L("Scenario"), ui.WithFixedMin(e.lists.Box, ui.SideMin)),
		container.NewTabItem(lang.L("History"), ui.WithFixedMin(e.history.Box, ui.SideMin)),
		scanTab,
		rulesTab,
	)
	e.play = playtest.NewPlayTest(e)
	e.tabs.Append(e.play.Panel.Tab)
	e.tabIDs = map[ui.TabID]*container.TabItem{ui.TabInspector: inspectorTab, ui.TabPlay: e.play.Panel.Tab}
	e.tabs.OnSelected = func(it *container.TabItem) {
		if tabHolds(it, e.lists.Box) {
			e.lists.TabShown()
		}
		if tabHolds(it, e.rules.Box) {
			e.rules.TabShown()
		}
		if tabHolds(it, e.oob.Box) {
			_, _, unit := e.view.Selection()
			e.oob.Reveal(unit)
		}
	}
	e.right = container.NewVSplit(e.tabs, e.diags.Box)
	e.right.SetOffset(tabsShare)
	e.split = container.NewHSplit(e.view, e.right)
	e.split.SetOffset(panelShare)
	main := container.NewBorder(nil, e.status.box, e.tools.Box, nil, e.split)
	e.win.SetContent(container.NewStack(main, e.tips.Layer))
}

// Window returns the editor's window, for the program that runs it; the
// parts never see it (ui.Host offers them dialogs instead).
func (e *Editor) Window() fyne.Window { return e.win }

// Tips returns the window's tooltips.
func (e *Editor) Tips() *ui.Tips { return e.tips }

// ScanSheet returns the index of the sheet whose scan the Scan tab shows.
func (e *Editor) ScanSheet() int { return e.scan.Current() }

// ScanImage returns the decoded scan of sheet i, nil when there is none.
func (e *Editor) ScanImage(i int) image.Image {
	if img := e.scan.Image(i); img != nil {
		return img
	}
	return nil
}

// TabShowing reports whether the side tab in front holds o.
func (e *Editor) TabShowing(o fyne.CanvasObject) bool {
	return e.tabs != nil && e.tabs.Selected() != nil && tabHolds(e.tabs.Selected(), o)
}

// Document returns the open document.
func (e *Editor) Document() *model.Document { return e.doc }

// View returns the map view as the parts may use it.
func (e *Editor) View() ui.Map { return e.view }

// documentChanged shows a document newly opened: title, view, panels,
// counts and the first view centred on its set-up.
func (e *Editor) documentChanged() {
	e.play.Stop()
	e.CancelPick() // the modes over editing end with their document
	e.view.SetDocument(e.doc)
	e.status.setHover("", "")
	e.status.setUnit("", "")
	e.diags.SetDocument(e.doc)
	e.diagnosticsChanged()
	e.inspector.Refresh()
	e.oob.Refresh()
	e.lists.Refresh()
	e.history.Refresh()
	e.scan.DocumentChanged()
	e.trace.DocumentChanged()
	e.rules.refresh()
	e.tools.DocumentChanged()
	e.menu.refresh()
	e.win.SetTitle(e.windowTitle())
	w := (windowWidth - tools.PaletteWidth) * panelShare
	e.view.CenterOn(mapview.InitialCentre(e.doc, e.view.Scene(), mapview.DefaultScale, w, windowHeight))
	e.showKindTab()
}

// showKindTab brings forward the tab that edits what the document was
// opened from: the OOB tree for an order of battle, the Scan tab for a map
// (scans, calibration, tracing), the Rules tab for a ruleset.
func (e *Editor) showKindTab() {
	if it := e.kindTabs[e.doc.Kind()]; it != nil {
		e.tabs.Select(it)
	}
}

// windowTitle is "Sandtable — <file name> (<scenario title>)", the file
// name marked "built-in" for the embedded data, with " *" when there are
// unsaved changes.
func (e *Editor) windowTitle() string {
	name := filepath.Base(e.doc.Path())
	if e.doc.IsBuiltin() {
		name = lang.L("built-in") + " " + name
	}
	t := "Sandtable — " + name
	if title := e.doc.Scenario().Title; title != "" {
		t += " (" + title + ")"
	}
	if e.doc.Dirty() {
		t += " *"
	}
	return t
}

// forwardKeys sends keys typed while nothing has the focus to the map view,
// so the arrows, +/- and the tool keys work without clicking the map first.
func (e *Editor) forwardKeys() {
	c := e.win.Canvas()
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

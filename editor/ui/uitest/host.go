// Package uitest gives the editor's parts a stand-in for the window in
// their own tests: a [Host] with a real document and map view in a test
// window, that applies commands, keeps what the part reported and installs
// modes on the map view as the window does, so a tool, panel or the
// play-test is tested without the application shell.
package uitest

import (
	"image"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// Host implements ui.Host and the extensions of tools, panels and
// playtest over one document.
type Host struct {
	Doc  *model.Document
	Map  *mapview.MapView
	Win  fyne.Window
	Done int      // commands handed to Do that changed the document
	Msgs []string // what the part reported, in order
	// Unit is the last unit ShowUnit or Selected showed ("" for none).
	Unit string
	// Modes are the modes pushed over editing, the one installed last.
	Modes []ui.Mode
	// Edit is the mode at the bottom of the stack (nil: a tap selects,
	// no keys).
	Edit ui.Mode
	// Chooser is the last unit or formation chooser opened.
	Chooser *ui.IDChooser
	// Asked lists the titles of the dialogs the part opened, in order
	// (an open or save dialog as "open .json", "save name").
	Asked []string
	// Answer, when set, answers every Confirm and ShowForm at once;
	// otherwise the last one's answer waits in Pending.
	Answer  *bool
	Pending func(ok bool)
	// Form is the last form shown; Panel the content of the last panel.
	Form  []*widget.FormItem
	Panel fyne.CanvasObject
	// Pick is the file OpenFile opens and SaveFile writes ("": the
	// designer cancels).
	Pick string
	// Changed, when set, hears of every change Do, Undo, Redo and GoTo
	// made, after the map view (as the window's parts do).
	Changed func(model.Change)
	strokes int64
}

// New opens the built-in ITW Scenario 1 in a test window of 1000 x 700
// units holding its map view.
func New(t testing.TB) *Host {
	t.Helper()
	return newHost(t, Document(t, model.BuiltinScenario))
}

// Open opens the built-in file path (a scenario, map or OOB) in a test
// window like New's.
func Open(t testing.TB, path string) *Host {
	t.Helper()
	return newHost(t, Document(t, path))
}

// opened holds the built-in files opened so far, by path: each is opened
// (decoded and validated) once per test binary, and every Document call
// returns its own deep copy, since tests edit their document. The built-in
// files are embedded and cannot change under it.
var opened = struct {
	sync.Mutex
	docs map[string]*model.Document
}{docs: map[string]*model.Document{}}

// Document returns the built-in file path (a scenario, map or OOB) as
// model.Open opens it, a copy that shares no memory with any other
// (testtool.DeepCopy), or fails the test.
func Document(t testing.TB, path string) *model.Document {
	t.Helper()
	opened.Lock()
	doc, ok := opened.docs[path]
	if !ok {
		var err error
		if doc, err = model.Open(validate.Builtin{}, path); err != nil {
			opened.Unlock()
			t.Fatal(err)
		}
		opened.docs[path] = doc
	}
	opened.Unlock()
	return testtool.DeepCopy(doc)
}

// newHost shows doc's map view in a test window.
func newHost(t testing.TB, doc *model.Document) *Host {
	a := App(t)
	h := &Host{Doc: doc, Map: mapview.NewMapView(doc), Win: a.NewWindow("uitest")}
	h.Win.SetContent(h.Map)
	h.Win.Resize(fyne.NewSize(1000, 700))
	h.Win.Show()
	return h
}

// Hex parses a hex id of the document's map or fails the test.
func (h *Host) Hex(t testing.TB, id string) hexgrid.Offset {
	t.Helper()
	o, ok := h.Doc.ParseHex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return o
}

// Document returns the document.
func (h *Host) Document() *model.Document { return h.Doc }

// View returns the map view.
func (h *Host) View() ui.Map { return h.Map }

// Do applies c to the document and shows the change on the map view.
func (h *Host) Do(c model.Command) {
	if ch := h.Doc.Do(c); !ch.Empty() {
		h.Done++
		h.apply(ch)
	}
}

// apply shows a change on the map view and hands it to Changed.
func (h *Host) apply(ch model.Change) {
	h.Map.Apply(ch)
	if h.Changed != nil {
		h.Changed(ch)
	}
}

// TapHex clicks the centre of hex o on the map view.
func (h *Host) TapHex(o hexgrid.Offset) {
	h.Map.Tapped(&fyne.PointEvent{Position: h.Map.HexPosition(o)})
}

// Drag drags the mouse over the map view from hex a's centre to hex b's in
// steps moves, and lets go.
func (h *Host) Drag(a, b hexgrid.Offset, steps int) {
	from, to := h.Map.HexPosition(a), h.Map.HexPosition(b)
	prev := from
	for i := 1; i <= steps; i++ {
		k := float32(i) / float32(steps)
		p := fyne.NewPos(from.X+(to.X-from.X)*k, from.Y+(to.Y-from.Y)*k)
		h.Map.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	h.Map.DragEnd()
}

// Said returns the last message reported ("" for none).
func (h *Host) Said() string {
	if len(h.Msgs) == 0 {
		return ""
	}
	return h.Msgs[len(h.Msgs)-1]
}

// Report keeps msg.
func (h *Host) Report(msg string) { h.Msgs = append(h.Msgs, msg) }

// ReportErr keeps err's message; it reports whether there was one.
func (h *Host) ReportErr(err error) bool {
	if err == nil {
		return false
	}
	h.Report(err.Error())
	return true
}

// Selected keeps the unit.
func (h *Host) Selected(_, unit string) { h.Unit = unit }

// NewStroke returns a fresh stroke key.
func (h *Host) NewStroke() int64 { h.strokes++; return h.strokes }

// SelectSide selects hexside s on the map view, as the window does.
func (h *Host) SelectSide(s hexgrid.Hexside) { h.Map.SelectSide(s, true) }

// ScanSheet is the first sheet.
func (h *Host) ScanSheet() int { return 0 }

// ScanImage: the test host has no scans.
func (h *Host) ScanImage(int) image.Image { return nil }

// PushMode installs m over the current mode.
func (h *Host) PushMode(m ui.Mode) {
	h.Modes = append(h.Modes, m)
	h.ModeChanged()
}

// PopMode takes m and the modes above it off the stack.
func (h *Host) PopMode(m ui.Mode) {
	for i := len(h.Modes) - 1; i >= 0; i-- {
		if h.Modes[i] == m {
			h.Modes = h.Modes[:i]
			h.ModeChanged()
			return
		}
	}
}

// ModeChanged installs the mode on top on the map view, as the window
// does.
func (h *Host) ModeChanged() {
	m := h.Edit
	if n := len(h.Modes); n > 0 {
		m = h.Modes[n-1]
	}
	if m == nil {
		h.Map.Install(nil, nil, nil, nil, nil)
		h.Map.SetMarked(nil)
		return
	}
	s, mk := m.Scene()
	h.Map.Install(s, mk, m.Tool(), m.Rune, m.Key)
	h.Map.SetMarked(m.Marked())
}

// ShowUnit keeps the unit.
func (h *Host) ShowUnit(_, id string) { h.Unit = id }

// GoTo moves the document's history to pos.
func (h *Host) GoTo(pos int) {
	if ch := h.Doc.GoTo(pos); !ch.Empty() {
		h.apply(ch)
	}
}

// Undo takes back the document's last edit and shows the change.
func (h *Host) Undo() {
	if ch, ok := h.Doc.Undo(); ok {
		h.apply(ch)
	}
}

// Redo applies the last edit taken back again and shows the change.
func (h *Host) Redo() {
	if ch, ok := h.Doc.Redo(); ok {
		h.apply(ch)
	}
}

// SwitchScenario is refused: the stand-in holds one document.
func (h *Host) SwitchScenario(string) { h.Report("no other scenario here") }

// TabShowing says every part is in front.
func (h *Host) TabShowing(fyne.CanvasObject) bool { return true }

// StartPick, PickingFor, FinishPick and CancelPick: no hex picking here.
func (h *Host) StartPick(string, []string, func([]string)) {}
func (h *Host) PickingFor(string) bool                     { return false }
func (h *Host) FinishPick()                                {}
func (h *Host) CancelPick()                                {}

// ShowIDChooser opens the chooser over the test window.
func (h *Host) ShowIDChooser(title string, all []ui.Choice, chosen []string, done func([]string)) *ui.IDChooser {
	h.Chooser = ui.ShowIDChooser(h.Win, title, all, chosen, done)
	return h.Chooser
}

// ShowPicker opens a one-id chooser over the test window.
func (h *Host) ShowPicker(title string, all []ui.Choice, done func(string)) *ui.IDChooser {
	h.Chooser = ui.ShowPicker(h.Win, title, all, done)
	return h.Chooser
}

package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/panels"
	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// goToByKeys opens Go To with shortcut s, types q and presses Return, as a
// user does.
func goToByKeys(t *testing.T, e *Editor, s fyne.Shortcut, q string) {
	t.Helper()
	e.win.Canvas().(fyne.Shortcutable).TypedShortcut(s)
	if e.goTo == nil {
		t.Fatal("the shortcut opened no Go To dialog")
	}
	test.Type(e.goTo.entry, q)
	e.goTo.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// centreHex is the hex in the middle of the map view.
func centreHex(t *testing.T, e *Editor) string {
	t.Helper()
	sz := e.view.Size()
	o, ok := e.view.HexAt(fyne.NewPos(sz.Width/2, sz.Height/2))
	if !ok {
		t.Fatal("no hex in the middle of the view")
	}
	return e.doc.HexID(o)
}

func TestGoToOverlapHexAndFindUnit(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	goToByKeys(t, e, ctrl(fyne.KeyG), "S1401")
	if got := centreHex(t, e); got != "N1434" {
		t.Errorf("Go to S1401 centred on %s, want N1434 (the same hex)", got)
	}
	if o, ok, _ := e.view.Selection(); !ok || e.doc.HexID(o) != "N1434" {
		t.Errorf("Go to S1401 selected %v %v", o, ok)
	}

	goToByKeys(t, e, ctrl(fyne.KeyF), "55 TN")
	o, ok, unit := e.view.Selection()
	if !ok || e.doc.UnitName(unit) != "55 TN" {
		t.Fatalf("find 55 TN selected unit %q", unit)
	}
	if want, _ := e.doc.UnitHex(unit); o != want || centreHex(t, e) != e.doc.HexID(want) {
		t.Errorf("find 55 TN: selected %v, centred on %s; it is set up in %s", o, centreHex(t, e), e.doc.HexID(want))
	}
	if e.status.unit.Text == "" {
		t.Error("the status bar does not name the found unit")
	}
}

func TestFitMapShowsTheWholeMap(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	before := e.view.Scale()
	e.win.Canvas().(fyne.Shortcutable).TypedShortcut(ctrl(fyne.Key0))
	if e.view.Scale() >= before {
		t.Fatalf("Ctrl+0 left the zoom at %v (was %v)", e.view.Scale(), before)
	}
	sz := e.view.Size()
	for _, o := range e.doc.Geometry().Numbering.All() {
		p := e.view.HexPosition(o)
		if p.X < 0 || p.Y < 0 || p.X > sz.Width || p.Y > sz.Height {
			t.Fatalf("after Fit Map %s is at %v, outside the %v view", e.doc.HexID(o), p, sz)
		}
	}
}

func TestViewMenuHidesLayersAndRemembers(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	var counters *fyne.MenuItem
	for _, m := range e.menu.main.Items {
		for _, it := range m.Items {
			if it.Label == "Counters" {
				counters = it
			}
		}
	}
	if counters == nil || !counters.Checked {
		t.Fatal("View > Counters missing or unchecked")
	}
	counters.Action()
	if !e.view.Hidden().Has(tiles.LayerCounters) || counters.Checked {
		t.Error("View > Counters did not hide the counters")
	}
	if got := tiles.Layers(e.app.Preferences().Int(hiddenKey)); !got.Has(tiles.LayerCounters) {
		t.Errorf("preference %v", got)
	}
	counters.Action()
	if e.view.Hidden() != 0 {
		t.Errorf("hidden %v after showing the counters again", e.view.Hidden())
	}
}

func TestOOBFilter(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	test.Type(e.oob.Filter, "55 TN")
	sides := e.oob.ChildrenOf("")
	if len(sides) != 1 {
		t.Fatalf("filter 55 TN keeps sides %v", sides)
	}
	found := false
	var walk func(id string)
	walk = func(id string) {
		for _, c := range e.oob.ChildrenOf(id) {
			if e.doc.UnitName(c[len(panels.UnitNode):]) == "55 TN" {
				found = true
			}
			walk(c)
		}
	}
	walk("")
	if !found {
		t.Error("the filtered tree lacks 55 TN")
	}
	e.oob.Filter.SetText("")
	if len(e.oob.ChildrenOf("")) < 2 {
		t.Error("clearing the filter did not bring back both sides")
	}
}

package editor

import (
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// newQuickEditor builds an editor whose live validation waits only ms.
func newQuickEditor(t testing.TB, doc *model.Document, opts Options) *Editor {
	t.Helper()
	e := NewWithOptions(uitest.App(t), doc, opts)
	e.live.post = func(func()) {} // see useQueue
	e.win.Show()
	return e
}

// uiQueue stands for the UI goroutine of the desktop driver in tests: the
// live validation posts functions to it, and the test runs them on its own
// goroutine (the test driver's fyne.Do would run them at once, on the
// validation's goroutine).
type uiQueue chan func()

// useQueue makes e's live validation post to a new queue.
func useQueue(e *Editor) uiQueue {
	q := make(uiQueue, 64)
	e.live.post = func(f func()) { q <- f }
	return q
}

// waitValidated runs the posted functions until the live validation has
// shown one more result.
func waitValidated(t *testing.T, e *Editor, q uiQueue) {
	t.Helper()
	want := e.live.applied + 1
	for e.live.applied < want {
		select {
		case f := <-q:
			f()
		case <-time.After(10 * time.Second):
			t.Fatal("the live validation never finished")
		}
	}
}

func TestLiveValidationAfterEdits(t *testing.T) {
	e := newQuickEditor(t, openBuiltin(t), Options{ValidateAfter: 30 * time.Millisecond})
	q := useQueue(e)
	d := e.doc
	o := hex(t, d, "S2016")
	s := hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN}
	// Several quick edits: painting never waits for the validation.
	start := time.Now()
	e.Do(d.SetElevation(0, 2, o))
	e.Do(d.SetContours(s, &[2]int{1, 0}))
	if took := time.Since(start); took > 200*time.Millisecond {
		t.Errorf("two edits took %v: the validation blocks painting", took)
	}
	if n := len(d.Diagnostics()); n != 0 {
		t.Fatalf("diagnostics changed before the pause: %v", d.Diagnostics())
	}
	waitValidated(t, e, q)
	row := -1
	for i, dg := range d.Diagnostics() {
		if dg.Code == "hexside.contours" {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("no hexside.contours after the pause: %v", d.Diagnostics())
	}
	if got := e.status.counts.Text; !strings.HasPrefix(got, "1 error") {
		t.Errorf("status counts %q", got)
	}
	if n := e.diags.List.Length(); n != len(d.Diagnostics()) {
		t.Errorf("the list shows %d rows of %d", n, len(d.Diagnostics()))
	}
	// Choosing it selects the hexside it is about.
	e.view.CenterOn(hex(t, d, "S4030"))
	e.diags.List.Select(row)
	if got, ok := e.view.SelectedSide(); !ok || got != s {
		t.Errorf("selected side %v %v, want S2016/N", got, ok)
	}
	if e.inspector.SideFields == nil {
		t.Error("the inspector does not show the hexside")
	}
	// Fixing it clears the list.
	e.Do(d.SetContours(s, &[2]int{2, 0}))
	waitValidated(t, e, q)
	if n := len(d.Diagnostics()); n != 0 {
		t.Errorf("after the fix: %v", d.Diagnostics())
	}
	if got := e.status.counts.Text; got != "0 errors, 0 warnings" {
		t.Errorf("status counts %q", got)
	}
}

func TestStaleValidationIsDropped(t *testing.T) {
	e := newQuickEditor(t, openBuiltin(t), Options{})
	d := e.doc
	o := hex(t, d, "S2016")
	e.Do(d.SetElevation(0, 2, o))
	e.Do(d.SetContours(hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN}, &[2]int{1, 0}))
	snapGen := e.live.gen
	ds := d.Snapshot().Validate()
	e.live.schedule() // a newer edit arrives
	e.live.finish(d, snapGen, ds)
	if len(d.Diagnostics()) != 0 {
		t.Error("an outdated result was shown")
	}
	e.live.now()
	if len(d.Diagnostics()) == 0 {
		t.Error("validating now shows nothing")
	}
	e.live.stop()
}

func TestDiagnosticSelectsUnit(t *testing.T) {
	d, err := model.OpenFile(writeBrokenScenario(t, "c-2-tn-2-x-3", "S5010"))
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t, d)
	for i, dg := range d.Diagnostics() {
		if dg.Code == "line.gap" && dg.Unit == "c-2-tn-2-x-3" {
			e.diags.List.Select(i)
		}
	}
	if _, _, unit := e.view.Selection(); unit != "c-2-tn-2-x-3" {
		t.Errorf("selected unit %q", unit)
	}
	if e.inspector.UnitFields == nil {
		t.Error("the inspector does not show the unit")
	}
}

// BenchmarkEditToDiagnostics measures, in the editor, the time from a unit
// move on ITW Scenario 1 (after a pause in the edits, as a designer moving
// one counter) to its diagnostics shown: the validation starts at once,
// revalidates only the scenario, and comes back to the UI goroutine.
func BenchmarkEditToDiagnostics(b *testing.B) {
	const pause = 30 * time.Millisecond
	e := newQuickEditor(b, openBuiltin(b), Options{ValidateAfter: pause})
	q := make(uiQueue, 64)
	e.live.post = func(f func()) { q <- f }
	d := e.doc
	hexes := []string{"S3515", "S3514"}
	i := 0
	for b.Loop() {
		b.StopTimer()
		time.Sleep(2 * pause) // a pause since the last edit
		c, err := d.PlaceUnit("c-6-ar", hex(b, d, hexes[i%2]))
		if err != nil {
			b.Fatal(err)
		}
		i++
		want := e.live.applied + 1
		b.StartTimer()
		e.Do(c)
		for e.live.applied < want {
			(<-q)()
		}
	}
}

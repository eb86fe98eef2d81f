package editor

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
)

func TestEditorOpensBuiltin(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	want := "Sandtable — built-in 01-bloody-april.scenario.json (" + d.Scenario().Title + ")"
	if got := e.win.Title(); got != want {
		t.Errorf("title %q", got)
	}
	errs, warns := d.Counts()
	if got := e.status.counts.Text; got != plural(errs, "1 error", "%d errors")+", "+plural(warns, "1 warning", "%d warnings") {
		t.Errorf("counts %q for %d errors, %d warnings", got, errs, warns)
	}
	if n := e.diags.List.Length(); n != len(d.Diagnostics()) {
		t.Errorf("diagnostics list has %d rows, want %d", n, len(d.Diagnostics()))
	}
}

func TestFirstFrameShowsCounters(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	sz := e.view.Size()
	seen := 0
	for _, p := range d.Placements() {
		pos := e.view.HexPosition(p.Hex)
		if pos.X > 0 && pos.Y > 0 && pos.X < sz.Width && pos.Y < sz.Height {
			seen++
		}
	}
	if seen < 40 {
		t.Errorf("first view shows %d counters, want many", seen)
	}
	if s := e.view.Scale(); s < 18 {
		t.Errorf("first zoom %v px per hex radius: hex ids unreadable", s)
	}
	r := test.WidgetRenderer(e.view)
	if n := len(r.Objects()); n < 2 {
		t.Fatalf("map view shows %d objects, want background and tiles", n)
	}
}

func TestHoverShowsHexAndTerrain(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	for _, tc := range []struct{ hex, terrain string }{
		{"S2706", "Woods"},
		{"S2410", "Marsh-Stream"},
	} {
		o := hex(t, d, tc.hex)
		e.view.CenterOn(o)
		test.MoveMouse(e.win.Canvas(), viewPos(e, o).Add(fyne.NewPos(3, -2)))
		if got := e.status.hover.Text; !strings.Contains(got, tc.hex) || !strings.Contains(got, tc.terrain) {
			t.Errorf("hovering %s: status %q, want its id and %s", tc.hex, got, tc.terrain)
		}
	}
}

func TestHoverFollowsTheMapUnderARestingPointer(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	o := hex(t, d, "S2706")
	e.view.CenterOn(o)
	test.MoveMouse(e.win.Canvas(), viewPos(e, o))
	before := e.status.hover.Text
	e.view.PanBy(200, 0)
	if after := e.status.hover.Text; after == before || strings.Contains(after, "S2706") {
		t.Errorf("after panning under a resting pointer the status still says %q", after)
	}
}

func TestTapSelectsTopUnit(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	o := hex(t, d, "S1521") // 35 TN, then Cleburne on top
	e.view.CenterOn(o)
	test.TapCanvas(e.win.Canvas(), viewPos(e, o))
	sel, ok, unit := e.view.Selection()
	if !ok || sel != o || unit != "c-cleburne" {
		t.Errorf("selection %v %v %q, want S1521 and c-cleburne", sel, ok, unit)
	}
	if got := e.status.unit.Text; !strings.Contains(got, "Cleburne") {
		t.Errorf("status %q, want the selected unit", got)
	}
}

func TestClickDiagnosticCentresOnItsHex(t *testing.T) {
	d, err := model.OpenFile(writeBrokenScenario(t, "c-2-tn-2-x-3", "S5010"))
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t, d)
	row := -1
	for i, dg := range d.Diagnostics() {
		if dg.Code == "line.gap" && dg.Unit == "c-2-tn-2-x-3" {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("no line.gap diagnostic for 2 TN: %v", d.Diagnostics())
	}
	want := hex(t, d, "S5010")
	if got, _ := e.view.HexAt(centre(e.view)); got == want {
		t.Fatal("the view starts on S5010: the test proves nothing")
	}
	e.diags.List.Select(row)
	if got, ok := e.view.HexAt(centre(e.view)); !ok || got != want {
		t.Errorf("after choosing the diagnostic the view centres on %v, want S5010 %v", got, want)
	}
	if _, _, unit := e.view.Selection(); unit != "c-2-tn-2-x-3" {
		t.Errorf("selected unit %q, want c-2-tn-2-x-3", unit)
	}
	if got := e.status.unit.Text; !strings.Contains(got, "2 TN") {
		t.Errorf("status %q, want 2 TN", got)
	}
}

func centre(m *mapview.MapView) fyne.Position {
	return fyne.NewPos(m.Size().Width/2, m.Size().Height/2)
}

func TestWindowSizeFitsTheScreen(t *testing.T) {
	cases := []struct{ screen, want fyne.Size }{
		{fyne.Size{}, fyne.NewSize(windowWidth, windowHeight)},
		{fyne.NewSize(2560, 1440), fyne.NewSize(windowWidth, windowHeight)},
		{fyne.NewSize(1280, 800), fyne.NewSize(1280*0.94, 800*0.94-40)},
		{fyne.NewSize(1366, 768), fyne.NewSize(1366*0.94, 768*0.94-40)},
		{fyne.NewSize(640, 480), fyne.NewSize(800, 560)},
	}
	for _, c := range cases {
		if got := windowSize(c.screen); got != c.want {
			t.Errorf("screen %v: window %v, want %v", c.screen, got, c.want)
		}
	}
}

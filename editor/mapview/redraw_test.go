package mapview_test

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui/uitest"
)

// TestViewRedrawsOnlyWhatChanged, on the stand-in window: selecting a hex
// redraws the few tiles under it, a small pan a column of tiles at most,
// and a zoom at least half of those shown.
func TestViewRedrawsOnlyWhatChanged(t *testing.T) {
	h := uitest.New(t)
	m := h.Map
	m.CenterOn(h.Hex(t, "S2706"))
	visible := len(test.WidgetRenderer(m).Objects()) - 1 // less the background
	n0 := m.DrawnTiles()
	m.Select(h.Hex(t, "S2706"), true, "")
	if n := m.DrawnTiles() - n0; n == 0 || n > 4 {
		t.Errorf("selecting a hex redrew %d tiles, want 1 to 4", n)
	}
	n0 = m.DrawnTiles()
	m.PanBy(10, 0)
	if n := m.DrawnTiles() - n0; n > 6 {
		t.Errorf("panning 10 units redrew %d tiles, want at most a column", n)
	}
	n0 = m.DrawnTiles()
	m.ZoomAt(1.5, fyne.NewPos(m.Size().Width/2, m.Size().Height/2))
	if n := m.DrawnTiles() - n0; n < visible/2 {
		t.Errorf("zooming redrew %d tiles of %d visible", n, visible)
	}
}

// The wheel zooms around the pointer, keeping the hex under it; '-' zooms
// out.
func TestZoomKeepsPointUnderCursor(t *testing.T) {
	m := uitest.New(t).Map
	pos := fyne.NewPos(300, 200)
	before, _ := m.HexAt(pos)
	s0 := m.Scale()
	m.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pos}, Scrolled: fyne.Delta{DY: 2 * mapview.WheelStep}})
	if m.Scale() <= s0 {
		t.Fatalf("wheel up: scale %v -> %v, want larger", s0, m.Scale())
	}
	if after, _ := m.HexAt(pos); after != before {
		t.Errorf("hex under the cursor %v -> %v", before, after)
	}
	s1 := m.Scale()
	m.TypedRune('-')
	if m.Scale() >= s1 {
		t.Errorf("minus: scale %v -> %v, want smaller", s1, m.Scale())
	}
}

// A drag moves the map with the pointer, to the unit; the right arrow
// moves it left.
func TestDragAndArrowsPan(t *testing.T) {
	h := uitest.New(t)
	m := h.Map
	o := h.Hex(t, "S2716")
	m.CenterOn(o)
	p0 := m.HexPosition(o)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(m)
	test.Drag(h.Win.Canvas(), abs.Add(p0), 100, 40)
	p1 := m.HexPosition(o)
	if dx, dy := p1.X-p0.X, p1.Y-p0.Y; math.Abs(float64(dx-100)) > 0.5 || math.Abs(float64(dy-40)) > 0.5 {
		t.Errorf("drag by (100,40) moved the hex by (%v,%v)", dx, dy)
	}
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if p2 := m.HexPosition(o); p2.X >= p1.X {
		t.Errorf("right arrow: hex x %v -> %v, want the map to move left", p1.X, p2.X)
	}
}

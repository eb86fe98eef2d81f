package mapview_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

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

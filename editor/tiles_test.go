package editor

import (
	"testing"
)

func TestViewRedrawsOnlyWhatChanged(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	m := e.view
	visible := len(shownObjects(m)) - 1
	n0 := m.DrawnTiles()
	m.Select(hex(t, d, "S2706"), true, "")
	if n := m.DrawnTiles() - n0; n == 0 || n > 4 {
		t.Errorf("selecting a hex redrew %d tiles, want 1 to 4", n)
	}
	n0 = m.DrawnTiles()
	m.PanBy(10, 0)
	if n := m.DrawnTiles() - n0; n > 6 {
		t.Errorf("panning 10 units redrew %d tiles, want at most a column", n)
	}
	n0 = m.DrawnTiles()
	m.ZoomAt(1.5, centre(m))
	if n := m.DrawnTiles() - n0; n < visible/2 {
		t.Errorf("zooming redrew %d tiles of %d visible", n, visible)
	}
}

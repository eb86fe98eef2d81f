package editor

import (
	"testing"

	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// TestMapPressTakesFocus: after typing in a side panel's entry, a press on
// the map gives the keys back to the map, so the tool keys work: t picks
// the terrain tool instead of landing in the entry.
func TestMapPressTakesFocus(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	c := e.win.Canvas()
	e.tabs.SelectIndex(1) // OOB
	c.Focus(e.oob.Filter)
	test.Type(e.oob.Filter, "x")
	if c.Focused() != e.oob.Filter {
		t.Fatalf("the filter has not the focus: %T", c.Focused())
	}
	e.view.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	e.view.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	if f := c.Focused(); f != nil {
		t.Fatalf("after a press on the map the focus is on %T", f)
	}
	test.TypeOnCanvas(c, "t")
	if e.oob.Filter.Text != "x" {
		t.Errorf("the filter got %q", e.oob.Filter.Text)
	}
	if tool := e.view.Tool(); tool == nil || tool.ID() != "terrain" {
		t.Errorf("tool %v after t, want terrain", tool)
	}
}

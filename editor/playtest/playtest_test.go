package playtest

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/ui/uitest"
)

// TestPlayTestLeavesTheDocument: on the stand-in window, play-test mode
// asks the window to switch to playing, takes the map view's scene and
// tool, selects a unit by a tap on the map, and gives everything back when
// it ends, the document untouched.
func TestPlayTestLeavesTheDocument(t *testing.T) {
	h := uitest.New(t)
	d := h.Doc
	editScene, editTool := h.Map.Scene(), h.Map.Tool()
	p := NewPlayTest(h)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	if len(h.Modes) != 1 || h.Map.Tool() != p.Tool || h.Map.Scene() != p.Scene {
		t.Fatal("play-test mode did not take the window and the map view")
	}
	const unit = "c-7-ar"
	o, ok := d.UnitHex(unit)
	if !ok || !slices.Contains(p.Scene.UnitsAt(o), unit) {
		t.Fatalf("the game's scene has no %s at its set-up hex", unit)
	}
	h.Map.CenterOn(o)
	h.Map.Tapped(&fyne.PointEvent{Position: h.Map.HexPosition(o)})
	if p.Selected == "" || h.Unit != p.Selected || !slices.Contains(p.Scene.UnitsAt(o), p.Selected) {
		t.Errorf("a tap on %s selected %q (status %q)", d.HexID(o), p.Selected, h.Unit)
	}
	p.Stop()
	if len(h.Modes) != 0 || h.Map.Tool() != editTool || h.Map.Scene() != editScene {
		t.Error("leaving play-test mode did not give the window and the map view back")
	}
	if d.Dirty() || d.History().Len() != 0 || h.Done != 0 {
		t.Errorf("play-testing changed the document: dirty %v, %d edits, %d commands", d.Dirty(), d.History().Len(), h.Done)
	}
}

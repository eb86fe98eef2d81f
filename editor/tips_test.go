package editor

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

func TestToolButtonTooltip(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	b := e.tools.Entries[1].Button // Terrain
	b.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(40, 100)}})
	if e.tips.Text() != "" {
		t.Fatal("the tip showed before the delay")
	}
	deadline := time.Now().Add(3 * time.Second)
	for e.tips.Text() == "" && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if got := e.tips.Text(); !strings.Contains(got, "Paint terrain") {
		t.Fatalf("tip %q", got)
	}
	b.MouseOut()
	if e.tips.Text() != "" {
		t.Error("the tip outlived the pointer")
	}
}

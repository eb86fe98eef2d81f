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
	// The hover delay fires here, on the test's goroutine, as Fyne's main
	// loop runs it in the real window (the test driver has no main loop).
	var due []func()
	e.tips.After = func(d time.Duration, f func()) func() bool {
		if d <= 0 {
			t.Errorf("hover delay %v", d)
		}
		due = append(due, f)
		return func() bool { return true }
	}
	b := e.tools.Entries[1].Button // Terrain
	b.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(40, 100)}})
	if e.tips.Text() != "" {
		t.Fatal("the tip showed before the delay")
	}
	if len(due) != 1 {
		t.Fatalf("%d hover timers started, want 1", len(due))
	}
	due[0]()
	if got := e.tips.Text(); !strings.Contains(got, "Paint terrain") {
		t.Fatalf("tip %q", got)
	}
	b.MouseOut()
	if e.tips.Text() != "" {
		t.Error("the tip outlived the pointer")
	}
}

package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// At the window a 1280x800 screen gets, every Play tab control is inside the
// window at no less than its own minimum height, the reinforcement, score
// and log areas show several rows, and nothing on the tab sits inside a
// scroll container around the whole panel.
func TestPlayTabFitsA1280x800Screen(t *testing.T) {
	e, _ := openS2(t)
	e.win.Resize(windowSize(fyne.NewSize(1280, 800)))
	e.play.MenuItem.Action()
	u := e.play.Panel
	win := e.win.Canvas().Size()
	drv := fyne.CurrentApp().Driver()
	controls := map[string]fyne.CanvasObject{
		"mode": u.Toggle, "turn": u.Turn, "unit": u.Unit, "activate": u.Activate, "end activation": u.EndAct,
		"next turn": u.NextTurn, "undo": u.Undo, "LOS": u.LOSButton, "save": u.Save,
		"load": u.Load, "roll": u.Roll, "dice": u.Dice, "enter": u.EnterButton,
	}
	for name, o := range controls {
		pos, sz := drv.AbsolutePositionForObject(o), o.Size()
		if !o.Visible() || pos.X < 0 || pos.Y < 0 || pos.X+sz.Width > win.Width+1 || pos.Y+sz.Height > win.Height+1 {
			t.Errorf("%s at %v size %v: not inside the %v window", name, pos, sz, win)
		}
		if sz.Height+0.5 < o.MinSize().Height {
			t.Errorf("%s squeezed to %v (needs %v)", name, sz.Height, o.MinSize().Height)
		}
	}
	row := u.Toggle.MinSize().Height // about one list row
	for name, o := range map[string]fyne.CanvasObject{"reinforcements due": u.Arrivals, "score": u.Score, "log": u.Log} {
		h := o.Size().Height
		if name == "score" {
			h = u.Score.Size().Height + u.Result.Size().Height
		}
		if name != "score" && h < 2.5*row {
			t.Errorf("%s is %v high, under three rows of %v", name, h, row)
		}
	}
	if _, scrolled := u.Tab.Content.(*fyne.Container).Objects[0].(*container.Scroll); scrolled {
		t.Error("the Play tab is one scroll container")
	}
	if e.split.Offset != playMapShare {
		t.Errorf("the map keeps %v of the width while playing", e.split.Offset)
	}
	e.play.MenuItem.Action()
	if e.split.Offset != panelShare || e.right.Offset != tabsShare {
		t.Error("leaving play mode did not give the map its room back")
	}
}

package editor

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tooltip timing and size.
const (
	tipDelay = 600 * time.Millisecond
	tipWidth = 420 // widest a tip is, in Fyne units
)

// tips shows one tooltip at a time in a layer above the window's content.
// The layer holds only a rectangle and a label, which take no input, so
// clicks and hovers reach the widgets under a tip (a pop-up would swallow
// the next click).
type tips struct {
	layer *fyne.Container
	bg    *canvas.Rectangle
	label *widget.Label
	size  func() fyne.Size // the window content's size

	mu    sync.Mutex
	timer *time.Timer
	gen   int // bumped by every show and hide: a late timer does nothing
}

// newTips makes the tooltip layer of a window whose content size is size.
func newTips(size func() fyne.Size) *tips {
	t := &tips{size: size}
	t.bg = canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	t.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	t.bg.StrokeWidth = 1
	t.label = widget.NewLabel("")
	t.label.Wrapping = fyne.TextWrapWord
	t.layer = container.NewWithoutLayout(t.bg, t.label)
	t.layer.Hide()
	return t
}

// showSoon shows text at pos (absolute, Fyne units) after the hover delay,
// unless hide is called first.
func (t *tips) showSoon(text string, pos fyne.Position) {
	if t == nil || text == "" {
		return
	}
	t.mu.Lock()
	t.gen++
	gen := t.gen
	if t.timer != nil {
		t.timer.Stop()
	}
	t.timer = time.AfterFunc(tipDelay, func() {
		fyne.Do(func() { t.showIf(gen, text, pos) })
	})
	t.mu.Unlock()
}

// showIf shows the tip when no show or hide came after the one numbered gen.
func (t *tips) showIf(gen int, text string, pos fyne.Position) {
	t.mu.Lock()
	current := gen == t.gen
	t.mu.Unlock()
	if current {
		t.show(text, pos)
	}
}

// show shows text at once near pos, kept inside the window.
func (t *tips) show(text string, pos fyne.Position) {
	t.label.SetText(text)
	w := min(fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width+2*theme.InnerPadding()+4, tipWidth)
	t.label.Resize(fyne.NewSize(w, 1))
	sz := fyne.NewSize(w, t.label.MinSize().Height)
	win := t.size()
	x := min(pos.X+12, win.Width-sz.Width-4)
	y := pos.Y + 20
	if y+sz.Height > win.Height {
		y = pos.Y - sz.Height - 8
	}
	at := fyne.NewPos(max(x, 0), max(y, 0))
	t.bg.Move(at)
	t.bg.Resize(sz)
	t.label.Move(at)
	t.label.Resize(sz)
	t.layer.Show()
	t.layer.Refresh()
}

// hide takes the tip away and cancels one about to show.
func (t *tips) hide() {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.gen++
	if t.timer != nil {
		t.timer.Stop()
	}
	t.mu.Unlock()
	if t.layer.Visible() {
		t.layer.Hide()
	}
}

// Text returns the tip shown, "" when none is.
func (t *tips) Text() string {
	if t == nil || !t.layer.Visible() {
		return ""
	}
	return t.label.Text
}

// tipButton is a button with a tooltip.
type tipButton struct {
	widget.Button
	tip  string
	tips *tips
}

// newTipButton returns a button labelled label that shows tip on hover.
func newTipButton(label, tip string, tt *tips, tapped func()) *tipButton {
	b := &tipButton{tip: tip, tips: tt}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn starts the tip's delay.
func (b *tipButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.tips.showSoon(b.tip, e.AbsolutePosition)
}

// MouseMoved restarts it.
func (b *tipButton) MouseMoved(e *desktop.MouseEvent) {
	b.Button.MouseMoved(e)
	b.tips.showSoon(b.tip, e.AbsolutePosition)
}

// MouseOut hides the tip.
func (b *tipButton) MouseOut() {
	b.Button.MouseOut()
	b.tips.hide()
}

// Tapped hides the tip and presses the button.
func (b *tipButton) Tapped(e *fyne.PointEvent) {
	b.tips.hide()
	b.Button.Tapped(e)
}

// tipArea shows a tooltip over any content; its text comes from text() when
// the pointer enters, so list rows that are reused show their current tip.
type tipArea struct {
	widget.BaseWidget
	content fyne.CanvasObject
	text    func() string
	tips    *tips
}

// newTipArea wraps content with a tooltip.
func newTipArea(content fyne.CanvasObject, tt *tips, text func() string) *tipArea {
	a := &tipArea{content: content, text: text, tips: tt}
	a.ExtendBaseWidget(a)
	return a
}

// CreateRenderer shows the content.
func (a *tipArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(a.content) }

// MouseIn starts the tip's delay.
func (a *tipArea) MouseIn(e *desktop.MouseEvent) { a.tips.showSoon(a.text(), e.AbsolutePosition) }

// MouseMoved restarts it.
func (a *tipArea) MouseMoved(e *desktop.MouseEvent) { a.tips.showSoon(a.text(), e.AbsolutePosition) }

// MouseOut hides the tip.
func (a *tipArea) MouseOut() { a.tips.hide() }

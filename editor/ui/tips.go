package ui

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

// Tips shows one tooltip at a time in a layer above the window's content.
// The layer holds only a rectangle and a label, which take no input, so
// clicks and hovers reach the widgets under a tip (a pop-up would swallow
// the next click).
type Tips struct {
	Layer *fyne.Container
	bg    *canvas.Rectangle
	label *widget.Label
	size  func() fyne.Size // the window content's size

	// After runs f once d has passed, on another goroutine, and returns a
	// function that cancels it: time.AfterFunc. A test sets its own to fire
	// the hover delay on its own goroutine, as Fyne's main loop would.
	After func(d time.Duration, f func()) (stop func() bool)

	mu   sync.Mutex
	stop func() bool
	gen  int // bumped by every show and hide: a late timer does nothing
}

// NewTips makes the tooltip layer of a window whose content size is size.
func NewTips(size func() fyne.Size) *Tips {
	t := &Tips{size: size, After: func(d time.Duration, f func()) func() bool {
		return time.AfterFunc(d, f).Stop
	}}
	t.bg = canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	t.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	t.bg.StrokeWidth = 1
	t.label = widget.NewLabel("")
	t.label.Wrapping = fyne.TextWrapWord
	t.Layer = container.NewWithoutLayout(t.bg, t.label)
	t.Layer.Hide()
	return t
}

// showSoon shows text at pos (absolute, Fyne units) after the hover delay,
// unless hide is called first.
func (t *Tips) showSoon(text string, pos fyne.Position) {
	if t == nil || text == "" {
		return
	}
	t.mu.Lock()
	t.gen++
	gen := t.gen
	if t.stop != nil {
		t.stop()
	}
	t.stop = t.After(tipDelay, func() {
		fyne.Do(func() { t.showIf(gen, text, pos) })
	})
	t.mu.Unlock()
}

// showIf shows the tip when no show or hide came after the one numbered gen.
func (t *Tips) showIf(gen int, text string, pos fyne.Position) {
	t.mu.Lock()
	current := gen == t.gen
	t.mu.Unlock()
	if current {
		t.show(text, pos)
	}
}

// show shows text at once near pos, kept inside the window.
func (t *Tips) show(text string, pos fyne.Position) {
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
	t.Layer.Show()
	t.Layer.Refresh()
}

// hide takes the tip away and cancels one about to show.
func (t *Tips) hide() {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.gen++
	if t.stop != nil {
		t.stop()
	}
	t.mu.Unlock()
	if t.Layer.Visible() {
		t.Layer.Hide()
	}
}

// Text returns the tip shown, "" when none is.
func (t *Tips) Text() string {
	if t == nil || !t.Layer.Visible() {
		return ""
	}
	return t.label.Text
}

// TipButton is a button with a tooltip.
type TipButton struct {
	widget.Button
	tip  string
	tips *Tips
}

// NewTipButton returns a button labelled label that shows tip on hover.
func NewTipButton(label, tip string, tt *Tips, tapped func()) *TipButton {
	b := &TipButton{tip: tip, tips: tt}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn starts the tip's delay.
func (b *TipButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.tips.showSoon(b.tip, e.AbsolutePosition)
}

// MouseMoved restarts it.
func (b *TipButton) MouseMoved(e *desktop.MouseEvent) {
	b.Button.MouseMoved(e)
	b.tips.showSoon(b.tip, e.AbsolutePosition)
}

// MouseOut hides the tip.
func (b *TipButton) MouseOut() {
	b.Button.MouseOut()
	b.tips.hide()
}

// Tapped hides the tip and presses the button.
func (b *TipButton) Tapped(e *fyne.PointEvent) {
	b.tips.hide()
	b.Button.Tapped(e)
}

// TipArea shows a tooltip over any content; its text comes from text() when
// the pointer enters, so list rows that are reused show their current tip.
type TipArea struct {
	widget.BaseWidget
	Content fyne.CanvasObject
	Text    func() string
	tips    *Tips
}

// NewTipArea wraps content with a tooltip.
func NewTipArea(content fyne.CanvasObject, tt *Tips, text func() string) *TipArea {
	a := &TipArea{Content: content, Text: text, tips: tt}
	a.ExtendBaseWidget(a)
	return a
}

// CreateRenderer shows the content.
func (a *TipArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(a.Content) }

// MouseIn starts the tip's delay.
func (a *TipArea) MouseIn(e *desktop.MouseEvent) { a.tips.showSoon(a.Text(), e.AbsolutePosition) }

// MouseMoved restarts it.
func (a *TipArea) MouseMoved(e *desktop.MouseEvent) { a.tips.showSoon(a.Text(), e.AbsolutePosition) }

// MouseOut hides the tip.
func (a *TipArea) MouseOut() { a.tips.hide() }

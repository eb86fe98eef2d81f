package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// fixedMin is a layout whose minimum size is a constant: its objects fill
// it, and it never asks them for their own minimum. Fyne measures every
// tab of an AppTabs, shown or hidden, whenever something in the window
// changes; wrapping the side panels' tabs in it keeps a hover or a pan from
// measuring dozens of hidden forms.
type fixedMin struct{ min fyne.Size }

// WithFixedMin wraps o in a container of minimum size min.
func WithFixedMin(o fyne.CanvasObject, min fyne.Size) *fyne.Container {
	return container.New(&fixedMin{min}, o)
}

// MinSize returns the constant.
func (l *fixedMin) MinSize([]fyne.CanvasObject) fyne.Size { return l.min }

// Layout makes every object fill the container.
func (l *fixedMin) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// SideMin is the smallest a side panel's tab is laid out, in Fyne units
// (its own widgets scroll or truncate within it): wide enough for the six
// tab names, so none hides behind the overflow button at any window width.
var SideMin = fyne.NewSize(400, 240)

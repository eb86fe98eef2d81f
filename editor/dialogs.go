package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
)

// The dialogs the window opens for its parts ([ui.Dialogs]), over itself.

// Confirm implements ui.Dialogs.
func (e *Editor) Confirm(title, message string, then func(ok bool)) {
	ui.WindowDialogs{Win: e.win}.Confirm(title, message, then)
}

// ShowForm implements ui.Dialogs.
func (e *Editor) ShowForm(title, confirm, dismiss string, items []*widget.FormItem, size fyne.Size, then func(ok bool)) {
	ui.WindowDialogs{Win: e.win}.ShowForm(title, confirm, dismiss, items, size, then)
}

// ShowPanel implements ui.Dialogs.
func (e *Editor) ShowPanel(title string, content fyne.CanvasObject) {
	ui.WindowDialogs{Win: e.win}.ShowPanel(title, content)
}

// OpenFile implements ui.Dialogs.
func (e *Editor) OpenFile(exts []string, then func(r fyne.URIReadCloser)) {
	ui.WindowDialogs{Win: e.win}.OpenFile(exts, then)
}

// SaveFile implements ui.Dialogs.
func (e *Editor) SaveFile(name string, exts []string, then func(w fyne.URIWriteCloser)) {
	ui.WindowDialogs{Win: e.win}.SaveFile(name, exts, then)
}

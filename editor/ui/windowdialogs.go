package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// WindowDialogs opens the [Dialogs] over window Win: what the editor's
// shell offers its parts.
type WindowDialogs struct{ Win fyne.Window }

var _ Dialogs = WindowDialogs{}

// Confirm implements Dialogs.
func (w WindowDialogs) Confirm(title, message string, then func(ok bool)) {
	dialog.ShowConfirm(title, message, then, w.Win)
}

// ShowForm implements Dialogs. The form's first entry takes the keyboard
// and Return in a one-line entry answers confirm, so a form needs no mouse
// (Fyne's form dialog leaves the focus where it was).
func (w WindowDialogs) ShowForm(title, confirm, dismiss string, items []*widget.FormItem, size fyne.Size, then func(ok bool)) {
	d := dialog.NewForm(title, confirm, dismiss, items, then, w.Win)
	if !size.IsZero() {
		d.Resize(size)
	}
	d.Show()
	var first *widget.Entry
	for _, it := range items {
		en, ok := it.Widget.(*widget.Entry)
		if !ok || en.MultiLine {
			continue
		}
		if first == nil {
			first = en
		}
		if en.OnSubmitted == nil {
			en.OnSubmitted = func(string) { d.Submit() }
		}
	}
	if first != nil {
		w.Win.Canvas().Focus(first)
	}
}

// ShowPanel implements Dialogs: the dialog is 80 units smaller than the
// window each way.
func (w WindowDialogs) ShowPanel(title string, content fyne.CanvasObject) {
	d := dialog.NewCustom(title, lang.L("Close"), content, w.Win)
	d.Resize(w.Win.Canvas().Size().Subtract(fyne.NewSize(80, 80)))
	d.Show()
}

// OpenFile implements Dialogs.
func (w WindowDialogs) OpenFile(exts []string, then func(r fyne.URIReadCloser)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r != nil {
			then(r)
		}
	}, w.Win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}

// SaveFile implements Dialogs.
func (w WindowDialogs) SaveFile(name string, exts []string, then func(wc fyne.URIWriteCloser)) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err == nil && wc != nil {
			then(wc)
		}
	}, w.Win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}

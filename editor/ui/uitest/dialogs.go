package uitest

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// The stand-in's dialogs (ui.Dialogs) open nothing: they keep what was
// asked, answer from Answer or leave the answer in Pending, and open Pick
// for OpenFile and SaveFile.

// Confirm keeps the question and answers it (see Answer).
func (h *Host) Confirm(title, message string, then func(ok bool)) {
	h.ask(title, then)
}

// ShowForm keeps the form and answers it (see Answer).
func (h *Host) ShowForm(title, confirm, dismiss string, items []*widget.FormItem, size fyne.Size, then func(ok bool)) {
	h.Form = items
	h.ask(title, then)
}

// ask records a question and answers it, or leaves it pending.
func (h *Host) ask(title string, then func(bool)) {
	h.Asked = append(h.Asked, title)
	if h.Answer != nil {
		h.Pending = nil
		then(*h.Answer)
		return
	}
	h.Pending = then
}

// ShowPanel keeps content.
func (h *Host) ShowPanel(title string, content fyne.CanvasObject) {
	h.Asked = append(h.Asked, title)
	h.Panel = content
}

// OpenFile opens Pick for reading and hands it to then; nothing when Pick
// is "" or cannot be opened.
func (h *Host) OpenFile(exts []string, then func(r fyne.URIReadCloser)) {
	h.Asked = append(h.Asked, "open "+strings.Join(exts, " "))
	if h.Pick == "" {
		return
	}
	r, err := storage.Reader(storage.NewFileURI(h.Pick))
	if err != nil {
		h.Report(err.Error())
		return
	}
	then(r)
}

// SaveFile opens Pick for writing and hands it to then; nothing when Pick
// is "".
func (h *Host) SaveFile(name string, exts []string, then func(w fyne.URIWriteCloser)) {
	h.Asked = append(h.Asked, "save "+name)
	if h.Pick == "" {
		return
	}
	w, err := storage.Writer(storage.NewFileURI(h.Pick))
	if err != nil {
		h.Report(err.Error())
		return
	}
	then(w)
}

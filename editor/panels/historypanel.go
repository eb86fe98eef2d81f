package panels

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/sandtable/sandtable/editor/ui"
)

// HistoryPanel lists the edits of the document, oldest first, the undone
// ones greyed; choosing one undoes or redoes up to it.
type HistoryPanel struct {
	e    Host
	List *widget.List
	info *widget.Label
	Box  fyne.CanvasObject
}

func NewHistoryPanel(e Host) *HistoryPanel {
	p := &HistoryPanel{e: e, info: widget.NewLabel("")}
	p.List = widget.NewList(
		func() int { return e.Document().History().Len() + 1 },
		func() fyne.CanvasObject { return widget.NewLabel("history entry") },
		p.fill,
	)
	p.List.OnSelected = func(i widget.ListItemID) {
		p.List.UnselectAll()
		e.GoTo(i)
	}
	p.Box = container.NewBorder(p.info, nil, nil, nil, p.List)
	return p
}

// fill shows entry i: 0 is the document as opened, i the i-th edit.
func (p *HistoryPanel) fill(i widget.ListItemID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	h := p.e.Document().History()
	text := lang.L("Opened")
	if i > 0 && i <= h.Len() {
		text = h.At(i - 1).Label()
	}
	if i == h.Pos() {
		text = "▶ " + text
	}
	l.Importance = widget.MediumImportance
	if i > h.Pos() {
		l.Importance = widget.LowImportance
	}
	l.SetText(text)
}

// Refresh re-reads the history.
func (p *HistoryPanel) Refresh() {
	h := p.e.Document().History()
	state := lang.L("All changes saved")
	if p.e.Document().Dirty() {
		state = lang.L("Unsaved changes")
	}
	p.info.SetText(state + " — " + ui.Itoa(h.Pos()) + lang.L(" of ") + ui.Itoa(h.Len()) + lang.L(" edits applied"))
	p.List.Refresh()
	p.List.ScrollTo(h.Pos()) // follow the newest entry (or the one undone to)
}

package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
)

// goToLimit is how many matches the Go To list shows.
const goToLimit = 60

// goToDialog is Edit > Go To (Ctrl+G, Ctrl+F): an entry, and below it the
// hexes (by any of their ids), units and places matching what is typed.
// Return goes to the first match, a click to the one clicked.
type goToDialog struct {
	e     *Editor
	entry *widget.Entry
	list  *widget.List
	found []model.Target
	d     dialog.Dialog
}

// showGoTo opens the Go To dialog.
func (e *Editor) showGoTo() {
	g := &goToDialog{e: e}
	g.entry = widget.NewEntry()
	g.entry.SetPlaceHolder(lang.L("Hex id, unit or place"))
	g.entry.OnChanged = g.search
	g.entry.OnSubmitted = func(string) { g.choose(0) }
	g.list = widget.NewList(
		func() int { return len(g.found) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(g.describe(g.found[i])) },
	)
	g.list.OnSelected = func(i widget.ListItemID) { g.choose(i) }
	body := container.NewBorder(g.entry, nil, nil, nil, g.list)
	g.d = dialog.NewCustom(lang.L("Go To"), lang.L("Close"), body, e.win)
	g.d.Resize(fyne.NewSize(460, 420))
	g.d.Show()
	e.win.Canvas().Focus(g.entry)
	e.goTo = g
}

// search lists the matches of q.
func (g *goToDialog) search(q string) {
	g.found = g.e.doc.Find(q, goToLimit)
	g.list.UnselectAll()
	g.list.Refresh()
}

// describe is a match's line in the list: what it is and its label.
func (g *goToDialog) describe(t model.Target) string {
	switch t.Kind {
	case model.TargetUnit:
		if !t.HasHex {
			return lang.L("Unit") + ": " + t.Label + " — " + lang.L("not set up")
		}
		return lang.L("Unit") + ": " + t.Label + " — " + g.e.doc.HexID(t.Hex)
	case model.TargetPlace:
		return lang.L("Place") + ": " + t.Label
	}
	return lang.L("Hex") + ": " + t.Label
}

// choose goes to match i and closes the dialog.
func (g *goToDialog) choose(i int) {
	if i < 0 || i >= len(g.found) {
		return
	}
	g.d.Hide()
	g.e.goToTarget(g.found[i])
}

// goToTarget centres the map on what t names and selects it: the hex, or
// the unit (in the OOB tree when it is not set up).
func (e *Editor) goToTarget(t model.Target) {
	if !t.HasHex {
		e.showTab(e.oob.Box)
		e.selectUnitInTree(t.Unit)
		return
	}
	e.view.Select(t.Hex, true, t.Unit)
	e.view.CenterOn(t.Hex)
	e.Selected(e.doc.HexID(t.Hex), t.Unit)
}

// showTab brings the side panel tab holding content to the front.
func (e *Editor) showTab(content fyne.CanvasObject) {
	for _, it := range e.tabs.Items {
		if tabHolds(it, content) {
			e.tabs.Select(it)
			return
		}
	}
}

// tabHolds reports whether tab item it shows content (directly, or inside
// the fixed-minimum wrapper the side tabs have).
func tabHolds(it *container.TabItem, content fyne.CanvasObject) bool {
	if it.Content == content {
		return true
	}
	c, ok := it.Content.(*fyne.Container)
	return ok && len(c.Objects) == 1 && c.Objects[0] == content
}

package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
)

// Choice is one thing an idChooser offers: an id and what the user reads.
type Choice struct {
	ID, Label string
}

// IDChooser is a searchable checklist dialog: a filter entry over the
// choices, a click ticks or unticks one, OK hands back the ticked ids in
// the order of the choices (one edit, however many were changed).
type IDChooser struct {
	all     []Choice
	chosen  map[string]bool
	Shown   []Choice
	Filter  *widget.Entry
	List    *widget.List
	count   *widget.Label
	Dialog  *dialog.ConfirmDialog
	onDone  func([]string)
	ordered []string // ids chosen before that no choice offers, kept
	Single  bool     // a click chooses one and closes the dialog
}

// ShowIDChooser opens the chooser titled title over all, with chosen ticked;
// done receives the ids ticked when the user presses OK.
func ShowIDChooser(win fyne.Window, title string, all []Choice, chosen []string, done func([]string)) *IDChooser {
	c := &IDChooser{all: all, chosen: map[string]bool{}, onDone: done}
	known := map[string]bool{}
	for _, ch := range all {
		known[ch.ID] = true
	}
	for _, id := range chosen {
		c.chosen[id] = true
		if !known[id] {
			c.ordered = append(c.ordered, id)
		}
	}
	c.Filter = widget.NewEntry()
	c.Filter.SetPlaceHolder(lang.L("Type to filter"))
	c.Filter.OnChanged = func(string) { c.apply() }
	c.count = widget.NewLabel("")
	c.List = widget.NewList(
		func() int { return len(c.Shown) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(c.line(i)) },
	)
	c.List.OnSelected = func(i widget.ListItemID) {
		if c.Single && i >= 0 && i < len(c.Shown) {
			c.Dialog.Hide()
			c.onDone([]string{c.Shown[i].ID})
			return
		}
		c.toggle(i)
		c.List.UnselectAll()
	}
	body := container.NewBorder(container.NewVBox(c.Filter, c.count), nil, nil, nil, c.List)
	c.Dialog = dialog.NewCustomConfirm(title, lang.L("OK"), lang.L("Cancel"), body, func(ok bool) {
		if ok {
			c.onDone(c.result())
		}
	}, win)
	c.Dialog.Resize(fyne.NewSize(480, 520))
	c.apply()
	c.Dialog.Show()
	win.Canvas().Focus(c.Filter)
	return c
}

// ShowPicker opens a chooser over all where a click picks one id, handed
// to done, and closes it.
func ShowPicker(win fyne.Window, title string, all []Choice, done func(string)) *IDChooser {
	c := ShowIDChooser(win, title, all, nil, func(ids []string) {
		if len(ids) > 0 {
			done(ids[0])
		}
	})
	c.Single = true
	c.Dialog.SetConfirmText(lang.L("Cancel"))
	return c
}

// line is row i: a tick when chosen, then the label.
func (c *IDChooser) line(i int) string {
	if i < 0 || i >= len(c.Shown) {
		return ""
	}
	if c.Single {
		return c.Shown[i].Label
	}
	mark := "☐ "
	if c.chosen[c.Shown[i].ID] {
		mark = "☑ "
	}
	return mark + c.Shown[i].Label
}

// apply lists the choices whose label or id contains the filter text.
func (c *IDChooser) apply() {
	q := strings.ToLower(strings.TrimSpace(c.Filter.Text))
	c.Shown = c.Shown[:0]
	for _, ch := range c.all {
		if q == "" || strings.Contains(strings.ToLower(ch.Label), q) || strings.Contains(strings.ToLower(ch.ID), q) {
			c.Shown = append(c.Shown, ch)
		}
	}
	c.refreshCount()
	c.List.Refresh()
}

// toggle ticks or unticks shown choice i.
func (c *IDChooser) toggle(i int) {
	if i < 0 || i >= len(c.Shown) {
		return
	}
	id := c.Shown[i].ID
	c.chosen[id] = !c.chosen[id]
	c.refreshCount()
	c.List.RefreshItem(i)
}

// refreshCount says how many are ticked and how many the filter shows.
func (c *IDChooser) refreshCount() {
	n := 0
	for _, on := range c.chosen {
		if on {
			n++
		}
	}
	c.count.SetText(fmt.Sprintf(lang.L("%d chosen; %d of %d shown"), n, len(c.Shown), len(c.all)))
}

// result is the ticked ids in the choices' order, then those no choice
// offers (kept as they were).
func (c *IDChooser) result() []string {
	out := []string{}
	for _, ch := range c.all {
		if c.chosen[ch.ID] {
			out = append(out, ch.ID)
		}
	}
	for _, id := range c.ordered {
		if c.chosen[id] && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// UnitChoices are the OOB's units: "55 TN (c-55-tn) — Wood's brigade".
func UnitChoices(d *model.Document) []Choice {
	o := d.OOB()
	if o == nil {
		return nil
	}
	out := make([]Choice, 0, len(o.Units))
	for _, u := range o.Units {
		label := u.Name + " (" + u.ID + ")"
		if f := o.Formation(u.Command); f != nil {
			label += " — " + f.Name
		}
		out = append(out, Choice{u.ID, label})
	}
	return out
}

// FormationChoices are the OOB's formations: "Wood's brigade (c-wood) —
// brigade".
func FormationChoices(d *model.Document) []Choice {
	o := d.OOB()
	if o == nil {
		return nil
	}
	out := make([]Choice, 0, len(o.Formations))
	for _, f := range o.Formations {
		out = append(out, Choice{f.ID, f.Name + " (" + f.ID + ") — " + f.Echelon})
	}
	return out
}

// NamesOf writes ids as the user reads them: unit or formation names.
func NamesOf(d *model.Document, ids []string) string {
	if len(ids) == 0 {
		return lang.L("(none)")
	}
	o := d.OOB()
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = id
		if o == nil {
			continue
		}
		if u := o.Unit(id); u != nil {
			names[i] = u.Name
		} else if f := o.Formation(id); f != nil {
			names[i] = f.Name
		}
	}
	return strings.Join(names, ", ")
}

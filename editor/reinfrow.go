package editor

import (
	"fmt"
	"fyne.io/fyne/v2/lang"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/scenarios"
)

// reinfRow is one reinforcement row: turn, units, formations, entry
// region (JSON), activations, order.
type reinfRow struct {
	turn, order                        *widget.Select
	units, formations, entry, activate *widget.Entry
	box                                *fyne.Container
}

// orderChoices are the activation orders a row may give.
var orderChoices = []string{"(none)", "A", "B", "C", "D", "E"}

func newReinfRow(p *listsPanel, i int) *reinfRow {
	e := p.e
	r0 := e.doc.Scenario().Reinforcements[i]
	edit := func(change func(r *scenarios.Reinforcement) error) {
		r := e.doc.Scenario().Reinforcements[i]
		if err := change(&r); !e.reportErr(err) {
			e.Do(e.doc.SetReinforcement(i, r))
		}
	}
	var turns []string
	for _, t := range e.doc.Scenario().Turns {
		turns = append(turns, t.ID)
	}
	row := &reinfRow{}
	row.turn = newSelectWith(turns, r0.Turn, func(s string) { edit(func(r *scenarios.Reinforcement) error { r.Turn = s; return nil }) })
	row.units = newEntryWith(joinList(r0.Units), func(s string) {
		edit(func(r *scenarios.Reinforcement) error { r.Units = splitList(s); return nil })
	})
	row.formations = newEntryWith(joinList(r0.Formations), func(s string) {
		edit(func(r *scenarios.Reinforcement) error { r.Formations = splitList(s); return nil })
	})
	row.entry = newEntryWith(compactJSON(r0.Entry), func(s string) {
		edit(func(r *scenarios.Reinforcement) error { return decodeField(s, &r.Entry, "entry") })
	})
	act := ""
	if r0.Activations != nil {
		act = strconv.Itoa(*r0.Activations)
	}
	row.activate = newEntryWith(act, func(s string) {
		edit(func(r *scenarios.Reinforcement) error { return parseOptInt(s, &r.Activations) })
	})
	ord := r0.Order
	if ord == "" {
		ord = orderChoices[0]
	}
	row.order = newSelectWith(orderChoices, ord, func(s string) {
		edit(func(r *scenarios.Reinforcement) error {
			r.Order = strings.TrimPrefix(s, orderChoices[0])
			return nil
		})
	})
	del := widget.NewButton(lang.L("Delete"), func() { e.Do(e.doc.DeleteReinforcement(i)) })
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Turn"), row.turn),
		widget.NewFormItem(lang.L("Units"), row.units),
		widget.NewFormItem(lang.L("Formations"), row.formations),
		widget.NewFormItem(lang.L("Entry"), row.entry),
		widget.NewFormItem(lang.L("Activations"), row.activate),
		widget.NewFormItem(lang.L("Order"), row.order),
	)
	row.box = container.NewVBox(container.NewBorder(nil, nil, heading(fmt.Sprintf(lang.L("Row %d"), i+1)), del), form, widget.NewSeparator())
	return row
}

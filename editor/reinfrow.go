package editor

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/scenarios"
)

// reinfRow is one reinforcement row as a form: the turn, activations and
// order from lists, the units and formations from a searchable chooser, the
// entry hexes picked on the map. No field takes JSON; an entry region of a
// kind the form does not draw (an edge span, a road) is described and can
// be replaced by picked hexes.
type reinfRow struct {
	turn, order, activate *widget.Select
	units, formations     *widget.Button
	entry                 *widget.Label
	pick                  *widget.Button
	box                   *fyne.Container
}

// activationChoices are the activations a row may give.
var activationChoices = []string{"0", "1", "2", "3", "4", "5", "6"}

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
	row.units = widget.NewButton(e.namesOf(r0.Units), func() {
		e.showIDChooser(fmt.Sprintf(lang.L("Units of row %d"), i+1), e.unitChoices(), r0.Units, func(ids []string) {
			edit(func(r *scenarios.Reinforcement) error { r.Units = ids; return nil })
		})
	})
	row.formations = widget.NewButton(e.namesOf(r0.Formations), func() {
		e.showIDChooser(fmt.Sprintf(lang.L("Formations of row %d"), i+1), e.formationChoices(), r0.Formations, func(ids []string) {
			edit(func(r *scenarios.Reinforcement) error { r.Formations = ids; return nil })
		})
	})
	for _, b := range []*widget.Button{row.units, row.formations} {
		b.Alignment = widget.ButtonAlignLeading
	}
	row.entry = widget.NewLabel(describeRegion(r0.Entry))
	row.entry.Wrapping = fyne.TextWrapWord
	key := fmt.Sprintf(lang.L("the entry hexes of row %d"), i+1)
	row.pick = widget.NewButton(lang.L("Pick on map"), func() {
		if e.pickingFor(key) {
			e.finishPick()
			return
		}
		e.startPick(key, r0.Entry.Hexes, func(hexes []string) {
			edit(func(r *scenarios.Reinforcement) error { r.Entry = scenarios.Region{Hexes: hexes}; return nil })
		})
		e.lists.refresh()
	})
	if e.pickingFor(key) {
		row.pick.SetText(lang.L("Done"))
		row.pick.Importance = widget.HighImportance
	}
	row.activate = newChoiceSelect(optional(activationChoices, nil), optIntText(r0.Activations), func(s string) {
		edit(func(r *scenarios.Reinforcement) error { return parseOptInt(s, &r.Activations) })
	})
	row.order = newChoiceSelect(optional(orderChoices, nil), r0.Order, func(s string) {
		edit(func(r *scenarios.Reinforcement) error { r.Order = s; return nil })
	})
	del := widget.NewButton(lang.L("Delete"), func() { e.Do(e.doc.DeleteReinforcement(i)) })
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Turn"), row.turn),
		widget.NewFormItem(lang.L("Units"), row.units),
		widget.NewFormItem(lang.L("Formations"), row.formations),
		widget.NewFormItem(lang.L("Entry"), container.NewBorder(nil, nil, nil, row.pick, row.entry)),
		widget.NewFormItem(lang.L("Activations"), row.activate),
		widget.NewFormItem(lang.L("Order"), row.order),
	)
	row.box = container.NewVBox(container.NewBorder(nil, nil, heading(fmt.Sprintf(lang.L("Row %d"), i+1)), del), form, widget.NewSeparator())
	return row
}

// optIntText writes an optional number as a choice id ("" for nil).
func optIntText(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v)
}

// describeRegion writes a region for the form: its hexes, or what kind of
// region it is in a line of JSON.
func describeRegion(r scenarios.Region) string {
	if compactJSON(r) == "{}" {
		return lang.L("(no hexes)")
	}
	if len(r.Hexes) > 0 && compactJSON(scenarios.Region{Hexes: r.Hexes}) == compactJSON(r) {
		return strings.Join(r.Hexes, ", ")
	}
	return compactJSON(r)
}

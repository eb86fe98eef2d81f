package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/scenarios"
)

// reinfRow is one reinforcement row as a form: the turn, activations and
// order from lists, the units and formations from a searchable chooser, the
// entry hexes picked on the map. No field takes JSON; an entry region of a
// kind the form does not draw (an edge span, a road) is described and can
// be replaced by picked hexes.
type reinfRow struct {
	Turn, Order, Activate *widget.Select
	Units, Formations     *widget.Button
	entry                 *widget.Label
	Pick                  *widget.Button
	Box                   *fyne.Container
}

// activationChoices are the activations a row may give.
var activationChoices = []string{"0", "1", "2", "3", "4", "5", "6"}

func newReinfRow(p *ListsPanel, i int) *reinfRow {
	e := p.e
	r0 := e.Document().Scenario().Reinforcements[i]
	edit := func(change func(r *scenarios.Reinforcement) error) {
		r := e.Document().Scenario().Reinforcements[i]
		if err := change(&r); !e.ReportErr(err) {
			e.Do(e.Document().SetReinforcement(i, r))
		}
	}
	var turns []string
	for _, t := range e.Document().Scenario().Turns {
		turns = append(turns, t.ID)
	}
	row := &reinfRow{}
	row.Turn = ui.NewSelectWith(turns, r0.Turn, func(s string) { edit(func(r *scenarios.Reinforcement) error { r.Turn = s; return nil }) })
	row.Units = widget.NewButton(ui.NamesOf(e.Document(), r0.Units), func() {
		e.ShowIDChooser(fmt.Sprintf(lang.L("Units of row %d"), i+1), ui.UnitChoices(e.Document()), r0.Units, func(ids []string) {
			edit(func(r *scenarios.Reinforcement) error { r.Units = ids; return nil })
		})
	})
	row.Formations = widget.NewButton(ui.NamesOf(e.Document(), r0.Formations), func() {
		e.ShowIDChooser(fmt.Sprintf(lang.L("Formations of row %d"), i+1), ui.FormationChoices(e.Document()), r0.Formations, func(ids []string) {
			edit(func(r *scenarios.Reinforcement) error { r.Formations = ids; return nil })
		})
	})
	for _, b := range []*widget.Button{row.Units, row.Formations} {
		b.Alignment = widget.ButtonAlignLeading
	}
	row.entry = widget.NewLabel(describeRegion(r0.Entry))
	row.entry.Wrapping = fyne.TextWrapWord
	key := fmt.Sprintf(lang.L("the entry hexes of row %d"), i+1)
	row.Pick = widget.NewButton(lang.L("Pick on map"), func() {
		if e.PickingFor(key) {
			e.FinishPick()
			return
		}
		e.StartPick(key, r0.Entry.Hexes, func(hexes []string) {
			edit(func(r *scenarios.Reinforcement) error { r.Entry = scenarios.Region{Hexes: hexes}; return nil })
		})
		p.Refresh()
	})
	if e.PickingFor(key) {
		row.Pick.SetText(lang.L("Done"))
		row.Pick.Importance = widget.HighImportance
	}
	row.Activate = ui.NewChoiceSelect(ui.Optional(activationChoices, nil), optIntText(r0.Activations), func(s string) {
		edit(func(r *scenarios.Reinforcement) error { return parseOptInt(s, &r.Activations) })
	})
	row.Order = ui.NewChoiceSelect(ui.Optional(ui.OrderChoices, nil), r0.Order, func(s string) {
		edit(func(r *scenarios.Reinforcement) error { r.Order = s; return nil })
	})
	del := widget.NewButton(lang.L("Delete"), func() { e.Do(e.Document().DeleteReinforcement(i)) })
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Turn"), row.Turn),
		widget.NewFormItem(lang.L("Units"), row.Units),
		widget.NewFormItem(lang.L("Formations"), row.Formations),
		widget.NewFormItem(lang.L("Entry"), container.NewBorder(nil, nil, nil, row.Pick, row.entry)),
		widget.NewFormItem(lang.L("Activations"), row.Activate),
		widget.NewFormItem(lang.L("Order"), row.Order),
	)
	row.Box = container.NewVBox(container.NewBorder(nil, nil, heading(fmt.Sprintf(lang.L("Row %d"), i+1)), del), form, widget.NewSeparator())
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

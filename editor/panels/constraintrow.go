package panels

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/scenarios"
)

// constraintRow is one constraint as a form: id and rule typed, the type and
// turns from lists, units, formations, exempt units and brigade groups from
// the searchable chooser, the stay-in and avoid regions picked on the map.
// Only what has no picker (brigade pairs, unit classes, regions of other
// kinds) is in the advanced JSON field.
type constraintRow struct {
	id, Rule, rest *widget.Entry
	typ            *widget.Select
	units, forms   *widget.Button
	Exempt, groups *widget.Button
	applies, until *widget.Select
	stayIn, avoid  *widget.Button
	box            *fyne.Container
}

// constraintEdit commits a change to constraint i as one command.
type constraintEdit func(change func(c *scenarios.Constraint) error)

func newConstraintRow(p *ListsPanel, i int) *constraintRow {
	e := p.e
	c0 := e.Document().Scenario().Constraints[i]
	edit := constraintEdit(func(change func(c *scenarios.Constraint) error) {
		c := e.Document().Scenario().Constraints[i]
		if err := change(&c); !e.ReportErr(err) {
			e.Do(e.Document().SetConstraint(i, c))
		}
	})
	row := &constraintRow{}
	row.id = newEntryWith(c0.ID, func(s string) { edit(func(c *scenarios.Constraint) error { c.ID = strings.TrimSpace(s); return nil }) })
	row.typ = ui.NewSelectWith(ui.ConstraintTypes, c0.Type, func(s string) { edit(func(c *scenarios.Constraint) error { c.Type = s; return nil }) })
	row.Rule = newEntryWith(c0.Rule, func(s string) { edit(func(c *scenarios.Constraint) error { c.Rule = s; return nil }) })
	row.pickers(e, c0, edit)
	row.turns(e, c0, edit)
	row.regions(p, i, c0, edit)
	row.rest = widget.NewMultiLineEntry()
	row.rest.SetText(constraintRest(c0))
	row.rest.SetMinRowsVisible(2)
	apply := widget.NewButton(lang.L("Apply fields"), func() {
		edit(func(c *scenarios.Constraint) error {
			got, err := withConstraintRest(*c, row.rest.Text)
			*c = got
			return err
		})
	})
	del := widget.NewButton(lang.L("Delete"), func() { e.Do(e.Document().DeleteConstraint(i)) })
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Identifier"), row.id),
		widget.NewFormItem(lang.L("Type"), row.typ),
		widget.NewFormItem(lang.L("Rule"), row.Rule),
		widget.NewFormItem(lang.L("Units"), row.units),
		widget.NewFormItem(lang.L("Formations"), row.forms),
		widget.NewFormItem(lang.L("Brigades in line"), row.groups),
		widget.NewFormItem(lang.L("Exempt units"), row.Exempt),
		widget.NewFormItem(lang.L("Applies on turn"), row.applies),
		widget.NewFormItem(lang.L("Until turn"), row.until),
		widget.NewFormItem(lang.L("Stay in"), row.stayIn),
		widget.NewFormItem(lang.L("Avoid"), row.avoid),
		widget.NewFormItem(lang.L("Advanced (JSON)"), container.NewBorder(nil, nil, nil, apply, row.rest)),
	)
	row.box = container.NewVBox(container.NewBorder(nil, nil, heading(c0.ID), del), form, widget.NewSeparator())
	return row
}

// pickers makes the buttons that open the unit and formation choosers.
func (row *constraintRow) pickers(e Host, c0 scenarios.Constraint, edit constraintEdit) {
	chooser := func(title string, ids []string, all func(*model.Document) []ui.Choice, set func(c *scenarios.Constraint, ids []string)) *widget.Button {
		b := widget.NewButton(ui.NamesOf(e.Document(), ids), func() {
			e.ShowIDChooser(title+" — "+c0.ID, all(e.Document()), ids, func(got []string) {
				edit(func(c *scenarios.Constraint) error { set(c, got); return nil })
			})
		})
		b.Alignment = widget.ButtonAlignLeading
		return b
	}
	row.units = chooser(lang.L("Units"), c0.Units, ui.UnitChoices, func(c *scenarios.Constraint, ids []string) { c.Units = ids })
	row.forms = chooser(lang.L("Formations"), c0.Formations, ui.FormationChoices, func(c *scenarios.Constraint, ids []string) { c.Formations = ids })
	row.groups = chooser(lang.L("Brigades in line"), c0.Groups, ui.FormationChoices, func(c *scenarios.Constraint, ids []string) { c.Groups = ids })
	row.Exempt = chooser(lang.L("Exempt units"), c0.Exempt, ui.UnitChoices, func(c *scenarios.Constraint, ids []string) { c.Exempt = ids })
}

// turns makes the turn choosers: the turn the constraint applies on (with
// its activations kept) and the turn it holds until.
func (row *constraintRow) turns(e Host, c0 scenarios.Constraint, edit constraintEdit) {
	choices := []string{lang.L("(none)")}
	for _, t := range e.Document().Scenario().Turns {
		choices = append(choices, t.ID)
	}
	pick := func(s string) string {
		if s == choices[0] {
			return ""
		}
		return s
	}
	applies := ""
	if c0.Applies != nil {
		applies = c0.Applies.Turn
	}
	row.applies = ui.NewSelectWith(choices, orChoice(applies, choices[0]), func(s string) {
		edit(func(c *scenarios.Constraint) error {
			if t := pick(s); t == "" {
				c.Applies = nil
			} else if c.Applies == nil {
				c.Applies = &scenarios.Applies{Turn: t}
			} else {
				a := *c.Applies
				a.Turn = t
				c.Applies = &a
			}
			return nil
		})
	})
	row.until = ui.NewSelectWith(choices, orChoice(c0.Until, choices[0]), func(s string) {
		edit(func(c *scenarios.Constraint) error { c.Until = pick(s); return nil })
	})
}

// regions makes the buttons that pick the stay-in and avoid hexes on the
// map; a region of another kind is described on the button and replaced
// only when hexes are picked for it.
func (row *constraintRow) regions(p *ListsPanel, i int, c0 scenarios.Constraint, edit constraintEdit) {
	e := p.e
	region := func(name string, r *scenarios.Region, set func(c *scenarios.Constraint, hexes []string)) *widget.Button {
		key := fmt.Sprintf(lang.L("%s of constraint %d"), name, i+1)
		text := lang.L("(none)")
		var hexes []string
		if r != nil {
			text, hexes = describeRegion(*r), r.Hexes
		}
		b := widget.NewButton(text, func() {
			if e.PickingFor(key) {
				e.FinishPick()
				return
			}
			e.StartPick(key, hexes, func(got []string) {
				edit(func(c *scenarios.Constraint) error { set(c, got); return nil })
			})
			p.Refresh()
		})
		b.Alignment = widget.ButtonAlignLeading
		if e.PickingFor(key) {
			b.SetText(lang.L("Done"))
			b.Importance = widget.HighImportance
		}
		return b
	}
	row.stayIn = region(lang.L("Stay in"), c0.StayIn, func(c *scenarios.Constraint, hexes []string) { c.StayIn = hexRegion(hexes) })
	row.avoid = region(lang.L("Avoid"), c0.Avoid, func(c *scenarios.Constraint, hexes []string) { c.Avoid = hexRegion(hexes) })
}

// hexRegion is the region of the hexes, nil for none.
func hexRegion(hexes []string) *scenarios.Region {
	if len(hexes) == 0 {
		return nil
	}
	return &scenarios.Region{Hexes: hexes}
}

// orChoice is s, or none when s is empty.
func orChoice(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

// constraintRest writes, as JSON, the fields of a constraint the form has
// no picker for: brigade pairs, unit classes, the applies activations, and
// stay-in or avoid regions that are not plain hex lists.
func constraintRest(c scenarios.Constraint) string {
	rest := map[string]any{}
	if len(c.Pairs) > 0 {
		rest["pairs"] = c.Pairs
	}
	if len(c.Classes) > 0 {
		rest["classes"] = c.Classes
	}
	if c.Applies != nil && c.Applies.Activations != 0 {
		rest["activations"] = c.Applies.Activations
	}
	if c.Note != "" {
		rest["note"] = c.Note
	}
	if len(rest) == 0 {
		return ""
	}
	out, _ := json.MarshalIndent(rest, "", " ")
	return string(out)
}

// constraintAdvanced is what the advanced field holds.
type constraintAdvanced struct {
	Pairs       [][2]string `json:"pairs,omitempty"`
	Classes     []string    `json:"classes,omitempty"`
	Activations int         `json:"activations,omitempty"`
	Note        string      `json:"note,omitempty"`
}

// withConstraintRest returns c with the advanced field read back into it,
// the fields the form's pickers edit left as they are; on an error c comes
// back unchanged.
func withConstraintRest(c scenarios.Constraint, text string) (scenarios.Constraint, error) {
	var a constraintAdvanced
	if strings.TrimSpace(text) != "" {
		dec := json.NewDecoder(strings.NewReader(text))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&a); err != nil {
			return c, fmt.Errorf("constraint %s, advanced fields: %w", c.ID, err)
		}
	}
	if c.Applies == nil && a.Activations != 0 {
		return c, fmt.Errorf("constraint %s: activations need a turn to apply on", c.ID)
	}
	c.Pairs, c.Classes, c.Note = a.Pairs, a.Classes, a.Note
	if c.Applies != nil {
		ap := *c.Applies
		ap.Activations = a.Activations
		c.Applies = &ap
	}
	return c, nil
}

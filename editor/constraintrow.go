package editor

import (
	"encoding/json"
	"fmt"
	"fyne.io/fyne/v2/lang"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/scenarios"
)

// constraintRow is one constraint: id, type, rule, and its other fields as
// JSON.
type constraintRow struct {
	id, rule, rest *widget.Entry
	typ            *widget.Select
	box            *fyne.Container
}

// constraintTypes are the constraint types the engine checks.
var constraintTypes = []string{"continuous-line", "area", "no-stacking", "stacking-exception"}

func newConstraintRow(p *listsPanel, i int) *constraintRow {
	e := p.e
	c0 := e.doc.Scenario().Constraints[i]
	edit := func(change func(c *scenarios.Constraint) error) {
		c := e.doc.Scenario().Constraints[i]
		if err := change(&c); !e.reportErr(err) {
			e.Do(e.doc.SetConstraint(i, c))
		}
	}
	row := &constraintRow{}
	row.id = newEntryWith(c0.ID, func(s string) { edit(func(c *scenarios.Constraint) error { c.ID = strings.TrimSpace(s); return nil }) })
	row.typ = newSelectWith(constraintTypes, c0.Type, func(s string) { edit(func(c *scenarios.Constraint) error { c.Type = s; return nil }) })
	row.rule = newEntryWith(c0.Rule, func(s string) { edit(func(c *scenarios.Constraint) error { c.Rule = s; return nil }) })
	row.rest = widget.NewMultiLineEntry()
	row.rest.SetText(constraintRest(c0))
	row.rest.SetMinRowsVisible(3)
	apply := widget.NewButton(lang.L("Apply fields"), func() {
		edit(func(c *scenarios.Constraint) error { return setConstraintRest(c, row.rest.Text) })
	})
	del := widget.NewButton(lang.L("Delete"), func() { e.Do(e.doc.DeleteConstraint(i)) })
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Identifier"), row.id),
		widget.NewFormItem(lang.L("Type"), row.typ),
		widget.NewFormItem(lang.L("Rule"), row.rule),
		widget.NewFormItem(lang.L("Fields"), row.rest),
	)
	row.box = container.NewVBox(container.NewBorder(nil, nil, heading(c0.ID), container.NewHBox(apply, del)), form, widget.NewSeparator())
	return row
}

// constraintRest writes a constraint's fields other than id, type and rule
// as indented JSON.
func constraintRest(c scenarios.Constraint) string {
	c.ID, c.Type, c.Rule = "", "", ""
	data, _ := json.MarshalIndent(c, "", " ")
	var m map[string]any
	_ = json.Unmarshal(data, &m)
	delete(m, "id")
	delete(m, "type")
	out, _ := json.MarshalIndent(m, "", " ")
	return string(out)
}

// setConstraintRest reads the JSON of constraintRest back into c, keeping
// its id, type and rule.
func setConstraintRest(c *scenarios.Constraint, text string) error {
	var n scenarios.Constraint
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&n); err != nil {
		return fmt.Errorf("constraint %s fields: %w", c.ID, err)
	}
	n.ID, n.Type, n.Rule = c.ID, c.Type, c.Rule
	*c = n
	return nil
}

package ui

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Choices pairs the ids a chooser stands for with the labels it shows: the
// ids drive behaviour, the labels (in the UI language) only name them.
type Choices struct {
	ids    []string
	Labels []string
	byID   map[string]string
	byName map[string]string
}

// NewChoices returns the choices of ids, labelled by label (an id with no
// label shows as itself).
func NewChoices(ids []string, label map[string]string) Choices {
	c := Choices{ids: ids, byID: map[string]string{}, byName: map[string]string{}}
	for _, id := range ids {
		l := label[id]
		if l == "" {
			l = id
		}
		c.Labels = append(c.Labels, l)
		c.byID[id], c.byName[l] = l, id
	}
	return c
}

// ID returns the id a label stands for ("" for none).
func (c Choices) ID(label string) string { return c.byName[label] }

// Label returns an id's label.
func (c Choices) Label(id string) string { return c.byID[id] }

// noneLabel labels the empty id of an optional choice.
func noneLabel() string { return lang.L("(none)") }

// Optional returns choices of "" (labelled noneLabel) followed by ids,
// each labelled by label (or shown as itself).
func Optional(ids []string, label func(string) string) Choices {
	names := map[string]string{"": noneLabel()}
	for _, id := range ids {
		if label != nil {
			names[id] = label(id)
		}
	}
	return NewChoices(append([]string{""}, ids...), names)
}

// NewChoiceSelect returns a select showing the labels of c with id chosen,
// whose later changes call changed with the chosen id (never a label).
func NewChoiceSelect(c Choices, id string, changed func(id string)) *widget.Select {
	return NewSelectWith(c.Labels, c.Label(id), func(label string) { changed(c.ID(label)) })
}

// NewSelectWith returns a select showing value, whose later changes call
// changed (setting the value here does not).
func NewSelectWith(options []string, value string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, nil)
	s.Selected = value
	s.OnChanged = changed
	return s
}

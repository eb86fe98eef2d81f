package editor

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// choices pairs the ids a chooser stands for with the labels it shows: the
// ids drive behaviour, the labels (in the UI language) only name them.
type choices struct {
	ids    []string
	labels []string
	byID   map[string]string
	byName map[string]string
}

// newChoices returns the choices of ids, labelled by label (an id with no
// label shows as itself).
func newChoices(ids []string, label map[string]string) choices {
	c := choices{ids: ids, byID: map[string]string{}, byName: map[string]string{}}
	for _, id := range ids {
		l := label[id]
		if l == "" {
			l = id
		}
		c.labels = append(c.labels, l)
		c.byID[id], c.byName[l] = l, id
	}
	return c
}

// id returns the id a label stands for ("" for none).
func (c choices) id(label string) string { return c.byName[label] }

// label returns an id's label.
func (c choices) label(id string) string { return c.byID[id] }

// noneLabel labels the empty id of an optional choice.
func noneLabel() string { return lang.L("(none)") }

// optional returns choices of "" (labelled noneLabel) followed by ids,
// each labelled by label (or shown as itself).
func optional(ids []string, label func(string) string) choices {
	names := map[string]string{"": noneLabel()}
	for _, id := range ids {
		if label != nil {
			names[id] = label(id)
		}
	}
	return newChoices(append([]string{""}, ids...), names)
}

// newChoiceSelect returns a select showing the labels of c with id chosen,
// whose later changes call changed with the chosen id (never a label).
func newChoiceSelect(c choices, id string, changed func(id string)) *widget.Select {
	return newSelectWith(c.labels, c.label(id), func(label string) { changed(c.id(label)) })
}

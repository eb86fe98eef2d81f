package panels

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Inspector shows and edits everything about the selection: the selected
// hexside, or the selected hex and the selected unit's set-up. It is built
// again from the document after every change, so it never holds model
// state; each field's edit is a command.
type Inspector struct {
	e       Host
	content *fyne.Container
	Box     fyne.CanvasObject

	HexFields  *hexFields
	SideFields *sideFields
	UnitFields *unitFields
}

func NewInspector(e Host) *Inspector {
	i := &Inspector{e: e, content: container.NewVBox()}
	i.Box = container.NewScroll(i.content)
	return i
}

// Refresh shows the current selection.
func (i *Inspector) Refresh() {
	i.HexFields, i.SideFields, i.UnitFields = nil, nil, nil
	var parts []fyne.CanvasObject
	if _, _, unit := i.e.View().Selection(); unit != "" {
		i.UnitFields = newUnitFields(i.e, unit)
		parts = append(parts, i.UnitFields.box, widget.NewSeparator())
	}
	if s, ok := i.e.View().SelectedSide(); ok {
		i.SideFields = newSideFields(i.e, s)
		parts = append(parts, i.SideFields.box)
	} else if o, ok, _ := i.e.View().Selection(); ok {
		i.HexFields = newHexFields(i.e, o)
		parts = append(parts, i.HexFields.box)
	}
	if len(parts) == 0 {
		parts = append(parts, widget.NewLabel(lang.L("Select a hex, a hexside (Hexside tool) or a unit.")))
	}
	i.content.Objects = parts
	i.content.Refresh()
}

// heading is a bold label.
func heading(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// newCheckWith returns a check showing on, whose later changes call changed.
func newCheckWith(label string, on bool, changed func(bool)) *widget.Check {
	c := widget.NewCheck(label, nil)
	c.Checked = on
	c.OnChanged = changed
	return c
}

// newEntryWith returns an entry holding text that calls submitted on Enter.
func newEntryWith(text string, submitted func(string)) *widget.Entry {
	en := widget.NewEntry()
	en.SetText(text)
	en.OnSubmitted = submitted
	return en
}

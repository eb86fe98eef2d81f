package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// sideFields inspects one hexside: its hexes and their levels, type, ford,
// bridge, contour lines on each side and note.
type sideFields struct {
	Type          *widget.Select
	ford, Bridge  *widget.Check
	Near, Far     *widget.Entry
	note          *widget.Entry
	ApplyContours *widget.Button
	box           *fyne.Container
}

func newSideFields(e Host, s hexgrid.Hexside) *sideFields {
	d := e.Document()
	h, _ := d.Hexside(s)
	a, b := d.Geometry().Grid.SideHexes(s)
	f := &sideFields{}
	f.Type = ui.NewChoiceSelect(ui.Optional(ui.SideTypeIDs(e.Document()), func(id string) string { return ui.SideTypeName(e.Document(), id) }), h.Type, func(t string) {
		e.Do(d.EditSide("Set hexside type", s, func(x *maps.Hexside) { x.Type = t }))
	})
	f.ford = newCheckWith(lang.L("Ford"), h.Ford, func(bool) { e.Do(d.ToggleFord(s)) })
	f.Bridge = newCheckWith(lang.L("Bridge"), h.Bridge, func(bool) { e.Do(d.ToggleBridge(s)) })
	near, far := "", ""
	if h.Contours != nil {
		near, far = strconv.Itoa(h.Contours[0]), strconv.Itoa(h.Contours[1])
	}
	f.Near, f.Far = newEntryWith(near, nil), newEntryWith(far, nil)
	f.ApplyContours = widget.NewButton(lang.L("Set contour lines"), func() { f.setContours(e, s) })
	f.note = newEntryWith(h.Note, func(n string) {
		e.Do(d.EditSide("Set hexside note", s, func(x *maps.Hexside) { x.Note = n }))
	})
	an, bn := d.HexID(a), d.HexID(b)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Type"), f.Type),
		widget.NewFormItem("", container.NewHBox(f.ford, f.Bridge)),
		widget.NewFormItem(fmt.Sprintf(lang.L("Lines on %s's side"), an), f.Near),
		widget.NewFormItem(fmt.Sprintf(lang.L("Lines on %s's side"), bn), f.Far),
		widget.NewFormItem("", f.ApplyContours),
		widget.NewFormItem(lang.L("Note"), f.note),
	)
	levels := fmt.Sprintf(lang.L("%s level %d, %s level %d"), an, d.Elevation(a), bn, d.Elevation(b))
	f.box = container.NewVBox(heading(lang.L("Hexside ")+d.SideID(s)), widget.NewLabel(levels), form)
	return f
}

// setContours stores the entries' counts (both empty: none).
func (f *sideFields) setContours(e Host, s hexgrid.Hexside) {
	nt, ft := strings.TrimSpace(f.Near.Text), strings.TrimSpace(f.Far.Text)
	if nt == "" && ft == "" {
		e.Do(e.Document().SetContours(s, nil))
		return
	}
	n, err1 := strconv.Atoi(nt)
	fr, err2 := strconv.Atoi(ft)
	if err1 != nil || err2 != nil || n < 0 || fr < 0 {
		e.Report(lang.L("Contour lines are whole numbers, 0 or more"))
		return
	}
	e.Do(e.Document().SetContours(s, &[2]int{n, fr}))
}

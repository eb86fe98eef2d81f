package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"
	"github.com/sandtable/sandtable/editor/ui"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// unitFields inspects the selected unit: what the OOB says of it, and its
// set-up: hex, facing, strength, status, orders and extended hex.
type unitFields struct {
	// Cohesion and CohesionDisordered edit the OOB's ratings of the
	// counter's two sides ("" for none).
	Cohesion           *widget.Entry
	CohesionDisordered *widget.Entry
	Facing             *widget.Select
	Strength           *widget.Entry
	Status             []*widget.Check
	Orders             *widget.Select
	box                *fyne.Container
}

func newUnitFields(e Host, id string) *unitFields {
	d := e.Document()
	f := &unitFields{box: container.NewVBox(heading(d.UnitName(id) + "  (" + id + ")"))}
	if d.OOB() != nil {
		if u := d.OOB().Unit(id); u != nil {
			printed := "–"
			if u.Strength != nil {
				printed = strconv.Itoa(*u.Strength)
			}
			f.box.Add(widget.NewLabel(fmt.Sprintf(lang.L("%s, %s, printed strength %s"), u.Class, u.Command, printed)))
			f.Cohesion = newEntryWith(intText(u.Cohesion), func(string) { f.setCohesion(e, id) })
			f.CohesionDisordered = newEntryWith(intText(u.CohesionDisordered), func(string) { f.setCohesion(e, id) })
			f.box.Add(widget.NewForm(
				widget.NewFormItem(lang.L("Cohesion"), f.Cohesion),
				widget.NewFormItem(lang.L("Cohesion (Disordered)"), f.CohesionDisordered),
			))
		}
	}
	st := d.SetupOf(id)
	if st == nil {
		f.box.Add(widget.NewLabel(lang.L("Not set up: drag it from the OOB tree onto the map.")))
		return f
	}
	var facings []string
	for _, fc := range d.Geometry().Grid.Facings() {
		facings = append(facings, fc.String())
	}
	facings = append(facings, "any")
	f.Facing = ui.NewSelectWith(facings, st.Facing, func(s string) { e.Do(d.SetFacing(id, s)) })
	sp := ""
	if st.Strength != nil {
		sp = strconv.Itoa(*st.Strength)
	}
	f.Strength = newEntryWith(sp, func(s string) { f.setStrength(e, id, s) })
	f.Orders = ui.NewChoiceSelect(ui.Optional(ui.SetupOrders, nil), st.Orders, func(s string) { e.Do(d.SetOrders(id, s)) })
	statusBox := container.NewGridWithColumns(2)
	for _, s := range ui.SetupStatuses {
		status := s
		c := newCheckWith(status, ui.Contains(st.Status, status), func(bool) { f.setStatus(e, id) })
		f.Status = append(f.Status, c)
		statusBox.Add(c)
	}
	ext := lang.L("none")
	if st.ExtendedTo != "" {
		ext = st.ExtendedTo + " (" + st.Extension + ")"
	}
	unextend := widget.NewButton(lang.L("Unextend"), func() {
		if o, ok := d.ParseHex(st.Hex); ok {
			e.Do(d.SetExtended(id, o, false))
		}
	})
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Hex"), widget.NewLabel(st.Hex)),
		widget.NewFormItem(lang.L("Facing"), f.Facing),
		widget.NewFormItem(lang.L("Strength"), f.Strength),
		widget.NewFormItem(lang.L("Orders"), f.Orders),
		widget.NewFormItem(lang.L("Extended"), container.NewHBox(widget.NewLabel(ext), unextend)),
	)
	f.box.Add(form)
	f.box.Add(widget.NewLabel(lang.L("Status")))
	f.box.Add(statusBox)
	return f
}

// setStrength stores the strength typed ("" for the printed strength).
func (f *unitFields) setStrength(e Host, id, s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		e.Do(e.Document().SetStrength(id, nil))
		return
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 {
		e.Report(lang.L("Strength is a whole number, 0 or more"))
		return
	}
	e.Do(e.Document().SetStrength(id, &v))
}

// setStatus stores the checked statuses.
func (f *unitFields) setStatus(e Host, id string) {
	var on []string
	for i, c := range f.Status {
		if c.Checked {
			on = append(on, ui.SetupStatuses[i])
		}
	}
	e.Do(e.Document().SetStatus(id, on))
}

func intText(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

// setCohesion stores the two cohesion ratings typed ("" for none).
func (f *unitFields) setCohesion(e Host, id string) {
	var vals [2]*int
	for i, w := range []*widget.Entry{f.Cohesion, f.CohesionDisordered} {
		s := strings.TrimSpace(w.Text)
		if s == "" {
			continue
		}
		v, err := strconv.Atoi(s)
		if err != nil || v < 0 || v > 100 {
			e.Report(lang.L("Cohesion is a whole number from 0 to 100, or empty"))
			return
		}
		vals[i] = &v
	}
	c, err := e.Document().SetCohesion(id, vals[0], vals[1])
	if err != nil {
		e.Report(err.Error())
		return
	}
	e.Do(c)
}

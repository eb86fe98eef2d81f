package panels

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/sandtable/sandtable/editor/ui"

	"fyne.io/fyne/v2/widget"
)

// askName asks for a name and hands it to then.
func (p *OOBPanel) askName(title, initial string, then func(string)) {
	p.ask(title, lang.L("Name"), initial, then)
}

// ask asks for one line of text, labelled label, and hands it to then (the
// window's form takes the keyboard at its entry; Return answers OK).
func (p *OOBPanel) ask(title, label, initial string, then func(string)) {
	en := widget.NewEntry()
	en.SetText(initial)
	p.e.ShowForm(title, lang.L("OK"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(label, en)}, fyne.Size{}, func(ok bool) {
		if ok && strings.TrimSpace(en.Text) != "" {
			then(strings.TrimSpace(en.Text))
		}
	})
}

// askSetUp asks for the hex to set the selected unit up in (or move it
// to): the keyboard's way to do what dragging it onto the map does.
func (p *OOBPanel) askSetUp() {
	if !strings.HasPrefix(p.Selected, UnitNode) {
		p.e.Report(lang.L("Select a unit to set up"))
		return
	}
	unit := p.Selected[len(UnitNode):]
	at := ""
	if st := p.e.Document().SetupOf(unit); st != nil {
		at = st.Hex
	}
	p.ask(lang.L("Set up in hex…"), lang.L("Hex"), at, func(id string) { p.SetUp(unit, id) })
}

// SetUp sets unit up in the hex named id (or moves it there).
func (p *OOBPanel) SetUp(unit, id string) {
	d := p.e.Document()
	o, ok := d.ParseHex(id)
	if !ok {
		p.e.Report(fmt.Sprintf(lang.L("No hex %s on this map"), id))
		return
	}
	c, err := d.PlaceUnit(unit, o)
	if p.e.ReportErr(err) {
		return
	}
	p.e.Do(c)
	p.e.View().Select(o, true, unit)
	p.e.Selected(d.HexID(o), unit)
}

func (p *OOBPanel) askAddFormation() { p.askName(lang.L("Add formation"), "", p.AddFormation) }
func (p *OOBPanel) askAddUnit() {
	p.askName(lang.L("Add unit"), "", func(n string) { p.AddUnit(n, "infantry") })
}
func (p *OOBPanel) askRename() { p.askName(lang.L("Rename"), p.currentName(), p.Rename) }

// currentName is the name of the selected node.
func (p *OOBPanel) currentName() string {
	o := p.e.Document().OOB()
	switch {
	case o == nil:
	case strings.HasPrefix(p.Selected, FormNode):
		if f := o.Formation(p.Selected[len(FormNode):]); f != nil {
			return f.Name
		}
	case strings.HasPrefix(p.Selected, UnitNode):
		return p.e.Document().UnitName(p.Selected[len(UnitNode):])
	}
	return ""
}

// AddFormation adds a formation under the selected one (an army under a
// selected side).
func (p *OOBPanel) AddFormation(name string) {
	side, parent := "", ""
	if strings.HasPrefix(p.Selected, sideNode) {
		side = p.Selected[len(sideNode):]
	} else if f, ok := p.selectedFormation(); ok {
		side, parent = f.Side, f.ID
	} else {
		p.e.Report(lang.L("Select a side or a formation to add a formation under"))
		return
	}
	c, id, err := p.e.Document().AddFormation(side, parent, name)
	if p.e.ReportErr(err) {
		return
	}
	p.e.Do(c)
	p.SelectNode(FormNode + id)
}

// AddUnit adds a unit of class to the selected formation.
func (p *OOBPanel) AddUnit(name, class string) {
	f, ok := p.selectedFormation()
	if !ok {
		p.e.ShowPicker(fmt.Sprintf(lang.L("Formation of %s"), name), ui.FormationChoices(p.e.Document()), func(id string) {
			p.addUnitTo(id, name, class)
		})
		return
	}
	p.addUnitTo(f.ID, name, class)
}

// addUnitTo adds a unit named name of class to formation command and
// selects it.
func (p *OOBPanel) addUnitTo(command, name, class string) {
	c, id, err := p.e.Document().AddUnit(command, name, class)
	if p.e.ReportErr(err) {
		return
	}
	p.e.Do(c)
	p.SelectNode(UnitNode + id)
}

// Rename renames the selected formation or unit.
func (p *OOBPanel) Rename(name string) {
	var err error
	switch {
	case strings.HasPrefix(p.Selected, FormNode):
		c, e := p.e.Document().RenameFormation(p.Selected[len(FormNode):], name)
		if err = e; err == nil {
			p.e.Do(c)
		}
	case strings.HasPrefix(p.Selected, UnitNode):
		c, e := p.e.Document().RenameUnit(p.Selected[len(UnitNode):], name)
		if err = e; err == nil {
			p.e.Do(c)
		}
	}
	p.e.ReportErr(err)
}

// askMove asks which formation to move the selection under.
func (p *OOBPanel) askMove() {
	o := p.e.Document().OOB()
	if o == nil || p.Selected == "" {
		return
	}
	var ids []string
	for _, f := range o.Formations {
		ids = append(ids, f.ID)
	}
	sel := widget.NewSelectEntry(ids)
	p.e.ShowForm(lang.L("Move to"), lang.L("Move"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Formation"), sel)}, fyne.Size{}, func(ok bool) {
		if ok {
			p.MoveTo(sel.Text)
		}
	})
}

// MoveTo puts the selected formation or unit under formation parent.
func (p *OOBPanel) MoveTo(parent string) {
	var err error
	switch {
	case strings.HasPrefix(p.Selected, FormNode):
		c, e := p.e.Document().MoveFormation(p.Selected[len(FormNode):], parent)
		if err = e; err == nil {
			p.e.Do(c)
		}
	case strings.HasPrefix(p.Selected, UnitNode):
		c, e := p.e.Document().MoveUnit(p.Selected[len(UnitNode):], parent)
		if err = e; err == nil {
			p.e.Do(c)
		}
	}
	p.e.ReportErr(err)
}

// Delete removes the selected formation (when empty) or unit (with its
// set-up in this scenario).
func (p *OOBPanel) Delete() {
	var err error
	switch {
	case strings.HasPrefix(p.Selected, FormNode):
		c, e := p.e.Document().DeleteFormation(p.Selected[len(FormNode):])
		if err = e; err == nil {
			p.e.Do(c)
		}
	case strings.HasPrefix(p.Selected, UnitNode):
		c, e := p.e.Document().DeleteUnit(p.Selected[len(UnitNode):])
		if err = e; err == nil {
			p.e.Do(c)
		}
	}
	if !p.e.ReportErr(err) {
		p.Selected = ""
	}
}

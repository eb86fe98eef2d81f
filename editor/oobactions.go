package editor

import (
	"fmt"
	"fyne.io/fyne/v2/lang"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// askName asks for a name and hands it to then.
func (p *oobPanel) askName(title, initial string, then func(string)) {
	en := widget.NewEntry()
	en.SetText(initial)
	dialog.ShowForm(title, lang.L("OK"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Name"), en)}, func(ok bool) {
		if ok && strings.TrimSpace(en.Text) != "" {
			then(strings.TrimSpace(en.Text))
		}
	}, p.e.Window)
}

func (p *oobPanel) askAddFormation() { p.askName(lang.L("Add formation"), "", p.addFormation) }
func (p *oobPanel) askAddUnit() {
	p.askName(lang.L("Add unit"), "", func(n string) { p.addUnit(n, "infantry") })
}
func (p *oobPanel) askRename() { p.askName(lang.L("Rename"), p.currentName(), p.rename) }

// currentName is the name of the selected node.
func (p *oobPanel) currentName() string {
	o := p.e.doc.OOB()
	switch {
	case o == nil:
	case strings.HasPrefix(p.selected, formNode):
		if f := o.Formation(p.selected[len(formNode):]); f != nil {
			return f.Name
		}
	case strings.HasPrefix(p.selected, unitNode):
		return p.e.doc.UnitName(p.selected[len(unitNode):])
	}
	return ""
}

// addFormation adds a formation under the selected one (an army under a
// selected side).
func (p *oobPanel) addFormation(name string) {
	side, parent := "", ""
	if strings.HasPrefix(p.selected, sideNode) {
		side = p.selected[len(sideNode):]
	} else if f, ok := p.selectedFormation(); ok {
		side, parent = f.Side, f.ID
	} else {
		p.e.report(lang.L("Select a side or a formation to add a formation under"))
		return
	}
	c, id, err := p.e.doc.AddFormation(side, parent, name)
	if p.e.reportErr(err) {
		return
	}
	p.e.Do(c)
	p.selectNode(formNode + id)
}

// addUnit adds a unit of class to the selected formation.
func (p *oobPanel) addUnit(name, class string) {
	f, ok := p.selectedFormation()
	if !ok {
		p.e.showPicker(fmt.Sprintf(lang.L("Formation of %s"), name), p.e.formationChoices(), func(id string) {
			p.addUnitTo(id, name, class)
		})
		return
	}
	p.addUnitTo(f.ID, name, class)
}

// addUnitTo adds a unit named name of class to formation command and
// selects it.
func (p *oobPanel) addUnitTo(command, name, class string) {
	c, id, err := p.e.doc.AddUnit(command, name, class)
	if p.e.reportErr(err) {
		return
	}
	p.e.Do(c)
	p.selectNode(unitNode + id)
}

// rename renames the selected formation or unit.
func (p *oobPanel) rename(name string) {
	var err error
	switch {
	case strings.HasPrefix(p.selected, formNode):
		c, e := p.e.doc.RenameFormation(p.selected[len(formNode):], name)
		if err = e; err == nil {
			p.e.Do(c)
		}
	case strings.HasPrefix(p.selected, unitNode):
		c, e := p.e.doc.RenameUnit(p.selected[len(unitNode):], name)
		if err = e; err == nil {
			p.e.Do(c)
		}
	}
	p.e.reportErr(err)
}

// askMove asks which formation to move the selection under.
func (p *oobPanel) askMove() {
	o := p.e.doc.OOB()
	if o == nil || p.selected == "" {
		return
	}
	var ids []string
	for _, f := range o.Formations {
		ids = append(ids, f.ID)
	}
	sel := widget.NewSelectEntry(ids)
	dialog.ShowForm(lang.L("Move to"), lang.L("Move"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Formation"), sel)}, func(ok bool) {
		if ok {
			p.moveTo(sel.Text)
		}
	}, p.e.Window)
}

// moveTo puts the selected formation or unit under formation parent.
func (p *oobPanel) moveTo(parent string) {
	var err error
	switch {
	case strings.HasPrefix(p.selected, formNode):
		c, e := p.e.doc.MoveFormation(p.selected[len(formNode):], parent)
		if err = e; err == nil {
			p.e.Do(c)
		}
	case strings.HasPrefix(p.selected, unitNode):
		c, e := p.e.doc.MoveUnit(p.selected[len(unitNode):], parent)
		if err = e; err == nil {
			p.e.Do(c)
		}
	}
	p.e.reportErr(err)
}

// delete removes the selected formation (when empty) or unit (with its
// set-up in this scenario).
func (p *oobPanel) delete() {
	var err error
	switch {
	case strings.HasPrefix(p.selected, formNode):
		c, e := p.e.doc.DeleteFormation(p.selected[len(formNode):])
		if err = e; err == nil {
			p.e.Do(c)
		}
	case strings.HasPrefix(p.selected, unitNode):
		c, e := p.e.doc.DeleteUnit(p.selected[len(unitNode):])
		if err = e; err == nil {
			p.e.Do(c)
		}
	}
	if !p.e.reportErr(err) {
		p.selected = ""
	}
}

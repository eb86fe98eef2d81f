package panels

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/scenarios"
)

// OOBPanel is the order of battle as a tree: sides, then armies, corps,
// divisions and brigades, then units, each unit with its set-up hex. Units
// are set up by dragging them onto the map; the buttons add, rename, move
// and delete formations and units (each an undoable command on the OOB).
type OOBPanel struct {
	e         Host
	tree      *widget.Tree
	Children  map[string][]string // node id -> child node ids
	Filter    *widget.Entry
	shown     map[string]bool // nodes the filter keeps; nil shows all
	Selected  string
	revealing bool
	Box       fyne.CanvasObject
}

// Node ids: "s:" side, "f:" formation, "u:" unit.
const (
	sideNode = "s:"
	FormNode = "f:"
	UnitNode = "u:"
)

func NewOOBPanel(e Host) *OOBPanel {
	p := &OOBPanel{e: e, Children: map[string][]string{}}
	p.tree = widget.NewTree(
		p.ChildrenOf,
		func(id widget.TreeNodeID) bool { return id == "" || !strings.HasPrefix(id, UnitNode) },
		func(bool) fyne.CanvasObject { return NewOOBNode(p) },
		func(id widget.TreeNodeID, _ bool, o fyne.CanvasObject) { o.(*oobNode).ShowNode(id) },
	)
	p.tree.OnSelected = p.chosen
	bar := container.NewGridWithColumns(3,
		widget.NewButton(lang.L("Add formation"), p.askAddFormation),
		widget.NewButton(lang.L("Add unit"), p.askAddUnit),
		widget.NewButton(lang.L("Rename"), p.askRename),
		widget.NewButton(lang.L("Move to…"), p.askMove),
		widget.NewButton(lang.L("Delete"), p.Delete),
		widget.NewButton(lang.L("Set up in hex…"), p.askSetUp),
	)
	p.Filter = widget.NewEntry()
	p.Filter.SetPlaceHolder(lang.L("Filter units and formations"))
	p.Filter.OnChanged = func(string) { p.applyFilter() }
	p.Box = container.NewBorder(container.NewVBox(bar, p.Filter), nil, nil, nil, p.tree)
	return p
}

// ChildrenOf returns the children of node id that the filter keeps.
func (p *OOBPanel) ChildrenOf(id widget.TreeNodeID) []widget.TreeNodeID {
	all := p.Children[id]
	if p.shown == nil {
		return all
	}
	var out []string
	for _, c := range all {
		if p.shown[c] {
			out = append(out, c)
		}
	}
	return out
}

// applyFilter keeps the nodes whose label contains the filter text (case
// does not matter) with their ancestors, and opens them all; an empty
// filter shows the whole tree again.
func (p *OOBPanel) applyFilter() {
	q := strings.ToLower(strings.TrimSpace(p.Filter.Text))
	if q == "" {
		p.shown = nil
		p.tree.Refresh()
		return
	}
	p.shown = map[string]bool{}
	var walk func(id string) bool
	walk = func(id string) bool {
		keep := id != "" && strings.Contains(strings.ToLower(p.Label(id)), q)
		for _, c := range p.Children[id] {
			if walk(c) {
				keep = true
			}
		}
		if keep {
			p.shown[id] = true
		}
		return keep
	}
	walk("")
	p.tree.Refresh()
	p.tree.OpenAllBranches()
}

// Refresh rebuilds the tree from the document's OOB.
func (p *OOBPanel) Refresh() {
	p.Children = map[string][]string{}
	o := p.e.Document().OOB()
	if o == nil {
		p.tree.Refresh()
		return
	}
	known := map[string]bool{}
	for _, f := range o.Formations {
		known[f.ID] = true
	}
	for _, s := range o.Sides {
		p.Children[""] = append(p.Children[""], sideNode+s.ID)
	}
	for _, f := range o.Formations {
		parent := FormNode + f.Parent
		if f.Parent == "" || !known[f.Parent] {
			parent = sideNode + f.Side
		}
		p.Children[parent] = append(p.Children[parent], FormNode+f.ID)
	}
	for _, u := range o.Units {
		parent := FormNode + u.Command
		if !known[u.Command] {
			parent = sideNode + u.Side
		}
		p.Children[parent] = append(p.Children[parent], UnitNode+u.ID)
	}
	if p.Filter != nil && p.Filter.Text != "" {
		p.applyFilter()
		return
	}
	p.tree.Refresh()
}

// Label is the text of node id.
func (p *OOBPanel) Label(id string) string {
	o := p.e.Document().OOB()
	if o == nil {
		return id
	}
	kind, key := id[:2], id[2:]
	switch kind {
	case sideNode:
		for _, s := range o.Sides {
			if s.ID == key {
				return s.Name
			}
		}
	case FormNode:
		if f := o.Formation(key); f != nil {
			return f.Name + "  [" + f.ID + "]"
		}
	case UnitNode:
		where := lang.L("not set up")
		if st := p.e.Document().SetupOf(key); st != nil && st.Hex != "" {
			where = st.Hex
		}
		return p.e.Document().UnitName(key) + "  — " + where
	}
	return key
}

// chosen follows a click on a node: a unit set up on the map is selected
// there too.
func (p *OOBPanel) chosen(id widget.TreeNodeID) {
	p.Selected = id
	if p.revealing || !strings.HasPrefix(id, UnitNode) {
		return
	}
	unit := id[len(UnitNode):]
	if o, ok := p.e.Document().UnitHex(unit); ok {
		p.e.View().Select(o, true, unit)
		p.e.View().CenterOn(o)
		p.e.Selected(p.e.Document().HexID(o), unit)
	}
}

// Reveal opens the branches down to unit and selects it.
func (p *OOBPanel) Reveal(unit string) {
	o := p.e.Document().OOB()
	if unit == "" || o == nil || o.Unit(unit) == nil {
		return
	}
	p.revealing = true
	defer func() { p.revealing = false }()
	u := o.Unit(unit)
	p.tree.OpenBranch(sideNode + u.Side)
	path := o.CommandPath(u.Command)
	for i := len(path) - 1; i >= 0; i-- {
		p.tree.OpenBranch(FormNode + path[i])
	}
	p.tree.Select(UnitNode + unit)
	p.tree.ScrollTo(UnitNode + unit)
}

// selectedFormation returns the formation the selection is or belongs to.
func (p *OOBPanel) selectedFormation() (*scenarios.Formation, bool) {
	o := p.e.Document().OOB()
	if o == nil {
		return nil, false
	}
	switch {
	case strings.HasPrefix(p.Selected, FormNode):
		f := o.Formation(p.Selected[len(FormNode):])
		return f, f != nil
	case strings.HasPrefix(p.Selected, UnitNode):
		if u := o.Unit(p.Selected[len(UnitNode):]); u != nil {
			f := o.Formation(u.Command)
			return f, f != nil
		}
	}
	return nil, false
}

// SelectNode opens the branches above node id and selects it.
func (p *OOBPanel) SelectNode(id string) {
	p.revealing = true
	defer func() { p.revealing = false }()
	for parent, kids := range p.Children {
		if ui.Contains(kids, id) && parent != "" {
			p.tree.OpenBranch(parent)
		}
	}
	p.tree.Select(id)
	p.Selected = id
}

package panels

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// oobNode is one row of the OOB tree. A unit's row can be dragged onto the
// map to set the unit up there (or move it).
type oobNode struct {
	widget.BaseWidget
	p     *OOBPanel
	id    string
	label *widget.Label
	at    fyne.Position // last drag position, absolute
	drag  bool
}

var _ fyne.Draggable = (*oobNode)(nil)

func NewOOBNode(p *OOBPanel) *oobNode {
	n := &oobNode{p: p, label: widget.NewLabel("template unit name  — S0000")}
	n.label.Truncation = fyne.TextTruncateEllipsis
	n.ExtendBaseWidget(n)
	return n
}

// CreateRenderer implements fyne.Widget.
func (n *oobNode) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(n.label) }

// show makes the row show node id.
func (n *oobNode) ShowNode(id string) {
	n.id = id
	n.label.SetText(n.p.Label(id))
}

// unit returns the unit id of the row; "" for a side or formation.
func (n *oobNode) unit() string {
	if !strings.HasPrefix(n.id, UnitNode) {
		return ""
	}
	return n.id[len(UnitNode):]
}

// Dragged follows a unit dragged out of the tree, naming the hex under it.
func (n *oobNode) Dragged(e *fyne.DragEvent) {
	u := n.unit()
	if u == "" {
		return
	}
	n.at, n.drag = e.AbsolutePosition, true
	n.p.e.Report(lang.L("Drop ") + n.p.e.Document().UnitName(u) + lang.L(" on the map to set it up"))
}

// DragEnd sets the unit up in the hex it was dropped on.
func (n *oobNode) DragEnd() {
	if !n.drag {
		return
	}
	n.drag = false
	if u := n.unit(); u != "" && !dropUnit(n.p.e, u, n.at) {
		n.p.e.Report(lang.L("Dropped off the map: ") + n.p.e.Document().UnitName(u) + lang.L(" not set up"))
	}
}

// dropUnit sets unit id up in the hex under abs (a canvas position), when
// that is over the map: the end of a drag from the OOB tree.
func dropUnit(e Host, id string, abs fyne.Position) bool {
	o, ok := e.View().HexUnder(abs)
	if !ok {
		return false
	}
	c, err := e.Document().PlaceUnit(id, o)
	if e.ReportErr(err) {
		return false
	}
	e.Do(c)
	e.View().Select(o, true, id)
	e.Selected(e.Document().HexID(o), id)
	e.Report(lang.L("Set up ") + e.Document().UnitName(id) + lang.L(" in ") + e.Document().HexID(o))
	return true
}

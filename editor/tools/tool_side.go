package tools

import (
	"strconv"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Hexside tool actions besides the ruleset's hexside types: ids that no
// ruleset type id (a slug) can be, labelled in the UI language by
// sideActionLabel; behaviour never reads a label.
const (
	sideSelect   = "~select"
	SideFord     = "~ford"
	sideBridge   = "~bridge"
	sideContours = "~contours"
)

// SideActionLabel is the palette label of one of the side* actions ("" for
// anything else).
func SideActionLabel(id string) string {
	switch id {
	case sideSelect:
		return lang.L("(select only)")
	case SideFord:
		return lang.L("Ford")
	case sideBridge:
		return lang.L("Bridge")
	case sideContours:
		return lang.L("Contour lines")
	}
	return ""
}

// sideTool acts on the hexside nearest a click inside a hex:
// it selects it and sets or clears the chosen hexside type, switches its
// ford or bridge, or sets its contour lines on each side.
type sideTool struct {
	e       Host
	Types   []string // ruleset hexside type ids
	actions []string // what the palette offers: sideSelect, types..., ford, bridge, contours
	Action  string
	list    *widget.List
	mine    *widget.Entry // contour lines on the clicked hex's side
	other   *widget.Entry // and on the other side
	box     *fyne.Container
}

func newSideTool(e Host) *sideTool {
	t := &sideTool{e: e, Action: sideSelect}
	t.list = widget.NewList(func() int { return len(t.actions) },
		func() fyne.CanvasObject { return widget.NewLabel("hexside type") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(t.actionName(i)) })
	t.list.OnSelected = func(i widget.ListItemID) {
		if i >= 0 && i < len(t.actions) {
			t.Action = t.actions[i]
		}
	}
	t.mine, t.other = widget.NewEntry(), widget.NewEntry()
	t.mine.SetText("1")
	t.other.SetText("0")
	contours := widget.NewForm(widget.NewFormItem(lang.L("this side"), t.mine), widget.NewFormItem(lang.L("far side"), t.other))
	list := container.NewGridWrap(fyne.NewSize(PaletteWidth-10, 330), t.list)
	t.box = container.NewVBox(widget.NewLabel(lang.L("Click in a hex, nearest the hexside")), list, widget.NewLabel(lang.L("Contour lines")), contours)
	return t
}

// actionName is the palette label of action i.
func (t *sideTool) actionName(i int) string {
	if i < 0 || i >= len(t.actions) {
		return ""
	}
	a := t.actions[i]
	if label := SideActionLabel(a); label != "" {
		return label
	}
	return ui.SideTypeName(t.e.Document(), a)
}

// documentChanged reads the ruleset's hexside types.
func (t *sideTool) documentChanged() {
	t.Types = ui.SideTypeIDs(t.e.Document())
	t.actions = append(append([]string{sideSelect}, t.Types...), SideFord, sideBridge, sideContours)
	t.list.Refresh()
	t.ChooseAction(sideSelect)
}

// ChooseAction selects a palette action (a hexside type id or one of the
// side* actions); false when the palette lacks it.
func (t *sideTool) ChooseAction(a string) bool {
	for i, x := range t.actions {
		if x == a {
			t.Action = a
			t.list.Select(i)
			return true
		}
	}
	return false
}

// showChoice scrolls the palette to the chosen action.
func (t *sideTool) showChoice() {
	for i, a := range t.actions {
		if a == t.Action {
			t.list.ScrollTo(i)
		}
	}
}

func (t *sideTool) ID() string { return "hexside" }

// Tap selects the side nearest p and applies the action to it.
func (t *sideTool) Tap(p mapview.Point) {
	s, ok := t.e.View().SideAt(p)
	if !ok {
		t.e.Report(lang.L("Click inside a hex of the map to pick one of its hexsides"))
		return
	}
	t.e.SelectSide(s)
	switch t.Action {
	case sideSelect:
	case SideFord:
		t.e.Do(t.e.Document().ToggleFord(s))
	case sideBridge:
		t.e.Do(t.e.Document().ToggleBridge(s))
	case sideContours:
		t.setContours(p.Hex, s)
	default:
		t.e.Do(t.e.Document().ToggleSideType(s, t.Action))
	}
}

// setContours gives side s the counts of the entries, "this side" being the
// side of the clicked hex (0 and 0 remove the counts).
func (t *sideTool) setContours(clicked hexgrid.Offset, s hexgrid.Hexside) {
	mine, err1 := strconv.Atoi(t.mine.Text)
	other, err2 := strconv.Atoi(t.other.Text)
	if err1 != nil || err2 != nil || mine < 0 || other < 0 {
		t.e.Report(lang.L("Contour lines must be whole numbers, 0 or more"))
		return
	}
	c := t.e.Document().Geometry().Grid.Side(s.Hex, s.Dir)
	counts := &[2]int{mine, other}
	if c.Hex != clicked {
		counts = &[2]int{other, mine}
	}
	if mine == 0 && other == 0 {
		counts = nil
	}
	t.e.Do(t.e.Document().SetContours(c, counts))
}

func (t *sideTool) Begin(mapview.Point) bool { return false }
func (t *sideTool) Move(mapview.Point)       {}
func (t *sideTool) End()                     {}

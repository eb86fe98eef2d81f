package tools

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// unitTool handles counters on the map: a click selects the top unit of a
// hex; dragging a counter onto a neighbouring hex extends it into that hex
// (in line or in column by its facing), onto its own hex takes the
// extension away, and further away moves it; the wheel over the selected
// counter, or r and R, turn its facing. Units come onto the map by dragging
// them from the OOB tree.
type unitTool struct {
	e        Host
	dragUnit string
	from     hexgrid.Offset
	over     hexgrid.Offset
	box      *fyne.Container
}

func newUnitTool(e Host) *unitTool {
	t := &unitTool{e: e}
	remove := widget.NewButton(lang.L("Take off the map"), func() {
		if _, _, u := e.View().Selection(); u != "" {
			e.Do(e.Document().RemoveSetup(u))
		}
	})
	help := widget.NewLabel(lang.L("Drag a unit from the OOB tree onto the map.\nDrag a counter to a neighbour hex to extend it;\nback onto its hex to unextend;\nfurther to move it.\nWheel, r, R: turn it."))
	help.Wrapping = fyne.TextWrapWord
	t.box = container.NewVBox(widget.NewLabel(lang.L("Units")), help, remove)
	return t
}

func (t *unitTool) ID() string          { return "unit" }
func (t *unitTool) Tap(p mapview.Point) { t.e.View().SelectAt(p) }

// Begin picks up the selected unit when the drag starts in its hex, else
// the top unit there; with no unit there the view pans.
func (t *unitTool) Begin(p mapview.Point) bool {
	if !p.OnMap {
		return false
	}
	ids := t.e.View().Scene().UnitsAt(p.Hex)
	if len(ids) == 0 {
		return false
	}
	t.dragUnit = ids[len(ids)-1]
	if _, _, sel := t.e.View().Selection(); ui.Contains(ids, sel) {
		t.dragUnit = sel
	}
	t.from, t.over = p.Hex, p.Hex
	t.e.View().Select(p.Hex, true, t.dragUnit)
	return true
}

func (t *unitTool) Move(p mapview.Point) {
	if p.OnMap {
		t.over = p.Hex
	}
}

// End extends, unextends or moves the dragged unit.
func (t *unitTool) End() {
	id := t.dragUnit
	t.dragUnit = ""
	if id == "" {
		return
	}
	g := t.e.Document().Geometry().Grid
	switch {
	case t.over == t.from:
		t.e.Do(t.e.Document().SetExtended(id, t.over, false))
	case g.Adjacent(t.from, t.over):
		t.e.Do(t.e.Document().SetExtended(id, t.over, true))
	default:
		c, err := t.e.Document().PlaceUnit(id, t.over)
		if !t.e.ReportErr(err) {
			t.e.Do(c)
			t.e.View().Select(t.over, true, id)
		}
	}
	t.e.Selected("", id)
}

// Wheel turns the selected unit when the pointer is over its hex.
func (t *unitTool) Wheel(p mapview.Point, steps int) bool {
	hex, ok, unit := t.e.View().Selection()
	if !ok || unit == "" || !p.OnMap || p.Hex != hex {
		return false
	}
	t.e.Do(t.e.Document().RotateFacing(unit, steps))
	return true
}

// rune turns the selected unit: r clockwise, R counter-clockwise.
func (t *unitTool) rune(r rune) bool {
	_, _, unit := t.e.View().Selection()
	if unit == "" || r != 'r' && r != 'R' {
		return false
	}
	steps := 1
	if r == 'R' {
		steps = -1
	}
	t.e.Do(t.e.Document().RotateFacing(unit, steps))
	return true
}

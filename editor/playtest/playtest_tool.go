package playtest

import (
	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// playTool is the map view's tool in play-test mode: a tap on a unit selects
// it, a tap on a hex it can reach moves it there, and dragging a unit moves
// it to the hex it is dropped on (a drag that starts where no unit is pans
// the map).
type playTool struct {
	p        *PlayTest
	dragging bool
	unit     string
	from     hexgrid.Offset
	target   hexgrid.Offset
	onTarget bool
}

func (t *playTool) ID() string { return "play" }

// Tap moves the selected unit to a hex it can reach, else selects the top
// unit of the hex (or clears the selection).
func (t *playTool) Tap(pt mapview.Point) {
	p := t.p
	if p.LOS.On {
		if pt.OnMap {
			p.losTap(pt.Hex)
		}
		return
	}
	if !pt.OnMap {
		p.PickPlace("")
		p.SelectUnit("")
		return
	}
	if p.Placing != "" {
		_ = p.Place(p.Placing, pt.Hex)
		return
	}
	if p.Selected != "" {
		if u, ok := p.Game.Unit(p.Selected); ok && u.Hex != pt.Hex {
			if _, reachable := p.Reach[pt.Hex]; reachable {
				_ = p.MoveTo(pt.Hex)
				return
			}
		}
	}
	p.SelectUnit(p.unitAt(pt.Hex))
}

// Begin takes a drag that starts on a unit, and selects it.
func (t *playTool) Begin(pt mapview.Point) bool {
	p := t.p
	if !pt.OnMap {
		return false
	}
	id := p.unitAt(pt.Hex)
	if id == "" {
		return false
	}
	t.dragging, t.unit, t.from, t.target, t.onTarget = true, id, pt.Hex, pt.Hex, true
	if p.Selected != id {
		p.SelectUnit(id)
	}
	return true
}

// Move follows the drag: the hex under the pointer is outlined.
func (t *playTool) Move(pt mapview.Point) {
	if !t.dragging || (pt.Hex == t.target && pt.OnMap == t.onTarget) {
		return
	}
	t.target, t.onTarget = pt.Hex, pt.OnMap
	t.p.e.View().Select(pt.Hex, pt.OnMap, t.p.Marks.SelectedUnit)
}

// End moves the dragged unit to the hex it was dropped on.
func (t *playTool) End() {
	if !t.dragging {
		return
	}
	t.dragging = false
	p := t.p
	if !t.onTarget || t.target == t.from {
		p.refresh()
		return
	}
	p.Selected = t.unit
	_ = p.MoveTo(t.target)
}

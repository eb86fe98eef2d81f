package editor

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// playTool is the map view's tool in play-test mode: a tap on a unit selects
// it, a tap on a hex it can reach moves it there, and dragging a unit moves
// it to the hex it is dropped on (a drag that starts where no unit is pans
// the map).
type playTool struct {
	p        *playTest
	dragging bool
	unit     string
	from     hexgrid.Offset
	target   hexgrid.Offset
	onTarget bool
}

func (t *playTool) id() string { return "play" }

// tap moves the selected unit to a hex it can reach, else selects the top
// unit of the hex (or clears the selection).
func (t *playTool) tap(pt mapPoint) {
	p := t.p
	if p.los.on {
		if pt.onMap {
			p.losTap(pt.hex)
		}
		return
	}
	if !pt.onMap {
		p.selectUnit("")
		return
	}
	if p.selected != "" {
		if u, ok := p.g.Unit(p.selected); ok && u.Hex != pt.hex {
			if _, reachable := p.reach[pt.hex]; reachable {
				_ = p.moveTo(pt.hex)
				return
			}
		}
	}
	p.selectUnit(p.unitAt(pt.hex))
}

// begin takes a drag that starts on a unit, and selects it.
func (t *playTool) begin(pt mapPoint) bool {
	p := t.p
	if !pt.onMap {
		return false
	}
	id := p.unitAt(pt.hex)
	if id == "" {
		return false
	}
	t.dragging, t.unit, t.from, t.target, t.onTarget = true, id, pt.hex, pt.hex, true
	if p.selected != id {
		p.selectUnit(id)
	}
	return true
}

// move follows the drag: the hex under the pointer is outlined.
func (t *playTool) move(pt mapPoint) {
	if !t.dragging || (pt.hex == t.target && pt.onMap == t.onTarget) {
		return
	}
	v := t.p.e.view
	v.invalidateSelection()
	t.target, t.onTarget = pt.hex, pt.onMap
	s := t.p.scene
	s.SelectedHex, s.HasSelectedHex = pt.hex, pt.onMap
	v.invalidateSelection()
	v.Refresh()
}

// end moves the dragged unit to the hex it was dropped on.
func (t *playTool) end() {
	if !t.dragging {
		return
	}
	t.dragging = false
	p := t.p
	if !t.onTarget || t.target == t.from {
		p.refresh()
		return
	}
	p.selected = t.unit
	_ = p.moveTo(t.target)
}

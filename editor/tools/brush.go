package tools

import (
	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// brush follows a drag hex by hex for the painting tools: each new hex
// under the pointer, and the hexes on the straight line from the last one
// (so a fast drag leaves no gaps), are handed to paint with the stroke's key.
type brush struct {
	e       Host
	key     int64
	last    hexgrid.Offset
	hasLast bool
}

// start begins a stroke at p; false when p is off the map.
func (b *brush) start(p mapview.Point, paint func(key int64, hexes []hexgrid.Offset)) bool {
	if !p.OnMap {
		return false
	}
	b.key, b.last, b.hasLast = b.e.NewStroke(), p.Hex, true
	paint(b.key, []hexgrid.Offset{p.Hex})
	return true
}

// follow paints from the last hex to the hex of p.
func (b *brush) follow(p mapview.Point, paint func(key int64, hexes []hexgrid.Offset)) {
	if !b.hasLast || p.Hex == b.last {
		return
	}
	var hexes []hexgrid.Offset
	for _, st := range b.e.Document().Geometry().Grid.Line(b.last, p.Hex)[1:] {
		if b.e.Document().OnMap(st.Hex) {
			hexes = append(hexes, st.Hex)
		}
	}
	b.last = p.Hex
	if len(hexes) > 0 {
		paint(b.key, hexes)
	}
}

// stop ends the stroke.
func (b *brush) stop() { b.hasLast = false }

package engine

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// side adds the hexes on one side of a polyline of hexes. For west/east the
// line's extreme column in each row it crosses is the border; for
// north/south its extreme row in each column. Positions are compared in
// global coordinates (rows grow southward, columns eastward).
func (e *Regions) side(out *HexBits, s scenarios.LineSide) error {
	line := newHexBits(e.box) // eval has made the box
	var prev *hexgrid.Offset
	for _, id := range s.Line {
		o, err := e.parse(id)
		if err != nil {
			return err
		}
		if prev != nil {
			for _, st := range e.Geo.Grid.Line(*prev, o) {
				line.add(st.Hex)
				if st.Tie {
					line.add(st.Alt)
				}
			}
		}
		p := o
		prev = &p
	}
	border := map[int]int{}
	byRow := s.Toward == "west" || s.Toward == "east"
	toward := map[string]int{"west": -1, "north": -1, "east": 1, "south": 1}[s.Toward]
	if toward == 0 {
		return fmt.Errorf("side toward %q: want west, east, north or south", s.Toward)
	}
	for o := range line.All() {
		key, v := o.Col, o.Row
		if byRow {
			key, v = o.Row, o.Col
		}
		// The border is the line hex farthest toward the side, so the whole
		// line lies on the other side of it or on it.
		if b, ok := border[key]; !ok || v*toward > b*toward {
			border[key] = v
		}
	}
	return e.filter(out, func(o hexgrid.Offset) bool {
		key, v := o.Col, o.Row
		if byRow {
			key, v = o.Row, o.Col
		}
		b, ok := border[key]
		if !ok {
			return false
		}
		if line.Has(o) {
			return s.Inclusive
		}
		return v*toward > b*toward
	})
}

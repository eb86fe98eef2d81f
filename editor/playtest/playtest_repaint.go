package playtest

import (
	"slices"
	"sort"

	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// drawn is one thing the play scene draws over a hex: a counter (with
// everything printed on it, and whether it is the selected one), a hex
// mark (the tint of a reachable hex, the selection ring, a mark of the LOS
// ruler), a label (a reachable hex's MP) or a point. It is comparable, so
// that two lists of them tell whether a hex's drawing changed.
type drawn struct {
	what     byte // 'u' counter, 'x' its extension, 'h' hex mark, 'l' label, 'p' point, 's' hexside
	counter  draw.Counter
	strength int // the counter's strength (its pointer cleared), -1 for none
	selected bool
	label    draw.Label
	mark     draw.HexMark
	point    draw.PointMark
	side     draw.SideMark
}

// drawnPerHex lists, hex by hex, what the overlay of counters cs under
// marks mk draws over the map of grid g, as the one picture builder
// (drawscene.Overlay) makes it. Two lists differ at a hex exactly when its
// drawing changed.
func drawnPerHex(g hexgrid.Grid, cs []draw.Counter, mk *drawscene.Marks) map[hexgrid.Offset][]drawn {
	ov := drawscene.Overlay(draw.Overlay{}, cs, mk)
	out := make(map[hexgrid.Offset][]drawn, len(ov.Counters)+len(ov.Hexes)+len(ov.Labels))
	add := func(o hexgrid.Offset, d drawn) { out[o] = append(out[o], d) }
	for _, c := range ov.Counters {
		d := drawn{what: 'u', counter: c, strength: -1, selected: c.ID != "" && c.ID == ov.SelectedUnit}
		if c.Strength != nil {
			d.strength = *c.Strength
		}
		d.counter.Strength = nil
		add(c.Hex, d)
		if c.HasExtended {
			d.what = 'x'
			add(c.Extended, d)
		}
	}
	for _, m := range ov.Hexes {
		add(m.Hex, drawn{what: 'h', mark: m})
	}
	for _, l := range ov.Labels {
		add(l.Hex, drawn{what: 'l', label: l})
	}
	for _, pm := range ov.Points {
		add(pm.Hex, drawn{what: 'p', point: pm})
	}
	for _, sm := range ov.Sides {
		a, b := g.SideHexes(sm.Side)
		add(a, drawn{what: 's', side: sm})
		add(b, drawn{what: 's', side: sm})
	}
	return out
}

// changedHexes returns, in column then row order, the hexes whose drawing
// differs between two lists made by drawnPerHex.
func changedHexes(before, after map[hexgrid.Offset][]drawn) []hexgrid.Offset {
	var out []hexgrid.Offset
	for o, d := range before {
		if !slices.Equal(after[o], d) {
			out = append(out, o)
		}
	}
	for o := range after {
		if _, ok := before[o]; !ok {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Col != out[j].Col {
			return out[i].Col < out[j].Col
		}
		return out[i].Row < out[j].Row
	})
	return out
}

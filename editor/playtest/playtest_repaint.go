package playtest

import (
	"fmt"
	"sort"
	"strings"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// drawnPerHex describes, hex by hex, what the play scene draws over the
// map there: counters (with everything printed on them), the tint and MP
// label of reachable hexes, the LOS ruler's marks and the selection. Two
// descriptions differ at a hex exactly when its drawing changed.
func drawnPerHex(s *mapview.Scene) map[hexgrid.Offset]string {
	var b = map[hexgrid.Offset]*strings.Builder{}
	add := func(o hexgrid.Offset, format string, args ...any) {
		w := b[o]
		if w == nil {
			w = &strings.Builder{}
			b[o] = w
		}
		fmt.Fprintf(w, format, args...)
		w.WriteByte(';')
	}
	for _, c := range s.Units {
		str := -1
		if c.Strength != nil {
			str = *c.Strength
		}
		sel := c.ID != "" && c.ID == s.SelectedUnit
		add(c.Hex, "u %s %s %s %d %v %v %v %v %v", c.ID, c.Name, c.Side, str, c.Facing, c.HasFacing, c.Extended, c.HasExtended, sel)
		if c.HasExtended {
			add(c.Extended, "x %s %v", c.ID, sel)
		}
	}
	for _, o := range s.Marked {
		add(o, "m")
	}
	for _, l := range s.Labels {
		add(l.Hex, "l %q %v %v", l.Text, l.Centred, l.Color)
	}
	for _, m := range s.Marks {
		add(m.Hex, "k %v %v %v %v", m.Kind, m.Color, m.Width, m.Outline)
	}
	if s.HasSelectedHex {
		add(s.SelectedHex, "s")
	}
	out := make(map[hexgrid.Offset]string, len(b))
	for o, w := range b {
		out[o] = w.String()
	}
	return out
}

// changedHexes returns, in column then row order, the hexes whose drawing
// differs between two descriptions made by drawnPerHex.
func changedHexes(before, after map[hexgrid.Offset]string) []hexgrid.Offset {
	var out []hexgrid.Offset
	for o, d := range before {
		if after[o] != d {
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

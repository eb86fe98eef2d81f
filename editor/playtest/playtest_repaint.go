package playtest

import (
	"slices"
	"sort"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// drawn is one thing the play scene draws over a hex: a counter (with
// everything printed on it, and whether it is the selected one), the tint
// of a reachable hex, an MP label, a mark of the LOS ruler, or the
// selection ring. It is comparable, so that two lists of them tell whether
// a hex's drawing changed.
type drawn struct {
	what     byte // 'u' counter, 'x' its extension, 'm' tint, 'l' label, 'k' mark, 's' selection
	counter  draw.Counter
	strength int // the counter's strength (its pointer cleared), -1 for none
	selected bool
	label    draw.Label
	mark     draw.HexMark
}

// drawnPerHex lists, hex by hex, what the play scene draws over the map.
// Two lists differ at a hex exactly when its drawing changed.
func drawnPerHex(s *mapview.Scene) map[hexgrid.Offset][]drawn {
	out := make(map[hexgrid.Offset][]drawn, len(s.Units)+len(s.Marked)+len(s.Marks)+1)
	add := func(o hexgrid.Offset, d drawn) { out[o] = append(out[o], d) }
	for _, c := range s.Units {
		d := drawn{what: 'u', counter: c, strength: -1, selected: c.ID != "" && c.ID == s.SelectedUnit}
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
	for _, o := range s.Marked {
		add(o, drawn{what: 'm'})
	}
	for _, l := range s.Labels {
		add(l.Hex, drawn{what: 'l', label: l})
	}
	for _, m := range s.Marks {
		add(m.Hex, drawn{what: 'k', mark: m})
	}
	if s.HasSelectedHex {
		add(s.SelectedHex, drawn{what: 's'})
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

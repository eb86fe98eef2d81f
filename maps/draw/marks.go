package draw

import "image/color"

// Overlay mark sizes, in hex radii.
const (
	ringWidth  = 0.08 // a ring's width when the mark gives none
	sideWidth  = 0.16 // a highlighted hexside's width when the mark gives none
	labelSize  = 0.2  // em size of an overlay label
	labelBelow = 0.5  // baseline of an overlay label below the hex centre
)

// marks draws the overlay's highlighted hexes (tints and rings, in order),
// highlighted hexsides and labels, over the map and under the counters.
func (d *drawing) marks() {
	ov := d.s.Overlay
	for _, m := range ov.Hexes {
		if !d.ix.drawn[m.Hex] {
			continue
		}
		cs := d.p.corners(m.Hex)
		if m.Kind == MarkTint {
			d.c.Polygon(cs, m.Color, Stroke{})
			continue
		}
		w := m.Width
		if w <= 0 {
			w = ringWidth
		}
		d.c.Polygon(cs, color.NRGBA{}, Stroke{Color: m.Color, Width: w * d.r, Cap: CapRound})
	}
	for _, m := range ov.Sides {
		w := m.Width
		if w <= 0 {
			w = sideWidth
		}
		d.c.Polyline(d.side(m.Side), Stroke{Color: m.Color, Width: w * d.r, Cap: CapRound})
	}
	for _, l := range ov.Labels {
		if !d.ix.drawn[l.Hex] || l.Text == "" {
			continue
		}
		c := d.p.Center(l.Hex)
		d.c.Text(Text{At: Point{c.X, c.Y + labelBelow*d.r}, Size: labelSize * d.r, Anchor: AnchorMiddle, Bold: true, Color: placeColor, S: l.Text})
	}
}

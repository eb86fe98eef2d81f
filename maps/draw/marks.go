package draw

import "image/color"

// Overlay mark sizes, in hex radii.
const (
	ringWidth    = 0.08 // a ring's width when the mark gives none
	swatchWidth  = 0.06 // a swatch's outline width
	sideWidth    = 0.16 // a highlighted hexside's width when the mark gives none
	labelSize    = 0.2  // em size of an overlay label
	labelBelow   = 0.5  // baseline of an overlay label below the hex centre
	pointRadius  = 0.1  // a point's radius when the mark gives none
	pointOutline = 0.03 // a point's outline width
)

// tints draws the overlay's tinted hexes and swatches, in order, over the
// terrain and under the grid.
func (d *drawing) tints() {
	for _, m := range d.s.Overlay.Hexes {
		if !m.Tint() || !d.shown(m.Hex) {
			continue
		}
		cs := d.corners(m.Hex)
		if m.Kind == MarkSwatch {
			c := d.p.Center(m.Hex)
			for i := range cs {
				cs[i] = Point{c.X + (cs[i].X-c.X)*SwatchShare, c.Y + (cs[i].Y-c.Y)*SwatchShare}
			}
			d.c.Polygon(cs, m.Color, Stroke{Color: m.Outline, Width: swatchWidth * d.r, Cap: CapRound})
			continue
		}
		d.c.Polygon(cs, m.Color, Stroke{})
	}
}

// marks draws the overlay's ringed hexes (in order), highlighted hexsides,
// labels and points, over the map and under the counters.
func (d *drawing) marks() {
	ov := d.s.Overlay
	for _, m := range ov.Hexes {
		if m.Tint() || !d.shown(m.Hex) {
			continue
		}
		w := m.Width
		if w <= 0 {
			w = ringWidth
		}
		d.c.Polygon(d.corners(m.Hex), color.NRGBA{}, Stroke{Color: m.Color, Width: w * d.r, Cap: CapRound})
	}
	for _, m := range ov.Sides {
		h0, h1 := d.geo.Grid.SideHexes(m.Side)
		if !d.shown(h0) && !d.shown(h1) {
			continue
		}
		w := m.Width
		if w <= 0 {
			w = sideWidth
		}
		a, b := d.side(m.Side)
		d.line(Stroke{Color: m.Color, Width: w * d.r, Cap: CapRound}, a, b)
	}
	for _, l := range ov.Labels {
		if !d.shown(l.Hex) || l.Text == "" {
			continue
		}
		c := d.p.Center(l.Hex)
		col := l.Color
		if col.A == 0 {
			col = placeColor
		}
		y := c.Y + labelBelow*d.r
		if l.Centred {
			y = c.Y + d.fonts.capHeight*labelSize*d.r/2
		}
		d.c.Text(Text{At: Point{c.X, y}, Size: labelSize * d.r, Anchor: AnchorMiddle, Bold: true, Color: col, S: l.Text})
	}
	for _, pm := range ov.Points {
		if !d.shown(pm.Hex) {
			continue
		}
		c := d.p.Center(pm.Hex)
		r := pm.Radius
		if r <= 0 {
			r = pointRadius
		}
		d.c.Circle(Point{c.X + pm.DX*d.r, c.Y + pm.DY*d.r}, r*d.r, pm.Color, Stroke{Color: rgb(0, 0, 0), Width: pointOutline * d.r})
	}
}

// hasTints reports whether the overlay has tinted hexes or swatches;
// hasMarks whether it has what marks draws.
func (ov *Overlay) hasTints() bool {
	for _, m := range ov.Hexes {
		if m.Tint() {
			return true
		}
	}
	return false
}

func (ov *Overlay) hasMarks() bool {
	for _, m := range ov.Hexes {
		if !m.Tint() {
			return true
		}
	}
	return len(ov.Sides)+len(ov.Labels)+len(ov.Points) > 0
}

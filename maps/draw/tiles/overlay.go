package tiles

import (
	"math"

	"github.com/sandtable/sandtable/maps/draw"
)

// Overlay mark sizes in hex radii, and the thinnest lines in pixels (as
// maps/draw's marks, which give no minimum).
const (
	ringWidth    = 0.08 // a ring's width when the mark gives none
	minRingPx    = 1.5  // thinnest ring or swatch outline, pixels
	swatchWidth  = 0.06 // a swatch's outline
	sideWidth    = 0.16 // a hexside's width when the mark gives none
	minSidePx    = 3.0  // thinnest hexside mark, pixels
	pointRadius  = 0.1  // a point's radius when the mark gives none
	minPointPx   = 3.0  // smallest point radius, pixels
	pointOutline = 0.03 // a point's outline width
)

// tints draws the overlay's tinted hexes and swatches, in order: a tint
// fills the hex, a swatch a small hexagon at its centre (draw.SwatchShare of
// the hex) outlined in its Outline colour.
func (f *frame) tints() {
	p := f.sp.p
	for _, m := range f.s.Overlay.Hexes {
		if !m.Tint() || !f.inRange(m.Hex) {
			continue
		}
		corners := f.l.Corners(m.Hex)
		if m.Kind == draw.MarkSwatch {
			corners = shrink(corners, draw.SwatchShare)
			p.hexagon(&corners)
			p.flush(f.dst, premul(m.Color))
			p.ring(&corners, max(minRingPx, swatchWidth*f.scale))
			p.flush(f.dst, premul(m.Outline))
			continue
		}
		p.hexagon(&corners)
		p.flush(f.dst, premul(m.Color))
	}
}

// marks draws the overlay's rings (in order), hexsides, points and centred
// labels; its other labels are written with the hex texts (see hexTexts).
func (f *frame) marks() {
	p := f.sp.p
	ov := &f.s.Overlay
	for _, m := range ov.Hexes {
		if m.Tint() || !f.inRange(m.Hex) {
			continue
		}
		w := m.Width
		if w <= 0 {
			w = ringWidth
		}
		corners := f.l.Corners(m.Hex)
		p.ring(&corners, max(minRingPx, w*f.scale))
		p.flush(f.dst, premul(m.Color))
	}
	for _, m := range ov.Sides {
		if !f.inRange(m.Side.Hex) {
			continue
		}
		w := m.Width
		if w <= 0 {
			w = sideWidth
		}
		x0, y0, x1, y1 := f.l.SideSegment(m.Side)
		p.line(x0, y0, x1, y1, max(minSidePx, w*f.scale))
		p.flush(f.dst, premul(m.Color))
	}
	for _, m := range ov.Points {
		if !f.inRange(m.Hex) {
			continue
		}
		r := m.Radius
		if r <= 0 {
			r = pointRadius
		}
		r = max(minPointPx, r*f.scale)
		cx, cy := f.l.Center(m.Hex)
		cx, cy = cx+m.DX*f.scale, cy+m.DY*f.scale
		w := max(1, pointOutline*f.scale)
		p.polygon(disc(cx, cy, r+w))
		p.flush(f.dst, inkColor)
		p.polygon(disc(cx, cy, r))
		p.flush(f.dst, premul(m.Color))
	}
	f.centredLabels()
}

// centredLabels writes the overlay's centred labels in bold on their hex
// centres, at the zoom where hex ids show.
func (f *frame) centredLabels() {
	if f.scale < LabelMinScale {
		return
	}
	px := labelPx(f.scale)
	asc := glyphs.ascentOf(bold, px)
	for _, l := range f.s.Overlay.Labels {
		if !l.Centred || l.Text == "" || !f.inRange(l.Hex) {
			continue
		}
		c := labelColor
		if l.Color.A > 0 {
			c = premul(l.Color)
		}
		x, y := f.l.Center(l.Hex)
		drawText(f.dst, f.dst.Bounds(), bold, px, l.Text, x-textWidth(bold, px, l.Text)/2, y+asc/2, c)
	}
}

// disc returns a 16-gon of radius r pixels around (x, y).
func disc(x, y, r float64) [][2]float64 {
	pts := make([][2]float64, 16)
	for i := range pts {
		a := float64(i) * math.Pi / 8
		pts[i] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return pts
}

// shrink scales a hexagon's corners towards its centre by k.
func shrink(c [6][2]float64, k float64) [6][2]float64 {
	var cx, cy float64
	for _, q := range c {
		cx, cy = cx+q[0]/6, cy+q[1]/6
	}
	for i := range c {
		c[i][0] = cx + (c[i][0]-cx)*k
		c[i][1] = cy + (c[i][1]-cy)*k
	}
	return c
}

package tiles

import (
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps/draw"
)

// The frame is a draw.Canvas over its tile: draw's generic passes, for the
// layers the frame does not take itself (see DrawLayer), paint through these
// methods. Page millimetres become tile pixels as px = mm*k + (dx, dy).

// px returns the tile pixel of page point p.
func (f *frame) px(p draw.Point) (x, y float64) { return p.X*f.k + f.dx, p.Y*f.k + f.dy }

// Polygon implements draw.Canvas.
func (f *frame) Polygon(pts []draw.Point, fill color.NRGBA, st draw.Stroke) {
	p := f.sp.p
	if fill.A > 0 && len(pts) >= 3 {
		for _, q := range pts {
			p.point(f.px(q))
		}
		p.close()
		p.flush(f.dst, premul(fill))
	}
	if len(pts) >= 2 {
		closed := append(pts[:len(pts):len(pts)], pts[0])
		f.Polyline(closed, st)
	}
}

// Polyline implements draw.Canvas: segments with square ends, dashed when
// the stroke says so.
func (f *frame) Polyline(pts []draw.Point, st draw.Stroke) {
	if st.Width <= 0 || st.Color.A == 0 {
		return
	}
	p := f.sp.p
	w := max(st.Width*f.k, 0.8)
	for i := 1; i < len(pts); i++ {
		x0, y0 := f.px(pts[i-1])
		x1, y1 := f.px(pts[i])
		if len(st.Dash) >= 2 {
			p.dashGap(x0, y0, x1, y1, w, st.Dash[0]*f.k, st.Dash[1]*f.k)
		} else {
			p.line(x0, y0, x1, y1, w)
		}
	}
	p.flush(f.dst, premul(st.Color))
}

// Circle implements draw.Canvas.
func (f *frame) Circle(c draw.Point, r float64, fill color.NRGBA, st draw.Stroke) {
	x, y := f.px(c)
	p := f.sp.p
	if st.Width > 0 && st.Color.A > 0 {
		p.polygon(disc(x, y, (r+st.Width/2)*f.k))
		p.flush(f.dst, premul(st.Color))
	}
	if fill.A > 0 {
		p.polygon(disc(x, y, r*f.k))
		p.flush(f.dst, premul(fill))
	}
}

// Text implements draw.Canvas, in the tiled raster's cached Go glyphs.
func (f *frame) Text(t draw.Text) {
	px := int(math.Round(t.Size * f.k))
	if px < 4 || t.S == "" {
		return
	}
	face := regular
	if t.Bold {
		face = bold
	}
	x, y := f.px(t.At)
	switch w := textWidth(face, px, t.S); t.Anchor {
	case draw.AnchorMiddle:
		x -= w / 2
	case draw.AnchorEnd:
		x -= w
	}
	drawText(f.dst, f.dst.Bounds(), face, px, t.S, x, y, premul(t.Color))
}

// BeginLayer implements draw.Canvas; the tiled raster has no groups.
func (f *frame) BeginLayer(string) {}

// EndLayer implements draw.Canvas.
func (f *frame) EndLayer() {}

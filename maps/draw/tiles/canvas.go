package tiles

import (
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps/draw"
)

// The frame is a draw.Canvas over its tile: maps/draw's passes paint every
// layer but the terrain fill and the scans through these methods. Page
// millimetres become tile pixels as px = mm*k + (dx, dy). Fills and wide
// strokes of one colour that follow each other are collected into one
// painter and rasterized together (flushed when the colour changes, before
// text and thin lines, and at the end of each layer), so the order of
// colours is kept; thin solid strokes are blended directly (thinLine).

// thinMaxPx is the widest stroke, in pixels, drawn as thin lines.
const thinMaxPx = 2.5

// minStrokePx is the thinnest stroke drawn, in pixels.
const minStrokePx = 0.8

// px returns the tile pixel of page point p.
func (f *frame) px(p draw.Point) (x, y float64) { return p.X*f.k + f.dx, p.Y*f.k + f.dy }

// pending returns the painter collecting shapes of colour c (premultiplied),
// flushing what it holds in another colour first.
func (f *frame) pending(c color.RGBA) *painter {
	if f.pendOn && f.pendColor != c {
		f.flushPending()
	}
	f.pendOn, f.pendColor = true, c
	return f.sp.p
}

// flushPending fills the collected shapes.
func (f *frame) flushPending() {
	if f.pendOn {
		f.sp.p.flush(f.dst, f.pendColor)
		f.pendOn = false
	}
}

// Polygon implements draw.Canvas.
func (f *frame) Polygon(pts []draw.Point, fill color.NRGBA, st draw.Stroke) {
	if fill.A > 0 && len(pts) >= 3 {
		p := f.pending(premul(fill))
		f.spill(p)
		for _, q := range pts {
			p.point(f.px(q))
		}
		p.close()
	}
	f.stroke(pts, true, st)
}

// Polyline implements draw.Canvas.
func (f *frame) Polyline(pts []draw.Point, st draw.Stroke) { f.stroke(pts, false, st) }

// spill flushes p when its shapes already span more than maxFlushArea
// pixels, so that shapes far apart are not rasterized in one box.
func (f *frame) spill(p *painter) {
	if !p.empty() && (p.box[2]-p.box[0])*(p.box[3]-p.box[1]) > maxFlushArea {
		f.flushPending()
		f.pendOn = true
	}
}

// stroke strokes the polyline pts (closed: back to pts[0]) with st: as thin
// lines when solid and at most thinMaxPx wide, else as segments with square
// ends (and dashes) in the pending painter.
func (f *frame) stroke(pts []draw.Point, closed bool, st draw.Stroke) {
	if st.Width <= 0 || st.Color.A == 0 || len(pts) < 2 {
		return
	}
	w := max(st.Width*f.k, minStrokePx)
	n := len(pts) - 1
	if closed {
		n = len(pts)
	}
	if w <= thinMaxPx && len(st.Dash) == 0 {
		f.flushPending()
		c, clip := premul(st.Color), f.dst.Bounds()
		for i := range n {
			x0, y0 := f.px(pts[i])
			x1, y1 := f.px(pts[(i+1)%len(pts)])
			thinLine(f.dst, clip, x0, y0, x1, y1, w, c)
		}
		return
	}
	p := f.pending(premul(st.Color))
	f.spill(p)
	dash := dashWalk{k: f.k, pattern: st.Dash}
	for i := range n {
		x0, y0 := f.px(pts[i])
		x1, y1 := f.px(pts[(i+1)%len(pts)])
		butt0 := st.Cap == draw.CapButt && i == 0 && !closed
		butt1 := st.Cap == draw.CapButt && i == n-1 && !closed
		dash.segment(p, x0, y0, x1, y1, w, butt0, butt1)
	}
}

// Circle implements draw.Canvas.
func (f *frame) Circle(c draw.Point, r float64, fill color.NRGBA, st draw.Stroke) {
	x, y := f.px(c)
	if st.Width > 0 && st.Color.A > 0 {
		disc(f.pending(premul(st.Color)), x, y, (r+st.Width/2)*f.k)
	}
	if fill.A > 0 {
		disc(f.pending(premul(fill)), x, y, r*f.k)
	}
}

// disc adds a 16-gon of radius r pixels around (x, y) to p.
func disc(p *painter, x, y, r float64) {
	for i := range 16 {
		a := float64(i) * math.Pi / 8
		p.point(x+r*math.Cos(a), y+r*math.Sin(a))
	}
	p.close()
}

// Text implements draw.Canvas, in the tiled raster's cached Go glyphs (at
// a whole pixel size; none below 4 pixels).
func (f *frame) Text(t draw.Text) {
	px := int(math.Round(t.Size * f.k))
	if px < 4 || t.S == "" || t.Color.A == 0 {
		return
	}
	f.flushPending()
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

// EndLayer implements draw.Canvas: it fills what the layer left pending.
func (f *frame) EndLayer() { f.flushPending() }

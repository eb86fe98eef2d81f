package tiles

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// painter collects closed polygons of one colour and fills them in one pass of
// a vector rasterizer sized to their bounding box, so a batch of small shapes
// costs little however large the destination is. Every polygon is stored
// counter-clockwise: overlapping shapes then add up (and saturate) instead of
// cancelling.
type painter struct {
	z    vector.Rasterizer
	pts  []float32 // x, y pairs of all polygons, in image pixels
	ends []int     // end of each polygon in pts
	open int       // start of the polygon being built
	box  [4]float32
	uni  map[color.RGBA]*image.Uniform
	mask image.Alpha // coverage of the current flush
	row  []uint8     // a row of one colour, see colorRow
}

func newPainter() *painter {
	p := &painter{uni: map[color.RGBA]*image.Uniform{}}
	p.reset()
	return p
}

// reset drops the collected polygons.
func (p *painter) reset() {
	p.pts, p.ends, p.open = p.pts[:0], p.ends[:0], 0
	inf := float32(math.Inf(1))
	p.box = [4]float32{inf, inf, -inf, -inf}
}

// point adds a vertex to the polygon being built, in image pixels.
func (p *painter) point(x, y float64) {
	fx, fy := float32(x), float32(y)
	p.pts = append(p.pts, fx, fy)
	p.box[0], p.box[1] = min(p.box[0], fx), min(p.box[1], fy)
	p.box[2], p.box[3] = max(p.box[2], fx), max(p.box[3], fy)
}

// close ends the polygon being built, turning it counter-clockwise if needed.
func (p *painter) close() {
	poly := p.pts[p.open:]
	if len(poly) < 6 {
		p.pts = p.pts[:p.open]
		return
	}
	if signedArea(poly) < 0 {
		reversePoints(poly)
	}
	p.ends = append(p.ends, len(p.pts))
	p.open = len(p.pts)
}

// signedArea is twice the signed area of a polygon of x, y pairs (positive
// when clockwise on screen, y down).
func signedArea(poly []float32) float32 {
	var a float32
	n := len(poly)
	for i := 0; i < n; i += 2 {
		j := (i + 2) % n
		a += poly[i]*poly[j+1] - poly[j]*poly[i+1]
	}
	return a
}

// reversePoints reverses the order of the x, y pairs of poly.
func reversePoints(poly []float32) {
	for i, j := 0, len(poly)-2; i < j; i, j = i+2, j-2 {
		poly[i], poly[j] = poly[j], poly[i]
		poly[i+1], poly[j+1] = poly[j+1], poly[i+1]
	}
}

// wouldSpan reports whether adding the hexagon c would make the box of the
// collected polygons larger than area pixels (false when none is
// collected).
func (p *painter) wouldSpan(c *[6][2]float64, area float32) bool {
	if p.empty() {
		return false
	}
	b := p.box
	for _, q := range c {
		x, y := float32(q[0]), float32(q[1])
		b[0], b[1], b[2], b[3] = min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)
	}
	return (b[2]-b[0])*(b[3]-b[1]) > area
}

// empty reports whether no polygon is collected.
func (p *painter) empty() bool { return len(p.ends) == 0 }

// flush fills the collected polygons with c (premultiplied) over dst and
// resets the painter.
func (p *painter) flush(dst *image.RGBA, c color.RGBA) {
	defer p.reset()
	if p.empty() {
		return
	}
	r := image.Rect(
		int(math.Floor(float64(p.box[0]))), int(math.Floor(float64(p.box[1]))),
		int(math.Ceil(float64(p.box[2])))+1, int(math.Ceil(float64(p.box[3])))+1,
	).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	p.z.Reset(r.Dx(), r.Dy())
	p.z.DrawOp = draw.Src
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	start := 0
	for _, end := range p.ends {
		p.z.MoveTo(p.pts[start]-ox, p.pts[start+1]-oy)
		for i := start + 2; i < end; i += 2 {
			p.z.LineTo(p.pts[i]-ox, p.pts[i+1]-oy)
		}
		p.z.ClosePath()
		start = end
	}
	m := p.maskOf(r.Dx(), r.Dy())
	p.z.Draw(m, m.Rect, image.Opaque, image.Point{})
	p.composite(dst, r.Min, m, c)
}

// maskOf returns the painter's coverage mask resized to w x h pixels.
func (p *painter) maskOf(w, h int) *image.Alpha {
	n := w * h
	if cap(p.mask.Pix) < n {
		p.mask.Pix = make([]uint8, n)
	}
	p.mask.Pix, p.mask.Stride, p.mask.Rect = p.mask.Pix[:n], w, image.Rect(0, 0, w, h)
	return &p.mask
}

// uniform returns a cached image of colour c (no allocation per flush).
func (p *painter) uniform(c color.RGBA) *image.Uniform {
	u, ok := p.uni[c]
	if !ok {
		u = image.NewUniform(c)
		p.uni[c] = u
	}
	return u
}

// hexagon adds a hexagon of six corners.
func (p *painter) hexagon(c *[6][2]float64) {
	for _, q := range c {
		p.point(q[0], q[1])
	}
	p.close()
}

// segment adds a stroke from (x0,y0) to (x1,y1) of width w pixels, each end
// squared off w/2 beyond its point (so strokes meeting at a corner leave no
// notch) unless butt0 or butt1 says to end it at the point.
func (p *painter) segment(x0, y0, x1, y1, w float64, butt0, butt1 bool) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 || w <= 0 {
		return
	}
	ux, uy := dx/l*w/2, dy/l*w/2 // half-width along the line
	nx, ny := -uy, ux            // half-width across it
	if !butt0 {
		x0, y0 = x0-ux, y0-uy
	}
	if !butt1 {
		x1, y1 = x1+ux, y1+uy
	}
	p.point(x0+nx, y0+ny)
	p.point(x1+nx, y1+ny)
	p.point(x1-nx, y1-ny)
	p.point(x0-nx, y0-ny)
	p.close()
}

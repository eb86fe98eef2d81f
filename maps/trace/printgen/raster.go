package printgen

import (
	"image"
	"math"

	"golang.org/x/image/vector"
)

// pt is a point in sheet pixels.
type pt struct{ x, y float64 }

// canvas is a printed sheet being drawn: inks multiply the paper.
type canvas struct {
	img *image.RGBA
	ras vector.Rasterizer
	buf []uint8
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// fill prints the polygons (each closed, any winding, unioned) in ink c.
func (cv *canvas) fill(c ink, polys ...[]pt) { cv.paint(c, true, polys) }

// fillWound prints the polygons as wound (a hole winds the other way).
func (cv *canvas) fillWound(c ink, polys [][]pt) { cv.paint(c, false, polys) }

func (cv *canvas) paint(c ink, union bool, polys [][]pt) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range polys {
		for _, q := range p {
			minX, minY, maxX, maxY = min(minX, q.x), min(minY, q.y), max(maxX, q.x), max(maxY, q.y)
		}
	}
	b := cv.img.Bounds()
	x0, y0 := max(b.Min.X, int(math.Floor(minX))-1), max(b.Min.Y, int(math.Floor(minY))-1)
	x1, y1 := min(b.Max.X, int(math.Ceil(maxX))+1), min(b.Max.Y, int(math.Ceil(maxY))+1)
	if x1 <= x0 || y1 <= y0 {
		return
	}
	w, h := x1-x0, y1-y0
	cv.ras.Reset(w, h)
	for _, p := range polys {
		if len(p) < 3 {
			continue
		}
		// Same winding for every polygon, so overlaps add up (and clamp)
		// rather than cancel.
		rev := union && area(p) < 0
		at := func(i int) pt {
			if rev {
				return p[len(p)-1-i]
			}
			return p[i]
		}
		q := at(0)
		cv.ras.MoveTo(float32(q.x-float64(x0)), float32(q.y-float64(y0)))
		for i := 1; i < len(p); i++ {
			q := at(i)
			cv.ras.LineTo(float32(q.x-float64(x0)), float32(q.y-float64(y0)))
		}
		cv.ras.ClosePath()
	}
	// A mask of exactly w x h (the rasteriser writes rows w apart).
	if cap(cv.buf) < w*h {
		cv.buf = make([]uint8, w*h)
	}
	m := &image.Alpha{Pix: cv.buf[:w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
	clear(m.Pix)
	cv.ras.Draw(m, m.Bounds(), image.Opaque, image.Point{})
	for y := range h {
		o := cv.img.PixOffset(x0, y0+y)
		for x := range w {
			a := float64(m.Pix[y*m.Stride+x]) / 255
			if a == 0 {
				continue
			}
			for k := range 3 {
				v := float64(cv.img.Pix[o+4*x+k])
				cv.img.Pix[o+4*x+k] = uint8(math.Round(v * (1 - a + a*c[k]/255)))
			}
		}
	}
}

// area returns the signed area of polygon p.
func area(p []pt) float64 {
	s := 0.0
	for i := range p {
		j := (i + 1) % len(p)
		s += p[i].x*p[j].y - p[j].x*p[i].y
	}
	return s / 2
}

// disc returns a circle of radius r about c as a polygon.
func disc(c pt, r float64) []pt {
	n := max(8, min(48, int(r*3)))
	out := make([]pt, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = pt{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	return out
}

// stroke returns the outline of polyline p drawn w wide with round ends,
// in pieces of at most 40 points (so each rasterised box stays small).
func stroke(p []pt, w float64) [][]pt {
	var out [][]pt
	for start := 0; start < len(p)-1; start += 39 {
		end := min(len(p), start+40)
		out = append(out, ribbon(p[start:end], w/2))
		out = append(out, disc(p[start], w/2))
	}
	if len(p) > 0 {
		out = append(out, disc(p[len(p)-1], w/2))
	}
	return out
}

// ribbon returns the polygon of polyline p offset h to each side.
func ribbon(p []pt, h float64) []pt {
	n := len(p)
	left := make([]pt, 0, n)
	right := make([]pt, 0, n)
	for i := range p {
		var dx, dy float64
		switch {
		case i == 0:
			dx, dy = p[1].x-p[0].x, p[1].y-p[0].y
		case i == n-1:
			dx, dy = p[n-1].x-p[n-2].x, p[n-1].y-p[n-2].y
		default:
			dx, dy = p[i+1].x-p[i-1].x, p[i+1].y-p[i-1].y
		}
		l := math.Hypot(dx, dy)
		if l == 0 {
			l = 1
		}
		nx, ny := -dy/l*h, dx/l*h
		left = append(left, pt{p[i].x + nx, p[i].y + ny})
		right = append(right, pt{p[i].x - nx, p[i].y - ny})
	}
	for i := n - 1; i >= 0; i-- {
		left = append(left, right[i])
	}
	return left
}

// dashes cuts polyline p into pieces on (length on) and off, starting at
// phase along the pattern.
func dashes(p []pt, on, off, phase float64) [][]pt {
	var out [][]pt
	period := on + off
	s := math.Mod(phase, period)
	var cur []pt
	inDash := s < on
	if inDash {
		cur = []pt{p[0]}
	}
	for i := 1; i < len(p); i++ {
		a, b := p[i-1], p[i]
		seg := math.Hypot(b.x-a.x, b.y-a.y)
		done := 0.0
		for done < seg {
			var left float64
			if inDash {
				left = on - s
			} else {
				left = period - s
			}
			step := min(left, seg-done)
			done += step
			s += step
			q := pt{a.x + (b.x-a.x)*done/seg, a.y + (b.y-a.y)*done/seg}
			if inDash {
				cur = append(cur, q)
			}
			if step == left {
				if inDash {
					out = append(out, cur)
					cur = nil
					inDash = false
				} else {
					s = 0
					inDash = true
					cur = []pt{q}
				}
			}
		}
	}
	if inDash && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

package tiles

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"
)

// thinLine blends an anti-aliased straight line of width w pixels from
// (x0, y0) to (x1, y1) in colour c (premultiplied) over dst, within clip. It
// walks the line's major axis one pixel at a time and covers, across it, the
// band the line occupies at that pixel's centre: a few pixels per step, far
// cheaper than a general rasterizer for the thin lines of a hex grid. The
// end pixels are half-open along the major axis, so lines meeting end to
// end share no step.
func thinLine(dst *image.RGBA, clip image.Rectangle, x0, y0, x1, y1, w float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	if dx == 0 && dy == 0 {
		return
	}
	src, sa := expand(packRGBA(c)), uint32(c.A)
	steep := math.Abs(dy) > math.Abs(dx)
	if steep { // walk y: swap the roles of the axes
		x0, y0, x1, y1 = y0, x0, y1, x1
		dx, dy = dy, dx
		clip = image.Rect(clip.Min.Y, clip.Min.X, clip.Max.Y, clip.Max.X)
	}
	if dx < 0 {
		x0, y0, x1, y1 = x1, y1, x0, y0
		dx, dy = -dx, -dy
	}
	k := dy / dx
	h := w / 2 * math.Sqrt(1+k*k) // half the band's height across the major axis
	first := max(floorInt(x0-0.5)+1, clip.Min.X)
	last := min(int(math.Ceil(x1-0.5))-1, clip.Max.X-1)
	// Offset in dst.Pix of one pixel across the major axis.
	across := dst.Stride
	if steep {
		across = 4
	}
	yc := y0 + k*(float64(first)+0.5-x0)
	for px := first; px <= last; px, yc = px+1, yc+k {
		lo, hi := yc-h, yc+h
		p0, p1 := max(floorInt(lo), clip.Min.Y), min(floorInt(hi), clip.Max.Y-1)
		if p0 > p1 {
			continue
		}
		x, y := px, p0
		if steep {
			x, y = p0, px
		}
		i := (y-dst.Rect.Min.Y)*dst.Stride + (x-dst.Rect.Min.X)*4
		for py := p0; py <= p1; py, i = py+1, i+across {
			cov := min(hi, float64(py+1)) - max(lo, float64(py))
			if cov <= 0 {
				continue
			}
			a := uint32(min(cov, 1)*255 + 0.5)
			q := dst.Pix[i : i+4 : i+4]
			binary.LittleEndian.PutUint32(q, blendWord(binary.LittleEndian.Uint32(q), src, sa, a))
		}
	}
}

// floorInt returns v rounded down, for v well inside the int range (cheaper
// than math.Floor on CPUs without SSE4.1 rounding).
func floorInt(v float64) int {
	i := int(v)
	if v < float64(i) {
		i--
	}
	return i
}

package tiles

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Counter geometry, in hex radii.
const (
	counterSide = 1.0  // side of a counter's square
	stackStep   = 0.12 // offset of each counter over the one below, up and right
	stackShown  = 4    // counters above this depth sit at the same offset
	facingTip   = 0.95 // distance of the facing mark's tip from the centre
	facingBase  = 0.52 // distance of the facing mark's base from the centre
	facingHalf  = 0.2  // half width of the facing mark's base
	nameMinPx   = 7    // smallest font size of a counter name, in pixels
)

// counterMinScale is the smallest hex radius, in pixels, at which counters are
// drawn as counters (below it as small squares); nameMinScale the smallest at
// which their names are written.
const (
	counterMinScale = 3.0
	nameMinScale    = 12.0
)

// counters draws the stacks of counters in the visible hexes: each counter
// with a shadow, its side's colour, a border, its facing mark and its name.
// The selected counter is drawn last in its stack, so it shows on top.
func (f *frame) counters(s *Scene, units map[hexgrid.Offset][]int) {
	if len(units) == 0 || f.scale < counterMinScale/2 {
		return
	}
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		stack := units[o]
		sel := -1
		for depth, i := range stack {
			if s.Overlay.Counters[i].ID == s.Overlay.SelectedUnit {
				sel = depth
				continue
			}
			f.counter(&s.Overlay.Counters[i], depth, false)
		}
		if sel >= 0 {
			f.counter(&s.Overlay.Counters[stack[sel]], sel, true)
		}
	})
}

// counter draws one counter at stack depth depth (0 = bottom).
func (f *frame) counter(u *Counter, depth int, selected bool) {
	S := f.scale
	hx, hy := f.l.Center(u.Hex)
	off := float64(min(depth, stackShown)) * stackStep * S
	cx, cy := hx+off, hy-off
	h := counterSide * S / 2
	if !f.near(cx, cy, S*1.6) {
		return
	}
	fill := SideColor(u.Side)
	p := f.sp.p
	if u.HasExtended {
		ex, ey := f.l.Center(u.Extended)
		p.line(hx, hy, ex, ey, h*0.9)
		p.flush(f.dst, translucent(fill.R, fill.G, fill.B, 150))
	}
	if S >= counterMinScale {
		p.rect(cx-h+0.07*S, cy-h+0.07*S, cx+h+0.07*S, cy+h+0.07*S)
		p.flush(f.dst, shadowColor)
	}
	p.rect(cx-h, cy-h, cx+h, cy+h)
	p.flush(f.dst, fill)
	if S < counterMinScale {
		return
	}
	f.counterBorder(cx, cy, h, selected)
	if u.HasFacing {
		f.facingMark(u, cx, cy, hx, hy)
	}
	if S >= nameMinScale {
		f.counterName(u.Name, cx, cy, h, textOn(fill))
	}
}

// near reports whether a disc of radius r around (x, y) meets the image.
func (f *frame) near(x, y, r float64) bool {
	b := f.dst.Bounds()
	return x+r >= float64(b.Min.X) && x-r <= float64(b.Max.X) && y+r >= float64(b.Min.Y) && y-r <= float64(b.Max.Y)
}

// counterBorder strokes the counter's edge: thin and dark, or thick and
// yellow when selected.
func (f *frame) counterBorder(cx, cy, h float64, selected bool) {
	S, p := f.scale, f.sp.p
	w, col := max(1, 0.045*S), counterBorder
	if selected {
		w, col = max(2.5, 0.11*S), selectColor
	}
	x0, y0, x1, y1 := cx-h, cy-h, cx+h, cy+h
	p.line(x0, y0, x1, y0, w)
	p.line(x1, y0, x1, y1, w)
	p.line(x1, y1, x0, y1, w)
	p.line(x0, y1, x0, y0, w)
	p.flush(f.dst, col)
}

// facingMark draws a triangle from the counter towards the hex vertex the unit
// faces.
func (f *frame) facingMark(u *Counter, cx, cy, hx, hy float64) {
	S, p := f.scale, f.sp.p
	vx, vy := f.l.VertexPoint(u.Hex, u.Facing)
	ux, uy := unitVector(hx, hy, vx, vy)
	bx, by := cx+ux*facingBase*S, cy+uy*facingBase*S
	nx, ny := -uy*facingHalf*S, ux*facingHalf*S
	p.point(cx+ux*facingTip*S, cy+uy*facingTip*S)
	p.point(bx+nx, by+ny)
	p.point(bx-nx, by-ny)
	p.close()
	p.flush(f.dst, facingColor)
}

// counterName writes the unit's name inside its counter, on one line or two,
// as large as fits (no smaller than nameMinPx), clipped to the counter.
func (f *frame) counterName(name string, cx, cy, h float64, c color.RGBA) {
	S := f.scale
	avail := 2*h - 0.12*S
	px0 := int(math.Round(min(max(0.36*S, nameMinPx), 20)))
	lines, n, px := fitName(name, px0, avail, 2*h-0.08*S)
	clip := image.Rect(floor(cx-h+1), floor(cy-h+1), floor(cx+h), floor(cy+h))
	col := c
	asc := glyphs.ascentOf(bold, px)
	lineH := float64(px) * 1.08
	y := cy - lineH*float64(n)/2 + asc - float64(px)*0.06
	for _, ln := range lines[:n] {
		ln = cutToWidth(ln, px, avail)
		w := textWidth(bold, px, ln)
		drawText(f.dst, clip, bold, px, ln, cx-w/2, y, col)
		y += lineH
	}
}

// cutToWidth returns the longest prefix of s that is at most width pixels
// wide in the counter font at px pixels.
func cutToWidth(s string, px int, width float64) string { return cutText(bold, s, px, width) }

// cutText returns the longest prefix of s that is at most width pixels wide
// in face f at px pixels.
func cutText(f typeface, s string, px int, width float64) string {
	w := 0.0
	for i, r := range s {
		w += glyphs.get(f, px, r).advance
		if w > width+0.5 {
			return s[:i]
		}
	}
	return s
}

// fitName splits name into one or two lines and picks the largest font size
// from px0 down to nameMinPx at which each line is at most width pixels wide
// and all lines at most height pixels high. It returns the lines (n of them).
func fitName(name string, px0 int, width, height float64) (lines [2]string, n, px int) {
	two, split := splitTwo(name)
	for px := px0; px >= nameMinPx; px-- {
		if textWidth(bold, px, name) <= width {
			return [2]string{name}, 1, px
		}
		if split && float64(px)*2.1 <= height &&
			textWidth(bold, px, two[0]) <= width && textWidth(bold, px, two[1]) <= width {
			return two, 2, px
		}
	}
	if split {
		return two, 2, nameMinPx
	}
	return [2]string{name}, 1, nameMinPx
}

// splitTwo splits s at the space nearest its middle; false if s has no space.
func splitTwo(s string) ([2]string, bool) {
	best := -1
	for i := range len(s) {
		if s[i] == ' ' && (best < 0 || absInt(i-len(s)/2) < absInt(best-len(s)/2)) {
			best = i
		}
	}
	if best < 0 {
		return [2]string{s}, false
	}
	return [2]string{strings.TrimSpace(s[:best]), strings.TrimSpace(s[best+1:])}, true
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// floor returns v rounded down to an integer (int() rounds towards zero,
// which is wrong left of or above an image).
func floor(v float64) int { return int(math.Floor(v)) }

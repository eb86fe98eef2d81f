package gridfit

import (
	"image"
	"math"
	"sort"
)

// luminance is a scan as grey levels (0 black .. 255 white).
type luminance struct {
	w, h int
	pix  []uint8
}

// newLuminance converts img to grey levels.
func newLuminance(img image.Image) *luminance {
	b := img.Bounds()
	l := &luminance{w: b.Dx(), h: b.Dy(), pix: make([]uint8, b.Dx()*b.Dy())}
	grey := func(r, g, bl uint32) uint8 { return uint8((299*r + 587*g + 114*bl) / 1000 >> 8) }
	switch im := img.(type) {
	case *image.RGBA:
		for y := range l.h {
			row := im.Pix[(y)*im.Stride:]
			for x := range l.w {
				p := row[4*x:]
				l.pix[y*l.w+x] = uint8((299*uint32(p[0]) + 587*uint32(p[1]) + 114*uint32(p[2])) / 1000)
			}
		}
	case *image.NRGBA:
		for y := range l.h {
			row := im.Pix[(y)*im.Stride:]
			for x := range l.w {
				p := row[4*x:]
				l.pix[y*l.w+x] = uint8((299*uint32(p[0]) + 587*uint32(p[1]) + 114*uint32(p[2])) / 1000)
			}
		}
	default:
		for y := range l.h {
			for x := range l.w {
				r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
				l.pix[y*l.w+x] = grey(r, g, bl)
			}
		}
	}
	return l
}

// inside reports whether pixel (x, y) lies in the image at least m pixels
// from its edges.
func (l *luminance) inside(x, y, m float64) bool {
	return x >= m && y >= m && x < float64(l.w)-m && y < float64(l.h)-m
}

// at returns the grey level of the pixel holding (x, y) (white outside).
func (l *luminance) at(x, y float64) float64 {
	ix, iy := int(math.Floor(x)), int(math.Floor(y))
	if ix < 0 || iy < 0 || ix >= l.w || iy >= l.h {
		return 255
	}
	return float64(l.pix[iy*l.w+ix])
}

// darkest returns the darkest grey level within r pixels of (x, y).
func (l *luminance) darkest(x, y, r float64) float64 {
	d := 255.0
	n := int(math.Ceil(r))
	for dy := -n; dy <= n; dy++ {
		for dx := -n; dx <= n; dx++ {
			d = min(d, l.at(x+float64(dx), y+float64(dy)))
		}
	}
	return d
}

// sideNormals are the unit directions from a hex centre across its six
// sides, in the lattice: flat hexes' neighbours lie at 30°+60°k, pointy
// hexes' at 60°k.
func sideNormals(orientation string) [6][2]float64 {
	var out [6][2]float64
	start := math.Pi / 6
	if orientation == "pointy" {
		start = 0
	}
	for k := range out {
		a := start + float64(k)*math.Pi/3
		out[k] = [2]float64{math.Cos(a), math.Sin(a)}
	}
	return out
}

// sideContrasts returns, for each side of the hex centred at lattice point
// (u, v), how much darker the side's middle is than the two hexes it parts
// (a grid line drawn along it), in grey levels; ok is false when the hex
// is not wholly in the image.
func (l *luminance) sideContrasts(g Geometry, u, v float64) ([6]float64, bool) {
	return l.contrasts(g, u, v, 2*g.radiusPx())
}

// sideContrastsNear is sideContrasts for a hex whose centre lies in the
// image, however near its edge (pixels outside read as paper).
func (l *luminance) sideContrastsNear(g Geometry, u, v float64) ([6]float64, bool) {
	return l.contrasts(g, u, v, 0)
}

// contrasts is sideContrasts for a hex whose centre lies at least margin
// pixels inside the image.
func (l *luminance) contrasts(g Geometry, u, v, margin float64) (out [6]float64, ok bool) {
	rp := g.radiusPx()
	cx, cy := g.toPixel(u, v)
	if !l.inside(cx, cy, margin) {
		return out, false
	}
	win := max(1, 0.06*rp)
	apothem := math.Sqrt(3) / 2
	for k, n := range sideNormals(g.Orientation) {
		at := func(d float64) (float64, float64) { return g.toPixel(u+d*n[0], v+d*n[1]) }
		mx, my := at(apothem)
		ix, iy := at(apothem - 0.35)
		ox, oy := at(apothem + 0.35)
		out[k] = (l.at(ix, iy)+l.at(ox, oy))/2 - l.darkest(mx, my, win)
	}
	return out, true
}

// centreLine is how much darker than its surroundings the hex centre at
// lattice point (u, v) is, along the likeliest of the three side
// directions: about 0 for a centre, a line's contrast for a point on a
// side.
func (l *luminance) centreLine(g Geometry, u, v float64) float64 {
	cx, cy := g.toPixel(u, v)
	dark := l.darkest(cx, cy, max(1, 0.06*g.radiusPx()))
	worst := 0.0
	ns := sideNormals(g.Orientation)
	for _, n := range ns[:3] {
		ax, ay := g.toPixel(u+0.35*n[0], v+0.35*n[1])
		bx, by := g.toPixel(u-0.35*n[0], v-0.35*n[1])
		worst = max(worst, (l.at(ax, ay)+l.at(bx, by))/2-dark)
	}
	return worst
}

// gridScore is how well the grid's hexsides fall on the image's lines: the
// mean side contrast over the hexes around the clicked ones.
func (l *luminance) gridScore(g Geometry, parsed [][2]int) float64 {
	c0, c1, r0, r1 := spanOf(parsed)
	c0, c1, r0, r1 = c0-8, c1+8, r0-8, r1+8
	sum, n := 0.0, 0
	for c := max(c0, 0); c <= c1; c++ {
		for r := max(r0, 0); r <= r1; r++ {
			u, v := g.lattice(c, r)
			cs, ok := l.sideContrasts(g, u, v)
			if !ok {
				continue
			}
			for _, x := range cs {
				sum += x
			}
			// A line through the centre counts against: a grid shifted by
			// half a hex still puts four of six side middles on lines (of
			// other sides), but its centres on the other two.
			sum -= 6 * l.centreLine(g, u, v)
			n += 6
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// spanOf returns the column and row span of the clicked hexes.
func spanOf(parsed [][2]int) (c0, c1, r0, r1 int) {
	c0, r0 = math.MaxInt, math.MaxInt
	c1, r1 = math.MinInt, math.MinInt
	for _, p := range parsed {
		c0, c1 = min(c0, p[0]), max(c1, p[0])
		r0, r1 = min(r0, p[1]), max(r1, p[1])
	}
	return
}

// ranges proposes the sheet's printed column and row ranges: the span of
// its present hexes (see present).
func (l *luminance) ranges(g Geometry, parsed [][2]int) (cols, rows [2]int) {
	hexes := l.present(g, parsed)
	for i, h := range hexes {
		if i == 0 {
			cols, rows = [2]int{h[0], h[0]}, [2]int{h[1], h[1]}
			continue
		}
		cols = [2]int{min(cols[0], h[0]), max(cols[1], h[0])}
		rows = [2]int{min(rows[0], h[1]), max(rows[1], h[1])}
	}
	return cols, rows
}

// present returns the printed column and row of every hex drawn on the
// scan: its centre in the image with a line along five of its six sides or
// more (past the sheet's edge, a hex shares at most three sides with the
// sheet's). A line is a side contrast of at least a third of the median
// side contrast of the clicked hexes.
func (l *luminance) present(g Geometry, parsed [][2]int) [][2]int {
	var ref []float64
	for _, p := range parsed {
		u, v := g.lattice(p[0], p[1])
		if cs, ok := l.sideContrasts(g, u, v); ok {
			ref = append(ref, cs[:]...)
		}
	}
	if len(ref) == 0 {
		return nil
	}
	sort.Float64s(ref)
	thr := ref[len(ref)/2] / 3
	cols, rows := l.latticeSpan(g)
	var out [][2]int
	for c := cols[0]; c <= cols[1]; c++ {
		for r := rows[0]; r <= rows[1]; r++ {
			u, v := g.lattice(c, r)
			cs, ok := l.sideContrastsNear(g, u, v)
			if !ok {
				continue
			}
			lines := 0
			for _, x := range cs {
				if x >= thr {
					lines++
				}
			}
			if lines >= 5 {
				out = append(out, [2]int{c, r})
			}
		}
	}
	return out
}

// firstRowsAgree reports whether, among the hexes present on the scan, the
// columns of both parities start at the same printed row (rows of both
// parities at the same column, for pointy hexes), as printed sheets number
// them. Two grids that differ only in stagger put the same centres on the
// scan and differ in the printed numbers of half the columns by one row:
// only one of them starts every column on the same row.
func (l *luminance) firstRowsAgree(g Geometry, parsed [][2]int) bool {
	first := map[int]int{} // parity -> first row
	for _, h := range l.present(g, parsed) {
		line, across := h[0], h[1]
		if g.Orientation == "pointy" {
			line, across = h[1], h[0]
		}
		p := line & 1
		if f, ok := first[p]; !ok || across < f {
			first[p] = across
		}
	}
	return len(first) == 2 && first[0] == first[1]
}

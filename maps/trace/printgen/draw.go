package printgen

import (
	"cmp"
	"fmt"
	"image"
	"maps"
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// sheet is the drawing state of one print at a resolution.
type sheet struct {
	pm     *Map
	st     *Style
	l      hexgrid.Layout // map mm
	ppm    float64        // px per mm
	x0, y0 float64        // mm at pixel (0, 0)
	cv     *canvas
	dense  *hexDense // the map's hexes and their tints by offset
}

// Print draws the map at pxPerMM pixels per millimetre, undistorted, with a
// margin of a hex, and returns the image and its calibration (map mm to
// pixels).
// Errors: a resolution outside 1..40 px/mm.
func (pm *Map) Print(pxPerMM float64) (*image.RGBA, calib.Affine, error) {
	if !(pxPerMM >= 1 && pxPerMM <= 40) {
		return nil, calib.Affine{}, fmt.Errorf("printgen: %g px/mm: want 1..40", pxPerMM)
	}
	s := &sheet{pm: pm, st: &pm.Style, l: pm.layout(), ppm: pxPerMM}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, o := range pm.Truth.Hexes {
		for _, c := range s.l.Corners(o) {
			minX, minY, maxX, maxY = min(minX, c[0]), min(minY, c[1]), max(maxX, c[0]), max(maxY, c[1])
		}
	}
	m := s.l.Size
	s.x0, s.y0 = minX-m, minY-m
	w, h := int(math.Ceil((maxX-minX+2*m)*pxPerMM)), int(math.Ceil((maxY-minY+2*m)*pxPerMM))
	s.cv = newCanvas(w, h)
	s.dense = newHexDense(s)
	s.base()
	s.symbols()
	s.contours()
	s.streams()
	s.roads()
	s.grid()
	s.names()
	a := calib.Affine{pxPerMM, 0, -s.x0 * pxPerMM, 0, pxPerMM, -s.y0 * pxPerMM}
	return s.cv.img, a, nil
}

// px returns the pixel of map mm (x, y).
func (s *sheet) px(x, y float64) pt { return pt{(x - s.x0) * s.ppm, (y - s.y0) * s.ppm} }

// terrainAt returns the terrain printed at map mm (x, y): that of the hex
// under a smoothly wandering point, so area edges are not hexsides; "" off
// the map.
func (s *sheet) terrainAt(x, y float64) string {
	o, ok := s.printedHex(x, y)
	if !ok {
		return ""
	}
	return s.pm.Truth.Terrain[o]
}

// printedHex returns the hex whose terrain is printed at map mm (x, y)
// (terrainAt), false off the map.
func (s *sheet) printedHex(x, y float64) (hexgrid.Offset, bool) {
	r := s.l.Size
	amp := s.st.Wander * r
	sc := 1 / (0.6 * r)
	dx := amp * 2 * (vnoise(x*sc, y*sc, s.pm.Seed) - 0.5)
	dy := amp * 2 * (vnoise(x*sc+31.7, y*sc-17.3, s.pm.Seed) - 0.5)
	o := s.l.HexAt(x+dx, y+dy)
	if !s.dense.isOn(o) {
		o = s.l.HexAt(x, y)
		if !s.dense.isOn(o) {
			return o, false
		}
	}
	return o, true
}

// base prints paper and tints, pixel by pixel (tints as halftone screens
// where the style screens them).
func (s *sheet) base() {
	img := s.cv.img
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	period := 25.4 / s.st.Screen.LPI * s.ppm // screen period, px
	th := s.st.Screen.AngleDeg * math.Pi / 180
	cos, sin := math.Cos(th), math.Sin(th)
	sub := max(1, min(3, int(math.Ceil(2/period*2))))
	parallelRows(h, func(y int) {
		for x := range w {
			mx, my := s.x0+(float64(x)+0.5)/s.ppm, s.y0+(float64(y)+0.5)/s.ppm
			c := s.st.Paper
			if t := s.tintAt(mx, my); t != nil {
				cov := t.cover
				if t.screen {
					cov = 0
					for sy := range sub {
						for sx := range sub {
							px := float64(x) + (float64(sx)+0.5)/float64(sub)
							py := float64(y) + (float64(sy)+0.5)/float64(sub)
							cov += screenCover(px*cos+py*sin, -px*sin+py*cos, period, t.thr, 1/float64(sub))
						}
					}
					cov /= float64(sub * sub)
				}
				for k := range 3 {
					c[k] *= 1 - cov + cov*t.ink[k]/255
				}
			}
			o := img.PixOffset(x, y)
			img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = c8(c[0]), c8(c[1]), c8(c[2]), 255
		}
	})
}

// tintAt returns the tint printed at map mm (x, y) (terrainAt's hex), nil
// where none is (no hex, no tint for its terrain, or a cover of 0).
func (s *sheet) tintAt(x, y float64) *hexTint {
	o, ok := s.printedHex(x, y)
	if !ok {
		return nil
	}
	return s.dense.tint[s.dense.index(o)]
}

// screenCover returns the ink cover of a halftone screen of the given
// period at screen coordinates (u, v) in px, for the tint cover whose spot
// threshold is thr (spotThreshold), smoothed over a sample of size px: the
// round spot function (cos + cos).
func screenCover(u, v, period, thr, size float64) float64 {
	a, b := 2*math.Pi*u/period, 2*math.Pi*v/period
	sinA, cosA := math.Sincos(a)
	sinB, cosB := math.Sincos(b)
	sp := (cosA + cosB) / 2
	g := math.Pi / period * math.Hypot(sinA, sinB)
	edge := (sp - thr) / max(g*size, 1e-3)
	return clamp(0.5+edge, 0, 1)
}

// spotThreshold returns the round spot function's level above which a
// screen of tint cover k (0..1) is inked: cover k where the spot exceeds
// it (close enough).
func spotThreshold(k float64) float64 { return math.Cos(math.Pi * k) }

func c8(v float64) uint8 { return uint8(clamp(math.Round(v), 0, 255)) }

// cells calls fn for the jittered points of a grid of spacing gap (mm) over
// the map, each with its own random source.
func (s *sheet) cells(gap float64, salt uint64, fn func(x, y float64, r *hashRand)) {
	minX, minY := s.x0, s.y0
	w, h := float64(s.cv.img.Bounds().Dx())/s.ppm, float64(s.cv.img.Bounds().Dy())/s.ppm
	rowH := gap * math.Sqrt(3) / 2
	for j := 0; float64(j)*rowH < h; j++ {
		off := 0.0
		if j%2 == 1 {
			off = gap / 2
		}
		for i := 0; float64(i)*gap < w; i++ {
			r := newHashRand(uint64(i), uint64(j), s.pm.Seed^salt)
			x := minX + off + float64(i)*gap + (r.f()-0.5)*0.5*gap
			y := minY + float64(j)*rowH + (r.f()-0.5)*0.5*rowH
			fn(x, y, r)
		}
	}
}

// symbols prints each terrain's symbols.
func (s *sheet) symbols() {
	st := s.st
	p := s.ppm
	s.cells(st.TreeGap, 1, func(x, y float64, r *hashRand) {
		if s.terrainAt(x, y) != Woods {
			return
		}
		rad := st.TreeR * (0.8 + 0.4*r.f()) * p
		c := s.px(x, y)
		lobes := 6 + int(r.f()*4)
		ph := r.f() * 6
		n := max(12, min(64, int(rad*2)))
		crown := make([]pt, n)
		for i := range crown {
			a := 2 * math.Pi * float64(i) / float64(n)
			rr := rad * (1 + 0.12*math.Abs(math.Sin(float64(lobes)*a/2+ph)))
			crown[i] = pt{c.x + rr*math.Cos(a), c.y + rr*math.Sin(a)}
		}
		s.cv.fill(lighter(st.Symbol[Woods], 0.45), crown)
		ring := append(crown, crown[0])
		s.cv.fill(st.Symbol[Woods], stroke(ring, 0.12*p)...)
	})
	s.cells(st.OrchGap, 2, func(x, y float64, r *hashRand) {
		if s.terrainAt(x, y) != Orchard {
			return
		}
		s.cv.fill(st.Symbol[Orchard], disc(s.px(x, y), st.OrchR*p))
	})
	s.cells(1.7, 3, func(x, y float64, r *hashRand) {
		if s.terrainAt(x, y) != Thicket {
			return
		}
		var line []pt
		c := s.px(x, y)
		a := r.f() * 6.3
		q := pt{c.x + (r.f()-0.5)*p, c.y + (r.f()-0.5)*p}
		for range 8 + int(r.f()*8) {
			line = append(line, q)
			a += (r.f() - 0.5) * 2.6
			step := (0.2 + 0.25*r.f()) * p
			q = pt{q.x + step*math.Cos(a), q.y + step*math.Sin(a)}
			if math.Hypot(q.x-c.x, q.y-c.y) > 0.9*p {
				a += math.Pi / 2
			}
		}
		s.cv.fill(st.Symbol[Thicket], stroke(line, st.Scribble*p)...)
	})
	s.cells(2.3, 4, func(x, y float64, r *hashRand) {
		if s.terrainAt(x, y) != Marsh {
			return
		}
		c := s.px(x, y)
		lw := 0.16 * p
		half := (0.5 + 0.2*r.f()) * p
		polys := stroke([]pt{{c.x - half, c.y}, {c.x + half, c.y}}, lw)
		k := 3 + int(r.f()*3)
		for i := range k {
			t := (float64(i)/float64(k-1) - 0.5) * 1.6
			l := (0.45 + 0.4*r.f()) * p
			bx := c.x + t*half*0.6
			polys = append(polys, stroke([]pt{{bx, c.y}, {bx + t*0.3*l, c.y - l}}, lw)...)
		}
		s.cv.fill(st.Symbol[Marsh], polys...)
	})
	s.cells(st.Block*1.7, 5, func(x, y float64, r *hashRand) {
		if s.terrainAt(x, y) != Town || r.f() < 0.15 {
			return
		}
		c := s.px(x, y)
		a := r.f() * math.Pi
		bw, bh := st.Block*(0.6+0.5*r.f())*p/2, st.Block*(0.4+0.3*r.f())*p/2
		cos, sin := math.Cos(a), math.Sin(a)
		var poly []pt
		for _, q := range [4][2]float64{{-bw, -bh}, {bw, -bh}, {bw, bh}, {-bw, bh}} {
			poly = append(poly, pt{c.x + q[0]*cos - q[1]*sin, c.y + q[0]*sin + q[1]*cos})
		}
		s.cv.fill(st.Symbol[Town], poly)
	})
}

// lighter returns c mixed toward white by f.
func lighter(c ink, f float64) ink {
	return ink{c[0] + (255-c[0])*f, c[1] + (255-c[1])*f, c[2] + (255-c[2])*f}
}

// contours prints the isolines of the elevation field at each whole level,
// index lines thicker.
func (s *sheet) contours() {
	st := s.st
	w, h := float64(s.cv.img.Bounds().Dx())/s.ppm, float64(s.cv.img.Bounds().Dy())/s.ppm
	for k := 1; k <= 4; k++ {
		lw := st.Contour.Width
		if k%st.Contour.Every == 0 {
			lw = st.Contour.Index
		}
		for _, line := range isolines(s.pm.Field, s.x0, s.y0, w, h, 0.4, float64(k)) {
			pxl := make([]pt, len(line))
			for i, q := range line {
				pxl[i] = s.px(q.x, q.y)
			}
			s.cv.fill(st.Contour.Ink, stroke(chaikin(pxl), lw*s.ppm)...)
		}
	}
}

// streams prints the water hexsides as winding blue lines from vertex to
// vertex, in hexside order: strokes that meet overprint each other with
// 8-bit rounding, so an order that changed per run (a map's) would change
// the print.
func (s *sheet) streams() {
	st := s.st
	g := s.pm.Truth.Geo.Grid
	sides := slices.SortedFunc(maps.Keys(s.pm.Truth.Water), func(a, b hexgrid.Hexside) int {
		if c := cmpOff(a.Hex, b.Hex); c != 0 {
			return c
		}
		return cmp.Compare(a.Dir, b.Dir)
	})
	for _, side := range sides {
		x0, y0, x1, y1 := s.l.SideSegment(side)
		r := newHashRand(uint64(side.Hex.Col), uint64(side.Hex.Row)*8+uint64(side.Dir), s.pm.Seed^9)
		amp := st.Stream.Wave * (r.f()*2 - 1)
		dx, dy := x1-x0, y1-y0
		l := math.Hypot(dx, dy)
		nx, ny := -dy/l, dx/l
		var line []pt
		for i := range 25 {
			t := float64(i) / 24
			o := amp * math.Sin(math.Pi*t) * (1 + 0.3*math.Sin(3*math.Pi*t+r.f()))
			line = append(line, s.px(x0+dx*t+nx*o, y0+dy*t+ny*o))
		}
		s.cv.fill(st.Stream.Ink, stroke(line, st.Stream.Width*(0.85+0.3*r.f())*s.ppm)...)
	}
	_ = g
}

// roads prints roads through hex centres: a curve from side middle to side
// middle in a hex with two steps, straight to the centre otherwise.
func (s *sheet) roads() {
	t := s.pm.Truth
	g := t.Geo.Grid
	for _, o := range t.Hexes {
		cx, cy := s.l.Center(o)
		type arm struct {
			mx, my float64
			class  int
		}
		var arms []arm
		for _, d := range g.Directions() {
			nb := g.Neighbor(o, d)
			st := scangen.NewStep(o, nb)
			if !t.Roads[st] {
				continue
			}
			nx, ny := s.l.Center(nb)
			arms = append(arms, arm{(cx + nx) / 2, (cy + ny) / 2, s.pm.Class[st]})
		}
		switch len(arms) {
		case 0:
		case 2:
			var line []pt
			for i := range 17 {
				u := float64(i) / 16
				a, b, c := (1-u)*(1-u), 2*(1-u)*u, u*u
				line = append(line, s.px(a*arms[0].mx+b*cx+c*arms[1].mx, a*arms[0].my+b*cy+c*arms[1].my))
			}
			s.road(line, min(arms[0].class, arms[1].class))
		default:
			for _, a := range arms {
				s.road([]pt{s.px(cx, cy), s.px(a.mx, a.my)}, a.class)
			}
		}
	}
}

// road prints one road piece of a class.
func (s *sheet) road(line []pt, class int) {
	st := s.st
	p := s.ppm
	switch class {
	case Pike:
		if st.Road.Cased {
			w := st.Road.Pike * p
			s.cv.fill(st.Road.Ink, stroke(line, w)...)
			s.cv.fill(ink{40, 40, 40}, ribbonEdges(line, w, 0.1*p)...)
			return
		}
		s.cv.fill(st.Road.Ink, stroke(line, st.Road.Pike*p)...)
	case Road:
		s.cv.fill(st.Road.Ink, stroke(line, st.Road.Road*p)...)
	case Lane:
		for _, d := range dashes(line, st.Road.Dash*p, st.Road.DashGap*p, st.Road.Dash*p/2) {
			s.cv.fill(st.Road.Ink, stroke(d, st.Road.Lane*p)...)
		}
	case Trail:
		for _, d := range dashes(line, 1e-3, (st.Road.Dot+st.Road.DotGap)*p, 0) {
			s.cv.fill(st.Road.Ink, disc(d[0], st.Road.Dot*p/2))
		}
	}
}

// ribbonEdges returns the two edge lines, lw wide, of a band w wide along
// line.
func ribbonEdges(line []pt, w, lw float64) [][]pt {
	r := ribbon(line, w/2)
	n := len(line)
	left, right := r[:n], r[n:]
	return append(stroke(left, lw), stroke(right, lw)...)
}

// grid prints the hex outlines, hex ids and centre dots.
func (s *sheet) grid() {
	st := s.st
	t := s.pm.Truth
	g := t.Geo.Grid
	sh := t.Geo.Numbering.Sheets[0]
	for _, o := range t.Hexes {
		for i, d := range g.Directions() {
			if i >= 3 && s.dense.isOn(g.Neighbor(o, d)) {
				continue
			}
			x0, y0, x1, y1 := s.l.SideSegment(hexgrid.Hexside{Hex: o, Dir: d})
			s.cv.fill(st.Grid.Ink, stroke([]pt{s.px(x0, y0), s.px(x1, y1)}, st.Grid.Width*s.ppm)...)
		}
		cx, cy := s.l.Center(o)
		if st.Label.CentreDot > 0 {
			s.cv.fill(st.Label.IDInk, disc(s.px(cx, cy), st.Label.CentreDot*s.ppm))
		}
		col, row := sh.Printed(o)
		c := s.px(cx, cy-0.68*s.l.Size)
		s.cv.fillWound(st.Label.IDInk, textOutline(fmt.Sprintf("%02d%02d", col, row), st.Label.IDSize*s.ppm, c.x, c.y, 0, false))
	}
}

// names prints the place names over the art.
func (s *sheet) names() {
	for _, n := range s.pm.names {
		c := s.px(n.x, n.y)
		k := s.st.Label.Ink
		if n.inkIndex == 1 {
			k = s.st.Label.IDInk
		}
		s.cv.fillWound(k, textOutline(n.text, n.size*s.ppm, c.x, c.y, n.angle, n.italic))
	}
}

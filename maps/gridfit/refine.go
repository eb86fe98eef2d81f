package gridfit

import (
	"math"
	"sort"
)

// refine improves a grid fitted to a few clicks with the image's own grid
// lines, growing outwards from the clicks: in each round it finds, for the
// hexes of a growing box, where their sides' lines really are (the darkest
// point across each side, near where the grid puts it), moves each centre
// accordingly, and fits the grid to all those centres again. The box doubles
// each round, so the grid's error where it reaches next stays well within
// the search. Hexes whose lines are not found (past the sheet's edge, under
// a label) are left out.
func (l *luminance) refine(g Geometry, parsed [][2]int) Geometry {
	c0, c1, r0, r1 := spanOf(parsed)
	cols, rows := l.latticeSpan(g)
	grow := 3
	for round := 0; round < 12; round++ {
		b0, b1 := max(c0-grow, cols[0]), min(c1+grow, cols[1])
		e0, e1 := max(r0-grow, rows[0]), min(r1+grow, rows[1])
		next, ok := l.refitOnce(g, b0, b1, e0, e1)
		if ok {
			g = next
		}
		if b0 == cols[0] && b1 == cols[1] && e0 == rows[0] && e1 == rows[1] {
			// A last fit over everything with the grid now settled.
			if next, ok := l.refitOnce(g, b0, b1, e0, e1); ok {
				g = next
			}
			break
		}
		grow *= 2
	}
	return g
}

// latticeSpan returns the printed column and row spans that can lie in the
// image under g.
func (l *luminance) latticeSpan(g Geometry) (cols, rows [2]int) {
	umin, vmin := math.Inf(1), math.Inf(1)
	umax, vmax := math.Inf(-1), math.Inf(-1)
	for _, p := range [][2]float64{{0, 0}, {float64(l.w), 0}, {0, float64(l.h)}, {float64(l.w), float64(l.h)}} {
		u, v := g.toLattice(p[0], p[1])
		umin, umax, vmin, vmax = min(umin, u), max(umax, u), min(vmin, v), max(vmax, v)
	}
	cu, cv := 1.5, math.Sqrt(3)
	if g.Orientation == "pointy" {
		cu, cv = math.Sqrt(3), 1.5
	}
	limit := func(digits int) int { return int(math.Pow10(digits)) - 1 }
	cols = [2]int{max(0, int(math.Floor(umin/cu))-1), min(limit(g.Numbering.ColumnDigits), int(math.Ceil(umax/cu))+1)}
	rows = [2]int{max(0, int(math.Floor(vmin/cv))-1), min(limit(g.Numbering.RowDigits), int(math.Ceil(vmax/cv))+1)}
	return cols, rows
}

// maxSamples bounds the hexes measured in one round.
const maxSamples = 400

// refitOnce measures the hexes of the box (a spread of at most maxSamples)
// and fits the grid to their measured centres; false when too few were
// found.
func (l *luminance) refitOnce(g Geometry, c0, c1, r0, r1 int) (Geometry, bool) {
	n := (c1 - c0 + 1) * (r1 - r0 + 1)
	stride := max(1, int(math.Ceil(math.Sqrt(float64(n)/maxSamples))))
	var found []measured
	for c := c0; c <= c1; c += stride {
		for r := r0; r <= r1; r += stride {
			if m, ok := l.measure(g, c, r); ok {
				found = append(found, m)
			}
		}
	}
	if len(found) < 6 {
		return g, false
	}
	fit := func(ms []measured) Geometry {
		clicks := make([]Click, len(ms))
		parsed := make([][2]int, len(ms))
		for i, m := range ms {
			clicks[i], parsed[i] = Click{X: m.x, Y: m.y}, [2]int{m.col, m.row}
		}
		c, ok := fitSimilarity(Geometry{Orientation: g.Orientation, Stagger: g.Stagger, Numbering: g.Numbering}, clicks, parsed, 90)
		if !ok {
			return g
		}
		return c.g
	}
	next := fit(found)
	// Leave out the centres the new grid disagrees with most (a label or a
	// symbol taken for a line), and fit again.
	dist := make([]float64, len(found))
	for i, m := range found {
		x, y := next.Center(m.col, m.row)
		dist[i] = math.Hypot(x-m.x, y-m.y)
	}
	sorted := append([]float64(nil), dist...)
	sort.Float64s(sorted)
	cut := max(3*sorted[len(sorted)/2], 0.02*next.HexPx)
	var kept []measured
	for i, m := range found {
		if dist[i] <= cut {
			kept = append(kept, m)
		}
	}
	if len(kept) >= 6 {
		next = fit(kept)
	}
	return next, true
}

// measured is a hex centre found in the image.
type measured struct {
	col, row int
	x, y     float64
}

// measure finds the centre of hex (col, row) from its six sides' lines:
// across each side, the darkest point within a quarter hex of where the
// grid puts the side (averaged along the side's middle), then the centre
// shift that best explains the six shifts (a third of the sum of each
// normal times its shift, the normals being symmetric). False when the hex
// is not wholly in the image or a side shows no line.
func (l *luminance) measure(g Geometry, col, row int) (measured, bool) {
	rp := g.radiusPx()
	u, v := g.lattice(col, row)
	cx, cy := g.toPixel(u, v)
	if !l.inside(cx, cy, 1.6*rp) {
		return measured{}, false
	}
	rot := math.Atan2(g.B, g.A)
	cosR, sinR := math.Cos(rot), math.Sin(rot)
	apothem := math.Sqrt(3) / 2 * rp
	reach := 0.25 * math.Sqrt(3) * rp
	step := 0.5
	var sx, sy float64
	for _, n := range sideNormals(g.Orientation) {
		nx, ny := n[0]*cosR-n[1]*sinR, n[0]*sinR+n[1]*cosR // the normal on the scan
		tx, ty := -ny, nx                                  // along the side
		best, bestD := math.Inf(1), 0.0
		var prof []float64
		for d := -reach; d <= reach; d += step {
			s := 0.0
			for _, a := range []float64{-0.3, -0.15, 0, 0.15, 0.3} {
				px := cx + nx*(apothem+d) + tx*a*rp
				py := cy + ny*(apothem+d) + ty*a*rp
				s += l.bilinear(px, py)
			}
			prof = append(prof, s/5)
			if s/5 < best {
				best, bestD = s/5, d
			}
		}
		// The line must stand out from the profile's brightest part.
		hi := 0.0
		for _, p := range prof {
			hi = max(hi, p)
		}
		if hi-best < 12 {
			return measured{}, false
		}
		// Sub-pixel: a parabola through the minimum and its neighbours.
		i := int(math.Round((bestD + reach) / step))
		if i > 0 && i < len(prof)-1 {
			a, b, c := prof[i-1], prof[i], prof[i+1]
			if den := a - 2*b + c; den > 0 {
				bestD += step * 0.5 * (a - c) / den
			}
		}
		sx += nx * bestD
		sy += ny * bestD
	}
	return measured{col: col, row: row, x: cx + sx/3, y: cy + sy/3}, true
}

// bilinear returns the grey level at (x, y) between pixel centres.
func (l *luminance) bilinear(x, y float64) float64 {
	x, y = x-0.5, y-0.5
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	a := l.at(x0+0.5, y0+0.5)
	b := l.at(x0+1.5, y0+0.5)
	c := l.at(x0+0.5, y0+1.5)
	d := l.at(x0+1.5, y0+1.5)
	return (a*(1-fx)+b*fx)*(1-fy) + (c*(1-fx)+d*fx)*fy
}

package trace

import "math"

// rowShift is a flatbed scanner's carriage error: a shift, in pixels, of
// every scan row (the carriage moving a little too fast or slow, or
// sideways, as it passes), at knots every step rows from row y0 and
// linear between them (the first and last knot hold beyond the ends).
type rowShift struct {
	y0, step float64
	dx, dy   []float64
}

// at returns the shift of scan row py.
func (r *rowShift) at(py float64) (float64, float64) {
	if r == nil || len(r.dx) == 0 {
		return 0, 0
	}
	u := (py - r.y0) / r.step
	if !(u > 0) {
		return r.dx[0], r.dy[0]
	}
	k := int(u)
	if k >= len(r.dx)-1 {
		return r.dx[len(r.dx)-1], r.dy[len(r.dy)-1]
	}
	w := u - float64(k)
	return r.dx[k]*(1-w) + r.dx[k+1]*w, r.dy[k]*(1-w) + r.dy[k+1]*w
}

// scaled returns r for the scan averaged down by f (rows and shifts
// divided by f).
func (r *rowShift) scaled(f int) *rowShift {
	if r == nil {
		return nil
	}
	s := 1 / float64(f)
	out := &rowShift{y0: r.y0 * s, step: r.step * s, dx: make([]float64, len(r.dx)), dy: make([]float64, len(r.dy))}
	for i := range r.dx {
		out.dx[i], out.dy[i] = r.dx[i]*s, r.dy[i]*s
	}
	return out
}

// rowFix is one grid line offset left unexplained by the affine: on scan
// row py, d pixels along unit normal (nx, ny).
type rowFix struct{ py, nx, ny, d float64 }

// addRows returns r (nil: none yet) plus the row shift that best explains
// fixes: at each knot (every sigma/2 rows over the rows fixes span), the
// shift whose component along each fix's normal best matches the fix's
// offset, fixes weighted by a Gaussian of their row distance (sigma
// pixels). A knot with little weight near it is pulled toward no shift
// (rowPrior).
func (r *rowShift) addRows(fixes []rowFix, sigma float64) *rowShift {
	if len(fixes) == 0 || !(sigma > 0) {
		return r
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, f := range fixes {
		lo, hi = min(lo, f.py), max(hi, f.py)
	}
	out := r
	if out == nil {
		step := sigma / 2
		n := int(math.Ceil((hi-lo)/step)) + 1
		out = &rowShift{y0: lo, step: step, dx: make([]float64, n), dy: make([]float64, n)}
	} else {
		out = &rowShift{y0: r.y0, step: r.step, dx: append([]float64(nil), r.dx...), dy: append([]float64(nil), r.dy...)}
	}
	n := len(out.dx)
	// Per knot: the normal equations [sxx sxy; sxy syy] (dx dy) = (bx by).
	type acc struct{ sxx, sxy, syy, bx, by float64 }
	sums := make([]acc, n)
	reach := 3 * sigma
	for _, f := range fixes {
		k0 := max(0, int(math.Floor((f.py-reach-out.y0)/out.step)))
		k1 := min(n-1, int(math.Ceil((f.py+reach-out.y0)/out.step)))
		for k := k0; k <= k1; k++ {
			dy := out.y0 + float64(k)*out.step - f.py
			w := math.Exp(-dy * dy / (2 * sigma * sigma))
			s := &sums[k]
			s.sxx += w * f.nx * f.nx
			s.sxy += w * f.nx * f.ny
			s.syy += w * f.ny * f.ny
			s.bx += w * f.nx * f.d
			s.by += w * f.ny * f.d
		}
	}
	for k, s := range sums {
		a, b, c := s.sxx+rowPrior, s.sxy, s.syy+rowPrior
		det := a*c - b*b
		out.dx[k] += (c*s.bx - b*s.by) / det
		out.dy[k] += (a*s.by - b*s.bx) / det
	}
	return out
}

// rowPrior is the weight (in fixes on the knot's own row) of no shift at
// a knot: a knot with a few fixes near it moves a little.
const rowPrior = 2

package trace

import "math"

// quadMemo keeps the four pixels' colours a bilinear read last converted
// (pixels.quad), so a run of reads half a pixel apart, as Refine's grid
// line search takes them across a side, converts a YCbCr scan's pixels
// once for each read that stays between the same four pixel centres
// (about half of them) instead of every time.
type quadMemo struct {
	ix, iy             int
	ok                 bool
	c00, c10, c01, c11 [3]float64
}

// atLinear returns p.atLinear(x, y), the same value, reusing the last
// read's converted pixels when it lies between the same four.
func (m *quadMemo) atLinear(p pixels, x0, y0 float64) [3]float64 {
	x, y := x0-0.5, y0-0.5
	fx, fy := math.Floor(x), math.Floor(y)
	wx, wy := x-fx, y-fy
	ix, iy := int(fx), int(fy)
	if !m.ok || ix != m.ix || iy != m.iy {
		if p.quadInside(ix, iy) {
			m.c00, m.c10, m.c01, m.c11 = p.quad(ix, iy)
			m.ix, m.iy, m.ok = ix, iy, true
		} else {
			// off the image's inside (or not a read the quad takes): as
			// pixels.atLinear reads it, not kept
			m.ok = false
			return p.atLinear(x0, y0)
		}
	}
	return bilerp(m.c00, m.c10, m.c01, m.c11, wx, wy)
}

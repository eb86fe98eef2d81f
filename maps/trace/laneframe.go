package trace

import "math"

// The lanes' nearest-pixel reads (laneSampleBytes) need the scan pixel of
// five hex-local points per sample. hexPlace.px works each out from the
// hex's centre, the calibration's affine and the row shift's division;
// the lane frame folds the centre and radius into the affine once per
// side and, where the five points' rows lie on one linear piece of the
// row shift, the shift too, so the five points lie on a line: each is two
// multiply-adds from the sample's centre, with no division (where they
// straddle a knot, each point's shift is added with a multiply by the
// reciprocal of the knots' spacing). Those differ from hexPlace.px's
// values by rounding only, a few units in the last place of a pixel
// coordinate (about 1e-11 px on a sheet 10,000 px across); a point whose
// coordinate lies within laneGuard px of a pixel edge is worked out again
// as hexPlace.px works it out, so every point falls in the same pixel as
// before.

// laneFrameOn: laneSampleBytes reads through the lane frame (off only in
// the test and the benchmark comparing it with hexPlace.px's operations).
var laneFrameOn = true

// laneGuard is how near a pixel edge (px) a lane frame's coordinate must
// lie to be worked out again by hexPlace.px's operations: far above the
// frame's rounding (under 1e-10 px), so a point it does not check lies in
// the pixel hexPlace.px puts it in.
const laneGuard = 1e-6

// laneFrame is hexPlace.px folded for the lanes: pixel (ax x + ay y + a0,
// bx x + by y + b0) plus the row shift, for hex-local (x, y).
type laneFrame struct {
	ax, ay, a0 float64
	bx, by, b0 float64
	rows       *rowShift
	inv        float64 // 1 / rows.step: rows' knots a pixel
	set        bool
}

// newLaneFrame returns h's lane frame.
func newLaneFrame(h *hexPlace) laneFrame {
	a := &h.a.Affine
	f := laneFrame{
		ax: a[0] * h.r, ay: a[1] * h.r, a0: a[0]*h.cx + a[1]*h.cy + a[2],
		bx: a[3] * h.r, by: a[4] * h.r, b0: a[3]*h.cx + a[4]*h.cy + a[5],
		set: true,
	}
	if r := h.a.rows; r != nil && len(r.dx) > 0 {
		f.rows, f.inv = r, 1/r.step
	}
	return f
}

// offEdge reports whether pixel coordinate v lies more than laneGuard from
// the edges of pixel fl = floor(v) (false for NaN).
func offEdge(v, fl float64) bool {
	d := v - fl
	return d > laneGuard && d < 1-laneGuard
}

// laneOffsets are the along-samples' offsets along the lanes' sideways
// direction, hex radii, as laneSample works them out.
var laneOffsets = func() (o [alongSamples]float64) {
	for k := range o {
		o[k] = alongSpread * float64(k-alongSamples/2) / 4
	}
	return o
}()

// line returns the pixel coordinates of the lane sample at hex-local
// (x, y) along (tx, ty) as a line in the along-offset d: (px + dpx d,
// py + dpy d) for every offset in laneOffsets, row shift included; or,
// where the samples' rows straddle a knot of the row shift (knots are
// about 12 rows apart at 300 dpi, so a good share of the samples do), the
// line before the shift and perPoint: each point's shift is then added on
// its own (shift).
func (f *laneFrame) line(x, y, tx, ty float64) (px, py, dpx, dpy float64, perPoint bool) {
	px, py = f.ax*x+f.ay*y+f.a0, f.bx*x+f.by*y+f.b0
	dpx, dpy = f.ax*tx+f.ay*ty, f.bx*tx+f.by*ty
	r := f.rows
	if r == nil {
		return px, py, dpx, dpy, false
	}
	// u, the knot coordinate, is linear in d too: u0 + du d
	u0, du := (py-r.y0)*f.inv, dpy*f.inv
	ext := math.Abs(du) * laneOffsets[alongSamples-1]
	lo, hi := u0-ext, u0+ext
	n := len(r.dx) - 1
	if hi <= 0 { // all before the first knot: its shift
		return px + r.dx[0], py + r.dy[0], dpx, dpy, false
	}
	if lo >= float64(n) { // all beyond the last
		return px + r.dx[n], py + r.dy[n], dpx, dpy, false
	}
	if !(lo > 0) {
		return px, py, dpx, dpy, true
	}
	k := int(lo)
	if k >= n || !(hi < float64(k+1)) {
		return px, py, dpx, dpy, true
	}
	// shift = dx[k] + (dx[k+1] - dx[k]) (u - k)
	sx, sy := r.dx[k+1]-r.dx[k], r.dy[k+1]-r.dy[k]
	w0 := u0 - float64(k)
	return px + r.dx[k] + sx*w0, py + r.dy[k] + sy*w0, dpx + sx*du, dpy + sy*du, false
}

// shift is rowShift.at of the frame's row shift with the division by the
// step a multiply by inv: the same piecewise-linear shift, to rounding.
func (f *laneFrame) shift(py float64) (float64, float64) {
	r := f.rows
	u := (py - r.y0) * f.inv
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

// lanePixel returns the pixel of sample k (offset d) of a lane sample
// whose frame line is (px, py, dpx, dpy) (perPoint: before the row
// shift): the frame's where it is clear of a pixel edge, else
// hexPlace.px's (exact, from (x, y) along (tx, ty)).
func (s *sideReader) lanePixel(k int, x, y, tx, ty, px, py, dpx, dpy float64, perPoint bool) (int, int) {
	d := laneOffsets[k]
	qx, qy := px+dpx*d, py+dpy*d
	if perPoint {
		sx, sy := s.lf.shift(qy)
		qx, qy = qx+sx, qy+sy
	}
	fx, fy := math.Floor(qx), math.Floor(qy)
	if offEdge(qx, fx) && offEdge(qy, fy) {
		return int(fx), int(fy)
	}
	return s.lanePixelExact(k, x, y, tx, ty)
}

// lanePixelExact is lanePixel by hexPlace.px's operations in its order.
func (s *sideReader) lanePixelExact(k int, x, y, tx, ty float64) (int, int) {
	h := &s.h
	a, rows := &h.a.Affine, h.a.rows
	d := alongSpread * float64(k-alongSamples/2) / 4
	hx, hy := h.cx+(x+tx*d)*h.r, h.cy+(y+ty*d)*h.r
	px, py := a[0]*hx+a[1]*hy+a[2], a[3]*hx+a[4]*hy+a[5]
	if rows != nil {
		dx, dy := rows.at(py)
		px, py = px+dx, py+dy
	}
	return int(math.Floor(px)), int(math.Floor(py))
}

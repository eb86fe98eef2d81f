package trace

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Apothem is the centre-to-side distance of a hex of radius 1.
const Apothem = 0.8660254037844386

// Frame is the shape of one hex of radius 1 centred on (0,0) on grid G: the
// unit outward normal of each side, in G.Directions() order.
type Frame struct {
	Grid    hexgrid.Grid
	Normals [6][2]float64
}

// NewFrame returns the frame of grid g.
func NewFrame(g hexgrid.Grid) Frame {
	f := Frame{Grid: g}
	l := hexgrid.Layout{Grid: g, Size: 1}
	for i, d := range g.Directions() {
		x0, y0, x1, y1 := l.SideSegment(hexgrid.Hexside{Dir: d})
		mx, my := (x0+x1)/2, (y0+y1)/2
		n := math.Hypot(mx, my)
		f.Normals[i] = [2]float64{mx / n, my / n}
	}
	return f
}

// SideDistance returns the distance, in hex radii, from hex-local point (x, y)
// to side i (positive inside the hex).
func (f Frame) SideDistance(i int, x, y float64) float64 {
	return Apothem - (x*f.Normals[i][0] + y*f.Normals[i][1])
}

// Nearest returns the side nearest (x, y) and the distance to it.
func (f Frame) Nearest(x, y float64) (int, float64) {
	best, bd := 0, math.Inf(1)
	for i := range 6 {
		if d := f.SideDistance(i, x, y); d < bd {
			best, bd = i, d
		}
	}
	return best, bd
}

// SidePoint returns the hex-local point at fraction t (0..1) along side i, at
// distance off inside the hex (negative: beyond the side).
func (f Frame) SidePoint(i int, t, off float64) (x, y float64) {
	n := f.Normals[i]
	tx, ty := -n[1], n[0] // tangent, clockwise
	half := 0.5           // a side is one radius long
	s := (t - 0.5) * 2 * half
	d := Apothem - off
	return n[0]*d + tx*s, n[1]*d + ty*s
}

// Affine maps map millimetres to image pixels: px = A[0]*x + A[1]*y + A[2],
// py = A[3]*x + A[4]*y + A[5] (the calibration of maps.Scan).
type Affine [6]float64

// Apply returns the pixel position of millimetre point (x, y).
func (a Affine) Apply(x, y float64) (float64, float64) {
	return a[0]*x + a[1]*y + a[2], a[3]*x + a[4]*y + a[5]
}

// Then returns the affine that applies a, then b.
func (a Affine) Then(b Affine) Affine {
	return Affine{
		b[0]*a[0] + b[1]*a[3], b[0]*a[1] + b[1]*a[4], b[0]*a[2] + b[1]*a[5] + b[2],
		b[3]*a[0] + b[4]*a[3], b[3]*a[1] + b[4]*a[4], b[3]*a[2] + b[4]*a[5] + b[5],
	}
}

// Invert returns the inverse of a; false if a is singular.
func (a Affine) Invert() (Affine, bool) {
	det := a[0]*a[4] - a[1]*a[3]
	if det == 0 || math.IsNaN(det) || math.IsInf(det, 0) {
		return Affine{}, false
	}
	i0, i1, i3, i4 := a[4]/det, -a[1]/det, -a[3]/det, a[0]/det
	return Affine{i0, i1, -(i0*a[2] + i1*a[5]), i3, i4, -(i3*a[2] + i4*a[5])}, true
}

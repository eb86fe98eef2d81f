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

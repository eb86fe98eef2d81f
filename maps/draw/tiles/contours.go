package tiles

import (
	"image"
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Contour line geometry, in hex radii, and the most lines drawn on one side.
const (
	contourSpacing = 0.075 // between two lines on one side
	contourInset   = 0.12  // each line stops short of the side's corners
	contourMax     = 6
	contourMinPx   = 4.0 // smallest hex radius, in pixels, with contour lines
)

// contours draws, on every side between hexes of different elevation, one
// line per level crossed, parallel to the side and spread across it.
func (f *frame) contours() {
	if f.scale < contourMinPx {
		return
	}
	g := f.ix.grid
	dirs := g.Directions()
	w := max(0.8, 0.03*f.scale)
	clip := f.dst.Bounds()
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		for _, d := range dirs[:3] {
			n, on := f.ix.cellOn(g.Neighbor(o, d))
			if !on || n.elev == c.elev {
				continue
			}
			k := min(int(math.Abs(float64(n.elev-c.elev))), contourMax)
			x0, y0, x1, y1 := f.l.SideSegment(hexgrid.Hexside{Hex: o, Dir: d})
			f.contourLines(clip, x0, y0, x1, y1, k, w)
		}
	})
}

// contourLines draws k lines parallel to the side (x0,y0)-(x1,y1), centred
// on it.
func (f *frame) contourLines(clip image.Rectangle, x0, y0, x1, y1 float64, k int, w float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	nx, ny := -uy, ux
	in := contourInset * f.scale
	sp := max(1.6, contourSpacing*f.scale)
	for i := range k {
		off := (float64(i) - float64(k-1)/2) * sp
		ax, ay := x0+ux*in+nx*off, y0+uy*in+ny*off
		bx, by := x1-ux*in+nx*off, y1-uy*in+ny*off
		thinLine(f.dst, clip, ax, ay, bx, by, w, contourColor)
	}
}

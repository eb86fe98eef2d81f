package draw

import "github.com/sandtable/sandtable/maps/hexgrid"

// Contour line geometry, in hex radii, and the most lines on one side.
const (
	contourSpacing = 0.07  // between two lines of one side
	contourInset   = 0.15  // each line stops short of the side's corners
	contourWidth   = 0.025 // line width
	contourMax     = 6
)

// contours draws contour lines along hexsides: where the map gives a side's
// contour counts ([near, far]), near lines on the naming hex's side of it and
// far lines beyond; elsewhere, between two hexes of different elevation, one
// line per level crossed, centred on the side.
func (d *drawing) contours() {
	g := d.geo.Grid
	st := Stroke{Color: ContourColor, Width: contourWidth * d.r, Cap: CapRound}
	d.eachHex(func(o hexgrid.Offset) {
		e := d.ix.Elevation(o)
		for i, dir := range g.Directions() {
			n := g.Neighbor(o, dir)
			if i >= 3 && d.drawn.has(n) {
				continue
			}
			if k, ok := d.explicitContours(o, dir); ok {
				if d.ix.OnMap(n) {
					s := g.Side(o, dir)
					d.contourSet(s, k[0], 1, st)
					d.contourSet(s, k[1], -1, st)
				}
				continue
			}
			diff := e - d.ix.Elevation(n)
			if k := min(max(diff, -diff), contourMax); k > 0 && d.ix.OnMap(n) {
				d.contourSet(hexgrid.Hexside{Hex: o, Dir: dir}, k, 0, st)
			}
		}
	})
}

// explicitContours returns the contour counts the map gives for the side of
// hex o in direction dir; false when it gives none.
func (d *drawing) explicitContours(o hexgrid.Offset, dir hexgrid.Direction) ([2]int, bool) {
	if !d.ix.contours {
		return [2]int{}, false
	}
	hs, ok := d.ix.Side(hexgrid.Hexside{Hex: o, Dir: dir})
	if !ok || hs.Contours == nil {
		return [2]int{}, false
	}
	return *hs.Contours, true
}

// contourSet draws k lines parallel to side s: centred on it when toward is
// 0, else spread into s.Hex (toward 1) or away from it (toward -1).
func (d *drawing) contourSet(s hexgrid.Hexside, k, toward int, st Stroke) {
	k = min(k, contourMax)
	if k <= 0 {
		return
	}
	a, b := d.side(s)
	ux, uy := unitVector(a, b)
	c := d.p.Center(s.Hex)
	mid := lerpPoint(a, b, 0.5)
	// n points from the side towards s.Hex's centre.
	nx, ny := unitVector(mid, c)
	in, sp := contourInset*d.r, contourSpacing*d.r
	for i := range k {
		off := (float64(i) - float64(k-1)/2) * sp
		if toward != 0 {
			off = float64(toward) * (float64(i) + 0.6) * sp
		}
		d.line(st,
			Point{a.X + ux*in + nx*off, a.Y + uy*in + ny*off},
			Point{b.X - ux*in + nx*off, b.Y - uy*in + ny*off})
	}
}

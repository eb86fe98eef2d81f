package mapview

import (
	"math"

	"fyne.io/fyne/v2"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// SideAt returns the side of p's hex nearest p (false off the map): any
// click inside a hex picks one of its sides, the one it is closest to.
func (m *MapView) SideAt(p Point) (hexgrid.Hexside, bool) {
	if !p.OnMap {
		return hexgrid.Hexside{}, false
	}
	cx, cy := m.scene.HexCenter(m.Scale(), p.Hex)
	g := m.doc.Geometry().Grid
	best, bestD := hexgrid.Direction(0), math.Inf(1)
	for _, d := range g.Directions() {
		nx, ny := m.scene.HexCenter(m.Scale(), g.Neighbor(p.Hex, d))
		if dd := math.Hypot(p.X-(cx+nx)/2, p.Y-(cy+ny)/2); dd < bestD {
			best, bestD = d, dd
		}
	}
	return g.Side(p.Hex, best), true
}

// SidePosition returns the position of the middle of side s relative to the
// view, in Fyne units.
func (m *MapView) SidePosition(s hexgrid.Hexside) fyne.Position {
	a, b := m.doc.Geometry().Grid.SideHexes(s)
	pa, pb := m.HexPosition(a), m.HexPosition(b)
	return fyne.NewPos((pa.X+pb.X)/2, (pa.Y+pb.Y)/2)
}

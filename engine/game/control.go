package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// takeControl records that the unit occupies or passes through the hex:
// units of the system's control classes make their side the last to pass
// through it (seq 0 at setup, the next counter value during play).
func (g *Game) takeControl(u *Unit, o hexgrid.Offset, seq int) {
	if !slices.Contains(g.Board.Sys.ControlClasses, u.Class) {
		return
	}
	g.putControl(o, Pass{Side: u.Side, Seq: seq})
}

// passThrough records a controlling pass during play.
func (g *Game) passThrough(u *Unit, o hexgrid.Offset) {
	if slices.Contains(g.Board.Sys.ControlClasses, u.Class) {
		g.st.Seq++
		g.takeControl(u, o, g.st.Seq)
	}
}

// occupants returns the sides whose control-class units occupy the hex.
func (g *Game) occupants(o hexgrid.Offset) []string {
	var sides []string
	for _, u := range g.st.Units.All() {
		if !u.InPlay() || !slices.Contains(g.Board.Sys.ControlClasses, u.Class) {
			continue
		}
		if slices.Contains(u.hexes(), o) && !slices.Contains(sides, u.Side) {
			sides = append(sides, u.Side)
		}
	}
	return sides
}

// Control returns the side that controls a hex: the one whose units occupy
// it, or else the last to occupy or pass through it ("occupies or was the
// last to pass through", ITW BB 30.2 victory, SH L12). "" when nobody has,
// or when both sides occupy it.
func (g *Game) Control(o hexgrid.Offset) string {
	switch occ := g.occupants(o); len(occ) {
	case 1:
		return occ[0]
	case 0:
		return g.st.Control.At(o).Side
	}
	return ""
}

// Occupier returns the side whose control-class units occupy the hex ("" for
// none or both).
func (g *Game) Occupier(o hexgrid.Offset) string {
	if occ := g.occupants(o); len(occ) == 1 {
		return occ[0]
	}
	return ""
}

// AreaControl returns the side that controls a named map area: the side that
// occupies any of its hexes (boundary included), nobody if both do, else the
// last side to pass through any of them (ITW BB 30.1 field control, EN
// L1441-1451).
func (g *Game) AreaControl(area string) string {
	return g.GroupControl(g.Board.AreaHexes(area))
}

package game

import (
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// isFerry reports whether the hex is a river ferry hex of the system.
func (g *Game) isFerry(o hexgrid.Offset) bool {
	f := g.Board.Sys.Ferry
	return f != nil && g.Board.TerrainID(o) == f.Terrain
}

// usesFerry: the ferry rules bind units that are not confined to special
// terrain (gunboats sail the river, SH L10).
func (g *Game) usesFerry(m mover) bool {
	return len(m.only) == 0 && g.Board.Sys.Ferry != nil
}

// ferryBanks returns the bank hexes of a ferry hex marked by the map's
// ferry symbol: the other hexes of a map area whose id starts with the rule's
// prefix and that holds the ferry hex. Nil when the map marks none.
func (g *Game) ferryBanks(ferry hexgrid.Offset) []hexgrid.Offset {
	f := g.Board.Sys.Ferry
	for _, a := range g.Board.Map.Areas {
		hexes := g.Board.AreaHexes(a.ID)
		if strings.HasPrefix(a.ID, f.AreaPrefix) && slices.Contains(hexes, ferry) {
			return slices.DeleteFunc(slices.Clone(hexes), func(o hexgrid.Offset) bool { return o == ferry })
		}
	}
	return nil
}

// checkFerry decides whether a unit may cross the ferry hex from bank hex
// from to bank hex to (SH L11): only the rule's sides, only westward (east
// bank in, west bank out), only through the hexes the ferry symbol marks,
// and not while an enemy unit holds either bank hex. A move may not end in
// the ferry hex (to == nil).
func (g *Game) checkFerry(u *Unit, occ occupancy, from, ferry hexgrid.Offset, to *hexgrid.Offset) error {
	f := g.Board.Sys.Ferry
	if !slices.Contains(f.Sides, u.Side) {
		return refusef("only %s units may use the river ferry (%s)", strings.Join(f.Sides, ", "), f.Rule)
	}
	if to == nil {
		return refusef("%s may not end its move in the river ferry hex %s (%s)", g.unitName(u.ID), g.Name(ferry), f.Rule)
	}
	if f.West && (!g.Board.eastOf(from, ferry) || !g.Board.eastOf(ferry, *to)) {
		return refusef("the river ferry crosses only from east to west (%s)", f.Rule)
	}
	banks := g.ferryBanks(ferry)
	if banks == nil {
		banks = []hexgrid.Offset{from, *to}
	}
	if !slices.Contains(banks, from) || !slices.Contains(banks, *to) {
		return refusef("the river ferry at %s is entered and left only through the hexes of its symbol (%s)", g.Name(ferry), f.Rule)
	}
	for _, b := range banks {
		if occ.enemy(b, u.Side) {
			return refusef("the river ferry at %s is closed: enemy units hold %s (%s)", g.Name(ferry), g.Name(b), f.Rule)
		}
	}
	return nil
}

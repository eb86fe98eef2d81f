package game

import (
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// mpEpsilon absorbs float rounding when comparing MP totals.
const mpEpsilon = 1e-9

// moverOf returns what the TEC needs to know of a unit: its class, move
// column, terrain confinement and whether it is under March orders.
func (g *Game) moverOf(u *Unit) mover {
	m := mover{class: u.Class, side: u.Side, march: u.Orders == "march"}
	if c := g.Board.Ruleset.Class(u.Class); c != nil {
		m.column, m.only = c.MoveColumn, c.OnlyTerrain
	}
	return m
}

// allowance returns a unit's movement allowance in MP: the move's own
// value, else its scenario setup entry's "ma", else its OOB "ma", else the
// ruleset's allowance for its class (unit class "ma" or "unlimitedMove").
func (g *Game) allowance(u *Unit, override *float64) float64 {
	if override != nil {
		return *override
	}
	for _, st := range g.Scenario.Setup {
		if st.Unit == u.ID && st.MA != nil {
			return *st.MA
		}
	}
	if ou := g.OOB.Unit(u.ID); ou != nil && ou.MA != nil {
		return *ou.MA
	}
	return defaultMA(g.Board.Ruleset, u.Class)
}

// occupancy maps each hex holding units on the map to the sides present.
type occupancy map[hexgrid.Offset][]string

func (g *Game) occupancy() occupancy {
	occ := make(occupancy, g.st.Units.Len())
	// The first side in each hex is a one-element window on one shared
	// array (capped, so a second side copies it out): one allocation, not
	// one a hex.
	first := make([]string, 0, g.st.Units.Len())
	for _, u := range g.st.Units.All() {
		if !u.InPlay() || g.Board.Ruleset.IsMarker(u.Class) {
			continue // markers hold no hex against the enemy (HSN L694)
		}
		for _, h := range u.hexes() {
			switch cur := occ[h]; {
			case len(cur) == 0:
				first = append(first, u.Side)
				n := len(first)
				occ[h] = first[n-1 : n : n]
			case !slices.Contains(cur, u.Side):
				occ[h] = append(cur, u.Side)
			}
		}
	}
	return occ
}

// enemy reports whether a side other than side has units in the hex.
func (occ occupancy) enemy(o hexgrid.Offset, side string) bool {
	for _, s := range occ[o] {
		if s != side {
			return true
		}
	}
	return false
}

// enemyAdjacent reports whether an enemy unit stands next to the hex.
func (g *Game) enemyAdjacent(occ occupancy, o hexgrid.Offset, side string) bool {
	for _, n := range g.Board.Geo.Grid.Neighbors(o) {
		if occ.enemy(n, side) {
			return true
		}
	}
	return false
}

// playArea returns the playing area at the current turn (nil: the whole
// map); see [Game.playAreaAt].
func (g *Game) playArea() engine.HexSet { return g.playAreaAt(g.st.Clock.Turn) }

// playAreaAt returns the playing area at the turn with index turn (nil: the
// whole map): the scenario's playArea, replaced by each playAreaFrom whose
// turn has come.
func (g *Game) playAreaAt(turn int) engine.HexSet {
	region, key := g.Scenario.PlayArea, "play"
	for i, ch := range g.Scenario.PlayAreaFrom {
		if g.Scenario.TurnIndex(ch.Turn) <= turn {
			r := ch.Region
			region, key = &r, "play-"+strconv.Itoa(i)
		}
	}
	if region == nil {
		return nil
	}
	hs, err := g.region(key, *region)
	if err != nil {
		return nil
	}
	return hs
}

// inPlayArea reports whether the hex is on the map and in the playing area.
func (g *Game) inPlayArea(area engine.HexSet, o hexgrid.Offset) bool {
	return g.Board.OnMap(o) && (area == nil || area.Has(o))
}

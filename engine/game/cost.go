package game

import (
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// mover is what the terrain effects chart needs to know of a moving unit.
type mover struct {
	class  string
	side   string   // the unit's side, for side-only crossings (HSN 10.0)
	column string   // the TEC column (ruleset unitClasses[].moveColumn)
	only   []string // terrains the class is confined to (gunboats)
	march  bool     // under March orders: bracketed TEC values apply
}

// step is the cost of moving from one hex into an adjacent one.
type step struct {
	mp       float64 // MP
	ok       bool
	why      string // why the step is prohibited, when !ok
	disorder string // "check" (TEC d) or "auto" (TEC D), "" for none
	road     bool   // along a road (ITW BB 9.43): no terrain Disorder, no Marsh UDD
	lane     bool   // along a farm lane (ITW BB 9.43)
}

func refused(why string) step { return step{why: why} }

// stepCost returns the MP a unit pays to move from a into the adjacent hex c
// by the terrain effects chart: the cheapest of moving off any path and of
// moving along each map path that joins the two hexes (ITW BB 9.43, 9.44 and
// TEC IT L4154-4360). Units confined to some terrains (gunboats) pay 1 per
// hex there and may not enter other hexes (ITW BB 14.72-14.73, SH L10).
func (b *Board) stepCost(m mover, a, c hexgrid.Offset) step {
	if len(m.only) > 0 {
		if slices.Contains(m.only, b.TerrainID(c)) {
			return step{mp: 1, ok: true}
		}
		return refused(m.class + " may enter only " + strings.Join(m.only, " or ") + " hexes")
	}
	if m.column == "" {
		return refused("class " + m.class + " has no movement column in the ruleset")
	}
	best := b.offPathCost(m, a, c)
	for _, pt := range b.PathsBetween(a, c) {
		s := b.pathCost(m, pt, a, c)
		if s.ok && (!best.ok || s.mp < best.mp || s.mp == best.mp && best.disorder != "") {
			best = s
		}
	}
	return best
}

// offPathCost is the in-hex terrain cost of c plus the hexside costs
// crossed from a (TEC: hexside rows are added to the hex cost).
func (b *Board) offPathCost(m mover, a, c hexgrid.Offset) step {
	x := b.crossing(a, c, m, false)
	if x.prohibited != "" {
		return refused(x.prohibited)
	}
	hex := b.hexCost(m.column, a, c, x.types)
	if !hex.ok {
		return hex
	}
	side := b.sideCost(m, m.column, x.types)
	if !side.ok {
		return side
	}
	s := step{mp: hex.mp + side.mp, ok: true, disorder: worse(hex.disorder, side.disorder)}
	if x.autoDisorder {
		s.disorder = "auto"
	}
	return s
}

// hexCost is the TEC cost of entering hex c from a in a move column:
//   - a Field Boundary entered from anything but a Field hex or a boundary
//     hex of the same field pays its second value (TEC note d, ITW BB 9.44
//     EN L387-390);
//   - Sloping Ground adds its cost to its base terrain unless the move
//     crosses one of the hexsides that cancel it (TEC note j, EN L453-459);
//   - "other terrain in hex" types (camps, HQs) pay the map's default
//     terrain;
//   - a cell the seeds leave unset costs the system's UnsetMP.
func (b *Board) hexCost(column string, a, c hexgrid.Offset, crossed []string) step {
	t := b.Terrain(c)
	if t != nil && t.OtherTerrainInHex {
		t = b.terrainType(b.defaultTerrain)
	}
	if t == nil {
		return step{mp: b.Sys.UnsetCost(), ok: true}
	}
	cell, ok := t.Cost[column]
	if !ok || cell.Unset {
		return step{mp: b.Sys.UnsetCost(), ok: true}
	}
	if cell.Prohibited {
		return refused(t.ID + " is prohibited to " + column + " units (TEC P)")
	}
	mp := b.mpOf(cell)
	if cell.FromOther != nil && !b.fromSameField(a, c) {
		mp = b.mpOf(*cell.FromOther)
	}
	disorder := cell.Disorder
	if t.Base != "" {
		base := b.hexCostOf(t.Base, column)
		if !base.ok {
			return base
		}
		if cancelsSlopingGround(t, crossed) {
			return base
		}
		return step{mp: base.mp + mp, ok: true, disorder: worse(base.disorder, disorder)}
	}
	return step{mp: mp, ok: true, disorder: disorder}
}

// hexCostOf is the plain cost of a terrain id in a column (Sloping
// Ground's base terrain).
func (b *Board) hexCostOf(terrain, column string) step {
	t := b.terrainType(terrain)
	if t == nil {
		return step{mp: b.Sys.UnsetCost(), ok: true}
	}
	cell, ok := t.Cost[column]
	switch {
	case !ok || cell.Unset:
		return step{mp: b.Sys.UnsetCost(), ok: true}
	case cell.Prohibited:
		return refused(terrain + " is prohibited to " + column + " units (TEC P)")
	}
	return step{mp: b.mpOf(cell), ok: true, disorder: cell.Disorder}
}

func cancelsSlopingGround(t *engine.TerrainType, crossed []string) bool {
	for _, x := range crossed {
		if slices.Contains(t.IgnoredAfterHexsides, x) {
			return true
		}
	}
	return false
}

// fromSameField: entering c from a Field hex, or from a boundary hex of the
// same field (TEC note d).
func (b *Board) fromSameField(a, c hexgrid.Offset) bool {
	from := b.TerrainID(a)
	return from == b.Sys.FieldTerrain && from != "" || from == b.TerrainID(c) && b.SameField(a, c)
}

// sideCost adds the TEC hexside rows crossed, in one move column.
func (b *Board) sideCost(m mover, column string, types []string) step {
	s := step{ok: true}
	for _, id := range types {
		ht := b.hexsideType(id)
		if ht == nil {
			continue
		}
		cell, ok := ht.Cost[column]
		if !ok || cell.Unset {
			continue
		}
		if cell.Prohibited {
			return refused("crossing a " + id + " hexside is prohibited to " + column + " units (TEC P)")
		}
		s.mp += b.marchOr(cell, m.march)
		s.disorder = worse(s.disorder, cell.Disorder)
	}
	return s
}

// mpOf returns a cell's MP (UnsetMP when it has none).
func (b *Board) mpOf(c engine.Cost) float64 {
	if c.MP == nil {
		return b.Sys.UnsetCost()
	}
	return *c.MP
}

// marchOr returns the bracketed March-order value of a cell for units under
// March orders (TEC note m), else its MP.
func (b *Board) marchOr(c engine.Cost, march bool) float64 {
	if march && c.March != nil {
		return *c.March
	}
	return b.mpOf(c)
}

// worse returns the stronger of two TEC disorder marks: auto over check
// over none.
func worse(a, c string) string {
	if disorderRank(c) > disorderRank(a) {
		return c
	}
	return a
}

func disorderRank(d string) int {
	switch d {
	case "auto":
		return 2
	case "check":
		return 1
	}
	return 0
}

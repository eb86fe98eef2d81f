package game

import (
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// pathCost is the cost of moving from a to c along a map path of type pt
// (the two hexes consecutive on the path). A path type whose cell halves
// the other costs is a farm lane; any other is a road. A unit whose column
// has no cell for the path type cannot use it.
func (b *Board) pathCost(m mover, pt *engine.PathType, a, c hexgrid.Offset) step {
	cell, ok := pt.ClassCost[m.class]
	if !ok {
		cell, ok = pt.Cost[m.column]
	}
	if !ok || cell.Prohibited || cell.Unset {
		return refused(m.column + " units cannot use a " + pt.ID)
	}
	if cell.Half {
		return b.laneCost(m, cell, a, c)
	}
	return b.roadCost(m, pt, cell, a, c)
}

// roadCost: a road costs its own MP per hex ([½] under March orders) and
// ignores the in-hex terrain and the hexside types its type lists; other
// hexsides (bridges, creeks) are still paid, and no terrain Disorder applies
// (ITW BB 9.43 EN L308-311; TEC Road IT L4278-4281, note m). A terrain that
// is prohibited and not ignored (river) stays prohibited.
func (b *Board) roadCost(m mover, pt *engine.PathType, cell engine.Cost, a, c hexgrid.Offset) step {
	t := b.Terrain(c)
	if t != nil && !slices.Contains(pt.Ignores, t.ID) && t.Cost[m.column].Prohibited {
		return refused(t.ID + " is prohibited to " + m.column + " units (TEC P)")
	}
	x := b.crossing(a, c, m, false)
	var paid []string
	for _, id := range x.types {
		if !slices.Contains(pt.Ignores, id) {
			paid = append(paid, id)
		}
	}
	side := b.sideCost(m, m.column, paid)
	if !side.ok {
		return side
	}
	return step{mp: b.marchOr(cell, m.march) + side.mp, ok: true, road: true}
}

// laneCost: a farm lane costs half the non-lane cost of the hex entered
// (in-hex terrain plus hexsides), at least the cell's minimum (1 MP), with
// no terrain Disorder; a stream crossed on a lane is a ford (ITW BB 9.43
// EN L312-315; TEC Sentiero IT L4284, notes n and o). Where a cost is
// prohibited to the unit's column, the system's fallback column is paid
// unhalved and the unit Disorders (artillery through Marsh or across a Steep
// Slope pays the cavalry cost, EN L320-331).
func (b *Board) laneCost(m mover, cell engine.Cost, a, c hexgrid.Offset) step {
	x := b.crossing(a, c, m, true)
	if x.prohibited != "" {
		return refused(x.prohibited)
	}
	var p laneParts
	if !p.add(b.hexCost(m.column, a, c, x.types), b.Sys.LaneFallback[m.column], func(col string) step {
		return b.hexCost(col, a, c, x.types)
	}) {
		return p.bad
	}
	for _, id := range x.types {
		one := []string{id}
		if !p.add(b.sideCost(m, m.column, one), b.Sys.LaneFallback[m.column], func(col string) step {
			return b.sideCost(m, col, one)
		}) {
			return p.bad
		}
	}
	mp := p.halved/2 + p.whole
	if cell.Min != nil && mp < *cell.Min {
		mp = *cell.Min
	}
	return step{mp: mp, ok: true, disorder: p.disorder, lane: true}
}

// laneParts sums the parts of a farm-lane cost: those halved, and those paid
// whole in the fallback column (with automatic Disorder).
type laneParts struct {
	halved, whole float64
	disorder      string
	bad           step
}

// add adds one part: its own cost when allowed, else the fallback column's
// cost unhalved. It reports false (and keeps the refusal) when neither is.
func (p *laneParts) add(own step, fallback string, in func(column string) step) bool {
	if own.ok {
		p.halved += own.mp
		return true
	}
	if fallback == "" {
		p.bad = own
		return false
	}
	fb := in(fallback)
	if !fb.ok {
		p.bad = fb
		return false
	}
	p.whole += fb.mp
	p.disorder = "auto"
	return true
}

package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// entryHex decides where a row enters: the hex the action gives (or the
// only hex of the entry region). A hex of the entry region may not be held
// by the enemy (SH L5; ITW BB 9.72 EN L578-581). A hex of the row's
// alternative region is allowed as such (HSN). Any other hex is a fallback,
// allowed only as [Game.checkFallback] says. It returns the hex and a note
// on how it was chosen.
func (g *Game) entryHex(r int, rf scenarios.Reinforcement, id, side string, occ occupancy) (hexgrid.Offset, string, error) {
	entry, err := g.region(fmt.Sprintf("entry-%d", r), rf.Entry)
	if err != nil {
		return hexgrid.Offset{}, "", refusef("reinforcement row %d: %v", r, err)
	}
	if id == "" {
		if len(entry) != 1 {
			return hexgrid.Offset{}, "", refusef("reinforcement row %d enters at %s: say which hex", r, g.entryText(rf.Entry))
		}
		id = g.Name(entry.Sorted()[0])
	}
	o, err := g.Board.Parse(id)
	if err != nil {
		return o, "", refusef("entry hex: %v", err)
	}
	if occ.enemy(o, side) {
		return o, "", refusef("%s is occupied by the enemy: reinforcements may not enter there (SH L5; ITW BB 9.72)", g.Name(o))
	}
	if entry.Has(o) {
		return o, "", nil
	}
	if rf.Alternative != nil {
		if alt, err := g.region(fmt.Sprintf("alt-%d", r), *rf.Alternative); err == nil && alt.Has(o) {
			return o, " (alternative entry: " + orWord(rf.AlternativeNote, "see the scenario") + ")", nil
		}
	}
	if err := g.checkFallback(r, entry, o, side, occ); err != nil {
		return o, "", err
	}
	return o, " (nearest open map-edge hex: every entry hex is blocked)", nil
}

// blocked reports whether an entry hex cannot take the row: held by the
// enemy, or (where the system says so) next to an enemy unit (ITW BB 9.7).
func (g *Game) blocked(o hexgrid.Offset, side string, occ occupancy) bool {
	return occ.enemy(o, side) || g.Board.Sys.EntryBlockAdjacent && g.enemyAdjacent(occ, o, side)
}

// checkFallback allows entering at hex o instead of the row's entry hexes
// only when every entry hex is blocked and none is a hex without a fallback
// (Pittsburg Landing, ITW BB 9.7), and o is a map-edge hex that is not
// blocked and is as near to the entry hexes as any such hex: the nearest
// map-edge hex (SH L7), the closest hex on either side (ITW BB 9.7).
func (g *Game) checkFallback(r int, entry engine.HexSet, o hexgrid.Offset, side string, occ occupancy) error {
	var names []string
	for _, h := range entry.Sorted() {
		names = append(names, g.Name(h))
		if nf := g.Board.Sys.NoFallbackFeature; nf != "" && g.Board.HasFeature(h, nf) {
			return refusef("%s is not an entry hex of row %d (%s), which has no fallback (ITW BB 9.7)", g.Name(o), r, strings.Join(names, ", "))
		}
	}
	for _, h := range entry.Sorted() {
		if !g.blocked(h, side, occ) {
			return refusef("%s is not an entry hex of row %d, and entry hex %s is open", g.Name(o), r, g.Name(h))
		}
	}
	if !g.Board.OnEdge(o) || g.blocked(o, side, occ) {
		return refusef("%s is not an open map-edge hex to enter at instead of %s", g.Name(o), strings.Join(names, ", "))
	}
	best := math.MaxInt
	for _, h := range g.edgeHexes() {
		if !g.blocked(h, side, occ) {
			best = min(best, g.distanceTo(entry, h))
		}
	}
	if d := g.distanceTo(entry, o); d > best {
		return refusef("%s is %d hexes from the entry hexes; an open map-edge hex %d hexes away must be used (SH L7; ITW BB 9.7)", g.Name(o), d, best)
	}
	return nil
}

// distanceTo is the distance in hexes from o to the nearest hex of the set.
func (g *Game) distanceTo(set engine.HexSet, o hexgrid.Offset) int {
	best := math.MaxInt
	for h := range set {
		best = min(best, g.Board.Geo.Grid.Distance(h, o))
	}
	return best
}

// edgeHexes lists the map-edge hexes (cached).
func (g *Game) edgeHexes() []hexgrid.Offset {
	if g.edge == nil {
		for _, o := range g.Board.Geo.Numbering.All() {
			if g.Board.OnEdge(o) {
				g.edge = append(g.edge, o)
			}
		}
	}
	return g.edge
}

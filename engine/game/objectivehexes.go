package game

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// ObjectiveHexes returns the hexes a control or occupy objective is scored
// over. An objective naming a map area uses the area's hexes while the map
// gives the area any; while the area is still empty (a field the source
// text does not locate, awaiting the printed map) the objective's own
// hexes stand in for it, so a designer can list them in the scenario and
// the objective scores before the map area is painted. An objective without
// an area uses its own hexes. Hex ids that do not parse are left out.
//
// An objective with a region keeps only the hexes inside it (ITW S1: the
// Pittsburg Landing hexes on or north of row Nxx23); a region that does not
// evaluate leaves none.
func (g *Game) ObjectiveHexes(o scenarios.Objective) []hexgrid.Offset {
	hs := g.objectiveHexes(o)
	if o.Region == nil {
		return hs
	}
	in, err := g.region("objective/"+o.ID, *o.Region)
	if err != nil {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(hs), func(h hexgrid.Offset) bool { return !in.Has(h) })
}

// objectiveHexes is the area's hexes, else the objective's own.
func (g *Game) objectiveHexes(o scenarios.Objective) []hexgrid.Offset {
	if o.Area != "" {
		if hs := g.Board.AreaHexes(o.Area); len(hs) > 0 {
			return hs
		}
	}
	var out []hexgrid.Offset
	for _, id := range o.Hexes {
		if h, err := g.Board.Parse(id); err == nil && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// UsesStandIn reports whether an area objective is scored from its own
// hexes because the map area has none yet.
func (g *Game) UsesStandIn(o scenarios.Objective) bool {
	return o.Area != "" && len(g.Board.AreaHexes(o.Area)) == 0 && len(o.Hexes) > 0
}

// areaOrStandIn returns a map area's hexes, or, while the area is empty,
// the stand-in hexes the scenario's objectives give for it (nil when there
// are none).
func (g *Game) areaOrStandIn(id string) []hexgrid.Offset {
	if hs := g.Board.AreaHexes(id); len(hs) > 0 || g.Scenario.Victory == nil {
		return hs
	}
	var out []hexgrid.Offset
	for _, o := range g.Scenario.Victory.Objectives {
		if o.Area != id {
			continue
		}
		for _, h := range g.ObjectiveHexes(o) {
			if !slices.Contains(out, h) {
				out = append(out, h)
			}
		}
	}
	return out
}

// GroupControl returns the side that controls a group of hexes taken as
// one place: the side occupying any of them, nobody if both sides do, else
// the last side to pass through any of them ("" for nobody).
func (g *Game) GroupControl(hexes []hexgrid.Offset) string {
	var occ []string
	last := Pass{}
	for _, o := range hexes {
		for _, s := range g.occupants(o) {
			if !slices.Contains(occ, s) {
				occ = append(occ, s)
			}
		}
		if p, ok := g.st.Control.Get(o); ok && (last.Side == "" || p.Seq > last.Seq) {
			last = p
		}
	}
	switch len(occ) {
	case 1:
		return occ[0]
	case 0:
		return last.Side
	}
	return ""
}

package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// startOr is the area's controller, or, while no unit has occupied or
// passed through any of its hexes, the side the scenario gives it at the
// start (victory.startControl). An area the map gives no hex yet (a field
// awaiting the printed map) can show no unit in it, so it keeps its start
// control: "the game begins with Union control of all fields" (ITW BB
// 30.1, EN L1443) holds for it until the designer draws its hexes.
func (g *Game) startOr(area string, hs []hexgrid.Offset, ctrl string) string {
	v := g.Scenario.Victory
	if ctrl != "" || area == "" || v == nil || len(v.StartControl) == 0 {
		return ctrl
	}
	for _, h := range hs {
		if _, passed := g.st.Control.Get(h); passed || len(g.occupants(h)) > 0 {
			return ctrl
		}
	}
	for _, side := range sortedKeys(v.StartControl) {
		if slices.Contains(v.StartControl[side], area) {
			return side
		}
	}
	return ctrl
}

// maintained is the frozen control of a must-keep objective, less every
// place an enemy unit of a control class entered after the deadline turn
// or holds now (ITW BB 30.4 "maintain that control till the end").
func (g *Game) maintained(o scenarios.Objective, frozen []string) []string {
	out := slices.Clone(frozen)
	by := g.Scenario.TurnIndex(o.By)
	live := g.liveControllers(o)
	hs := g.ObjectiveHexes(o)
	trail := g.trail()
	for i, side := range out {
		if side == "" {
			continue
		}
		place := hs
		if o.Type != scenarios.ObjectiveControlArea && i < len(hs) {
			place = hs[i : i+1]
		}
		if i < len(live) && live[i] != side && live[i] != "" {
			out[i] = ""
			continue
		}
		for _, p := range trail {
			if p.turn <= by || !slices.Contains(place, p.hex) {
				continue
			}
			u := g.unit(p.unit)
			if p.manual && p.side != side || u != nil && u.Side != side && slices.Contains(g.Board.Sys.ControlClasses, u.Class) {
				out[i] = ""
				break
			}
		}
	}
	return out
}

// evalEntered: an occupy objective met by entering: the hexes a counted
// unit of the side entered in any turn up to its By (HSN L589: "enters
// Franklin on Turn 1").
func (g *Game) evalEntered(o scenarios.Objective, vp int, os *ObjectiveScore) {
	hs := g.ObjectiveHexes(o)
	last := g.lastTurn()
	if o.By != "" {
		last = g.Scenario.TurnIndex(o.By)
	}
	f := filterOf(o, o.Side, o.Class == "")
	var hit []hexgrid.Offset
	for _, p := range g.trail() {
		u := g.unit(p.unit)
		if p.turn < 0 || p.turn > last || u == nil || !g.matches(u, f) || !slices.Contains(hs, p.hex) || slices.Contains(hit, p.hex) {
			continue
		}
		hit = append(hit, p.hex)
	}
	n := len(hit)
	os.Met, os.Count = n >= countOr(o.Count, 1), n
	os.VP = vp * n
	os.Detail = fmt.Sprintf("%s units entered %d of %d hexes", o.Side, n, len(hs))
}

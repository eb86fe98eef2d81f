package game

import (
	"testing"
)

// Markgraf's battery has no horses (ITW BB 14.61, EN L966-970; maxHexes 1
// and noRetreat in the OOB): it moves one hex per activation, and a shock
// result that retreats it abandons it. In Scenario 1 it stands in N6325
// inside the Pittsburg Landing field (its area constraint is overridden
// here to test the hex limit alone).
func TestFixedBatteryOneHexAndNoRetreat(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	// Alerted by hand: a unit in Reserve is not activated (IT L4444-4446).
	apply(t, g, Action{Action: ActAdjust, Unit: "u-markgraf-bty", RemoveStatus: []string{"reserve"}})
	u := g.unit("u-markgraf-bty")
	grid := g.Board.Geo.Grid
	n := grid.Neighbors(u.Hex)[0]
	two := grid.Neighbors(n)[0]
	if two == u.Hex || grid.Distance(u.Hex, two) != 2 {
		two = grid.Neighbors(n)[3]
	}
	refuse(t, g, Action{Unit: u.ID, Path: []string{g.Name(n), g.Name(two)}, Override: "test"}, "moves at most 1 hex(es) per activation")
	apply(t, g, Action{Unit: u.ID, Path: []string{g.Name(n)}, Override: "test"})
	u = g.unit(u.ID) // a refused action puts back a copy of the state
	refuse(t, g, Action{Unit: u.ID, Path: []string{g.Name(two)}, Override: "test"}, "moves at most 1 hex(es) per activation")

	// A Confederate regiment shocks it; a 6 on the d10 is a retreat for
	// any modifiers here, and the battery is abandoned instead.
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	u = g.unit(u.ID)
	at := grid.Neighbors(u.Hex)[0]
	ten, four := 10, 4
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: g.Name(at), Strength: &ten})
	apply(t, g, Action{Action: ActAdjust, Unit: u.ID, Strength: &four})
	e := apply(t, g, Action{Action: ActShock, Unit: "c-7-ar", Target: g.Name(u.Hex), Result: []int{6}})
	if len(events(e, "abandoned")) != 1 || g.unit(u.ID).Where != Removed {
		t.Errorf("Markgraf not abandoned on a retreat result: %+v", e.Events)
	}
}

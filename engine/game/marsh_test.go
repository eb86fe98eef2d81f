package game

import "testing"

// Marsh and Marsh-Stream (ITW BB 9.44, EN L463-529; TEC Palude-Ruscello 4 d
// for foot, IT L4226-4229, note f). The fixture's S2410 and S2509 are two of
// the three Marsh-Stream hexes on Shiloh Branch; 2 AR stands in S2412.

// csaTurn hands the first activation (Union) over to the Confederates.
func csaTurn(t *testing.T, g *Game) {
	t.Helper()
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
}

func TestMarshExitNeedsUDD(t *testing.T) {
	g := newGame(t, tecPath)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-2-ar", Hex: "S2410"})
	csaTurn(t, g)
	e := apply(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411"}})
	udd := events(e, "udd-required")
	if len(udd) != 1 || udd[0].Hex != "S2410" || len(udd[0].Rolls) != 1 {
		t.Fatalf("leaving S2410 must log one UDD with a die: %+v", e.Events)
	}
	if u, _ := g.Unit("c-2-ar"); u.HasStatus("disordered") {
		t.Fatal("no result given, yet the unit Disordered")
	}
}

// A good-order unit failing the exit UDD Disorders and goes on; a
// Disordered one stays in the Marsh, finished for the activation.
func TestMarshExitFailure(t *testing.T) {
	g := newGame(t, tecPath)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-2-ar", Hex: "S2410"})
	csaTurn(t, g)
	apply(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411"}, UDD: []string{"fail"}})
	if u, _ := g.Unit("c-2-ar"); !u.HasStatus("disordered") || g.Name(u.Hex) != "S2411" {
		t.Fatalf("good order failing: %s %v", g.Name(u.Hex), u.Status)
	}

	apply(t, g, Action{Action: ActAdjust, Unit: "c-2-ar", Hex: "S2410"})
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	e := apply(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411", "S2412"}, UDD: []string{"fail"}})
	if at(t, g, "c-2-ar") != "S2410" || len(events(e, "halted")) != 1 {
		t.Fatalf("a Disordered unit failing stays in S2410; it is in %s: %+v", at(t, g, "c-2-ar"), e.Events)
	}
	refuse(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411"}}, "finished moving")
}

// Entering Marsh-Stream calls for a UDD (TEC d); going straight from one
// Marsh hex to another takes one UDD for both (EN L510-513).
func TestMarshEntryAndMarshToMarsh(t *testing.T) {
	g := newGame(t, tecPath)
	csaTurn(t, g)
	e := apply(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411", "S2410"}})
	if n := len(events(e, "udd-required")); n != 1 || e.MP != 5.5 {
		t.Fatalf("entering S2410: %d UDDs for %g MP, want 1 UDD for 1½ + 4 MP", n, e.MP)
	}
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	e = apply(t, g, Action{Unit: "c-2-ar", Path: []string{"S2509"}})
	if n := len(events(e, "udd-required")); n != 1 {
		t.Fatalf("Marsh to Marsh: %d UDDs, want 1: %+v", n, e.Events)
	}
}

// An extended unit entering Marsh off a road retracts into it, Disorders and
// stops (EN L524-529).
func TestExtendedUnitRetractsInMarsh(t *testing.T) {
	g := newGame(t, tecPath)
	csaTurn(t, g)
	apply(t, g, Action{Unit: "c-2-ar", ExtendedTo: "S2413", Extension: "line"})
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	refuse(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411", "S2410", "S2409"}}, "retracted into the Marsh hex S2410")
	e := apply(t, g, Action{Unit: "c-2-ar", Path: []string{"S2411", "S2410"}})
	u, _ := g.Unit("c-2-ar")
	if u.Extended != nil || !u.HasStatus("disordered") || len(events(e, "retracted")) != 1 {
		t.Fatalf("after entering S2410: extended %v, status %v, events %+v", u.Extended, u.Status, e.Events)
	}
}

package game

import (
	"strings"
	"testing"
)

func spent(t *testing.T, g *Game, unit string) float64 {
	t.Helper()
	u, _ := g.Unit(unit)
	return u.MPSpent
}

// ITW S1 Union chart notes (EN L1724-1733): arrival order letters A before
// B; units disembarking at Pittsburg Landing pay 1 MP more than the hex
// (infantry 2 MP in a field hex) and each further stack in the same landing
// hex and activation 1 MP more again.
func TestDisembarkAndArrivalOrder(t *testing.T) {
	g := newGame(t, tecPath)
	if n := len(g.Arrivals()); n != 3 {
		t.Fatalf("%d rows due at 8 AM, want 3", n)
	}
	refuse(t, g, Action{Action: ActEnter, Row: ip(0)}, "say which hex")
	apply(t, g, Action{Action: ActEnter, Row: ip(0), Hex: "N6420"})
	if mp := spent(t, g, "u-15-ia"); mp != 2 {
		t.Errorf("15 IA paid %g MP to disembark at N6420, want 1 + 1", mp)
	}
	refuse(t, g, Action{Action: ActEnter, Units: []string{"u-6-oh"}, Hex: "N6423"}, "row 2 (order A) must enter or be held back before row 1 (order B)")
	// 15 IA and 24 OH are of different brigades: the second stack lands
	// only once the first has left (stacking chart, IT L4658-4660).
	refuse(t, g, Action{Action: ActEnter, Row: ip(2), Hex: "N6420"}, "2 infantry units of more than one brigade")
	apply(t, g, Action{Unit: "u-15-ia", Path: []string{"N6421"}})
	apply(t, g, Action{Action: ActEnter, Row: ip(2), Hex: "N6420"})
	if mp := spent(t, g, "u-24-oh"); mp != 3 {
		t.Errorf("24 OH, the second stack at N6420, paid %g MP, want 1 + 1 + 1", mp)
	}
	apply(t, g, Action{Action: ActEnter, Row: ip(1), Hex: "N6423"})
	if mp := spent(t, g, "u-6-oh"); mp != 2 {
		t.Errorf("6 OH, the first stack at N6423, paid %g MP, want 2", mp)
	}
	if n := len(g.Arrivals()); n != 0 {
		t.Errorf("%d rows still due after all entered", n)
	}
	refuse(t, g, Action{Action: ActEnter, Row: ip(1)}, "no unit left to enter")
}

// A row held back lets the next letter in (ITW BB 9.7 deferral).
func TestDelayedRowLetsTheNextIn(t *testing.T) {
	g := newGame(t, tecPath)
	apply(t, g, Action{Action: ActEnter, Row: ip(2), Delay: true})
	apply(t, g, Action{Action: ActEnter, Row: ip(1), Hex: "N6423"})
	if u, _ := g.Unit("u-6-oh"); u.Where != OnMap {
		t.Fatalf("6 OH is %s", u.Where)
	}
}

// HSN arrival sets (HSN 13.0): the move file says which set arrives, not
// before its earliest turn, lowest set first, in the entry hexes 0110-0114
// or the alternative 0101-0109.
func TestHSNArrivalSets(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	refuse(t, g, Action{Action: ActEnter, Set: ip(1), Hex: "0112"}, "not due before t2")
	apply(t, g, Action{Action: ActNextTurn, Side: "csa"})
	refuse(t, g, Action{Action: ActEnter, Set: ip(2), Hex: "0112"}, "arrival set 1 has not arrived yet")
	e := apply(t, g, Action{Action: ActEnter, Set: ip(1), Hex: "0112"})
	if n := len(events(e, "entered")); n != 2 {
		t.Fatalf("set 1 has two rows (Lee, Johnson); %d entered: %+v", n, e.Events)
	}
	e = apply(t, g, Action{Action: ActEnter, Set: ip(2), Hex: "0105"})
	if ev := events(e, "entered"); len(ev) != 1 || !strings.Contains(ev[0].Message, "alternative entry") {
		t.Fatalf("set 2 at 0105: %+v", e.Events)
	}
	refuse(t, g, Action{Action: ActEnter, Set: ip(3), Hex: "0120"}, "not an entry hex")
}

package game

import (
	"testing"
)

// The classic Shiloh fixture (testdata/classic-*.json): a river down column
// 05 with the river ferry at 0504 (symbol hexes 0604 east, 0404 west),
// Union infantry at 0704 and 0604, a gunboat at 0502, Confederates at 0202
// and 0904, and a Union reinforcement due at 1004 on turn t3. Clear terrain
// has no cost in the seeds: 1 MP is the designer's placeholder.

// toTurn3Union plays empty turns t1 and t2 and the Confederate part of t3,
// leaving the Union to move in t3.
func toTurn3Union(t *testing.T, g *Game) {
	t.Helper()
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActEndActivation, Turn: "t3"})
}

// SH L11: the ferry costs 3 MP and a unit must have the MP to enter the
// ferry hex and the far bank in the same move: 0604 (1) + ferry (3) + 0404
// (1) = 5 MP, more than an allowance of 4.
func TestFerryTooFewMP(t *testing.T) {
	g := newGame(t, classicPath)
	toTurn3Union(t, g)
	refuse(t, g, Action{Unit: "u-inf-1", Path: []string{"0604", "0504", "0404"}, MA: mpp(4)}, "too few MP to cross the river ferry")
	if at(t, g, "u-inf-1") != "0704" {
		t.Fatalf("a refused move moved the unit")
	}
	r, err := g.ReachableNames("u-inf-1", mpp(4))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r["0404"]; ok {
		t.Errorf("0404 reachable with 4 MP: %v", r)
	}
	r, _ = g.ReachableNames("u-inf-1", mpp(5))
	if r["0404"] != 5 {
		t.Errorf("0404 costs %v with 5 MP, want 5", r["0404"])
	}
	if _, ok := r["0504"]; ok {
		t.Errorf("the ferry hex is listed as a place to stop")
	}
	// From the bank itself 3 + 1 = 4 MP is enough.
	e := apply(t, g, Action{Unit: "u-inf-2", Path: []string{"0504", "0404"}, MA: mpp(4)})
	if at(t, g, "u-inf-2") != "0404" || e.MP != 4 {
		t.Fatalf("u-inf-2 at %s after %g MP", at(t, g, "u-inf-2"), e.MP)
	}
}

// SH L11: a unit may never end its move in the ferry hex.
func TestFerryNoEndInFerryHex(t *testing.T) {
	g := newGame(t, classicPath)
	toTurn3Union(t, g)
	refuse(t, g, Action{Unit: "u-inf-2", Path: []string{"0504"}, MA: mpp(4)}, "may not end its move in the river ferry hex")
}

// SH L11: east to west only, Union only, closed while an enemy unit holds a
// bank hex.
func TestFerryDirectionSideAndBlock(t *testing.T) {
	g := newGame(t, classicPath)
	toTurn3Union(t, g)
	apply(t, g, Action{Unit: "u-inf-2", Path: []string{"0504", "0404"}, MA: mpp(4)})
	// The Union's movement phase of the next turn: each side moves once a
	// turn (SH L2, L4).
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActEndActivation, Turn: "t4"})
	refuse(t, g, Action{Unit: "u-inf-2", Path: []string{"0504", "0604"}, MA: mpp(4)}, "only from east to west")

	g = newGame(t, classicPath)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-inf-1", Hex: "0605"})
	refuse(t, g, Action{Unit: "c-inf-1", Path: []string{"0504", "0404"}, MA: mpp(4)}, "only union units may use the river ferry")

	g = newGame(t, classicPath)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-inf-1", Hex: "0404"})
	toTurn3Union(t, g)
	refuse(t, g, Action{Unit: "u-inf-2", Path: []string{"0504", "0404"}, MA: mpp(4)}, "the river ferry at 0504 is closed")
}

// SH L5: a reinforcement may not enter a hex an enemy unit occupies; SH L7:
// it may enter at the nearest map-edge hex instead, and only there; SH L6:
// entering costs 1 MP.
func TestReinforcementEntryOccupied(t *testing.T) {
	g := newGame(t, classicPath)
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Unit: "c-inf-2", Path: []string{"1004"}, Turn: "t3"})
	apply(t, g, Action{Action: ActEndActivation})
	refuse(t, g, Action{Action: ActEnter, Row: ip(0)}, "occupied by the enemy")
	refuse(t, g, Action{Action: ActEnter, Row: ip(0), Hex: "1001"}, "an open map-edge hex 1 hexes away must be used")
	refuse(t, g, Action{Action: ActEnter, Row: ip(0), Hex: "0903"}, "not an open map-edge hex")
	e := apply(t, g, Action{Action: ActEnter, Row: ip(0), Hex: "1003"})
	u, _ := g.Unit("u-inf-3")
	if u.Where != OnMap || g.Name(u.Hex) != "1003" || u.MPSpent != 1 {
		t.Fatalf("u-inf-3 %s at %s with %g MP spent", u.Where, g.Name(u.Hex), u.MPSpent)
	}
	if len(events(e, "entered")) != 1 {
		t.Fatalf("no entered event: %+v", e.Events)
	}
}

// The reinforcement may not come on before its turn, nor in the enemy's
// activation.
func TestReinforcementTiming(t *testing.T) {
	g := newGame(t, classicPath)
	apply(t, g, Action{Action: ActEndActivation})
	refuse(t, g, Action{Action: ActEnter, Row: ip(0)}, "not due before t3")
	g = newGame(t, classicPath)
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn})
	refuse(t, g, Action{Action: ActEnter, Row: ip(0)}, "activation 1 belongs to csa")
	if n := len(g.Arrivals()); n != 1 {
		t.Fatalf("%d arrivals due at t3, want 1", n)
	}
}

// SH L9: on turns 1 and 2 a Union unit moves one hex north or north-east
// only, and not at all from a Confederate ZOC.
func TestForcedUnionMove(t *testing.T) {
	g := newGame(t, classicPath)
	apply(t, g, Action{Action: ActEndActivation})
	refuse(t, g, Action{Unit: "u-inf-1", Path: []string{"0703", "0702"}}, "only one hex")
	refuse(t, g, Action{Unit: "u-inf-1", Path: []string{"0604"}}, "only N or NE")
	apply(t, g, Action{Unit: "u-inf-1", Path: []string{"0703"}})
	// The Union phase is the turn's last (SH L2, L4): closing the turn
	// closes it.
	e := apply(t, g, Action{Action: ActNextTurn})
	if w := events(e, "warning"); len(w) != 1 || w[0].Unit != "u-inf-2" {
		t.Fatalf("want one forced-move warning for u-inf-2, got %+v", w)
	}

	g = newGame(t, classicPath)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-inf-1", Hex: "0804"})
	apply(t, g, Action{Action: ActEndActivation})
	refuse(t, g, Action{Unit: "u-inf-1", Path: []string{"0703"}}, "starts in an enemy ZOC")
}

// SH L5, L9: entering an enemy ZOC ends movement; gunboats ignore ZOC and
// move any number of river hexes (SH L10).
func TestZOCStopsMovement(t *testing.T) {
	g := newGame(t, classicPath)
	toTurn3Union(t, g)
	apply(t, g, Action{Unit: "u-inf-2", Path: []string{"0504", "0404"}, MA: mpp(4)})
	// The Union's next movement phase is in the next turn (SH L2, L4).
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActEndActivation, Turn: "t4"})
	refuse(t, g, Action{Unit: "u-inf-2", Path: []string{"0303", "0302", "0301"}}, "entered an enemy ZOC at 0302")
	e := apply(t, g, Action{Unit: "u-inf-2", Path: []string{"0303", "0302"}})
	if len(events(e, "zoc")) != 1 {
		t.Fatalf("no zoc event: %+v", e.Events)
	}
	r, _ := g.ReachableNames("u-gunboat", nil)
	for _, h := range []string{"0501", "0503", "0504", "0508"} {
		if _, ok := r[h]; !ok {
			t.Errorf("gunboat cannot reach %s: %v", h, r)
		}
	}
	if _, ok := r["0402"]; ok {
		t.Errorf("gunboat reaches a land hex")
	}
}

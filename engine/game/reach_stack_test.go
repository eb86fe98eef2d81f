package game

import "testing"

// The ITW stacking table (IT L4649-4668) says what may occupy a hex: under
// Advance or Attack orders, infantry "15 SP della stessa brigata, o 1
// unità" (15 SP of one brigade, or one unit). 7 AR (Shaver's brigade
// 1/1/3) and 25 AL (Gladden's brigade 1/2/2) of ITW S2 (EN L2097-2137) are
// of different brigades, so 7 AR may not end its move on 25 AL; the limit
// is judged where the stack is, so it may move on through. By hand, with
// 7 AR in S3010 and 25 AL in S3011 in Hindman's activation: a move to
// S3011 is refused, a move through S3011 to S3012 is accepted, and the
// play-test's reach (Reachable) leaves S3011 out and keeps S3012.
func TestReachableEndsWithinStacking(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S3010"})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-25-al", Hex: "S3011"})
	apply(t, g, Action{Action: ActActivate, Formation: "1/3"})
	r, err := g.ReachableNames("c-7-ar", mpp(6))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r["S3011"]; ok {
		t.Errorf("Reachable offers S3011, where 7 AR would stack with another brigade's regiment")
	}
	if _, ok := r["S3012"]; !ok {
		t.Errorf("Reachable leaves out S3012, beyond the friendly stack: %v", r)
	}
	refuse(t, g, Action{Unit: "c-7-ar", Path: []string{"S3011"}, MA: mpp(6), UDD: passes()}, "would overstack S3011")
	apply(t, g, Action{Unit: "c-7-ar", Path: []string{"S3011", "S3012"}, MA: mpp(6), UDD: passes()})
}

// A unit of the side that is not moving has no move to make (ITW BB 4.24,
// EN L202-203: an activation is one formation's; HSN 1.0, L1132-1136: the
// player with the initiative acts). In HSN S2 the Union moves first on
// turn 1 (its activation is open); a Confederate unit's reach is its own
// hex only, as every move of it is refused.
func TestReachableOnlyForTheMovingSide(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	r, err := g.ReachableNames("c-armstrong", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r) != 1 {
		t.Errorf("Armstrong (csa) reaches %d hexes in a Union activation, want only his own", len(r))
	}
	refuse(t, g, Action{Unit: "c-armstrong", Path: []string{"0121"}}, "activation 1 belongs to union")
}

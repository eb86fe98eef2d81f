package game

import "testing"

// TestStatusHoldsOnTurnOne: in HSN Scenario 2 Buford's division sets up
// with no-activate-turn-1 (HSN L1703: Buford and Jackson neither activate
// nor recover on turn 1); the gcacw ruleset's status rule keeps Bell's
// brigade in 0119 on turn 1 and lets it move on turn 2.
func TestStatusHoldsOnTurnOne(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	reach, err := g.ReachableNames("c-bell", nil)
	if err == nil && len(reach) > 1 {
		t.Errorf("Bell reaches %d hexes on turn 1", len(reach))
	}
	refuse(t, g, Action{Unit: "c-bell", Path: []string{"0219"}}, "status no-activate-turn-1 (HSN L1699-1700, L1703)")
	apply(t, g, Action{Action: ActNextTurn, Side: "csa"})
	if reach, err := g.Reachable("c-bell", nil); err != nil || len(reach.MP) < 2 {
		t.Fatalf("Bell may not move on turn 2: %d hexes, %v", len(reach.MP), err)
	}
}

package game

import "testing"

// A unit that starts its move stacked with its brigade leader in a Marsh
// hex leaves it for a non-Marsh hex without the UDD (ITW BB 9.44, EN
// L488-497; the book's example: Cleburne with 2 and 35 TN). 35 TN of
// Cleburne's brigade (2/-/3) is placed with him in the Marsh-Stream hex
// S2410 (EN L342) and steps to S2411 (Woods); 24 TN, alone in S2410, takes
// the UDD.
func TestLeaderHelpsLeaveMarsh(t *testing.T) {
	g := newGame(t, s1Path)
	for _, id := range []string{"c-cleburne", "c-35-tn"} {
		apply(t, g, Action{Action: ActAdjust, Unit: id, Hex: "S2410"})
	}
	e := apply(t, g, Action{Unit: "c-35-tn", Path: []string{"S2411"}})
	if len(events(e, "udd-required")) != 0 || len(events(e, "leader-help")) != 1 {
		t.Errorf("35 TN with Cleburne: %+v", e.Events)
	}
	apply(t, g, Action{Action: ActAdjust, Unit: "c-cleburne", Hex: "S2411"})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-24-tn", Hex: "S2410"})
	e = apply(t, g, Action{Unit: "c-24-tn", Path: []string{"S2411"}, UDD: []string{"pass"}})
	if len(events(e, "udd-required")) != 1 {
		t.Errorf("24 TN alone in the Marsh left without a UDD: %+v", e.Events)
	}
}

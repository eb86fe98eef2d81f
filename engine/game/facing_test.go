package game

import "testing"

// Changing facing in a Marsh hex needs a UDD (ITW BB 9.44, EN L514-518):
// 2 AR in good order that fails turns and is finished; 7 AR, Disordered at
// set-up, that fails keeps its facing and is finished; a pass turns freely.
// S2410 is Marsh-Stream on the ITW map (EN L342).
func TestFacingChangeInMarsh(t *testing.T) {
	g := newGame(t, s2Path)
	for _, id := range []string{"c-2-ar", "c-7-ar", "c-6-ar"} {
		apply(t, g, Action{Action: ActAdjust, Unit: id, Hex: "S2410", Facing: "NE"})
	}
	e := apply(t, g, Action{Unit: "c-2-ar", Facing: "SE", UDD: []string{"fail"}})
	if u := g.unit("c-2-ar"); u.Facing != "SE" || !u.Finished {
		t.Errorf("2 AR after a failed UDD: facing %s, finished %v; want SE and finished", u.Facing, u.Finished)
	}
	if len(events(e, "udd-required")) != 1 {
		t.Errorf("no UDD asked for: %+v", e.Events)
	}
	apply(t, g, Action{Unit: "c-7-ar", Facing: "SE", UDD: []string{"fail"}})
	if u := g.unit("c-7-ar"); u.Facing != "NE" || !u.Finished {
		t.Errorf("Disordered 7 AR after a failed UDD: facing %s, finished %v; want NE and finished", u.Facing, u.Finished)
	}
	apply(t, g, Action{Unit: "c-6-ar", Facing: "SE", UDD: []string{"pass"}})
	if u := g.unit("c-6-ar"); u.Facing != "SE" || u.Finished {
		t.Errorf("6 AR after a pass: facing %s, finished %v", u.Facing, u.Finished)
	}
}

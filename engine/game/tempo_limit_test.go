package game

import "testing"

const s9Path = "../../scenarios/itw-shiloh/09-the-critical-left-flank.scenario.json"

// ITW BB 5.26 (EN L268-272): "In the first day scenarios, Stuart's brigade
// (Sherman's division) is limited to a maximum of two Activations
// regardless of the number of Sherman's AMs, unless In Command during the
// Division Orders Phase"; Scenario 1 repeats it (L1346-1347: "limited to 2
// Activations until in Command Range"). Scenario 9 is set on April 6, the
// first day (its 11 AM turn, EN L4588-4645). The sequence gives a division 3 AMs a
// turn (gbacw ruleset), so by hand: 55 IL (2/5/T, S5615, L4750) moves in
// Sherman's first and second activations of 11 AM and is refused in the
// third; with Stuart In Command (the players' flag, the range being
// printed on Sherman's counter) it moves in the third as the division's
// other brigades do. On April 7 (ITW S8, a second-day scenario) the cap
// does not hold.
func TestTempoStuartTwoActivations(t *testing.T) {
	g := newGame(t, s9Path)
	stuart := g.unit("u-55-il")
	if n := g.Activations(stuart, false); n != 2 {
		t.Fatalf("55 IL has %d activations at 11 AM April 6, want 2 (BB 5.26)", n)
	}
	moves := []string{"S5614", "S5615", "S5614"}
	for _, h := range moves[:2] {
		apply(t, g, Action{Action: ActActivate, Formation: "5/T"})
		apply(t, g, Action{Unit: "u-55-il", Path: []string{h}})
	}
	apply(t, g, Action{Action: ActActivate, Formation: "5/T"})
	refuse(t, g, Action{Unit: "u-55-il", Path: []string{moves[2]}}, "has moved in 2 activations of 11 AM")
	apply(t, g, Action{Action: ActAdjust, Flags: map[string]bool{"stuart-in-command": true}})
	apply(t, g, Action{Unit: "u-55-il", Path: []string{moves[2]}})
	if n := g.Activations(stuart, false); n != 3 {
		t.Errorf("55 IL In Command has %d activations, want the division's 3", n)
	}

	// The dry-run analysis counts by turn index: the 12 N turn is on
	// April 6 as well.
	g = newGame(t, s9Path)
	if n := g.ActivationsIn(g.unit("u-55-il"), 1, false); n != 2 {
		t.Errorf("55 IL at 12 N April 6: %d activations, want 2", n)
	}
}

// The cap is a first-day rule: in ITW S8 ("the second day Union attack on
// April 7", EN L3883-3889) Stuart's brigade has the division's count.
func TestTempoStuartSecondDay(t *testing.T) {
	g := newGame(t, "../../scenarios/itw-shiloh/08-the-second-day.scenario.json")
	u := g.unit("u-55-il")
	if u == nil {
		t.Skip("55 IL not in ITW S8")
	}
	if n := g.Activations(u, false); n != 3 {
		t.Errorf("55 IL on April 7 has %d activations, want 3", n)
	}
}

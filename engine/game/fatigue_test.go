package game

import "testing"

// HSN fatigue worked by hand. Each march takes a unit one fatigue level
// higher (L337: an arriving set's march is "carried out normally,
// including fatigue level gain for each activated unit"; L919: divisions
// "marching to Fatigue Levels 1, 2, or 3"), and no unit goes above Level 4
// (L710: "up to a maximum of Level 4"). HSN S1 Confederate set-up
// (L243-253): Bell (0119) is marked "#", "Begins game with Fatigue Level 1
// marker"; Rucker (0511) is not. So in the one turn of S1 Bell marches to
// levels 2, 3 and 4 and a fourth march is refused, while Rucker marches
// four times (levels 1 to 4) and is refused a fifth.
func TestFatigueHSNBellStartsTired(t *testing.T) {
	g := newGame(t, hsnS1Path)
	march := func(id, to string) error {
		if _, err := g.Apply(Action{Action: ActActivate, Unit: id}); err != nil {
			return err
		}
		_, err := g.Apply(Action{Unit: id, Path: []string{to}})
		return err
	}
	bell := []string{"0120", "0119", "0120", "0119"}
	for i, h := range bell[:3] {
		if err := march("c-bell", h); err != nil {
			t.Fatalf("Bell's march %d: %v", i+1, err)
		}
	}
	if lv := g.FatigueLevel(g.unit("c-bell")); lv != 4 {
		t.Errorf("Bell after three marches is at level %d, want 4", lv)
	}
	apply(t, g, Action{Action: ActActivate, Unit: "c-bell"})
	refuse(t, g, Action{Unit: "c-bell", Path: []string{bell[3]}}, "is at fatigue level 4")
	// The play-test offers him no hex either.
	if r, err := g.ReachableNames("c-bell", nil); err != nil || len(r) != 1 {
		t.Errorf("Bell at level 4 reaches %v (%v), want only his hex", r, err)
	}
	rucker := []string{"0512", "0511", "0512", "0511", "0512"}
	for i, h := range rucker[:4] {
		if err := march("c-rucker", h); err != nil {
			t.Fatalf("Rucker's march %d: %v", i+1, err)
		}
	}
	apply(t, g, Action{Action: ActActivate, Unit: "c-rucker"})
	refuse(t, g, Action{Unit: "c-rucker", Path: []string{rucker[4]}}, "is at fatigue level 4")
}

// The analysis counts the same: Bell has 3 activations in S1's turn,
// Rucker 4 (the dry run and the moves both count by Game.Activations).
func TestFatigueAnalysisCount(t *testing.T) {
	g := newGame(t, hsnS1Path)
	for id, want := range map[string]int{"c-bell": 3, "c-rucker": 4} {
		if n := g.Activations(g.unit(id), false); n != want {
			t.Errorf("%s has %d activations, want %d", id, n, want)
		}
	}
}

package game

import (
	"testing"
)

// TestAllowanceFromData: a unit's MA comes from the move, else its setup
// entry, else the OOB, else the ruleset default.
func TestAllowanceFromData(t *testing.T) {
	g := newGame(t, s2Path)
	u := g.unit("c-7-ar")
	if u == nil {
		t.Fatal("7 AR not in play")
	}
	def := defaultMA(g.Board.Ruleset, u.Class)
	if def != 6 {
		t.Fatalf("gbacw infantry MA from the ruleset file: %v, want 6", def)
	}
	if got := g.allowance(u, nil); got != def {
		t.Fatalf("default MA %v, want %v", got, def)
	}
	four, five := 4.0, 5.0
	g.OOB.Unit("c-7-ar").MA = &five
	if got := g.allowance(u, nil); got != 5 {
		t.Errorf("OOB MA: got %v, want 5", got)
	}
	for i := range g.Scenario.Setup {
		if g.Scenario.Setup[i].Unit == "c-7-ar" {
			g.Scenario.Setup[i].MA = &four
		}
	}
	if got := g.allowance(u, nil); got != 4 {
		t.Errorf("setup MA: got %v, want 4", got)
	}
	three := 3.0
	if got := g.allowance(u, &three); got != 3 {
		t.Errorf("move MA: got %v, want 3", got)
	}
}

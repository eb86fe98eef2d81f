package game

import (
	"path/filepath"
	"testing"
)

// Every built-in scenario (24: 14 ITW, 9 HSN, classic Shiloh) declares a
// result once its last turn has ended, even played idle. The levels
// themselves are checked per scenario against the books elsewhere.
func TestEveryScenarioDeclaresAResult(t *testing.T) {
	files, err := filepath.Glob("../../scenarios/*/*.scenario.json")
	if err != nil || len(files) != 24 {
		t.Fatalf("%d built-in scenarios (%v), want 24", len(files), err)
	}
	for _, f := range files {
		g := newGame(t, f)
		for !g.Over() {
			apply(t, g, Action{Action: ActNextTurn})
		}
		if r := g.Result(); !r.Final || r.Level == "" {
			t.Errorf("%s: idle to the end gives %+v, no result", filepath.Base(f), r)
		}
	}
}

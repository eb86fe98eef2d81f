package game

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// tableAction picks a seeded rally, alert, mission or event action for
// Scenario 1 at its first turns (some refused: a unit in good order, a
// command with no roll this turn), or a turn change.
func randomTableAction(g *Game, rng *rand.Rand) Action {
	units := []string{"u-25-mo", "u-12-mi", "u-53-oh", "c-24-tn", "c-ga-dragoons-cav"}
	brigades := []string{"1/1/T", "2/1/T", "3/1/T", "1/2/T", "2/4/T", "1/5/T"}
	commands := []string{"1/6/T", "3/5/T", "5/T", "6/T", "4/T"}
	switch n := rng.IntN(12); {
	case n < 2:
		return Action{Action: ActAdjust, Unit: units[rng.IntN(len(units))], AddStatus: []string{"disordered"}}
	case n < 4:
		return Action{Action: ActRally, Unit: units[rng.IntN(len(units))], Rating: ip(rng.IntN(8)), Declared: []string{"fatigue"}[:rng.IntN(2)]}
	case n < 6:
		return Action{Action: ActAlert, Formation: commands[rng.IntN(len(commands))]}
	case n < 8:
		return Action{Action: ActMission, Formation: brigades[rng.IntN(len(brigades))]}
	case n < 10:
		return Action{Action: ActEvent, Table: []string{"battle-events", "random-events"}[rng.IntN(2)]}
	case n < 11 && g.st.Clock.Turn < 4:
		return Action{Action: ActNextTurn}
	}
	return Action{Action: ActEndActivation}
}

// Table actions keep the state a value: undoing each gives back the state
// before it (missions, rows come up, statuses and SP included), for three
// seeds (one with -short).
func TestTableActionsUndo(t *testing.T) {
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	for seed := range seeds {
		rng := rand.New(rand.NewPCG(seed, 23))
		walkBack(t, fmt.Sprintf("ITW S1 tables seed %d", seed), newGame(t, s1Path), func(g *Game, i int) (Action, bool) {
			return randomTableAction(g, rng), i < 150
		})
	}
}

// A game with table actions saves and loads again: the log replays to the
// same missions, statuses and SP.
func TestTableActionsSaveAndLoad(t *testing.T) {
	g := newGame(t, s1Path)
	abs, err := filepath.Abs(s1Path)
	if err != nil {
		t.Fatal(err)
	}
	g.Options.ScenarioPath = filepath.ToSlash(abs)
	rng := rand.New(rand.NewPCG(7, 23))
	applied := 0
	for range 200 {
		if _, err := g.Apply(randomTableAction(g, rng)); err == nil {
			applied++
		}
	}
	if applied < 50 {
		t.Fatalf("only %d actions applied", applied)
	}
	path := filepath.Join(t.TempDir(), "s1.game.json")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	h, err := Load(jsonfile.OS{}, path)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := g.Encode()
	b, _ := h.Encode()
	if !bytes.Equal(a, b) {
		t.Fatal("load and save changed the file")
	}
	for _, f := range []string{"1/1/T", "2/1/T", "3/1/T", "1/2/T", "2/4/T"} {
		m1, ok1 := g.Mission(f)
		m2, ok2 := h.Mission(f)
		if m1 != m2 || ok1 != ok2 {
			t.Errorf("%s: mission %+v before saving, %+v after loading", f, m1, m2)
		}
	}
}

package drawscene_test

import (
	"testing"

	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// A game's counters are its state, through the same pass as the set-up's:
// at the start each set-up unit shows its set-up counter; after an adjust
// to 2 SP the unit's counter says 2, and an eliminated unit has none.
func TestGameCountersFollowTheState(t *testing.T) {
	const path = "../../scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"
	pos, err := game.LoadScenario(jsonfile.OS{}, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(pos, game.Options{Seed: 1, ScenarioPath: path})
	if err != nil {
		t.Fatal(err)
	}
	geo := g.Board.Geo
	setup := drawscene.SetupCounters(pos.Scenario, pos.OOB, pos.Ruleset, geo)
	played := drawscene.Counters(drawscene.GamePieces(g), pos.OOB, pos.Ruleset, geo.Grid)
	byID := map[string]int{}
	for i, c := range played {
		byID[c.ID] = i
	}
	same := 0
	for _, c := range setup {
		i, ok := byID[c.ID]
		if !ok {
			continue
		}
		p := played[i]
		if p.Hex != c.Hex || p.HasFacing != c.HasFacing || p.Facing != c.Facing || (p.Strength == nil) != (c.Strength == nil) || p.Strength != nil && *p.Strength != *c.Strength {
			t.Errorf("%s: game counter %+v, set-up counter %+v", c.ID, p, c)
		}
		same++
	}
	if same < 10 {
		t.Fatalf("only %d set-up units on the map at the start", same)
	}
	unit, other := setup[0].ID, setup[1].ID
	two := 2
	if _, err := g.Apply(game.Action{Action: game.ActAdjust, Unit: unit, Strength: &two}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(game.Action{Action: game.ActAdjust, Unit: other, Eliminate: true}); err != nil {
		t.Fatal(err)
	}
	for _, c := range drawscene.Counters(drawscene.GamePieces(g), pos.OOB, pos.Ruleset, geo.Grid) {
		switch c.ID {
		case unit:
			if c.Strength == nil || *c.Strength != 2 {
				t.Errorf("%s after the adjust: strength %v, want 2", unit, c.Strength)
			}
		case other:
			t.Errorf("%s eliminated but drawn", other)
		}
	}
}

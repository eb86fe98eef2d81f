package game

import (
	"strings"
	"testing"
)

const hsnS3Path = "../../scenarios/hsn/03-a-great-chance-was-lost.scenario.json"

// HSN S3 keeps Hammond's brigade in Davidson, Williamson or Rutherford
// County (L458). The seeds place only a county seat or two in each
// (maps/hsn.map.json marks the three areas "complete": false), so the
// engine cannot tell a county border from the next hex: the constraint is
// for the players to judge ("judge": "players"), and a move out of the known
// hexes stands, with a note in the log, instead of being refused as if it
// left the counties. Hammond, at Franklin (4010, L548), moves one hex on
// turn 2 (his no-activation status holds on turn 1 only, L552).
func TestAreaConstraintOnIncompleteAreasIsNotEnforced(t *testing.T) {
	g := newGame(t, hsnS3Path)
	apply(t, g, Action{Action: ActNextTurn})
	for range 4 {
		if g.st.Clock.Side == "union" {
			break
		}
		apply(t, g, Action{Action: ActEndActivation})
	}
	from := at(t, g, "u-hammond")
	if from != "4010" {
		t.Fatalf("Hammond starts in %s, want 4010", from)
	}
	moved := false
	for _, n := range g.Board.Geo.Grid.Neighbors(hex(t, g, "4010")) {
		id := g.Name(n)
		if id == "" {
			continue
		}
		e, err := g.Apply(Action{Unit: "u-hammond", Path: []string{id}})
		if err != nil {
			continue
		}
		moved = true
		noted := false
		for _, ev := range e.Events {
			noted = noted || strings.Contains(ev.Message, "hammond-counties") && strings.Contains(ev.Message, "for the players to judge")
		}
		if !noted {
			t.Errorf("Hammond's move to %s left no note for the players: %+v", id, e.Events)
		}
		break
	}
	if !moved {
		t.Fatal("Hammond could not leave 4010 for any neighbour: the incomplete county areas were enforced as if complete")
	}
}

package game

import (
	"strings"
	"testing"
)

// Moving a regiment into a hex whose stack it would take over the ITW
// stacking chart's limit is refused with the chart's rows cited, and the game is
// unchanged; the same regiment may stop next to it. On the TEC fixture,
// 25 MO (1/6/T) walks from S5020 towards S5526, where 18 MO (2/6/T) and
// Munch's battery stand: in Advance orders a hex holds one brigade's units
// (or a single unit) plus one battery (IT L4658-4660), and 25 MO is of
// another brigade than 18 MO.
func TestMoveIntoOverstackRefusedTEC(t *testing.T) {
	g := newGame(t, tecPath)
	ma := 30.0
	// The hexes on the straight line from S5020 to S5526 (ties taken the
	// first way), the last one the stack's.
	var into []string
	for _, st := range g.Board.Geo.Grid.Line(hex(t, g, "S5020"), hex(t, g, "S5526")) {
		into = append(into, g.Name(st.Hex))
	}
	if into[len(into)-1] != "S5526" {
		t.Fatalf("line %v", into)
	}
	path := into[:len(into)-1]
	before := g.unit("u-25-mo").Hex
	_, err := g.Apply(Action{Action: ActMove, Unit: "u-25-mo", Path: into, MA: &ma})
	if err == nil {
		t.Fatal("the move into S5526 was allowed")
	}
	t.Logf("refused: %v", err)
	for _, want := range []string{"would overstack S5526", "more than one brigade", "ITW IT L4658-4660"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q does not say %q", err, want)
		}
	}
	if u := g.unit("u-25-mo"); u.Hex != before {
		t.Error("the refused move moved the unit")
	}
	if _, err := g.Apply(Action{Action: ActMove, Unit: "u-25-mo", Path: path, MA: &ma}); err != nil {
		t.Errorf("stopping next to the stack: %v", err)
	}
}

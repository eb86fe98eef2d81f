package game

import "testing"

const (
	hsnS1Path = "../../scenarios/hsn/01-here-come-the-rebels.scenario.json"
	hsnS6Path = "../../scenarios/hsn/06-the-battle-of-nashville.scenario.json"
)

// An HSN leader moves: Forrest (corps leader, set up at 0511 Poplar Grove,
// HSN L242) leaves his hex on turn 1 of Scenario 1, where the Confederates
// have the first activation.
func TestHSNLeaderMoves(t *testing.T) {
	g := newGame(t, hsnS1Path)
	apply(t, g, Action{Unit: "c-forrest", Path: []string{"0510"}})
	if got := at(t, g, "c-forrest"); got != "0510" {
		t.Fatalf("Forrest is in %s, want 0510", got)
	}
}

// A Union division crosses the Cumberland on a permanent bridge (HSN 10.0,
// L190: three bridges join Nashville 5706/5707 to 5805/5806, Union only).
// Scenario 6: Steedman's division starts in Nashville 5707 (L876).
func TestHSNUnionCrossesCumberlandBridge(t *testing.T) {
	g := newGame(t, hsnS6Path)
	apply(t, g, Action{Unit: "u-steedman", Path: []string{"5806"}})
	if got := at(t, g, "u-steedman"); got != "5806" {
		t.Fatalf("Steedman is in %s, want 5806", got)
	}
}

// Confederate units may never cross the Cumberland bridges (L190).
func TestHSNConfederatesRefusedCumberlandBridge(t *testing.T) {
	g := newGame(t, hsnS1Path)
	g.unit("c-chalmers").Hex = hex(t, g, "5706")
	refuse(t, g, Action{Unit: "c-chalmers", Path: []string{"5805"}}, "open only to union units (HSN L188-190")
}

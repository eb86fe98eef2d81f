package game

import (
	"strings"
	"testing"
)

// The Cumberland's permanent bridges (HSN L190): a Union division crosses
// from Nashville (5706) over the bridge hexside 5706/NE into 5805; a
// Confederate unit may not use the same hexside, and the refusal cites the
// rule. Hexside costs the seeds leave unset cost the system's default, as
// everywhere in HSN.
func TestUnionCrossesCumberlandBridge(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/04-we-will-make-the-fight.scenario.json")
	// McArthur may not activate on turn 1 (HSN L569, L667-670): cross on turn 2.
	apply(t, g, Action{Action: ActNextTurn})
	for range 4 {
		if g.st.Clock.Side == "union" {
			break
		}
		if _, err := g.Apply(Action{Action: ActEndActivation}); err != nil {
			t.Fatal(err)
		}
	}
	if g.st.Clock.Side != "union" {
		t.Fatalf("no Union activation: %+v", g.st.Clock)
	}
	ma := 10.0
	if _, err := g.Apply(Action{Action: ActMove, Unit: "u-mcarthur", Path: []string{"5706", "5805"}, MA: &ma}); err != nil {
		t.Fatalf("McArthur's division over the bridge: %v", err)
	}
	if got := g.Name(g.unit("u-mcarthur").Hex); got != "5805" {
		t.Errorf("McArthur is in %s, want 5805", got)
	}
	// Away from the three bridges the river has no crossing: no ford (L190).
	_, err := g.Apply(Action{Action: ActMove, Unit: "u-mcarthur", Path: []string{"5805", "5705"}, MA: &ma})
	if err == nil || !strings.Contains(err.Error(), "major-river hexside is prohibited") {
		t.Errorf("McArthur back over the river off the bridges: %v, want the Major River refused", err)
	}
	b := g.Board
	x := b.crossing(hex(t, g, "5706"), hex(t, g, "5805"), mover{side: "csa", class: "infantry", column: "infantry"}, false)
	if !strings.Contains(x.prohibited, "open only to union units (HSN L188-190") {
		t.Errorf("a Confederate crossing: %q", x.prohibited)
	}
}

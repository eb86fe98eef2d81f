package game

import "testing"

// HSN S4 turn 1 (L566): "the Union player automatically wins the first
// three initiatives ... In these three Activation Segments, infantry and
// cavalry units may not be activated multiple times, although leaders and
// wagons may activate multiple times." Afterward initiative is rolled as
// usual. Set-up (L568 on): Wagner, infantry, in 3513; wagon C in 3612. By
// hand: Wagner marches in segment 1 and is refused in segment 2; wagon C
// marches in segment 3; in segment 4 the opening segments are over and
// Wagner marches again. In another game wagon C marches in segments 1 and
// 2.
func TestActivationCapHSNS4Opening(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/04-we-will-make-the-fight.scenario.json")
	open := func(id string) { apply(t, g, Action{Action: ActActivate, Unit: id, Side: "union"}) }
	open("u-wagner")
	apply(t, g, Action{Unit: "u-wagner", Path: []string{"3514"}})
	open("u-wagner")
	refuse(t, g, Action{Unit: "u-wagner", Path: []string{"3513"}}, "all it may in its first 3 activations")
	if r, err := g.ReachableNames("u-wagner", nil); err != nil || len(r) != 1 {
		t.Errorf("Wagner in segment 2 reaches %d hexes (%v), want only his own", len(r), err)
	}
	open("u-wagon-c")
	apply(t, g, Action{Unit: "u-wagon-c", Path: []string{"3613"}})
	open("u-wagner")
	apply(t, g, Action{Unit: "u-wagner", Path: []string{"3513"}})

	g = newGame(t, "../../scenarios/hsn/04-we-will-make-the-fight.scenario.json")
	open("u-wagon-c")
	apply(t, g, Action{Unit: "u-wagon-c", Path: []string{"3613"}})
	open("u-wagon-c")
	apply(t, g, Action{Unit: "u-wagon-c", Path: []string{"3612"}})
}

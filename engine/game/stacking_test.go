package game

import "testing"

// Moving into a hex that would overstack is refused with the stacking chart
// cited, and the unit stays. ITW S2, 8 AM: 3 MS Bn (Wood's brigade, 3/1/3)
// walks S2918-S3018-S3118 onto 7 AR (Hindman's brigade, 1/1/3). The Advance
// line of the stacking chart (IT L4658-4660) allows 15 SP of one brigade or
// one unit of any size: two units of two brigades are over it.
func TestMoveRefusedWhenOverstacking(t *testing.T) {
	g := newGame(t, s2Path)
	a := Action{Unit: "c-3-ms-bn", Path: []string{"S3018", "S3118"}}
	refuse(t, g, a, "would overstack S3118: 2 infantry units of more than one brigade")
	refuse(t, g, a, "ITW IT L4658-4660")
	if got := at(t, g, "c-3-ms-bn"); got != "S2918" {
		t.Errorf("3 MS Bn is in %s after the refusal, want S2918", got)
	}
	// The same unit may end its move in an empty hex on that path.
	apply(t, g, Action{Unit: "c-3-ms-bn", Path: []string{"S3018"}})
}

// Moving into a hex an enemy unit holds is refused with the rule named.
// ITW S2: 12 MI (Union) starts in S3418, two hexes from 6 AR in S3420.
func TestMoveRefusedIntoEnemyHex(t *testing.T) {
	g := newGame(t, s2Path)
	refuse(t, g, Action{Unit: "c-6-ar", Path: []string{"S3419", "S3418"}}, "S3418 is occupied by the enemy (Great Battles of the American Civil War stacking: units of opposing sides never share a hex)")
}

// The extended hex of an extended unit counts in the stack there.
func TestStackAtCountsExtendedHex(t *testing.T) {
	g := newGame(t, s2Path)
	u := g.unit("c-3-ms-bn")
	ext := hex(t, g, "S3018")
	u.Extended = &ext
	found := false
	for _, id := range g.Position().StackAt(ext) {
		found = found || id == "c-3-ms-bn"
	}
	if !found {
		t.Fatalf("StackAt(S3018) leaves out 3 MS Bn extended into it")
	}
}

package game

import "testing"

// The stacking chart (IT L4649-4668) applied to the state in play, not to
// the set-up rows. Hexes, commands and orders are ITW S2's set-up (EN
// L2097-2137): 7 AR (13) in S3118, 2 AR in S3219, both of Shaver's brigade
// 1/1/3 under Attack orders (note b, EN L2114-2117, L2141); the counter
// strengths the book leaves to the counters are recorded with adjust
// actions, as a player reads them off the counters.

// 21 SP of one brigade. Advance/Attack line (IT L4658-4660): 15 SP of one
// brigade, or one unit of any strength. 7 AR 13 + 2 AR 8 = 21 > 15: the
// move is refused. With 2 AR at 2 SP, 13 + 2 = 15, within the line.
func TestStackingReadsStrengthInPlay(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-2-ar", Strength: ip(8)})
	move := Action{Unit: "c-2-ar", Path: []string{"S3118"}}
	refuse(t, g, move, "21 infantry SP, the limit is 15")
	apply(t, g, Action{Action: ActAdjust, Unit: "c-2-ar", Strength: ip(2)})
	apply(t, g, move)
	// 7 AR's strength as it stands in play: from 13 up to 14 (as when a
	// detachment is absorbed) puts the same stack at 16 > 15.
	g2 := newGame(t, s2Path)
	apply(t, g2, Action{Action: ActAdjust, Unit: "c-2-ar", Strength: ip(2)})
	apply(t, g2, Action{Action: ActAdjust, Unit: "c-7-ar", Strength: ip(14)})
	refuse(t, g2, move, "16 infantry SP, the limit is 15")
}

// Two batteries with infantry. Advance/Attack, artillery stacked with
// infantry or cavalry (IT L4666-4668): one battery, or six guns from any
// number of batteries. Swett Bty (S3119) joins 7 AR in S3118: one battery,
// legal. Miller Bty joining them makes two batteries: with their guns not
// recorded the move is refused (they may be within six guns only if the
// player says so); with 4 + 4 = 8 guns it is over six; with 3 + 3 = 6 it
// is within the line.
func TestStackingTwoBatteriesWithInfantry(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Unit: "c-swett-bty", Path: []string{"S3118"}})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-miller-bty", Hex: "S3119"})
	move := Action{Unit: "c-miller-bty", Path: []string{"S3118"}}
	refuse(t, g, move, "guns are not known")
	apply(t, g, Action{Action: ActAdjust, Unit: "c-swett-bty", Strength: ip(4)})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-miller-bty", Strength: ip(4)})
	refuse(t, g, move, "2 batteries, the limit is 1")
	apply(t, g, Action{Action: ActAdjust, Unit: "c-swett-bty", Strength: ip(3)})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-miller-bty", Strength: ip(3)})
	apply(t, g, move)
}

// March stacks. March Orders line (IT L4650-4651): 7 SP of infantry of one
// brigade. 3 MS Bn (5) and 55 TN (5), Wood's brigade 3/1/3, set up together
// in S2918 (EN L2110-2111). March Orders are barred to the Confederates
// before 9 AM (S1 rules, EN L1322; the scenario's ordersFrom), so the test
// moves to 9 AM first. Under Advance 10 SP of one brigade is legal (IT
// L4658-4660); once 3 MS Bn is under March orders, 55 TN stepping out and
// back in makes a March stack of 10 > 7 SP, refused. The artillery line
// under March orders (IT L4653-4656): nothing else may share the hex.
func TestStackingMarchOrdersInPlay(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Unit: "c-55-tn", Path: []string{"S3018"}})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-3-ms-bn", Orders: "march"})
	refuse(t, g, Action{Unit: "c-55-tn", Path: []string{"S2918"}}, "10 infantry SP, the limit is 7")
	// Two SP less and the March stack is within 7.
	apply(t, g, Action{Action: ActAdjust, Unit: "c-55-tn", Strength: ip(2)})
	apply(t, g, Action{Unit: "c-55-tn", Path: []string{"S2918"}})

	// Harper Bty in S2720 under March orders may not have the GA Dragoons
	// step back in with it.
	apply(t, g, Action{Unit: "c-ga-dragoons-cav", Path: []string{"S2721"}})
	apply(t, g, Action{Action: ActAdjust, Unit: "c-harper-bty", Orders: "march"})
	refuse(t, g, Action{Unit: "c-ga-dragoons-cav", Path: []string{"S2720"}}, "artillery under march orders may not share a hex with other units")
}

// Entering reinforcements are stacks under the chart too (ITW S1 Union
// chart notes, EN L1729-1734: each landing stack counts, up to the Advance
// limits). ITW S1 at 8 AM: Bouton Bty, Silversparre Bty and 15 IA are due at
// N6420/N6423 (EN L1687-1689). Two batteries alone may share a hex (IT
// L4664-4666); 15 IA landing on them makes two batteries with infantry, over
// the one battery or six guns of IT L4666-4668 (guns not recorded); 15 IA
// lands at N6423 instead.
func TestStackingEnteringReinforcements(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	apply(t, g, Action{Action: ActEnter, Row: ip(0), Hex: "N6420"})
	apply(t, g, Action{Action: ActEnter, Row: ip(1), Hex: "N6420"})
	refuse(t, g, Action{Action: ActEnter, Row: ip(2), Hex: "N6420"}, "15 IA entering at N6420 would overstack it")
	apply(t, g, Action{Action: ActEnter, Row: ip(2), Hex: "N6423"})
}

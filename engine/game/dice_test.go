package game

import "testing"

func TestParseDice(t *testing.T) {
	for s, want := range map[string]Dice{"2d6": {2, 6}, "d10": {1, 10}, "1D10": {1, 10}} {
		if got, err := ParseDice(s); err != nil || got != want {
			t.Errorf("ParseDice(%q) = %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"", "6", "0d6", "2d1", "21d6", "xdy", "2d6d6"} {
		if _, err := ParseDice(s); err == nil {
			t.Errorf("ParseDice(%q) accepted", s)
		}
	}
}

// The same seed gives the same rolls; a player's result is logged as given
// and checked against the dice.
func TestRollsAreSeeded(t *testing.T) {
	a, b := newGame(t, s2Path), newGame(t, s2Path)
	for range 5 {
		ra := apply(t, a, Action{Action: ActRoll, Dice: "2d6"})
		rb := apply(t, b, Action{Action: ActRoll, Dice: "2d6"})
		if ra.Events[0].Message != rb.Events[0].Message {
			t.Fatalf("same seed, different rolls: %s / %s", ra.Events[0].Message, rb.Events[0].Message)
		}
		for _, v := range ra.Events[0].Rolls {
			if v < 1 || v > 6 {
				t.Fatalf("a d6 rolled %d", v)
			}
		}
	}
	e := apply(t, a, Action{Action: ActRoll, Dice: "2d6", Result: []int{6, 6}, Reason: "shock"})
	if got := e.Events[0].Rolls; len(got) != 2 || got[0] != 6 {
		t.Fatalf("given roll logged as %v", got)
	}
	refuse(t, a, Action{Action: ActRoll, Dice: "2d6", Result: []int{7, 1}}, "not a face")
	refuse(t, a, Action{Action: ActRoll, Dice: "2d6", Result: []int{3}}, "needs 2")
}

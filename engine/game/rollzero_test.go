package game

import "testing"

// The battle book's d10 reads 0-9 (ITW BB EN L763, L768): a player's 0 is
// a roll like any other, and a game whose log holds one saves and loads
// again. The game schema once asked every roll to be 1 or more, so a saved
// ITW game failed to load whenever a 0 had been rolled.
func TestGameWithARolledZeroLoads(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActRoll, Dice: "1d10", Result: []int{0}, Reason: "a UDD by hand"})
	data, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	f, err := DecodeFile(data)
	if err != nil {
		t.Fatalf("a game with a rolled 0 does not load: %v", err)
	}
	if n := len(f.Log); n == 0 {
		t.Fatal("the saved game has no log")
	}
}

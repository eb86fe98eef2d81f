package game

import (
	"maps"
	"math/rand/v2"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Pass records who last took control of a hex: the side whose unit occupied
// or passed through it last, and when (a counter that grows with every hex
// entered in the game; 0 at setup).
type Pass struct {
	Side string
	Seq  int
}

// State is everything that changes during a game. The log keeps what each
// action changed in it (a delta), so undo restores it exactly (dice
// included).
type State struct {
	Clock Clock
	Units []Unit // in scenario order: setup rows, then reinforcement rows
	// Control holds, per hex, the last side to occupy or pass through it.
	Control map[hexgrid.Offset]Pass
	Seq     int
	// Flags are manual objective flags ("csa-peabody-gone-miller-ci").
	Flags map[string]bool
	// CI lists the formations marked combat-ineffective, sorted.
	CI []string
	// Entered marks the reinforcement rows whose units have all entered;
	// Delayed maps a row to the turn index it was held back on.
	Entered map[int]bool
	Delayed map[int]int
	// Landed counts the stacks that came ashore at each landing hex in the
	// current activation (ITW BB 9.7 disembarking).
	Landed map[hexgrid.Offset]int
	// Frozen holds the controller of each deadline objective ("by" a turn)
	// as it stood at the end of that turn ("" for nobody).
	Frozen map[string][]string
	Over   bool
	rng    rand.PCG
}

// clone returns a deep copy of the state.
func (s *State) clone() *State {
	c := *s
	c.Units = make([]Unit, len(s.Units))
	for i, u := range s.Units {
		c.Units[i] = u.clone()
	}
	c.Control = maps.Clone(s.Control)
	c.Flags = maps.Clone(s.Flags)
	c.CI = slices.Clone(s.CI)
	c.Entered = maps.Clone(s.Entered)
	c.Delayed = maps.Clone(s.Delayed)
	c.Landed = maps.Clone(s.Landed)
	c.Frozen = maps.Clone(s.Frozen)
	return &c
}

// newState returns an empty state seeded for the dice.
func newState(seed uint64) *State {
	return &State{
		Control: map[hexgrid.Offset]Pass{},
		Flags:   map[string]bool{},
		Entered: map[int]bool{},
		Delayed: map[int]int{},
		Landed:  map[hexgrid.Offset]int{},
		Frozen:  map[string][]string{},
		rng:     *rand.NewPCG(seed, seedStream),
	}
}

// seedStream is the fixed second word of the PCG seed: a game's dice depend
// only on its stored seed.
const seedStream = 0x5341_4e44_5441_424c // "SANDTABL"

package game

import (
	"math/rand/v2"
	"slices"
	"sync/atomic"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Pass records who last took control of a hex: the side whose unit occupied
// or passed through it last, and when (a counter that grows with every hex
// entered in the game; 0 at setup).
type Pass struct {
	Side string
	Seq  int
}

// State is everything that changes during a game, as a value: each action
// starts from a fork of the state before it and the game keeps the states
// it passed through, so undo drops the last one. Forks share what they do
// not change (the units in chunks, control in layers, the other maps as
// persistent tries): a state that has been forked is never changed again.
type State struct {
	Clock Clock
	Units UnitList // in scenario order: setup rows, then reinforcement rows
	// Control holds, per hex, the last side to occupy or pass through it.
	Control ControlMap
	Seq     int
	// Flags are manual objective flags ("csa-peabody-gone-miller-ci").
	Flags PMap[string, bool, strHash]
	// CI lists the formations marked combat-ineffective, sorted; it is
	// replaced, never changed in place.
	CI []string
	// Rows holds, per reinforcement row, whether all its units have
	// entered and the turn it was last held back on.
	Rows PMap[int, RowState, intHash]
	// Landed counts the stacks that came ashore at each landing hex in the
	// current activation (ITW BB 9.7 disembarking).
	Landed PMap[hexgrid.Offset, int, hexHash]
	// Frozen holds the controller of each deadline objective ("by" a turn)
	// as it stood at the end of that turn ("" for nobody).
	Frozen PMap[string, []string, strHash]
	// Shocked holds the hexes shocked in the current activation, each with
	// the first attacker's id.
	Shocked PMap[hexgrid.Offset, string, hexHash]
	// PostShock lists the attackers whose post-shock Disorder waits for
	// the end of a continued shock; replaced, never changed in place.
	PostShock []string
	// Missions holds each formation's mission from a mission table.
	Missions PMap[string, Mission, strHash]
	// Alerts holds each formation's last roll on an alert table.
	Alerts PMap[string, Alert, strHash]
	// Occurred counts the table rows that came up ("table/row") and the
	// uses of a group with a per-turn limit ("table/group@turn").
	Occurred PMap[string, int, strHash]
	Over     bool
	rng      rand.PCG
	// gen names this state for the shared parts it may change in place.
	gen uint64
}

// RowState is where a reinforcement row stands: Entered when all its units
// have entered; Delayed, the turn index it was last held back on, when
// HeldBack.
type RowState struct {
	Entered  bool
	HeldBack bool
	Delayed  int
}

// heldBackNow reports whether a row was held back in the current turn.
func (s *State) heldBackNow(r int) bool {
	rs := s.Rows.At(r)
	return rs.HeldBack && rs.Delayed == s.Clock.Turn
}

// generations hands out state generations, unique in the process.
var generations atomic.Uint64

// fork returns a new state equal to s that shares s's parts until it
// changes them.
func (s *State) fork() *State {
	c := *s
	c.gen = generations.Add(1)
	return &c
}

// newState returns an empty state seeded for the dice.
func newState(seed uint64) *State {
	return &State{rng: *rand.NewPCG(seed, seedStream), gen: generations.Add(1)}
}

// addCI marks a formation combat-ineffective (once; the list kept sorted)
// in a new slice.
func (s *State) addCI(f string) {
	if slices.Contains(s.CI, f) {
		return
	}
	s.CI = append(slices.Clip(s.CI), f)
	slices.Sort(s.CI)
}

// edit returns the unit ready to change in this state (nil when the game
// has no such unit); g.unit gives it for reading.
func (g *Game) edit(id string) *Unit {
	if i, ok := g.index[id]; ok {
		return g.st.Units.edit(i, g.st.gen)
	}
	return nil
}

// putControl records who last passed through a hex.
func (g *Game) putControl(o hexgrid.Offset, p Pass) { g.st.Control.set(o, p, g.st.gen) }

// seedStream is the fixed second word of the PCG seed: a game's dice depend
// only on its stored seed.
const seedStream = 0x5341_4e44_5441_424c // "SANDTABL"

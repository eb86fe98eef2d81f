package game

import (
	"math/rand/v2"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// delta is what one action changed in the State, kept in the undo log
// instead of a copy of the whole State: the small scalar parts as they were
// before, the units that changed (by index) and the map entries that
// changed (with whether they existed). Undo puts these back; a game of
// 200,000 actions keeps a few hundred bytes per action, not a State each.
type delta struct {
	clock   Clock
	seq     int
	ci      []string
	over    bool
	rng     rand.PCG
	nUnits  int
	units   []unitBefore
	control []entryBefore[hexgrid.Offset, Pass]
	flags   []entryBefore[string, bool]
	entered []entryBefore[int, bool]
	delayed []entryBefore[int, int]
	landed  []entryBefore[hexgrid.Offset, int]
	frozen  []entryBefore[string, []string]
}

// unitBefore is a unit as it was before an action.
type unitBefore struct {
	i int
	u Unit
}

// entryBefore is a map entry as it was before an action (ok false: absent).
type entryBefore[K comparable, V any] struct {
	k  K
	v  V
	ok bool
}

// diffState returns what changed from before to after.
func diffState(before, after *State) *delta {
	d := &delta{clock: before.Clock, seq: before.Seq, ci: before.CI, over: before.Over, rng: before.rng, nUnits: len(before.Units)}
	for i, u := range before.Units {
		if i >= len(after.Units) || !sameUnit(u, after.Units[i]) {
			d.units = append(d.units, unitBefore{i, u})
		}
	}
	d.control = changedEntries(before.Control, after.Control, func(a, b Pass) bool { return a == b })
	d.flags = changedEntries(before.Flags, after.Flags, func(a, b bool) bool { return a == b })
	d.entered = changedEntries(before.Entered, after.Entered, func(a, b bool) bool { return a == b })
	d.delayed = changedEntries(before.Delayed, after.Delayed, func(a, b int) bool { return a == b })
	d.landed = changedEntries(before.Landed, after.Landed, func(a, b int) bool { return a == b })
	d.frozen = changedEntries(before.Frozen, after.Frozen, slices.Equal[[]string])
	return d
}

// undo puts the state back as it was before the action.
func (d *delta) undo(s *State) {
	s.Clock, s.Seq, s.CI, s.Over, s.rng = d.clock, d.seq, d.ci, d.over, d.rng
	s.Units = s.Units[:d.nUnits]
	for _, ub := range d.units {
		s.Units[ub.i] = ub.u
	}
	restore(s.Control, d.control)
	restore(s.Flags, d.flags)
	restore(s.Entered, d.entered)
	restore(s.Delayed, d.delayed)
	restore(s.Landed, d.landed)
	restore(s.Frozen, d.frozen)
}

// changedEntries returns the entries of before whose key is missing from
// after or whose value differs, and the keys after added (as absent).
func changedEntries[K comparable, V any](before, after map[K]V, eq func(a, b V) bool) []entryBefore[K, V] {
	var out []entryBefore[K, V]
	for k, v := range before {
		if w, ok := after[k]; !ok || !eq(v, w) {
			out = append(out, entryBefore[K, V]{k, v, true})
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			out = append(out, entryBefore[K, V]{k: k})
		}
	}
	return out
}

// restore puts map entries back as they were.
func restore[K comparable, V any](m map[K]V, es []entryBefore[K, V]) {
	for _, e := range es {
		if e.ok {
			m[e.k] = e.v
		} else {
			delete(m, e.k)
		}
	}
}

// sameUnit reports whether two unit states are equal in every field.
func sameUnit(a, b Unit) bool {
	samePtr := func(x, y *int) bool { return x == nil && y == nil || x != nil && y != nil && *x == *y }
	sameOff := a.Extended == nil && b.Extended == nil || a.Extended != nil && b.Extended != nil && *a.Extended == *b.Extended
	return a.ID == b.ID && a.Side == b.Side && a.Class == b.Class && a.Command == b.Command &&
		a.Where == b.Where && a.Hex == b.Hex && sameOff && a.Extension == b.Extension &&
		a.Facing == b.Facing && samePtr(a.Strength, b.Strength) && a.Lost == b.Lost &&
		slices.Equal(a.Status, b.Status) && a.Orders == b.Orders && a.MPSpent == b.MPSpent &&
		a.Finished == b.Finished && a.Moved == b.Moved && a.Row == b.Row
}

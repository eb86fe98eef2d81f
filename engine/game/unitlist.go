package game

import "iter"

// UnitList is the game's units in scenario order, shared between states:
// chunks of unitChunk pointers that a state copies only where it changes a
// unit, so an action that moves one unit costs one chunk and one unit, not
// every unit.
type UnitList struct {
	gen    uint64 // the state generation that made chunks' backing array
	chunks []*unitChunk
	n      int
}

const chunkSize = 8

// unitChunk holds up to chunkSize units; owned marks those made by the
// chunk's generation (changed in place by it).
type unitChunk struct {
	gen   uint64
	owned uint8
	u     [chunkSize]*Unit
}

// Len returns the number of units.
func (l UnitList) Len() int { return l.n }

// At returns unit i for reading: callers never change it.
func (l UnitList) At(i int) *Unit { return l.chunks[i/chunkSize].u[i%chunkSize] }

// All yields each unit with its index, for reading.
func (l UnitList) All() iter.Seq2[int, *Unit] {
	return func(yield func(int, *Unit) bool) {
		for c, ch := range l.chunks {
			for j := range min(chunkSize, l.n-c*chunkSize) {
				if !yield(c*chunkSize+j, ch.u[j]) {
					return
				}
			}
		}
	}
}

// edit returns unit i ready to change in generation gen (a copy the first
// time gen changes it, sharing Strength and Status, which the game's
// changes replace rather than write through).
func (l *UnitList) edit(i int, gen uint64) *Unit {
	ch, j := l.ownChunk(i/chunkSize, gen), i%chunkSize
	if ch.owned&(1<<j) == 0 {
		u := *ch.u[j]
		ch.u[j] = &u
		ch.owned |= 1 << j
	}
	return ch.u[j]
}

// ownChunk returns chunk c, copied first unless generation gen made it.
func (l *UnitList) ownChunk(c int, gen uint64) *unitChunk {
	if l.gen != gen {
		l.chunks, l.gen = append([]*unitChunk(nil), l.chunks...), gen
	}
	ch := l.chunks[c]
	if ch.gen != gen {
		cp := *ch
		cp.gen, cp.owned = gen, 0
		ch = &cp
		l.chunks[c] = ch
	}
	return ch
}

// add appends a unit in generation gen and returns its index.
func (l *UnitList) add(u Unit, gen uint64) int {
	i := l.n
	if i%chunkSize == 0 {
		if l.gen != gen {
			l.chunks, l.gen = append([]*unitChunk(nil), l.chunks...), gen
		}
		l.chunks = append(l.chunks, &unitChunk{gen: gen})
	}
	ch := l.ownChunk(i/chunkSize, gen)
	ch.u[i%chunkSize] = &u
	ch.owned |= 1 << (i % chunkSize)
	l.n++
	return i
}

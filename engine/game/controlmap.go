package game

import (
	"iter"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ControlMap holds, per hex, who last passed through it, shared between
// states: a chain of small layers, one per action that changed control
// (only the hexes it changed), above a base map. A chain longer than
// maxLayers is folded into a new base map by the next action that writes.
// The zero ControlMap is empty.
type ControlMap struct{ top *ctrlLayer }

const maxLayers = 32

// ctrlLayer is what one state generation changed; a layer with a base map
// (no parent) holds every entry.
type ctrlLayer struct {
	parent *ctrlLayer
	gen    uint64
	depth  int
	ents   []ctrlEntry
	base   map[hexgrid.Offset]Pass
}

// ctrlEntry is one change: a hex and its pass, or its removal.
type ctrlEntry struct {
	hex  hexgrid.Offset
	pass Pass
	gone bool
}

// Get returns who last passed through the hex and whether anybody has.
func (m ControlMap) Get(o hexgrid.Offset) (Pass, bool) {
	for l := m.top; l != nil; l = l.parent {
		if l.base != nil {
			p, ok := l.base[o]
			return p, ok
		}
		for i := len(l.ents) - 1; i >= 0; i-- {
			if e := l.ents[i]; e.hex == o {
				return e.pass, !e.gone
			}
		}
	}
	return Pass{}, false
}

// At returns who last passed through the hex (zero when nobody has).
func (m ControlMap) At(o hexgrid.Offset) Pass {
	p, _ := m.Get(o)
	return p
}

// All yields every hex somebody has passed through, in no set order.
func (m ControlMap) All() iter.Seq2[hexgrid.Offset, Pass] {
	return func(yield func(hexgrid.Offset, Pass) bool) {
		for o, p := range m.flat() {
			if !yield(o, p) {
				return
			}
		}
	}
}

// Len returns the number of hexes somebody has passed through.
func (m ControlMap) Len() int { return len(m.flat()) }

// flat returns every entry in a new map.
func (m ControlMap) flat() map[hexgrid.Offset]Pass {
	out := map[hexgrid.Offset]Pass{}
	seen := map[hexgrid.Offset]bool{}
	for l := m.top; l != nil; l = l.parent {
		for i := len(l.ents) - 1; i >= 0; i-- {
			e := l.ents[i]
			if seen[e.hex] {
				continue
			}
			seen[e.hex] = true
			if !e.gone {
				out[e.hex] = e.pass
			}
		}
		for o, p := range l.base {
			if !seen[o] {
				out[o] = p
			}
		}
	}
	return out
}

// set records a pass in generation gen.
func (m *ControlMap) set(o hexgrid.Offset, p Pass, gen uint64) {
	m.write(ctrlEntry{hex: o, pass: p}, gen)
}

// delete forgets the hex in generation gen.
func (m *ControlMap) delete(o hexgrid.Offset, gen uint64) {
	m.write(ctrlEntry{hex: o, gone: true}, gen)
}

func (m *ControlMap) write(e ctrlEntry, gen uint64) {
	if m.top == nil || m.top.gen != gen {
		switch {
		case m.top == nil:
			m.top = &ctrlLayer{gen: gen, base: map[hexgrid.Offset]Pass{}}
		case m.top.depth >= maxLayers:
			m.top = &ctrlLayer{gen: gen, base: m.flat()}
		default:
			m.top = &ctrlLayer{parent: m.top, gen: gen, depth: m.top.depth + 1}
		}
	}
	l := m.top
	if l.base != nil {
		if e.gone {
			delete(l.base, e.hex)
		} else {
			l.base[e.hex] = e.pass
		}
		return
	}
	for i := range l.ents {
		if l.ents[i].hex == e.hex {
			l.ents[i] = e
			return
		}
	}
	l.ents = append(l.ents, e)
}

package game

import (
	"hash/maphash"
	"iter"
	"math/bits"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// PMap is a persistent map: a 16-way hash trie that states share. A write
// copies the nodes on one path from the root, except nodes the writing state
// made itself (same generation), which it changes in place; a state that
// has been forked is therefore never changed. The zero PMap is empty.
type PMap[K comparable, V any, H hasher[K]] struct {
	root *pnode[K, V]
	n    int
}

// hasher hashes a key type (a zero-size type parameter, so PMap values
// compare with reflect.DeepEqual).
type hasher[K any] interface{ hash(K) uint64 }

// pnode is one trie node: slots whose bit is in leaves hold a key and value,
// those in nodes a sub-node. At depth 16 (all 64 hash bits used) keys and
// vals are a plain list of colliding keys.
type pnode[K comparable, V any] struct {
	gen    uint64
	leaves uint16
	nodes  uint16
	kids   []*pnode[K, V]
	keys   []K
	vals   []V
}

const pmapBits = 4

// Len returns the number of entries.
func (m PMap[K, V, H]) Len() int { return m.n }

// Get returns the value of k and whether it is present.
func (m PMap[K, V, H]) Get(k K) (V, bool) {
	var h H
	hv := h.hash(k)
	for n, shift := m.root, 0; n != nil; shift += pmapBits {
		if shift >= 64 {
			for i, key := range n.keys {
				if key == k {
					return n.vals[i], true
				}
			}
			break
		}
		bit := uint16(1) << (hv >> shift & 15)
		if n.leaves&bit != 0 {
			i := rank(n.leaves, bit)
			if n.keys[i] == k {
				return n.vals[i], true
			}
			break
		}
		if n.nodes&bit == 0 {
			break
		}
		n = n.kids[rank(n.nodes, bit)]
	}
	var zero V
	return zero, false
}

// At returns the value of k (the zero value when absent).
func (m PMap[K, V, H]) At(k K) V {
	v, _ := m.Get(k)
	return v
}

// All yields every entry, in no set order.
func (m PMap[K, V, H]) All() iter.Seq2[K, V] {
	return func(yield func(K, V) bool) { m.root.each(yield) }
}

func (n *pnode[K, V]) each(yield func(K, V) bool) bool {
	if n == nil {
		return true
	}
	for i, k := range n.keys {
		if !yield(k, n.vals[i]) {
			return false
		}
	}
	for _, c := range n.kids {
		if !c.each(yield) {
			return false
		}
	}
	return true
}

// set stores v under k, writing in place only nodes of generation gen.
func (m *PMap[K, V, H]) set(k K, v V, gen uint64) {
	var h H
	m.root = m.root.set(k, v, h.hash(k), 0, gen, &m.n, h)
}

// delete drops k.
func (m *PMap[K, V, H]) delete(k K, gen uint64) {
	if _, ok := m.Get(k); !ok {
		return
	}
	var h H
	m.root = m.root.del(k, h.hash(k), 0, gen)
	m.n--
}

// clear empties the map.
func (m *PMap[K, V, H]) clear() { *m = PMap[K, V, H]{} }

// own returns n itself when gen made it, else a copy made by gen.
func (n *pnode[K, V]) own(gen uint64) *pnode[K, V] {
	if n == nil {
		return &pnode[K, V]{gen: gen}
	}
	if n.gen == gen {
		return n
	}
	c := *n
	c.gen = gen
	c.kids = append([]*pnode[K, V](nil), n.kids...)
	c.keys = append([]K(nil), n.keys...)
	c.vals = append([]V(nil), n.vals...)
	return &c
}

func (n *pnode[K, V]) set(k K, v V, hv uint64, shift int, gen uint64, count *int, h hasher[K]) *pnode[K, V] {
	c := n.own(gen)
	if shift >= 64 {
		for i, key := range c.keys {
			if key == k {
				c.vals[i] = v
				return c
			}
		}
		c.keys, c.vals = append(c.keys, k), append(c.vals, v)
		*count++
		return c
	}
	bit := uint16(1) << (hv >> shift & 15)
	switch {
	case c.leaves&bit != 0:
		i := rank(c.leaves, bit)
		if c.keys[i] == k {
			c.vals[i] = v
			return c
		}
		ok, ov := c.keys[i], c.vals[i]
		c.keys, c.vals = remove(c.keys, i), remove(c.vals, i)
		c.leaves &^= bit
		var sub *pnode[K, V]
		var dummy int
		sub = sub.set(ok, ov, h.hash(ok), shift+pmapBits, gen, &dummy, h)
		sub = sub.set(k, v, hv, shift+pmapBits, gen, count, h)
		c.nodes |= bit
		c.kids = insert(c.kids, rank(c.nodes, bit), sub)
	case c.nodes&bit != 0:
		j := rank(c.nodes, bit)
		c.kids[j] = c.kids[j].set(k, v, hv, shift+pmapBits, gen, count, h)
	default:
		c.leaves |= bit
		i := rank(c.leaves, bit)
		c.keys, c.vals = insert(c.keys, i, k), insert(c.vals, i, v)
		*count++
	}
	return c
}

// del drops k, known to be present below n.
func (n *pnode[K, V]) del(k K, hv uint64, shift int, gen uint64) *pnode[K, V] {
	c := n.own(gen)
	if shift >= 64 {
		for i, key := range c.keys {
			if key == k {
				c.keys, c.vals = remove(c.keys, i), remove(c.vals, i)
				break
			}
		}
		return c
	}
	bit := uint16(1) << (hv >> shift & 15)
	if c.leaves&bit != 0 {
		i := rank(c.leaves, bit)
		c.keys, c.vals = remove(c.keys, i), remove(c.vals, i)
		c.leaves &^= bit
		return c
	}
	j := rank(c.nodes, bit)
	c.kids[j] = c.kids[j].del(k, hv, shift+pmapBits, gen)
	return c
}

// rank is the index of bit's slot among the set bits of bm.
func rank(bm, bit uint16) int { return bits.OnesCount16(bm & (bit - 1)) }

func insert[T any](s []T, i int, v T) []T {
	var zero T
	s = append(s, zero)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}

func remove[T any](s []T, i int) []T {
	copy(s[i:], s[i+1:])
	var zero T
	s[len(s)-1] = zero
	return s[:len(s)-1]
}

// mix64 is the splitmix64 finaliser: a bijection, so distinct keys that fit
// in 64 bits never collide.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// hexHash hashes hex offsets (columns and rows fit in 32 bits).
type hexHash struct{}

func (hexHash) hash(o hexgrid.Offset) uint64 {
	return mix64(uint64(uint32(o.Col))<<32 | uint64(uint32(o.Row)))
}

// intHash hashes ints.
type intHash struct{}

func (intHash) hash(i int) uint64 { return mix64(uint64(i)) }

// strHash hashes strings (colliding hashes end in a list at depth 16).
type strHash struct{}

var strSeed = maphash.MakeSeed()

func (strHash) hash(s string) uint64 { return maphash.String(strSeed, s) }

package game

import (
	"maps"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// A random family of writes and deletes, checked against Go maps after each
// generation, and every earlier generation checked again at the end: a
// write never shows in a map value taken before it.
func TestPMapAgainstGoMaps(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 7))
		var m PMap[hexgrid.Offset, int, hexHash]
		var s PMap[string, int, strHash]
		want := map[hexgrid.Offset]int{}
		var olds []PMap[hexgrid.Offset, int, hexHash]
		var oldWant []map[hexgrid.Offset]int
		for gen := uint64(1); gen < 60; gen++ {
			for range rng.IntN(20) {
				o := hexgrid.Offset{Col: rng.IntN(40) - 5, Row: rng.IntN(40)}
				if rng.IntN(4) == 0 {
					m.delete(o, gen)
					delete(want, o)
				} else {
					v := rng.Int()
					m.set(o, v, gen)
					want[o] = v
				}
				s.set(o.String(), o.Col, gen)
			}
			olds, oldWant = append(olds, m), append(oldWant, maps.Clone(want))
		}
		for i, old := range olds {
			if got := maps.Collect(old.All()); !maps.Equal(got, oldWant[i]) || old.Len() != len(oldWant[i]) {
				t.Fatalf("seed %d generation %d: %d entries, want %d", seed, i+1, old.Len(), len(oldWant[i]))
			}
			for k, v := range oldWant[i] {
				if got, ok := old.Get(k); !ok || got != v {
					t.Fatalf("seed %d generation %d: %v = %d, %v; want %d", seed, i+1, k, got, ok, v)
				}
			}
		}
		for k, v := range s.All() {
			if got, _ := s.Get(k); got != v {
				t.Fatalf("string key %s", k)
			}
		}
	}
}

// Keys whose hashes collide in all 64 bits end in a list and stay apart.
func TestPMapFullCollision(t *testing.T) {
	var m PMap[int, int, zeroHash]
	for i := range 10 {
		m.set(i, i*i, 1)
	}
	m.delete(3, 2)
	for i := range 10 {
		v, ok := m.Get(i)
		if i == 3 && ok || i != 3 && (!ok || v != i*i) {
			t.Errorf("key %d: %d %v", i, v, ok)
		}
	}
	if m.Len() != 9 {
		t.Errorf("len %d, want 9", m.Len())
	}
}

type zeroHash struct{}

func (zeroHash) hash(int) uint64 { return 0 }

// ControlMap against a Go map over random families long enough to fold
// the layer chain several times; every earlier generation unchanged.
func TestControlMapAgainstGoMaps(t *testing.T) {
	for seed := range uint64(10) {
		rng := rand.New(rand.NewPCG(seed, 9))
		var m ControlMap
		want := map[hexgrid.Offset]Pass{}
		var olds []ControlMap
		var oldWant []map[hexgrid.Offset]Pass
		for gen := uint64(1); gen < 150; gen++ {
			for range rng.IntN(6) {
				o := hexgrid.Offset{Col: rng.IntN(20), Row: rng.IntN(20)}
				if rng.IntN(5) == 0 {
					m.delete(o, gen)
					delete(want, o)
				} else {
					p := Pass{Side: []string{"a", "b"}[rng.IntN(2)], Seq: int(gen)}
					m.set(o, p, gen)
					want[o] = p
				}
			}
			olds, oldWant = append(olds, m), append(oldWant, maps.Clone(want))
		}
		for i, old := range olds {
			if got := maps.Collect(old.All()); !maps.Equal(got, oldWant[i]) || old.Len() != len(oldWant[i]) {
				t.Fatalf("seed %d generation %d: %d entries, want %d", seed, i+1, old.Len(), len(oldWant[i]))
			}
			for o := range 400 {
				k := hexgrid.Offset{Col: o / 20, Row: o % 20}
				got, ok := old.Get(k)
				if w, wok := oldWant[i][k]; ok != wok || got != w {
					t.Fatalf("seed %d generation %d: %v = %v %v, want %v %v", seed, i+1, k, got, ok, w, wok)
				}
			}
		}
	}
}

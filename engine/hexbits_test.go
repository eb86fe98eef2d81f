package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestHexBitsAgreesWithMap: random hexes of the ITW map's rectangle and
// beyond it (negative rows, columns past the last sheet), added to a
// HexBits over the map's box and to a Go map, answer Has, Len, All and
// Sorted alike, the Go map being the reference.
func TestHexBitsAgreesWithMap(t *testing.T) {
	e := itwRegions(t)
	e.allHexes()
	if e.box == nil {
		t.Fatal("the ITW map has no box")
	}
	rng := rand.New(rand.NewPCG(29, 3))
	for round := range 40 {
		s, want := newHexBits(e.box), map[hexgrid.Offset]bool{}
		for range rng.IntN(3000) {
			o := hexgrid.Offset{Col: e.box.col0 - 3 + rng.IntN(e.box.cols+6), Row: e.box.row0 - 3 + rng.IntN(e.box.rows+6)}
			s.add(o)
			want[o] = true
		}
		if s.Len() != len(want) {
			t.Fatalf("round %d: Len %d, want %d", round, s.Len(), len(want))
		}
		for c := e.box.col0 - 4; c < e.box.col0+e.box.cols+4; c++ {
			for r := e.box.row0 - 4; r < e.box.row0+e.box.rows+4; r++ {
				o := hexgrid.Offset{Col: c, Row: r}
				if s.Has(o) != want[o] {
					t.Fatalf("round %d: Has(%v) = %v, want %v", round, o, s.Has(o), want[o])
				}
			}
		}
		var all []hexgrid.Offset
		for o := range s.All() {
			all = append(all, o)
		}
		ref := make([]hexgrid.Offset, 0, len(want))
		for o := range want {
			ref = append(ref, o)
		}
		slices.SortFunc(ref, func(a, b hexgrid.Offset) int {
			if a.Col != b.Col {
				return a.Col - b.Col
			}
			return a.Row - b.Row
		})
		if got := s.Sorted(); !slices.Equal(got, ref) {
			t.Fatalf("round %d: Sorted differs from the map's hexes sorted", round)
		}
		if len(all) != len(ref) {
			t.Fatalf("round %d: All yields %d hexes, want %d", round, len(all), len(ref))
		}
		if m := s.Set(); len(m) != len(want) {
			t.Fatalf("round %d: Set holds %d, want %d", round, len(m), len(want))
		}
	}
	var none *HexBits
	if none.Has(hexgrid.Offset{}) || none.Len() != 0 || len(none.Sorted()) != 0 {
		t.Error("the nil HexBits is not empty")
	}
}

package hexgrid

import (
	"slices"
	"testing"
)

func TestDistanceHandWorked(t *testing.T) {
	tests := []struct {
		g    Grid
		a, b Offset
		want int
	}{
		{flatOdd, Offset{0, 0}, Offset{0, 0}, 0},
		{flatOdd, Offset{0, 0}, Offset{2, 0}, 2},
		{flatOdd, Offset{0, 0}, Offset{0, 3}, 3},
		// (3,0) is a low column: the SE, SE, NE... zig-zag reaches it in 3.
		{flatOdd, Offset{0, 0}, Offset{3, 0}, 3},
		// Odd: (0,0) is high, SE stays in its row: (1,0), then (1,0) is
		// low: (2,1), then (3,1). So (3,1) is 3 away and (3,2) is 4.
		{flatOdd, Offset{0, 0}, Offset{3, 1}, 3},
		{flatOdd, Offset{0, 0}, Offset{3, 2}, 4},
		// Even: (0,0) is low: SE (1,1), then (1,1) is high: (2,1), then (3,2).
		{flatEven, Offset{0, 0}, Offset{3, 2}, 3},
		{flatEven, Offset{0, 0}, Offset{3, 1}, 3},
		{flatOdd, Offset{-2, -2}, Offset{2, 2}, 6},
		// Pointy odd: SE from unshifted row 0 is (0,1), from shifted row 1
		// (1,2), from row 2 (1,3).
		{pointyOdd, Offset{0, 0}, Offset{1, 3}, 3},
		{pointyOdd, Offset{0, 0}, Offset{2, 3}, 4},
		{pointyOdd, Offset{0, 0}, Offset{5, 0}, 5},
	}
	for _, tt := range tests {
		if got := tt.g.Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("%v.Distance(%v, %v) = %d, want %d", tt.g, tt.a, tt.b, got, tt.want)
		}
	}
}

// bfs returns the number of neighbour steps from a to every hex within depth.
func bfs(g Grid, a Offset, depth int) map[Offset]int {
	dist := map[Offset]int{a: 0}
	frontier := []Offset{a}
	for d := 1; d <= depth; d++ {
		var next []Offset
		for _, o := range frontier {
			for _, nb := range g.Neighbors(o) {
				if _, ok := dist[nb]; !ok {
					dist[nb] = d
					next = append(next, nb)
				}
			}
		}
		frontier = next
	}
	return dist
}

func TestDistanceMatchesBFS(t *testing.T) {
	r := newRand()
	const box = 9
	for _, g := range allGrids {
		for range 6 {
			a := randOffset(r, 5) // includes negative coordinates
			steps := bfs(g, a, 4*box)
			for col := -box; col <= box; col++ {
				for row := -box; row <= box; row++ {
					b := Offset{col, row}
					want, ok := steps[b]
					if !ok {
						t.Fatalf("%v: BFS from %v never reached %v", g, a, b)
					}
					if got := g.Distance(a, b); got != want {
						t.Fatalf("%v.Distance(%v, %v) = %d, BFS says %d", g, a, b, got, want)
					}
				}
			}
		}
	}
}

func TestDistanceMetric(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		for range 5000 {
			a, b, c := randOffset(r, 300), randOffset(r, 300), randOffset(r, 300)
			ab, ba := g.Distance(a, b), g.Distance(b, a)
			if ab != ba {
				t.Fatalf("%v: Distance(%v,%v) = %d but reverse %d", g, a, b, ab, ba)
			}
			if (ab == 0) != (a == b) || ab < 0 {
				t.Fatalf("%v: Distance(%v,%v) = %d", g, a, b, ab)
			}
			if ac, cb := g.Distance(a, c), g.Distance(c, b); ab > ac+cb {
				t.Fatalf("%v: triangle inequality fails for %v %v %v", g, a, b, c)
			}
		}
	}
}

func TestRing(t *testing.T) {
	for _, g := range allGrids {
		for _, o := range []Offset{{0, 0}, {3, -4}, {-7, 5}} {
			if got := g.Ring(o, 0); !slices.Equal(got, []Offset{o}) {
				t.Errorf("%v.Ring(%v, 0) = %v", g, o, got)
			}
			for n := 1; n <= 5; n++ {
				ring := g.Ring(o, n)
				if len(ring) != 6*n {
					t.Fatalf("%v.Ring(%v, %d) has %d hexes", g, o, n, len(ring))
				}
				start := o
				for range n {
					start = g.Neighbor(start, g.Directions()[0])
				}
				if ring[0] != start {
					t.Errorf("%v.Ring(%v, %d) starts at %v, want %v", g, o, n, ring[0], start)
				}
				seen := map[Offset]bool{}
				for i, h := range ring {
					if d := g.Distance(o, h); d != n {
						t.Fatalf("%v.Ring(%v, %d): %v at distance %d", g, o, n, h, d)
					}
					if next := ring[(i+1)%len(ring)]; !g.Adjacent(h, next) {
						t.Fatalf("%v.Ring(%v, %d): %v and %v not adjacent", g, o, n, h, next)
					}
					seen[h] = true
				}
				if len(seen) != 6*n {
					t.Fatalf("%v.Ring(%v, %d) repeats hexes", g, o, n)
				}
			}
		}
	}
	// Clockwise: flat ring 1 around (2,2) odd stagger is the neighbours in
	// Directions order.
	if got, want := flatOdd.Ring(Offset{2, 2}, 1), flatOdd.Neighbors(Offset{2, 2}); !slices.Equal(got, want[:]) {
		t.Errorf("Ring 1 = %v, want neighbours %v", got, want)
	}
}

func TestWithin(t *testing.T) {
	for _, g := range allGrids {
		for _, o := range []Offset{{0, 0}, {-3, -8}, {11, 2}} {
			for n := 0; n <= 6; n++ {
				within := g.Within(o, n)
				if len(within) != 3*n*(n+1)+1 {
					t.Fatalf("%v.Within(%v, %d) has %d hexes", g, o, n, len(within))
				}
				if !slices.IsSortedFunc(within, compareOffsets) {
					t.Fatalf("%v.Within(%v, %d) not sorted", g, o, n)
				}
				var want []Offset
				for k := 0; k <= n; k++ {
					want = append(want, g.Ring(o, k)...)
				}
				slices.SortFunc(want, compareOffsets)
				if !slices.Equal(within, want) {
					t.Fatalf("%v.Within(%v, %d) != union of rings", g, o, n)
				}
			}
		}
	}
}

func TestRegionLimits(t *testing.T) {
	o := Offset{1, 1}
	for _, n := range []int{-1, MaxRadius + 1, -1 << 62} {
		if flatOdd.Ring(o, n) != nil || flatOdd.Within(o, n) != nil {
			t.Errorf("Ring/Within(%d) not nil", n)
		}
	}
}

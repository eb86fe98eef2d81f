package hexgrid

import (
	"errors"
	"testing"
)

func TestDirections(t *testing.T) {
	wantFlat := [6]Direction{DirN, DirNE, DirSE, DirS, DirSW, DirNW}
	wantPointy := [6]Direction{DirNE, DirE, DirSE, DirSW, DirW, DirNW}
	for _, g := range allGrids {
		want := wantFlat
		if g.Orientation == Pointy {
			want = wantPointy
		}
		if got := g.Directions(); got != want {
			t.Errorf("%v.Directions() = %v, want %v", g, got, want)
		}
	}
	names := []string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}
	for i, name := range names {
		if got := Direction(i).String(); got != name {
			t.Errorf("Direction(%d).String() = %q, want %q", i, got, name)
		}
	}
	if got := Direction(8).String(); got != "Direction(8)" {
		t.Errorf("Direction(8).String() = %q", got)
	}
}

func TestOpposite(t *testing.T) {
	pairs := [][2]Direction{{DirN, DirS}, {DirNE, DirSW}, {DirE, DirW}, {DirSE, DirNW}}
	for _, p := range pairs {
		if p[0].Opposite() != p[1] || p[1].Opposite() != p[0] {
			t.Errorf("Opposite(%v) / Opposite(%v) wrong", p[0], p[1])
		}
	}
	for _, g := range allGrids {
		for _, d := range g.Directions() {
			if !g.HasDirection(d.Opposite()) {
				t.Errorf("%v: opposite of %v is not a side direction", g, d)
			}
		}
	}
}

func TestParseDirection(t *testing.T) {
	tests := []struct {
		g       Grid
		in      string
		want    Direction
		wantErr bool
	}{
		{flatOdd, "N", DirN, false},
		{flatOdd, "ne", DirNE, false},
		{flatOdd, "Sw", DirSW, false},
		{flatOdd, "E", 0, true},
		{flatOdd, "W", 0, true},
		{pointyOdd, "E", DirE, false},
		{pointyOdd, "w", DirW, false},
		{pointyOdd, "N", 0, true},
		{pointyOdd, "S", 0, true},
		{flatOdd, "", 0, true},
		{flatOdd, "NNE", 0, true},
		{flatOdd, "north", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseDirection(tt.g, tt.in)
		if tt.wantErr {
			if !errors.Is(err, ErrUnknownName) {
				t.Errorf("ParseDirection(%v, %q) error = %v, want ErrUnknownName", tt.g, tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseDirection(%v, %q) = %v, %v; want %v", tt.g, tt.in, got, err, tt.want)
		}
	}
}

// Neighbours worked out by hand from the stagger convention: a low column's
// NE/NW neighbours are in its row and SE/SW one row down; a high column's NE/NW
// are one row up and SE/SW in its row. Pointy: a shifted (east) row's NE/SE
// neighbours are in the next column, NW/SW in its own; an unshifted row's NE/SE
// in its own column, NW/SW in the previous one.
func TestNeighborsHandWorked(t *testing.T) {
	tests := []struct {
		name string
		g    Grid
		o    Offset
		want [6]Offset
	}{
		// flat: N, NE, SE, S, SW, NW
		{"flat odd, even column is high", flatOdd, Offset{2, 2},
			[6]Offset{{2, 1}, {3, 1}, {3, 2}, {2, 3}, {1, 2}, {1, 1}}},
		{"flat odd, odd column is low", flatOdd, Offset{3, 2},
			[6]Offset{{3, 1}, {4, 2}, {4, 3}, {3, 3}, {2, 3}, {2, 2}}},
		{"flat even, even column is low", flatEven, Offset{2, 2},
			[6]Offset{{2, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}}},
		{"flat even, odd column is high", flatEven, Offset{3, 2},
			[6]Offset{{3, 1}, {4, 1}, {4, 2}, {3, 3}, {2, 2}, {2, 1}}},
		{"flat odd, negative odd column is low", flatOdd, Offset{-1, 0},
			[6]Offset{{-1, -1}, {0, 0}, {0, 1}, {-1, 1}, {-2, 1}, {-2, 0}}},
		{"flat even, negative even column is low", flatEven, Offset{-2, -5},
			[6]Offset{{-2, -6}, {-1, -5}, {-1, -4}, {-2, -4}, {-3, -4}, {-3, -5}}},
		// pointy: NE, E, SE, SW, W, NW
		{"pointy odd, even row unshifted", pointyOdd, Offset{2, 2},
			[6]Offset{{2, 1}, {3, 2}, {2, 3}, {1, 3}, {1, 2}, {1, 1}}},
		{"pointy odd, odd row shifted", pointyOdd, Offset{2, 3},
			[6]Offset{{3, 2}, {3, 3}, {3, 4}, {2, 4}, {1, 3}, {2, 2}}},
		{"pointy even, even row shifted", pointyEven, Offset{2, 2},
			[6]Offset{{3, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 2}, {2, 1}}},
		{"pointy odd, negative odd row shifted", pointyOdd, Offset{0, -1},
			[6]Offset{{1, -2}, {1, -1}, {1, 0}, {0, 0}, {-1, -1}, {0, -2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.g.Neighbors(tt.o); got != tt.want {
				t.Errorf("Neighbors(%v) = %v, want %v", tt.o, got, tt.want)
			}
			for i, d := range tt.g.Directions() {
				if got := tt.g.Neighbor(tt.o, d); got != tt.want[i] {
					t.Errorf("Neighbor(%v, %v) = %v, want %v", tt.o, d, got, tt.want[i])
				}
			}
		})
	}
}

func TestNeighborSymmetry(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		for range 2000 {
			o := randOffset(r, 500)
			nbs := g.Neighbors(o)
			seen := map[Offset]bool{}
			for i, d := range g.Directions() {
				nb := nbs[i]
				if back := g.Neighbor(nb, d.Opposite()); back != o {
					t.Fatalf("%v: Neighbor(Neighbor(%v, %v), %v) = %v", g, o, d, d.Opposite(), back)
				}
				if !g.Adjacent(o, nb) || !g.Adjacent(nb, o) {
					t.Fatalf("%v: %v and %v not adjacent", g, o, nb)
				}
				if dir, ok := g.DirectionTo(o, nb); !ok || dir != d {
					t.Fatalf("%v: DirectionTo(%v, %v) = %v, %v; want %v", g, o, nb, dir, ok, d)
				}
				seen[nb] = true
			}
			if len(seen) != 6 || seen[o] {
				t.Fatalf("%v: neighbours of %v not six distinct hexes: %v", g, o, nbs)
			}
		}
	}
}

func TestNeighborMissingDirection(t *testing.T) {
	o := Offset{4, 4}
	for _, tt := range []struct {
		g Grid
		d Direction
	}{{flatOdd, DirE}, {flatOdd, DirW}, {pointyOdd, DirN}, {pointyEven, DirS}, {flatEven, Direction(200)}} {
		if got := tt.g.Neighbor(o, tt.d); got != o {
			t.Errorf("%v.Neighbor(%v, %v) = %v, want o unchanged", tt.g, o, tt.d, got)
		}
		if tt.g.HasDirection(tt.d) {
			t.Errorf("%v.HasDirection(%v) = true", tt.g, tt.d)
		}
	}
	if _, ok := flatOdd.DirectionTo(Offset{0, 0}, Offset{0, 2}); ok {
		t.Error("DirectionTo non-adjacent hexes reported ok")
	}
	if flatOdd.Adjacent(o, o) {
		t.Error("a hex is adjacent to itself")
	}
}

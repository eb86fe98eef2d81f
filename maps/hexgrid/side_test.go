package hexgrid

import "testing"

func TestSideHandWorked(t *testing.T) {
	tests := []struct {
		g    Grid
		o    Offset
		d    Direction
		want Hexside
	}{
		{flatOdd, Offset{2, 2}, DirN, Hexside{Offset{2, 2}, DirN}},
		{flatOdd, Offset{2, 2}, DirSE, Hexside{Offset{2, 2}, DirSE}},
		{flatOdd, Offset{2, 2}, DirS, Hexside{Offset{2, 3}, DirN}},
		// (3,2) is a low column under odd stagger: its SW neighbour is (2,3).
		{flatOdd, Offset{3, 2}, DirSW, Hexside{Offset{2, 3}, DirNE}},
		// (2,2) is high: its NW neighbour is (1,1).
		{flatOdd, Offset{2, 2}, DirNW, Hexside{Offset{1, 1}, DirSE}},
		{flatEven, Offset{2, 2}, DirNW, Hexside{Offset{1, 2}, DirSE}},
		{pointyOdd, Offset{2, 2}, DirW, Hexside{Offset{1, 2}, DirE}},
		{pointyOdd, Offset{2, 3}, DirNW, Hexside{Offset{2, 2}, DirSE}},
		{pointyOdd, Offset{2, 2}, DirSW, Hexside{Offset{1, 3}, DirNE}},
		// A direction the grid lacks comes back unchanged.
		{flatOdd, Offset{2, 2}, DirE, Hexside{Offset{2, 2}, DirE}},
	}
	for _, tt := range tests {
		if got := tt.g.Side(tt.o, tt.d); got != tt.want {
			t.Errorf("%v.Side(%v, %v) = %v, want %v", tt.g, tt.o, tt.d, got, tt.want)
		}
	}
}

func TestSideCanonical(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		canonical := map[Direction]bool{}
		dirs := g.Directions()
		for _, d := range dirs[:3] {
			canonical[d] = true
		}
		for range 2000 {
			o := randOffset(r, 400)
			sides := g.Sides(o)
			distinct := map[Hexside]bool{}
			for i, d := range g.Directions() {
				s := g.Side(o, d)
				nb := g.Neighbor(o, d)
				if other := g.Side(nb, d.Opposite()); other != s {
					t.Fatalf("%v: Side(%v,%v) = %v but Side(%v,%v) = %v", g, o, d, s, nb, d.Opposite(), other)
				}
				if !canonical[s.Dir] || !g.IsCanonical(s) || sides[i] != s {
					t.Fatalf("%v: Side(%v,%v) = %v not canonical", g, o, d, s)
				}
				h1, h2 := g.SideHexes(s)
				if !(h1 == o && h2 == nb || h1 == nb && h2 == o) || h1 != s.Hex {
					t.Fatalf("%v: SideHexes(%v) = %v, %v; want %v and %v", g, s, h1, h2, o, nb)
				}
				if sb, ok := g.SideBetween(o, nb); !ok || sb != s {
					t.Fatalf("%v: SideBetween(%v,%v) = %v, %v; want %v", g, o, nb, sb, ok, s)
				}
				if sb, ok := g.SideBetween(nb, o); !ok || sb != s {
					t.Fatalf("%v: SideBetween(%v,%v) = %v, %v; want %v", g, nb, o, sb, ok, s)
				}
				distinct[s] = true
			}
			if len(distinct) != 6 {
				t.Fatalf("%v: %v has %d distinct sides", g, o, len(distinct))
			}
		}
	}
}

func TestSideBetweenNotAdjacent(t *testing.T) {
	for _, g := range allGrids {
		for _, b := range []Offset{{0, 0}, {0, 2}, {2, 0}, {5, 5}} {
			if s, ok := g.SideBetween(Offset{0, 0}, b); ok {
				t.Errorf("%v.SideBetween((0,0), %v) = %v, true", g, b, s)
			}
		}
	}
	if g := flatOdd; g.IsCanonical(Hexside{Dir: DirS}) || g.IsCanonical(Hexside{Dir: DirE}) {
		t.Error("S or E side reported canonical on a flat grid")
	}
}

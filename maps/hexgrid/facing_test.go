package hexgrid

import (
	"errors"
	"testing"
)

func TestParseFacing(t *testing.T) {
	tests := []struct {
		g       Grid
		in      string
		want    Facing
		wantErr bool
	}{
		{flatOdd, "NE", FaceNE, false},
		{flatOdd, "ne", FaceNE, false},
		{flatOdd, "Sw", FaceSW, false},
		{flatOdd, "E", FaceE, false},
		{flatOdd, "w", FaceW, false},
		{flatOdd, "N", 0, true},
		{flatOdd, "S", 0, true},
		{pointyOdd, "N", FaceN, false},
		{pointyOdd, "s", FaceS, false},
		{pointyOdd, "E", 0, true},
		{pointyOdd, "W", 0, true},
		{flatOdd, "any", 0, true},
		{flatOdd, "", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseFacing(tt.g, tt.in)
		if tt.wantErr {
			if !errors.Is(err, ErrUnknownName) {
				t.Errorf("ParseFacing(%v, %q) error = %v, want ErrUnknownName", tt.g, tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseFacing(%v, %q) = %v, %v; want %v", tt.g, tt.in, got, err, tt.want)
		}
	}
	if got := Facing(11).String(); got != "Facing(11)" {
		t.Errorf("Facing(11).String() = %q", got)
	}
}

func TestFacings(t *testing.T) {
	if got, want := flatOdd.Facings(), [6]Facing{FaceNE, FaceE, FaceSE, FaceSW, FaceW, FaceNW}; got != want {
		t.Errorf("flat Facings = %v, want %v", got, want)
	}
	if got, want := pointyEven.Facings(), [6]Facing{FaceN, FaceNE, FaceSE, FaceS, FaceSW, FaceNW}; got != want {
		t.Errorf("pointy Facings = %v, want %v", got, want)
	}
}

func TestRotate(t *testing.T) {
	tests := []struct {
		g     Grid
		f     Facing
		steps int
		want  Facing
	}{
		{flatOdd, FaceNE, 1, FaceE},
		{flatOdd, FaceNE, -1, FaceNW},
		{flatOdd, FaceNW, 1, FaceNE},
		{flatOdd, FaceE, 3, FaceW},
		{flatOdd, FaceSE, 6, FaceSE},
		{flatOdd, FaceSE, -7, FaceE},
		{flatOdd, FaceSW, 13, FaceW},
		{pointyOdd, FaceN, 1, FaceNE},
		{pointyOdd, FaceNE, 1, FaceSE},
		{pointyOdd, FaceN, 3, FaceS},
		{pointyOdd, FaceN, -1, FaceNW},
		{flatOdd, FaceN, 2, FaceN}, // not a flat facing: unchanged
	}
	for _, tt := range tests {
		if got := tt.g.Rotate(tt.f, tt.steps); got != tt.want {
			t.Errorf("%v.Rotate(%v, %d) = %v, want %v", tt.g, tt.f, tt.steps, got, tt.want)
		}
	}
	for _, g := range allGrids {
		for _, f := range g.Facings() {
			seen := map[Facing]bool{}
			cur := f
			for range 6 {
				seen[cur] = true
				cur = g.Rotate(cur, 1)
			}
			if cur != f || len(seen) != 6 {
				t.Errorf("%v: six clockwise turns from %v visit %d facings and end at %v", g, f, len(seen), cur)
			}
			for _, k := range []int{-13, -6, -1, 0, 2, 5, 1 << 40, -1 << 62} {
				if back := g.Rotate(g.Rotate(f, k), -k); back != f {
					t.Errorf("%v: Rotate(Rotate(%v, %d), %d) = %v", g, f, k, -k, back)
				}
			}
		}
	}
}

func TestFrontSides(t *testing.T) {
	flat := map[Facing][2]Direction{
		FaceNE: {DirN, DirNE},
		FaceE:  {DirNE, DirSE},
		FaceSE: {DirSE, DirS},
		FaceSW: {DirS, DirSW},
		FaceW:  {DirSW, DirNW},
		FaceNW: {DirNW, DirN},
	}
	pointy := map[Facing][2]Direction{
		FaceN:  {DirNW, DirNE},
		FaceNE: {DirNE, DirE},
		FaceSE: {DirE, DirSE},
		FaceS:  {DirSE, DirSW},
		FaceSW: {DirSW, DirW},
		FaceNW: {DirW, DirNW},
	}
	for _, tt := range []struct {
		g    Grid
		want map[Facing][2]Direction
	}{{flatOdd, flat}, {flatEven, flat}, {pointyOdd, pointy}, {pointyEven, pointy}} {
		for _, f := range tt.g.Facings() {
			if got := tt.g.FrontSides(f); got != tt.want[f] {
				t.Errorf("%v.FrontSides(%v) = %v, want %v", tt.g, f, got, tt.want[f])
			}
		}
	}
	if got := flatOdd.FrontSides(FaceN); got != [2]Direction{} {
		t.Errorf("FrontSides of a missing facing = %v", got)
	}
}

func TestFrontHexes(t *testing.T) {
	// (2,2) is a high column under odd stagger: N (2,1), NE (3,1), SE (3,2).
	if got, want := flatOdd.FrontHexes(Offset{2, 2}, FaceNE), [2]Offset{{2, 1}, {3, 1}}; got != want {
		t.Errorf("FrontHexes NE = %v, want %v", got, want)
	}
	if got, want := flatOdd.FrontHexes(Offset{2, 2}, FaceE), [2]Offset{{3, 1}, {3, 2}}; got != want {
		t.Errorf("FrontHexes E = %v, want %v", got, want)
	}
	if got, want := flatOdd.FrontHexes(Offset{2, 2}, FaceS), [2]Offset{{2, 2}, {2, 2}}; got != want {
		t.Errorf("FrontHexes of a missing facing = %v, want %v", got, want)
	}
}

package hexgrid

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestParseOrientation(t *testing.T) {
	tests := []struct {
		in      string
		want    Orientation
		wantErr bool
	}{
		{"flat", Flat, false},
		{"FLAT", Flat, false},
		{"Pointy", Pointy, false},
		{"pointy", Pointy, false},
		{"hex", 0, true},
		{"", 0, true},
		{" flat", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseOrientation(tt.in)
		if tt.wantErr {
			if !errors.Is(err, ErrUnknownName) {
				t.Errorf("ParseOrientation(%q) error = %v, want ErrUnknownName", tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseOrientation(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseStagger(t *testing.T) {
	tests := []struct {
		in      string
		want    Stagger
		wantErr bool
	}{
		{"odd", Odd, false},
		{"ODD", Odd, false},
		{"Even", Even, false},
		{"even", Even, false},
		{"both", 0, true},
		{"", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseStagger(tt.in)
		if tt.wantErr {
			if !errors.Is(err, ErrUnknownName) {
				t.Errorf("ParseStagger(%q) error = %v, want ErrUnknownName", tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseStagger(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestNamesStrings(t *testing.T) {
	tests := []struct{ got, want string }{
		{Flat.String(), "flat"},
		{Pointy.String(), "pointy"},
		{Orientation(7).String(), "Orientation(7)"},
		{Odd.String(), "odd"},
		{Even.String(), "even"},
		{Stagger(9).String(), "Stagger(9)"},
		{flatOdd.String(), "flat/odd"},
		{Offset{29, 5}.String(), "(29,5)"},
		{Offset{-1, -20}.String(), "(-1,-20)"},
		{Cube{1, -2, 1}.String(), "(1,-2,1)"},
		{Hexside{Offset{24, 42}, DirN}.String(), "(24,42)/N"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestGridJSON(t *testing.T) {
	b, err := json.Marshal(pointyEven)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"Orientation":"pointy","Stagger":"even"}` {
		t.Errorf("Marshal = %s", b)
	}
	var g Grid
	if err := json.Unmarshal([]byte(`{"Orientation":"Flat","Stagger":"ODD"}`), &g); err != nil || g != flatOdd {
		t.Errorf("Unmarshal = %v, %v", g, err)
	}
	if err := json.Unmarshal([]byte(`{"Orientation":"square"}`), &g); !errors.Is(err, ErrUnknownName) {
		t.Errorf("Unmarshal bad orientation error = %v", err)
	}
	if _, err := json.Marshal(Grid{Orientation: 5}); err == nil {
		t.Error("Marshal of invalid orientation succeeded")
	}
}

func TestGridValidate(t *testing.T) {
	for _, g := range allGrids {
		if err := g.Validate(); err != nil {
			t.Errorf("%v.Validate() = %v", g, err)
		}
	}
	for _, g := range []Grid{{Orientation: 2}, {Stagger: 2}} {
		if err := g.Validate(); !errors.Is(err, ErrInvalidNumbering) {
			t.Errorf("%v.Validate() = %v, want ErrInvalidNumbering", g, err)
		}
	}
}

// Worked by hand from the formulas in the brief: flat Q = col,
// R = row - (col - col&1)/2 (odd) or row - (col + col&1)/2 (even); pointy the
// same with rows and columns swapped.
func TestToCubeHandWorked(t *testing.T) {
	tests := []struct {
		g    Grid
		o    Offset
		want Cube
	}{
		{flatOdd, Offset{0, 0}, Cube{0, 0, 0}},
		{flatOdd, Offset{29, 5}, Cube{29, -9, -20}},
		{flatEven, Offset{29, 5}, Cube{29, -10, -19}},
		{flatOdd, Offset{-3, -3}, Cube{-3, -1, 4}},
		{flatEven, Offset{-3, -3}, Cube{-3, -2, 5}},
		{pointyOdd, Offset{5, 29}, Cube{-9, 29, -20}},
		{pointyEven, Offset{5, 29}, Cube{-10, 29, -19}},
		{pointyOdd, Offset{-3, -3}, Cube{-1, -3, 4}},
	}
	for _, tt := range tests {
		if got := tt.g.ToCube(tt.o); got != tt.want {
			t.Errorf("%v.ToCube(%v) = %v, want %v", tt.g, tt.o, got, tt.want)
		}
		if got := tt.g.FromCube(tt.want); got != tt.o {
			t.Errorf("%v.FromCube(%v) = %v, want %v", tt.g, tt.want, got, tt.o)
		}
	}
}

func TestCubeRoundTrip(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		for range 5000 {
			o := randOffset(r, 1000)
			c := g.ToCube(o)
			if c.Q+c.R+c.S != 0 {
				t.Fatalf("%v.ToCube(%v) = %v, not on the plane", g, o, c)
			}
			if back := g.FromCube(c); back != o {
				t.Fatalf("%v: %v -> %v -> %v", g, o, c, back)
			}
			q, rr := r.IntN(2001)-1000, r.IntN(2001)-1000
			cube := Cube{q, rr, -q - rr}
			if back := g.ToCube(g.FromCube(cube)); back != cube {
				t.Fatalf("%v: cube %v -> %v", g, cube, back)
			}
		}
	}
}

package hexgrid

import (
	"math"
	"slices"
	"testing"
)

func step(o Offset) LineStep { return LineStep{Hex: o, Alt: o} }

func tie(hex, alt Offset) LineStep { return LineStep{Hex: hex, Alt: alt, Tie: true} }

// Worked by hand on the pixel layout. Flat odd: (0,0) and (2,0) are high
// columns at y = 0; the line between them is horizontal and passes exactly
// between the two hexes of low column 1 whose centres are at y = +-sqrt(3)/2:
// (1,0) below, (1,-1) above. The tie rule picks the southern hex as Hex.
func TestLineHandWorked(t *testing.T) {
	tests := []struct {
		name string
		g    Grid
		a, b Offset
		want []LineStep
	}{
		{"flat odd same row two columns apart", flatOdd, Offset{0, 0}, Offset{2, 0},
			[]LineStep{step(Offset{0, 0}), tie(Offset{1, 0}, Offset{1, -1}), step(Offset{2, 0})}},
		// Even: column 1 is high, its hexes (1,0) and (1,1) straddle row 0.
		{"flat even same row two columns apart", flatEven, Offset{0, 0}, Offset{2, 0},
			[]LineStep{step(Offset{0, 0}), tie(Offset{1, 1}, Offset{1, 0}), step(Offset{2, 0})}},
		{"flat odd four columns, two ties", flatOdd, Offset{0, 0}, Offset{4, 0},
			[]LineStep{step(Offset{0, 0}), tie(Offset{1, 0}, Offset{1, -1}), step(Offset{2, 0}),
				tie(Offset{3, 0}, Offset{3, -1}), step(Offset{4, 0})}},
		// Pointy odd: (0,0) and (0,2) share x = 0; row 1 is shifted east so
		// (0,1) is at x = +sqrt(3)/2 and (-1,1) at -sqrt(3)/2. Hex is the
		// eastern one.
		{"pointy odd same column two rows apart", pointyOdd, Offset{0, 0}, Offset{0, 2},
			[]LineStep{step(Offset{0, 0}), tie(Offset{0, 1}, Offset{-1, 1}), step(Offset{0, 2})}},
		{"flat straight down a column", flatOdd, Offset{5, 1}, Offset{5, 4},
			[]LineStep{step(Offset{5, 1}), step(Offset{5, 2}), step(Offset{5, 3}), step(Offset{5, 4})}},
		{"same hex", flatOdd, Offset{-3, 7}, Offset{-3, 7}, []LineStep{step(Offset{-3, 7})}},
		{"neighbours", flatOdd, Offset{2, 2}, Offset{3, 2}, []LineStep{step(Offset{2, 2}), step(Offset{3, 2})}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.g.Line(tt.a, tt.b); !slices.Equal(got, tt.want) {
				t.Errorf("Line(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		})
	}
}

func TestLineProperties(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		ties := 0
		for range 3000 {
			a, b := randOffset(r, 30), randOffset(r, 30)
			line := g.Line(a, b)
			n := g.Distance(a, b)
			if len(line) != n+1 {
				t.Fatalf("%v.Line(%v, %v) has %d steps, want %d", g, a, b, len(line), n+1)
			}
			if line[0] != step(a) || line[n] != step(b) {
				t.Fatalf("%v.Line(%v, %v) endpoints %v, %v", g, a, b, line[0], line[n])
			}
			for i, s := range line {
				checkStep(t, g, a, i, s)
				if i > 0 {
					checkConsecutive(t, g, line[i-1], s)
				}
				if s.Tie {
					ties++
				}
			}
		}
		if ties == 0 {
			t.Errorf("%v: no ties in random lines", g)
		}
	}
}

func checkStep(t *testing.T, g Grid, a Offset, i int, s LineStep) {
	t.Helper()
	if g.Distance(a, s.Hex) != i || g.Distance(a, s.Alt) != i {
		t.Fatalf("%v: step %d %v not %d hexes from %v", g, i, s, i, a)
	}
	if s.Tie != (s.Hex != s.Alt) {
		t.Fatalf("%v: step %v: Tie must mean Hex != Alt", g, s)
	}
	if s.Tie && !g.Adjacent(s.Hex, s.Alt) {
		t.Fatalf("%v: tie step %v: hexes not adjacent", g, s)
	}
}

func checkConsecutive(t *testing.T, g Grid, prev, s LineStep) {
	t.Helper()
	for _, p := range []Offset{prev.Hex, prev.Alt} {
		for _, h := range []Offset{s.Hex, s.Alt} {
			if !g.Adjacent(p, h) {
				t.Fatalf("%v: consecutive steps %v -> %v not adjacent", g, prev, s)
			}
		}
	}
}

// floatLine is the textbook line: cube lerp rounded after a +eps and a -eps
// nudge along the tie-break direction.
func floatLine(g Grid, a, b Offset, eps float64) []LineStep {
	ca, cb := g.ToCube(a), g.ToCube(b)
	n := g.Distance(a, b)
	e := lineNudge[g.orient()]
	var out []LineStep
	for i := 0; i <= n; i++ {
		t := 0.0
		if n > 0 {
			t = float64(i) / float64(n)
		}
		q := float64(ca.Q) + float64(cb.Q-ca.Q)*t
		r := float64(ca.R) + float64(cb.R-ca.R)*t
		plus, _ := cubeRound(q+eps*float64(e[0]), r+eps*float64(e[1]))
		minus, _ := cubeRound(q-eps*float64(e[0]), r-eps*float64(e[1]))
		h, alt := g.FromCube(plus), g.FromCube(minus)
		out = append(out, LineStep{Hex: h, Alt: alt, Tie: h != alt})
	}
	return out
}

func TestLineMatchesFloatNudge(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		for range 3000 {
			a, b := randOffset(r, 25), randOffset(r, 25)
			if got, want := g.Line(a, b), floatLine(g, a, b, 1e-7); !slices.Equal(got, want) {
				t.Fatalf("%v.Line(%v, %v) =\n%v\nfloat nudge gives\n%v", g, a, b, got, want)
			}
		}
	}
}

func TestLineReverse(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		for range 2000 {
			a, b := randOffset(r, 40), randOffset(r, 40)
			fwd, back := g.Line(a, b), g.Line(b, a)
			slices.Reverse(back)
			if !slices.Equal(fwd, back) {
				t.Fatalf("%v: Line(%v, %v) is not Line(%v, %v) reversed", g, a, b, b, a)
			}
		}
	}
}

func TestLineLimit(t *testing.T) {
	if got := flatOdd.Line(Offset{0, 0}, Offset{0, MaxLine + 1}); got != nil {
		t.Errorf("over-long line has %d steps", len(got))
	}
	if got := flatOdd.Line(Offset{math.MinInt, 0}, Offset{math.MaxInt, 0}); got != nil {
		t.Errorf("overflowing line has %d steps", len(got))
	}
	if got := flatOdd.Line(Offset{0, 0}, Offset{0, MaxLine}); len(got) != MaxLine+1 {
		t.Errorf("line of MaxLine has %d steps", len(got))
	}
}

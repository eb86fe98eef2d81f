package hexgrid

import (
	"math"
	"testing"
)

const tol = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) < tol*(1+math.Abs(a)+math.Abs(b)) }

func TestCenterHandWorked(t *testing.T) {
	s3 := math.Sqrt(3)
	tests := []struct {
		l      Layout
		o      Offset
		wx, wy float64
	}{
		{Layout{flatOdd, 10, 100, 50}, Offset{0, 0}, 100, 50},
		// odd column: low, half a hex (5*sqrt3) down
		{Layout{flatOdd, 10, 100, 50}, Offset{1, 0}, 115, 50 + 5*s3},
		{Layout{flatOdd, 10, 100, 50}, Offset{2, 3}, 130, 50 + 30*s3},
		{Layout{flatOdd, 10, 100, 50}, Offset{-1, -1}, 85, 50 - 10*s3 + 5*s3},
		// even stagger: column 0 is low and sits at the origin, odd columns
		// half a hex higher
		{Layout{flatEven, 10, 100, 50}, Offset{0, 0}, 100, 50},
		{Layout{flatEven, 10, 100, 50}, Offset{1, 0}, 115, 50 - 5*s3},
		{Layout{flatEven, 10, 100, 50}, Offset{1, 1}, 115, 50 + 5*s3},
		{Layout{pointyOdd, 10, 0, 0}, Offset{0, 1}, 5 * s3, 15},
		{Layout{pointyOdd, 10, 0, 0}, Offset{2, 2}, 20 * s3, 30},
		{Layout{pointyEven, 10, 0, 0}, Offset{0, 1}, -5 * s3, 15},
	}
	for _, tt := range tests {
		x, y := tt.l.Center(tt.o)
		if !near(x, tt.wx) || !near(y, tt.wy) {
			t.Errorf("%v Center(%v) = (%g, %g), want (%g, %g)", tt.l.Grid, tt.o, x, y, tt.wx, tt.wy)
		}
	}
}

// The stagger convention in pixels: a low column's hex sits half a hex lower
// than the high column's hex of the same row.
func TestCenterStagger(t *testing.T) {
	for _, g := range []Grid{flatOdd, flatEven} {
		l := Layout{Grid: g, Size: 1}
		_, yEven := l.Center(Offset{4, 7})
		_, yOdd := l.Center(Offset{5, 7})
		lowerIsOdd := yOdd > yEven
		if lowerIsOdd != (g.Stagger == Odd) || !near(math.Abs(yOdd-yEven), math.Sqrt(3)/2) {
			t.Errorf("%v: y of column 4 = %g, column 5 = %g", g, yEven, yOdd)
		}
	}
	for _, g := range []Grid{pointyOdd, pointyEven} {
		l := Layout{Grid: g, Size: 1}
		xEven, _ := l.Center(Offset{7, 4})
		xOdd, _ := l.Center(Offset{7, 5})
		eastIsOdd := xOdd > xEven
		if eastIsOdd != (g.Stagger == Odd) || !near(math.Abs(xOdd-xEven), math.Sqrt(3)/2) {
			t.Errorf("%v: x of row 4 = %g, row 5 = %g", g, xEven, xOdd)
		}
	}
}

func TestHexAtRoundTrip(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		for range 3000 {
			l := Layout{Grid: g, Size: 1 + 40*r.Float64(), OriginX: 500 * (r.Float64() - 0.5), OriginY: 500 * (r.Float64() - 0.5)}
			o := randOffset(r, 200)
			x, y := l.Center(o)
			if got := l.HexAt(x, y); got != o {
				t.Fatalf("%v size %g: HexAt(Center(%v)) = %v", g, l.Size, o, got)
			}
			// a random point inside the inner circle (radius sqrt3/2*Size)
			rad := l.Size * math.Sqrt(3) / 2 * 0.999 * math.Sqrt(r.Float64())
			ang := 2 * math.Pi * r.Float64()
			px, py := x+rad*math.Cos(ang), y+rad*math.Sin(ang)
			if got := l.HexAt(px, py); got != o {
				t.Fatalf("%v: HexAt(%g, %g) inside %v = %v", g, px, py, o, got)
			}
		}
	}
}

func TestHexAtInvalid(t *testing.T) {
	for _, l := range []Layout{{Size: 0}, {Size: -1}, {Size: math.NaN()}, {Size: math.Inf(1)}} {
		if got := l.HexAt(10, 10); got != (Offset{}) {
			t.Errorf("Size %g: HexAt = %v", l.Size, got)
		}
	}
	l := Layout{Grid: flatOdd, Size: 10}
	for _, p := range [][2]float64{{math.NaN(), 0}, {0, math.Inf(-1)}, {1e300, 1e300}} {
		if got := l.HexAt(p[0], p[1]); got != (Offset{}) {
			t.Errorf("HexAt(%g, %g) = %v", p[0], p[1], got)
		}
	}
}

func TestCorners(t *testing.T) {
	r := newRand()
	for _, g := range allGrids {
		l := Layout{Grid: g, Size: 12, OriginX: 30, OriginY: -7}
		for range 500 {
			o := randOffset(r, 100)
			cx, cy := l.Center(o)
			corners := l.Corners(o)
			for i, f := range g.Facings() {
				c := corners[i]
				if !near(math.Hypot(c[0]-cx, c[1]-cy), l.Size) {
					t.Fatalf("%v: corner %v of %v not Size from the centre", g, f, o)
				}
				if vx, vy := l.VertexPoint(o, f); vx != c[0] || vy != c[1] {
					t.Fatalf("%v: VertexPoint(%v, %v) != Corners[%d]", g, o, f, i)
				}
				checkFrontVertex(t, l, o, f)
			}
			checkSharedSides(t, l, o)
		}
	}
}

// checkFrontVertex: the vertex a unit faces is an end of both front sides.
func checkFrontVertex(t *testing.T, l Layout, o Offset, f Facing) {
	t.Helper()
	vx, vy := l.VertexPoint(o, f)
	for _, d := range l.Grid.FrontSides(f) {
		x0, y0, x1, y1 := l.SideSegment(Hexside{o, d})
		if !(near(vx, x0) && near(vy, y0) || near(vx, x1) && near(vy, y1)) {
			t.Fatalf("%v: vertex %v of %v is not an end of side %v", l.Grid, f, o, d)
		}
	}
}

// checkSharedSides: a side drawn from either hex is the same segment, and
// its midpoint is halfway between the two centres.
func checkSharedSides(t *testing.T, l Layout, o Offset) {
	t.Helper()
	for _, d := range l.Grid.Directions() {
		nb := l.Grid.Neighbor(o, d)
		ax0, ay0, ax1, ay1 := l.SideSegment(Hexside{o, d})
		bx0, by0, bx1, by1 := l.SideSegment(Hexside{nb, d.Opposite()})
		if !near(ax0, bx1) || !near(ay0, by1) || !near(ax1, bx0) || !near(ay1, by0) {
			t.Fatalf("%v: side %v of %v drawn differently from %v", l.Grid, d, o, nb)
		}
		cx, cy := l.Center(o)
		nx, ny := l.Center(nb)
		if !near((ax0+ax1)/2, (cx+nx)/2) || !near((ay0+ay1)/2, (cy+ny)/2) {
			t.Fatalf("%v: side %v of %v is not between the centres", l.Grid, d, o)
		}
		s := l.Grid.Side(o, d)
		sx0, sy0, sx1, sy1 := l.SideSegment(s)
		if !near((sx0+sx1)/2, (ax0+ax1)/2) || !near((sy0+sy1)/2, (ay0+ay1)/2) {
			t.Fatalf("%v: canonical side %v drawn elsewhere", l.Grid, s)
		}
	}
}

func TestSideSegmentHandWorked(t *testing.T) {
	s3 := math.Sqrt(3)
	l := Layout{Grid: flatOdd, Size: 10}
	// the N side of (0,0): from the NW corner (-5, -5*sqrt3) to the NE corner (5, -5*sqrt3)
	x0, y0, x1, y1 := l.SideSegment(Hexside{Offset{0, 0}, DirN})
	if !near(x0, -5) || !near(y0, -5*s3) || !near(x1, 5) || !near(y1, -5*s3) {
		t.Errorf("N side = (%g,%g)-(%g,%g)", x0, y0, x1, y1)
	}
	if x, y := l.VertexPoint(Offset{0, 0}, FaceE); !near(x, 10) || !near(y, 0) {
		t.Errorf("E vertex = (%g,%g)", x, y)
	}
	if x, y := l.VertexPoint(Offset{0, 0}, FaceN); x != 0 || y != 0 {
		t.Errorf("missing vertex = (%g,%g), want the centre", x, y)
	}
	if x0, y0, x1, y1 := l.SideSegment(Hexside{Offset{0, 0}, DirE}); x0 != 0 || y0 != 0 || x1 != 0 || y1 != 0 {
		t.Errorf("missing side = (%g,%g)-(%g,%g), want the centre twice", x0, y0, x1, y1)
	}
	p := Layout{Grid: pointyOdd, Size: 10}
	if x, y := p.VertexPoint(Offset{0, 0}, FaceN); !near(x, 0) || !near(y, -10) {
		t.Errorf("pointy N vertex = (%g,%g)", x, y)
	}
}

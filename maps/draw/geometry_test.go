package draw

import (
	"math"
	"testing"
)

func TestDashes(t *testing.T) {
	line := []Point{{0, 0}, {10, 0}, {10, 5}}
	got := dashes(line, []float64{3, 2})
	// 15 units: dashes 0-3, 5-8, 10-(10,1) and (10,3)-(10,5)... at 10 the
	// corner falls inside the third dash.
	want := [][]Point{{{0, 0}, {3, 0}}, {{5, 0}, {8, 0}}, {{10, 0}, {10, 0}, {10, 3}}, {{10, 5}, {10, 5}}}
	if len(got) < 3 {
		t.Fatalf("dashes %v", got)
	}
	for i := range 3 {
		if polylineLength(got[i]) != polylineLength(want[i]) || got[i][0] != want[i][0] {
			t.Errorf("dash %d = %v, want %v", i, got[i], want[i])
		}
	}
	total := 0.0
	for _, d := range got {
		total += polylineLength(d)
	}
	if !near(total, 9, 1e-9) {
		t.Errorf("dashes cover %g of 15, want 9", total)
	}
	for _, bad := range [][]float64{nil, {0, 0}, {-1, 2}, {math.NaN(), 1}, {1e-9, 1e-9}} {
		if got := dashes(line, bad); len(got) != 1 || len(got[0]) != 3 {
			t.Errorf("pattern %v: %v, want the whole line", bad, got)
		}
	}
}

func TestAlongEvery(t *testing.T) {
	var pts []Point
	alongEvery([]Point{{0, 0}, {1, 0}, {1, 1}}, 0.5, func(p Point, ux, uy float64) { pts = append(pts, p) })
	want := []Point{{0.25, 0}, {0.75, 0}, {1, 0.25}, {1, 0.75}}
	if len(pts) != len(want) {
		t.Fatalf("points %v, want %v", pts, want)
	}
	for i := range want {
		if !near(pts[i].X, want[i].X, 1e-9) || !near(pts[i].Y, want[i].Y, 1e-9) {
			t.Errorf("point %d = %v, want %v", i, pts[i], want[i])
		}
	}
	n := 0
	alongEvery([]Point{{0, 0}, {1e9, 0}}, 1e-6, func(Point, float64, float64) { n++ })
	alongEvery([]Point{{0, 0}, {1, 0}}, 0, func(Point, float64, float64) { n++ })
	if n != 0 {
		t.Errorf("%d points for a step too small or zero", n)
	}
}

// Every polygon of a stroke's outline turns clockwise, so their union fills
// once.
func TestStrokeOutlineClockwise(t *testing.T) {
	for _, closed := range []bool{false, true} {
		polys := strokeOutline(nil, []Point{{0, 0}, {5, 0}, {5, 5}, {0, 5}}, closed, 1, CapRound)
		if len(polys) == 0 {
			t.Fatal("no outline")
		}
		for i, p := range polys {
			if signedArea(p) <= 0 {
				t.Errorf("closed %v: polygon %d turns the wrong way", closed, i)
			}
		}
	}
	if got := strokeOutline(nil, []Point{{0, 0}, {1, 1}}, false, 0, CapRound); len(got) != 0 {
		t.Error("a zero width stroke has an outline")
	}
	if got := strokeOutline(nil, []Point{{0, 0}, {1, 0}}, false, 1, CapButt); len(got) != 1 {
		t.Errorf("a butt-capped segment is %d polygons, want 1", len(got))
	}
}

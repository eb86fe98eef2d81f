package trace

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRidgeAlongMatchesDirect checks ridgeAlong's banded running sums
// against the response averaged along the line pixel by pixel, in each of
// the line map's four directions, on a scan taller than one band.
func TestRidgeAlongMatchesDirect(t *testing.T) {
	w, h, l := 29, alongBand*2+37, 4
	offs := [4][2]int{{2, 0}, {1, 1}, {0, 2}, {-1, 1}}
	rng := rand.New(rand.NewPCG(1, 2))
	s := make([]float32, w*h)
	for i := range s {
		s[i] = rng.Float32()
	}
	at := func(x, y int) float32 { return s[y*w+x] }
	on := func(x, y int) bool { return x >= 0 && x < w && y >= 0 && y < h }
	across := func(x, y int, o [2]int) float64 {
		if !on(x+o[0], y+o[1]) || !on(x-o[0], y-o[1]) {
			return 0
		}
		c := at(x, y)
		return float64(min(c-at(x+o[0], y+o[1]), c-at(x-o[0], y-o[1])))
	}
	r := make([]float32, w*h)
	dir := make([]uint8, w*h)
	ridgeAlong(s, r, dir, w, h, offs, l)
	for y := range h {
		for x := range w {
			best, bk := 0.0, -1
			for k, o := range offs {
				a := lineAlongDirs[k]
				sum, n := 0.0, 0
				for t := -l; t <= l; t++ {
					if xx, yy := x+t*a[0], y+t*a[1]; on(xx, yy) {
						sum += across(xx, yy, o)
						n++
					}
				}
				if v := min(sum/float64(n), across(x, y, o)); v > best+1e-6 {
					best, bk = v, k
				}
			}
			got := float64(r[y*w+x])
			if math.Abs(got-best) > 1e-5 {
				t.Fatalf("(%d, %d): strength %.6f, want %.6f", x, y, got, best)
			}
			if bk >= 0 && best > 1e-4 && int(dir[y*w+x]) != bk {
				t.Fatalf("(%d, %d): direction %d, want %d", x, y, dir[y*w+x], bk)
			}
		}
	}
}

// TestRidgeAlongInPlaceMatches: the response written over the density
// band by band (ridgeAlongInPlace) is ridgeAlong's into a buffer of its
// own, value for value and direction for direction, on scans of one band
// and of several (the last shorter), for several half-lengths and line
// widths.
func TestRidgeAlongInPlaceMatches(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 3))
	for _, c := range []struct{ w, h, l, hp int }{{29, 50, 3, 2}, {41, alongBand*3 + 37, 6, 4}, {17, alongBand * 2, 1, 2}, {33, alongBand + 5, 9, 3}} {
		dg := max(1, int(math.Round(float64(c.hp)/math.Sqrt2)))
		offs := [4][2]int{{c.hp, 0}, {dg, dg}, {0, c.hp}, {-dg, dg}}
		s := make([]float32, c.w*c.h)
		for i := range s {
			s[i] = rng.Float32()
		}
		r := make([]float32, len(s))
		dir := make([]uint8, len(s))
		ridgeAlong(s, r, dir, c.w, c.h, offs, c.l)
		in := append([]float32(nil), s...)
		dirIn := make([]uint8, len(s))
		ridgeAlongInPlace(in, dirIn, c.w, c.h, offs, c.l)
		positive := 0
		for i := range s {
			if in[i] != r[i] || dirIn[i] != dir[i] {
				t.Fatalf("%+v: pixel (%d, %d): in place %v dir %d, into a buffer %v dir %d", c, i%c.w, i/c.w, in[i], dirIn[i], r[i], dir[i])
			}
			if r[i] > 0 {
				positive++
			}
		}
		if positive < len(s)/20 {
			t.Fatalf("%+v: %d of %d pixels with a response", c, positive, len(s))
		}
	}
}

package trace

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestMeanAlongMatchesDirect checks meanAlong's running sums against the
// mean taken pixel by pixel, in each of the line map's four directions.
func TestMeanAlongMatchesDirect(t *testing.T) {
	w, h, l := 23, 17, 4
	rng := rand.New(rand.NewPCG(1, 2))
	v := make([]float32, w*h)
	for i := range v {
		v[i] = rng.Float32()
	}
	m := make([]float32, w*h)
	for _, a := range lineAlongDirs {
		meanAlong(v, m, w, h, a, l)
		for y := range h {
			for x := range w {
				sum, n := 0.0, 0
				for k := -l; k <= l; k++ {
					xx, yy := x+k*a[0], y+k*a[1]
					if xx < 0 || xx >= w || yy < 0 || yy >= h {
						continue
					}
					sum += float64(v[yy*w+xx])
					n++
				}
				if got := float64(m[y*w+x]); math.Abs(got-sum/float64(n)) > 1e-5 {
					t.Fatalf("direction %v at (%d, %d): %.6f, want %.6f", a, x, y, got, sum/float64(n))
				}
			}
		}
	}
}

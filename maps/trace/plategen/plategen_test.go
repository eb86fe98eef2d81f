package plategen

import (
	"hash/fnv"
	"math"
	"testing"
)

func canvasHash(cv *canvas) uint64 {
	h := fnv.New64a()
	for _, c := range cv.c {
		for _, v := range c {
			b := math.Float32bits(v)
			h.Write([]byte{byte(b), byte(b >> 8), byte(b >> 16), byte(b >> 24)})
		}
	}
	return h.Sum64()
}

// TestDeterministic: a seed gives the same map, style and print each
// time; another seed gives another.
func TestDeterministic(t *testing.T) {
	const ppm = 2.5
	var hashes []uint64
	var styles []string
	for _, seed := range []uint64{3, 3, 4} {
		pm, err := New(seed, 8, 6)
		if err != nil {
			t.Fatal(err)
		}
		p, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, canvasHash(p.cv))
		styles = append(styles, pm.Style.String())
	}
	if hashes[0] != hashes[1] || styles[0] != styles[1] {
		t.Errorf("seed 3 twice: prints %x, %x; styles equal %v", hashes[0], hashes[1], styles[0] == styles[1])
	}
	if hashes[0] == hashes[2] || styles[0] == styles[2] {
		t.Errorf("seeds 3 and 4 print the same")
	}
}

// plateAt returns a function giving plate p's ink coverage (0..1) at map
// mm, from the plate printed alone at ppm.
func plateAt(t *testing.T, pm *Map, p int, ppm float64) func(x, y float64) float64 {
	t.Helper()
	pr, err := pm.press()
	if err != nil {
		t.Fatal(err)
	}
	one := pr.only(p)
	cv := one.print(ppm)
	return func(x, y float64) float64 {
		px, py := int((x-one.ox)*ppm), int((y-one.oy)*ppm)
		if px < 0 || py < 0 || px >= cv.w || py >= cv.h {
			return 0
		}
		return 1 - float64(cv.c[0][py*cv.w+px])
	}
}

// maxAlong returns the most coverage within r mm of the points of segment
// a-b between fractions f0 and f1.
func maxAlong(cov func(x, y float64) float64, a, b pt, f0, f1, r float64) float64 {
	best := 0.0
	for f := f0; f <= f1; f += 0.02 {
		c := lerp(a, b, f)
		for dy := -r; dy <= r; dy += 0.1 {
			for dx := -r; dx <= r; dx += 0.1 {
				best = max(best, cov(c.x+dx, c.y+dy))
			}
		}
	}
	return best
}

// TestTruthMatchesDrawing samples what the press laid down, plate by
// plate, against the answer key: every stream hexside has water ink near
// its middle; every road step has road ink where it crosses the hexside;
// and the contour ink crosses the line between two hex centres at least
// as many times as their levels differ.
func TestTruthMatchesDrawing(t *testing.T) {
	const ppm = 8
	for _, seed := range []uint64{1, 2} {
		pm, err := New(seed, 8, 6)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		g := tr.Geo.Grid
		shift := func(p int) float64 { return math.Hypot(pm.Style.Shift[p][0], pm.Style.Shift[p][1]) }
		if len(tr.Water) == 0 || len(tr.Roads) == 0 || len(tr.Contours) == 0 {
			t.Fatalf("seed %d: %d water sides, %d road steps, %d contour sides: want some of each", seed, len(tr.Water), len(tr.Roads), len(tr.Contours))
		}
		water := plateAt(t, pm, plateBlue, ppm)
		for s := range tr.Water {
			x0, y0, x1, y1 := pm.layout.SideSegment(s)
			if c := maxAlong(water, pt{x0, y0}, pt{x1, y1}, 0.4, 0.6, 0.1+shift(plateBlue)+0.06*pm.R()); c < 0.5 {
				t.Errorf("seed %d: water side %v: water ink %.2f near its middle", seed, s, c)
			}
		}
		road := plateAt(t, pm, pm.Style.RoadMix[0].Plate, ppm)
		for st := range tr.Roads {
			s, ok := g.SideBetween(st.A, st.B)
			if !ok {
				t.Fatalf("seed %d: road step %v: not adjacent", seed, st)
			}
			x0, y0, x1, y1 := pm.layout.SideSegment(s)
			if c := maxAlong(road, pt{x0, y0}, pt{x1, y1}, 0.25, 0.75, 0.1+shift(pm.Style.RoadMix[0].Plate)); c < 0.5 {
				t.Errorf("seed %d: road step %v: road ink %.2f where it crosses the side", seed, st, c)
			}
		}
		brown := plateAt(t, pm, plateBrown, ppm)
		checked := 0
		for s, k := range tr.Contours {
			a, b := g.SideHexes(s)
			if runs := inkRuns(brown, pm.centre(a), pm.centre(b), shift(plateBrown)); runs < k {
				t.Errorf("seed %d: side %v: levels %d and %d, contour ink crosses %d times", seed, s, tr.Level[a], tr.Level[b], runs)
			}
			checked++
		}
		// Levels: 0..4 and more than one of them.
		seen := map[int]bool{}
		for _, o := range tr.Hexes {
			if l := tr.Level[o]; l < 0 || l > 4 {
				t.Errorf("seed %d: hex %v level %d", seed, o, l)
			}
			seen[tr.Level[o]] = true
		}
		if len(seen) < 3 {
			t.Errorf("seed %d: levels %v: want three or more", seed, seen)
		}
		t.Logf("seed %d: %d water sides, %d road steps, %d contour sides checked", seed, len(tr.Water), len(tr.Roads), checked)
	}
}

// inkRuns counts the separate stretches of ink along a-b (coverage over
// a half), widened by the plate's misregistration.
func inkRuns(cov func(x, y float64) float64, a, b pt, slack float64) int {
	l := dist(a, b)
	n := int(l / 0.05)
	runs, in := 0, false
	for i := range n + 1 {
		c := lerp(a, b, float64(i)/float64(n))
		v := 0.0
		for _, d := range []float64{-slack, 0, slack} {
			// Look across the line too: a plate shifted sideways still
			// crosses it.
			v = max(v, cov(c.x+d, c.y), cov(c.x, c.y+d))
		}
		if on := v > 0.3; on && !in {
			runs++
			in = true
		} else if !on {
			in = false
		}
	}
	return runs
}

// TestTerrainTypes: every map has all five types and a town, each with a
// hex a designer can teach (no road or water on its sides).
func TestTerrainTypes(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, e := range pm.Truth.Examples(0, 1) {
			got[e.Terrain]++
		}
		for _, ty := range []string{Woods, Field, Orchard, Thicket, Marsh, Town} {
			if got[ty] == 0 {
				t.Errorf("seed %d: no plain %s hex to teach", seed, ty)
			}
		}
		classes := map[int]bool{}
		for _, c := range pm.Class {
			classes[c] = true
		}
		if !classes[Pike] || !classes[Lane] {
			t.Errorf("seed %d: road classes %v: want a pike and a lane", seed, classes)
		}
	}
}

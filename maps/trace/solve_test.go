package trace_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestSolveLevelsMisreadFamily: the known maps of printgen seeds 1-10
// (levels 0..4 of a smooth field of hills, made without the solver), their
// true contour counts with one side in ten misread by a line either way
// (chosen at random; read unsure, confidence 0.1, as a reader would flag a
// doubtful count; the rest confidence 0.9), three seeded hexes. The solve
// must cost no more than the true levels do (it finds a minimum at least as
// good as the answer), at most 2 hexes in 100 may be wrong and not
// flagged, and the misread sides must come out as inconsistent.
func TestSolveLevelsMisreadFamily(t *testing.T) {
	total, right, wrongSure := 0, 0, 0
	for seed := uint64(1); seed <= 10; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		r := rand.New(rand.NewPCG(seed, 99))
		counts := trace.Counts{Lines: map[hexgrid.Hexside]int{}, Unsure: map[hexgrid.Hexside]bool{}, Conf: map[hexgrid.Hexside]float64{}}
		var misread []hexgrid.Hexside
		dirs := tr.Geo.Grid.Directions()
		for _, o := range tr.Hexes {
			for _, d := range dirs[:3] {
				s := hexgrid.Hexside{Hex: o, Dir: d}
				if _, ok := tr.Level[tr.Geo.Grid.Neighbor(o, d)]; !ok {
					continue
				}
				c := tr.Contours[s]
				counts.Conf[s] = 0.9
				if r.IntN(10) == 0 {
					if c == 0 || r.IntN(2) == 0 {
						c++
					} else {
						c--
					}
					counts.Conf[s], counts.Unsure[s] = 0.1, true
					misread = append(misread, s)
				}
				counts.Lines[s] = c
			}
		}
		n := len(tr.Hexes)
		seeds := map[hexgrid.Offset]int{}
		for _, o := range []hexgrid.Offset{tr.Hexes[0], tr.Hexes[n/2], tr.Hexes[n-1]} {
			seeds[o] = tr.Level[o]
		}
		rng := trace.LevelRange{Lo: 0, Hi: 4}
		got := trace.SolveLevels(tr.Geo.Grid, tr.Hexes, counts, seeds, rng)
		truth := trace.SolveLevels(tr.Geo.Grid, tr.Hexes, counts, tr.Level, rng)
		if got.Cost > truth.Cost+1e-9 {
			t.Errorf("seed %d: solve costs %.2f, the true levels %.2f", seed, got.Cost, truth.Cost)
		}
		inc := map[hexgrid.Hexside]bool{}
		for _, s := range got.Inconsistent {
			inc[s] = true
		}
		found := 0
		for _, s := range misread {
			if inc[s] {
				found++
			}
		}
		ok, bad := 0, 0
		for o, l := range got.Level {
			switch {
			case tr.Level[o] == l:
				ok++
			case !got.Guessed[o]:
				bad++
			}
		}
		t.Logf("seed %d: %d/%d levels right, %d wrong not flagged, %d guessed; %d of %d misread sides inconsistent; cost %.2f (truth %.2f)",
			seed, ok, n, bad, len(got.Guessed), found, len(misread), got.Cost, truth.Cost)
		if found < len(misread)*9/10 {
			t.Errorf("seed %d: only %d of %d misread sides inconsistent", seed, found, len(misread))
		}
		total, right, wrongSure = total+n, right+ok, wrongSure+bad
	}
	t.Logf("all: %d/%d levels right, %d wrong not flagged", right, total, wrongSure)
	if wrongSure*50 > total {
		t.Errorf("%d of %d levels wrong and not flagged; want at most 2 in 100", wrongSure, total)
	}
}

// BenchmarkSolveLevelsITW solves the levels of the first style's known map
// on both ITW sheets (3,921 hexes, levels 0..5) from its own counts and
// three seeds, as the editor's Propagate levels does.
func BenchmarkSolveLevelsITW(b *testing.B) {
	tr := itwTruth(b, 1)
	n := len(tr.Hexes)
	seeds := map[hexgrid.Offset]int{}
	for _, o := range []hexgrid.Offset{tr.Hexes[0], tr.Hexes[n/2], tr.Hexes[n-1]} {
		seeds[o] = tr.Level[o]
	}
	for b.Loop() {
		trace.SolveLevels(tr.Geo.Grid, tr.Hexes, trace.Counts{Lines: tr.Contours}, seeds, trace.LevelRange{Lo: 0, Hi: 5})
	}
}

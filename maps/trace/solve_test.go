package trace_test

import (
	"math/rand/v2"
	"reflect"
	"runtime"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
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
	t.Parallel() // its own maps and the shared read-only caches (see sidebyside_test.go)
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
// three seeds, as the editor's Propagate levels does (CPU seconds per
// solve reported beside the wall time, which a loaded machine stretches).
func BenchmarkSolveLevelsITW(b *testing.B) {
	tr := itwTruth(b, 1)
	n := len(tr.Hexes)
	seeds := map[hexgrid.Offset]int{}
	for _, o := range []hexgrid.Offset{tr.Hexes[0], tr.Hexes[n/2], tr.Hexes[n-1]} {
		seeds[o] = tr.Level[o]
	}
	cpu0 := testtool.CPUSeconds()
	for b.Loop() {
		trace.SolveLevels(tr.Geo.Grid, tr.Hexes, trace.Counts{Lines: tr.Contours}, seeds, trace.LevelRange{Lo: 0, Hi: 5})
	}
	b.ReportMetric((testtool.CPUSeconds()-cpu0)/float64(b.N), "cpu-s/op")
}

// TestSolveLevelsRepeatable: the same counts solved again give the same
// levels, flags, inconsistent sides and cost, whether solved one after
// another, with GOMAXPROCS 1 or 2, or on several goroutines at once. The
// inputs are printgen's known maps of three seeds drawn at random, their
// true counts with one side in six misread by a line (confidence 0.1) and
// one in ten of the rest read with middling confidence, and three seeded
// hexes: counts the solve must weigh, not ones that fit. (Session 27 saw
// 150 dpi moderate elevation move from 87.2% to 81.4% between two runs;
// the runs' counts differed in five sides of one scan, which moved 112 of
// its 192 levels; the solve itself did not vary.) One map with -short.
func TestSolveLevelsRepeatable(t *testing.T) {
	t.Parallel() // its own maps and the shared read-only caches (see sidebyside_test.go)
	r := rand.New(rand.NewPCG(28, 0xe1e7))
	maps := 3
	if testing.Short() {
		maps = 1 // 0.3 CPU-s
	}
	for range maps {
		pm, err := printgen.New(1+r.Uint64N(1000), 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		counts := trace.Counts{Lines: map[hexgrid.Hexside]int{}, Unsure: map[hexgrid.Hexside]bool{}, Conf: map[hexgrid.Hexside]float64{}}
		dirs := tr.Geo.Grid.Directions()
		for _, o := range tr.Hexes {
			for _, d := range dirs[:3] {
				s := hexgrid.Hexside{Hex: o, Dir: d}
				if _, ok := tr.Level[tr.Geo.Grid.Neighbor(o, d)]; !ok {
					continue
				}
				c, conf := tr.Contours[s], 0.9
				switch r.IntN(60) {
				case 0, 1, 2, 3, 4, 5, 6, 7, 8, 9:
					c, conf = max(0, c+1-2*r.IntN(2)), 0.1
				case 10, 11, 12, 13, 14, 15:
					conf = 0.3 + 0.4*r.Float64()
				}
				counts.Lines[s], counts.Conf[s], counts.Unsure[s] = c, conf, conf < 0.25
			}
		}
		n := len(tr.Hexes)
		seeds := map[hexgrid.Offset]int{}
		for _, o := range []hexgrid.Offset{tr.Hexes[0], tr.Hexes[n/2], tr.Hexes[n-1]} {
			seeds[o] = tr.Level[o]
		}
		solve := func() trace.Levels {
			return trace.SolveLevels(tr.Geo.Grid, tr.Hexes, counts, seeds, trace.LevelRange{Lo: 0, Hi: 4})
		}
		want := solve()
		got := []trace.Levels{solve()}
		prev := runtime.GOMAXPROCS(1)
		got = append(got, solve())
		runtime.GOMAXPROCS(2)
		got = append(got, solve())
		runtime.GOMAXPROCS(prev)
		par := make([]trace.Levels, 3)
		var wg sync.WaitGroup
		for i := range par {
			wg.Go(func() { par[i] = solve() })
		}
		wg.Wait()
		got = append(got, par...)
		for i, g := range got {
			if !reflect.DeepEqual(g, want) {
				diff := 0
				for o, l := range want.Level {
					if g.Level[o] != l {
						diff++
					}
				}
				t.Errorf("map seed %d, solve %d: %d levels, %d vs %d guessed, cost %.4f vs %.4f: not the first solve's",
					pm.Seed, i+2, diff, len(g.Guessed), len(want.Guessed), g.Cost, want.Cost)
			}
		}
		t.Logf("map seed %d: %d solves alike (%d guessed, %d inconsistent, cost %.2f)", pm.Seed, len(got)+1, len(want.Guessed), len(want.Inconsistent), want.Cost)
	}
}

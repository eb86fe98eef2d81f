package game

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// gameWithSeed starts ITW Scenario 2 with the dice seeded by seed.
func gameWithSeed(t *testing.T, seed uint64) *Game {
	t.Helper()
	pos, err := LoadScenario(jsonfile.OS{}, s2Path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(pos, Options{Seed: seed, ScenarioPath: s2Path})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// chiSquare returns Pearson's statistic of counts against the expected
// counts want.
func chiSquare(counts []int, want []float64) float64 {
	x := 0.0
	for i, c := range counts {
		d := float64(c) - want[i]
		x += d * d / want[i]
	}
	return x
}

// The dice are fair: over several seeds, 6,000 throws of a d6 fall on each
// face about equally, and 7,200 throws of 2d6 sum as two fair dice do
// (1/36, 2/36 ... 6/36 ... 1/36): Pearson's chi-square stays under the
// 0.1 % critical value (20.52 for 5 degrees of freedom, 29.59 for 10). A die
// that always rolls 1, or a biased one, fails. The law of 2d6 is worked by
// hand, not taken from the code.
func TestDiceAreFair(t *testing.T) {
	for _, seed := range []uint64{1, 2, 1<<40 + 7} {
		g := gameWithSeed(t, seed)
		faces := make([]int, 6)
		for range 6000 {
			faces[g.throw(Dice{N: 1, Sides: 6, First: 1})[0]-1]++
		}
		if x := chiSquare(faces, []float64{1000, 1000, 1000, 1000, 1000, 1000}); x > 20.52 {
			t.Errorf("seed %d: d6 faces %v, chi-square %.1f over 20.52", seed, faces, x)
		}
		sums := make([]int, 11) // 2..12
		for range 7200 {
			r := g.throw(Dice{N: 2, Sides: 6, First: 1})
			sums[r[0]+r[1]-2]++
		}
		want := make([]float64, 11)
		for i, ways := range []float64{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1} {
			want[i] = 7200 * ways / 36
		}
		if x := chiSquare(sums, want); x > 29.59 {
			t.Errorf("seed %d: 2d6 sums %v, chi-square %.1f over 29.59", seed, sums, x)
		}
	}
}

// Two seeds give two different sequences (20 d10 throws agree by chance
// with probability 1e-20), and one seed the same one again.
func TestSeedsDiffer(t *testing.T) {
	seq := func(seed uint64) []int {
		g := gameWithSeed(t, seed)
		var out []int
		for range 20 {
			out = append(out, g.throw(Dice{N: 1, Sides: 10})[0])
		}
		return out
	}
	a, b, again := seq(1), seq(2), seq(1)
	if slices.Equal(a, b) {
		t.Errorf("seeds 1 and 2 roll the same: %v", a)
	}
	if !slices.Equal(a, again) {
		t.Errorf("seed 1 rolls %v, then %v", a, again)
	}
}

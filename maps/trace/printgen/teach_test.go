package printgen

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestTeachFromOneHexPerType draws a family of printed-style scans (map
// seeds and fault levels from a seeded generator, 150 dpi, 10 x 8 hexes;
// one with -short) and teaches each two ways: four hexes per type, as
// the accuracy figures do, and one hex per type plus the further examples
// the tracer suggests that the known map confirms. From one hex per type
// the terrain must be as good: right within one hex in 100 of the four
// per type, under one in 100 wrong and not flagged, and at least 19 in 20
// of the suggestions right.
func TestTeachFromOneHexPerType(t *testing.T) {
	t.Parallel() // reads only its own maps and scans
	scans := 2
	if testing.Short() {
		scans = 1
	}
	r := rand.New(rand.NewPCG(25, 0x7eac))
	for range scans {
		seed := 100 + r.Uint64N(900)
		lv := Levels[r.IntN(len(Levels))]
		pm, err := New(seed, 10, 8)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := printScan(t, pm, 150, lv, seed*100+3)
		four, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		one, right, wrong, err := pm.TaughtFromOne(context.Background(), s, 3, trace.DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		r4, err := Evaluate(pm.Truth, four)
		if err != nil {
			t.Fatal(err)
		}
		r1, err := Evaluate(pm.Truth, one)
		if err != nil {
			t.Fatal(err)
		}
		t4, t1 := r4.Score.Terrain, r1.Score.Terrain
		t.Logf("seed %d %s: four per type %d of %d right (%d wrong sure), review %.0f/100 hexes; one per type + %d confirmed (%d turned down) %d right (%d wrong sure), review %.0f/100 hexes",
			seed, lv.Name, t4.Right, t4.Items, t4.WrongSure, r4.ReviewPer100(), right, wrong, t1.Right, t1.WrongSure, r1.ReviewPer100())
		if 100*(t4.Right-t1.Right) > t1.Items {
			t.Errorf("seed %d %s: %d hexes right from one per type, %d from four; want within 1 in 100", seed, lv.Name, t1.Right, t4.Right)
		}
		if 100*t1.WrongSure >= t1.Items {
			t.Errorf("seed %d %s: %d of %d hexes wrong and not flagged from one per type; want under 1 in 100", seed, lv.Name, t1.WrongSure, t1.Items)
		}
		if right+wrong == 0 || 20*right < 19*(right+wrong) {
			t.Errorf("seed %d %s: %d of %d suggestions right; want some, and 19 in 20 right", seed, lv.Name, right, right+wrong)
		}
	}
}

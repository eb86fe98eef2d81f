package plategen

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestBlackDottedTrails traces the plate-style maps of two tuning seeds
// whose roads are black (26: a grey grid, 27: black tree outlines too) at
// 300 dpi (light scans, 16 x 12 hexes) and counts their dotted trail
// steps read, by the generator's known road classes, and the false road
// steps. A black dotted trail's strip shows ink over part of the step
// only, so the grey road veto took every trail step for a blob; told by
// its dots (solid cores, clear rims, on one track at one spacing:
// blackDotted) the trails are read. Without the rule the two read 0 of
// their 8 trail steps (road steps right / false / missed 47 / 1 / 14);
// with it all 8 (54 / 1 / 7). It wants at least 7 trail steps read and
// at most 3 false road steps. About 18 CPU-s; skipped under -short.
func TestBlackDottedTrails(t *testing.T) {
	t.Parallel() // reads only its own maps and scans; the tracer has no switch set here
	if testing.Short() {
		t.Skip("prints, scans and traces two 300 dpi maps")
	}
	var trails, read int
	var sum printgen.PR
	for _, seed := range []uint64{26, 27} {
		pm, pr := traceLight(t, seed, 300)
		g := pm.Truth.Geo.Grid
		for _, sp := range pr.Sides {
			a, b := g.SideHexes(sp.Side)
			st := scangen.NewStep(a, b)
			if !pm.Truth.Roads[st] || pm.Class[st] != Trail {
				continue
			}
			trails++
			if sp.Road {
				read++
			}
		}
		res, err := printgen.Evaluate(pm.Truth, pr)
		if err != nil {
			t.Fatal(err)
		}
		r := res.RoadPR()
		t.Logf("seed %d: roads %d right, %d false, %d missed", seed, r.TP, r.FP, r.FN)
		sum.TP, sum.FP, sum.FN = sum.TP+r.TP, sum.FP+r.FP, sum.FN+r.FN
	}
	t.Logf("trail steps %d of %d read; roads %d right, %d false, %d missed", read, trails, sum.TP, sum.FP, sum.FN)
	if read < 7 || sum.FP > 3 {
		t.Errorf("black dotted trails: %d of %d trail steps read, %d false road steps; want at least 7 read, at most 3 false", read, trails, sum.FP)
	}
}

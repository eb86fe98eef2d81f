package plategen

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestBlackRoads traces the plate-style maps of four tuning seeds whose
// roads are printed black over a grey grid (22, 23, 26 and 27; 16 x 12
// hexes, 150 dpi, light scans) and checks the road steps read over the
// four: at least 85% of the steps read right and 70% of the known road
// steps recalled. Before the black road reader (roadgrey.go) black ink was
// read as the grid's or text's and the hue tests read noise: hex numbers,
// town blocks and tree outlines were read as road, 71% precise (seeds
// 22-23 78.8%, 26-27 63.5%), 74% recalled; with it 95.7 and 90.0% precise,
// 88.0 and 73.8% recalled.
//
// It also checks the pike steps apart: at least 90% recalled. Seed 26
// prints its pike as two thin lines over a bed knocked out to paper; at
// 150 dpi their steady line across woods read under greySteady and 8 of
// the 57 pike steps were vetoed (86.0%); with greySteadyCoarse 2 (96.5%).
func TestBlackRoads(t *testing.T) {
	t.Parallel() // reads only its own maps and scans; the tracer has no switch set here
	if testing.Short() {
		t.Skip("prints, scans and traces four maps")
	}
	var tp, fp, fn, pikes, pikesRead int
	for _, seed := range []uint64{22, 23, 26, 27} {
		pm, pr := traceLight(t, seed, 150)
		if pm.Style.RoadMix[0].Plate != plateK {
			t.Fatalf("seed %d: roads %s, not black", seed, pm.Style.RoadMix)
		}
		res, err := printgen.Evaluate(pm.Truth, pr)
		if err != nil {
			t.Fatal(err)
		}
		r := res.RoadPR()
		g := pm.Truth.Geo.Grid
		read := map[scangen.Step]bool{}
		for _, sp := range pr.Sides {
			if sp.Road {
				a, b := g.SideHexes(sp.Side)
				read[scangen.NewStep(a, b)] = true
			}
		}
		for st, on := range pm.Truth.Roads {
			if on && pm.Class[st] == Pike {
				pikes++
				if read[st] {
					pikesRead++
				}
			}
		}
		t.Logf("seed %d: roads %d right, %d false, %d missed", seed, r.TP, r.FP, r.FN)
		tp, fp, fn = tp+r.TP, fp+r.FP, fn+r.FN
	}
	p := float64(tp) / float64(max(1, tp+fp))
	rc := float64(tp) / float64(max(1, tp+fn))
	pk := float64(pikesRead) / float64(max(1, pikes))
	t.Logf("roads %.1f%% precise, %.1f%% recalled; pikes %d of %d", 100*p, 100*rc, pikesRead, pikes)
	if p < 0.85 || rc < 0.7 {
		t.Errorf("black roads: %.1f%% precise, %.1f%% recalled; want 85%% and 70%%", 100*p, 100*rc)
	}
	if pk < 0.9 {
		t.Errorf("black pikes: %d of %d recalled (%.1f%%); want 90%%", pikesRead, pikes, 100*pk)
	}
}

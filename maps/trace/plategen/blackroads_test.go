package plategen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
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
func TestBlackRoads(t *testing.T) {
	if testing.Short() {
		t.Skip("prints, scans and traces four maps")
	}
	var tp, fp, fn int
	for _, seed := range []uint64{22, 23, 26, 27} {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		if pm.Style.RoadMix[0].Plate != plateK {
			t.Fatalf("seed %d: roads %s, not black", seed, pm.Style.RoadMix)
		}
		rs, err := pm.Measure(context.Background(), 150, Levels[:1], trace.DefaultOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		r := rs[0].RoadPR()
		t.Logf("seed %d: roads %d right, %d false, %d missed", seed, r.TP, r.FP, r.FN)
		tp, fp, fn = tp+r.TP, fp+r.FP, fn+r.FN
	}
	p := float64(tp) / float64(max(1, tp+fp))
	rc := float64(tp) / float64(max(1, tp+fn))
	t.Logf("roads %.1f%% precise, %.1f%% recalled", 100*p, 100*rc)
	if p < 0.85 || rc < 0.7 {
		t.Errorf("black roads: %.1f%% precise, %.1f%% recalled; want 85%% and 70%%", 100*p, 100*rc)
	}
}

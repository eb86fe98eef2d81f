package plategen

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestTintNotRoads traces the plate-style maps of two tuning seeds whose
// scans at 300 dpi resolve the halftone screen (31: 85 lpi, 32: 120 lpi;
// brown road ink; 16 x 12 hexes, light scans; about 15 CPU-s). On the raw
// scan the samples found a dot of a tint on nearly every step: seed 31's
// field read 216 false road steps, seed 32's woods 116 (road steps right
// / false / missed 51 / 332 / 3 over the two). Read through the low-pass
// where a sheet reads road on more than 0.15 of its steps
// (rereadTintRoads), 51 / 61 / 3. It wants at most 120 false steps and
// at least 48 right.
func TestTintNotRoads(t *testing.T) {
	if testing.Short() {
		t.Skip("prints, scans and traces two maps")
	}
	var tp, fp, fn int
	for _, seed := range []uint64{31, 32} {
		pm, pr := traceLight(t, seed, 300)
		res, err := printgen.Evaluate(pm.Truth, pr)
		if err != nil {
			t.Fatal(err)
		}
		r := res.RoadPR()
		t.Logf("seed %d: roads %d right, %d false, %d missed", seed, r.TP, r.FP, r.FN)
		tp, fp, fn = tp+r.TP, fp+r.FP, fn+r.FN
	}
	t.Logf("roads %d right, %d false, %d missed", tp, fp, fn)
	if fp > 120 || tp < 48 {
		t.Errorf("screened tints: roads %d right, %d false; want at most 120 false, at least 48 right", tp, fp)
	}
}

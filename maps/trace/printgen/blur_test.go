package printgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestBlurMeasuredOnGrid checks the tracer's blur measurement against the
// scanner's own blur, which the generator draws at random per scan and
// the tracer never sees. Printed and read, a sharp edge is also spread by
// the print's antialiasing, the read pixel's box and the reader's
// bilinear interpolation, together about half a read pixel (sigma); so
// the measured sigma must lie within 0.03 mm of hypot(scanner sigma, 0.5
// read pixel), the read resolution within 1% of the scan's, and the heavy
// scan of a sheet must measure blurrier than its light scan. The family: three random seeds (10 x 8 hexes), each at
// a random dpi, light and heavy (with -short one seed at 150 dpi).
func TestBlurMeasuredOnGrid(t *testing.T) {
	t.Parallel() // reads only its own maps and scans
	r := rand.New(rand.NewPCG(27, 0xb1e7))
	n := 3
	if testing.Short() {
		n = 1
	}
	for k := range n {
		seed := 1000 + r.Uint64N(9000)
		dpi := DPIs[r.IntN(2)] // 150 or 300: 600 dpi is read averaged down as 300 is
		if testing.Short() {
			dpi = 150
		}
		pm, err := New(seed, 10, 8)
		if err != nil {
			t.Fatal(err)
		}
		// One print, scanned light and heavy (Scan only reads it).
		ppm := dpi / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		var got [2]float64
		for i, lv := range []Level{Levels[0], Levels[2]} {
			s, err := pm.Scan(img, a, ppm, lv, seed*100+uint64(k))
			if err != nil {
				t.Fatal(err)
			}
			b := trace.MeasureBlur(pm.Job(s, 4, trace.DefaultOptions()))
			want := math.Hypot(s.BlurMM, 0.5/b.PxPerMM)
			if math.Abs(b.PxPerMM/ppm-1) > 0.01 {
				t.Errorf("seed %d %g dpi %s: read at %.2f px/mm, want %.2f within 1%%", seed, dpi, lv.Name, b.PxPerMM, ppm)
			}
			if math.Abs(b.SigmaMM-want) > 0.03 {
				t.Errorf("seed %d %g dpi %s: blur measured %.3f mm, want %.3f +- 0.03 (scanner %.3f mm)", seed, dpi, lv.Name, b.SigmaMM, want, s.BlurMM)
			}
			got[i] = b.SigmaMM
		}
		if got[1] <= got[0] {
			t.Errorf("seed %d %g dpi: heavy scan measured %.3f mm, light %.3f: want heavy blurrier", seed, dpi, got[1], got[0])
		}
	}
}

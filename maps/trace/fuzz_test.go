package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/trace"
)

// FuzzTraceCalibration traces a few hexes under arbitrary calibrations and
// hex sizes: it must return a proposal or an error, never panic or hang.
func FuzzTraceCalibration(f *testing.F) {
	f.Add(3.0, 0.0, 10.0, 0.0, 3.0, 10.0, 16.2)
	f.Add(1e150, 0.0, 0.0, 0.0, 1e150, 0.0, 16.2)
	f.Add(1e-9, 0.0, 0.0, 0.0, 1e-9, 0.0, 1e-300)
	f.Add(3.0, 3.0, 0.0, 3.0, 3.0, 0.0, 16.2)
	f.Fuzz(func(t *testing.T, a, b, c, d, e, g, hexMM float64) {
		_, job := smallJob(t)
		job.Sheets[0].Hexes = job.Sheets[0].Hexes[:12]
		job.Sheets[0].Affine = calib.Affine{a, b, c, d, e, g}
		job.HexMM = hexMM
		p, err := trace.Trace(context.Background(), job, nil)
		if err == nil && len(p.Hexes) != 12 {
			t.Errorf("%d hex proposals for 12 hexes", len(p.Hexes))
		}
	})
}

package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestDiagScreen is a diagnostic: with SCREEN_DIAG=1 it logs the measured
// screen period against plategen's own on plate seeds 21-25.
func TestDiagScreen(t *testing.T) {
	if os.Getenv("SCREEN_DIAG") == "" {
		t.Skip("diagnostic: set SCREEN_DIAG=1")
	}
	for _, dpi := range []float64{300} {
		for seed := uint64(21); seed <= 25; seed++ {
			for _, style := range []string{"plate", "printed"} {
				job, _, err := waterPixJob(style, seed, dpi, "light")
				if err != nil {
					t.Fatal(err)
				}
				per, str, err := trace.ScreenPeriods(job)
				if err != nil {
					t.Fatal(err)
				}
				want := 0.0
				if style == "plate" {
					pm, _ := plategen.New(seed, 16, 12)
					want = dpi / pm.Style.LPI
				}
				t.Logf("%s seed %d dpi %g: period %.2f (want %.2f) strength %.3f", style, seed, dpi, per[0], want, str[0])
			}
		}
	}
}

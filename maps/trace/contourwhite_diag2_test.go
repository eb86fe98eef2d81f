package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagGateFlag traces plate-style maps (WHITEGATE_DIAG=1; seeds, dpi
// and level as TestDiagWhiteGateWrong) and, from the same trace's reads,
// tells the contour counts right, wrong and not flagged and flagged, with
// the gate's counts flagged (gateFlag) and not.
func TestDiagGateFlag(t *testing.T) {
	if os.Getenv("WHITEGATE_DIAG") == "" {
		t.Skip("set WHITEGATE_DIAG=1")
	}
	seeds, dpi, level := gateDiagParams(t)
	for _, style := range []string{"plate", "printed"} {
		if style == "printed" && os.Getenv("WHITEGATE_PRINTED") == "" {
			continue
		}
		for _, on := range []bool{false, true} {
			old := trace.SetGateFlag(on)
			lines, right, wrongSure, flagged, hexes := 0, 0, 0, 0, 0
			for _, seed := range seeds {
				job, truth, err := waterPixJob(style, seed, dpi, level)
				if err != nil {
					t.Fatal(err)
				}
				pr, err := trace.Trace(context.Background(), job, nil)
				if err != nil {
					t.Fatal(err)
				}
				hexes += len(pr.Hexes)
				for _, sp := range pr.Sides {
					want := truth.Contours[sp.Side]
					if !pr.Sure(sp.ContourConf) {
						flagged++
					}
					if want == 0 && sp.Contours == 0 {
						continue
					}
					lines++
					switch {
					case sp.Contours == want:
						right++
					case pr.Sure(sp.ContourConf):
						wrongSure++
					}
				}
			}
			trace.SetGateFlag(old)
			t.Logf("%s %v dpi %s gateFlag %v: %d of %d right (%.1f%%), %d wrong sure (%.1f%%), review %.0f per 100 hexes",
				style, seeds, level, on, right, lines, 100*float64(right)/float64(max(1, lines)),
				wrongSure, 100*float64(wrongSure)/float64(max(1, lines)), 100*float64(flagged)/float64(max(1, hexes)))
		}
	}
}

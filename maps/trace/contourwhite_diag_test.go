package trace_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagWhiteGateWrong lists the plate-style sides whose contour count
// is wrong and not flagged with the whitened gate on (WHITEGATE_DIAG=1;
// WHITEGATE_SEEDS, WHITEGATE_DPI, WHITEGATE_LEVEL: default 21,22, 150,
// light): the count, its confidence, the lanes' gated and ungated reads
// and the truth.
func TestDiagWhiteGateWrong(t *testing.T) {
	if os.Getenv("WHITEGATE_DIAG") == "" {
		t.Skip("set WHITEGATE_DIAG=1")
	}
	seeds, dpi, level := gateDiagParams(t)
	for _, seed := range seeds {
		job, truth, err := waterPixJob("plate", seed, dpi, level)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		lines, right, wrongSure := 0, 0, 0
		// the gate's zeros (the lanes' count changed to none): by the
		// ungated count (1, 2, 3+) and whether the side has lines
		var zeros [4][2]int
		for _, sp := range pr.Sides {
			want := truth.Contours[sp.Side]
			if u, gated := trace.Ungated(sp); gated && sp.ContourReads[0].Count == 0 {
				zeros[min(3, u.Count)][min(1, want)]++
			}
			if want == 0 && sp.Contours == 0 {
				continue
			}
			lines++
			if sp.Contours == want {
				right++
				continue
			}
			if !pr.Sure(sp.ContourConf) {
				continue
			}
			wrongSure++
			u, gated := trace.Ungated(sp)
			t.Logf("seed %d %v: truth %d read %d (%.2f) lanes %d (%.2f) gated %v ungated %d (%.2f) line map %d (%.2f)",
				seed, sp.Side, want, sp.Contours, sp.ContourConf, sp.ContourReads[0].Count, sp.ContourReads[0].Conf,
				gated, u.Count, u.Conf, sp.ContourReads[1].Count, sp.ContourReads[1].Conf)
		}
		t.Logf("seed %d: %d sides with lines, %d right, %d wrong sure", seed, lines, right, wrongSure)
		t.Logf("seed %d: gated zeros (none, lines) over ungated 1 %v, 2 %v, 3+ %v", seed, zeros[1], zeros[2], zeros[3])
	}
}

// gateDiagParams reads WHITEGATE_SEEDS (default 21,22), WHITEGATE_DPI
// (150) and WHITEGATE_LEVEL (light).
func gateDiagParams(t *testing.T) ([]uint64, float64, string) {
	seeds := []uint64{21, 22}
	if v := os.Getenv("WHITEGATE_SEEDS"); v != "" {
		seeds = seeds[:0]
		for _, f := range strings.Split(v, ",") {
			n, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			seeds = append(seeds, n)
		}
	}
	dpi, level := 150.0, "light"
	if v := os.Getenv("WHITEGATE_DPI"); v != "" {
		d, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		dpi = d
	}
	if v := os.Getenv("WHITEGATE_LEVEL"); v != "" {
		level = v
	}
	return seeds, dpi, level
}

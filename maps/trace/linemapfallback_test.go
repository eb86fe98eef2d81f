package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestAlongFallbackBlurred checks the per-sheet fallback to the plain line
// map on a blurred printed family (seeds 22 and 24, 300 dpi heavy, blur
// about 0.1 mm): averaged along the line, their line maps lacked 64 and 69%
// of the lanes' surest lines (a whole chain at confidence 1), so the map's
// zeros carried nothing and the review rose 70 -> 115 per 100 hexes over
// seeds 21-25; read again with the plain map they lack 27% and 10%. Each
// sheet's traced line-map counts must lack under alongLackPlain (0.3) of
// those lines. Two 300 dpi traces (about 25 CPU-s): run with
// SANDTABLE_ALONG_FALLBACK=1.
func TestAlongFallbackBlurred(t *testing.T) {
	if testing.Short() || os.Getenv("SANDTABLE_ALONG_FALLBACK") == "" {
		t.Skip("traces two 300 dpi scans: set SANDTABLE_ALONG_FALLBACK=1")
	}
	defer trace.SetLineAlong(trace.SetLineAlong(0.5))
	for _, seed := range []uint64{22, 24} {
		job, _, err := waterPixJob("printed", seed, 300, "heavy")
		if err != nil {
			t.Fatal(err)
		}
		p, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		sure, lack := 0, 0
		for _, sp := range p.Sides {
			if r := sp.ContourReads; r[1].Reader != "" && r[0].Count > 0 && r[0].Conf >= 1 {
				sure++
				if r[1].Count == 0 {
					lack++
				}
			}
		}
		l := float64(lack) / float64(max(1, sure))
		t.Logf("printed %d 300 dpi heavy: line map lacks %d of %d of the lanes' surest lines (%.2f)", seed, lack, sure, l)
		if l >= 0.3 {
			t.Errorf("printed %d 300 dpi heavy: line map lacks %.2f of the lanes' surest lines, want under 0.3 (the plain map's)", seed, l)
		}
	}
}

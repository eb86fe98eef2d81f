package trace_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestTraceArenaSameProposal: a plate-style sheet (7 x 6 hexes, 300 dpi
// light, screened, so the undo, the descreen and both line-map builds run)
// traced with its whole-sheet buffers mapped from the kernel and unmapped
// when Trace returns, and again with Go slices, gives the same proposal,
// read to its last field after the first trace's buffers are gone.
// Plate seeds 61-62 (not tuned on).
func TestTraceArenaSameProposal(t *testing.T) {
	if testing.Short() {
		t.Skip("traces two 300 dpi sheets twice")
	}
	lv, err := plategen.LevelNamed("light")
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{61, 62} {
		pm, err := plategen.New(seed, 7, 6)
		if err != nil {
			t.Fatal(err)
		}
		p, err := pm.Print(300 / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(p, lv, 100+seed)
		if err != nil {
			t.Fatal(err)
		}
		job := pm.Job(s, 4, trace.DefaultOptions())
		var got [2]string
		for i, on := range []bool{true, false} {
			restore := trace.SetArenaOn(on)
			pr, err := trace.Trace(context.Background(), job, nil)
			restore()
			if err != nil {
				t.Fatal(err)
			}
			got[i] = fmt.Sprintf("%+v", *pr)
		}
		if got[0] != got[1] {
			t.Errorf("seed %d: the proposals differ with and without the arena", seed)
		}
	}
}

package trace_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestLineMapDarkFamily (slow: six 300 dpi plate traces; set
// SANDTABLE_LINEMAP_DARK_FAMILY=1) traces plate seeds 41-43 at 300 dpi
// light with the line map's dark-tint weights off and on and checks them
// against plategen's truth: on sides touching woods the line map's zeros
// must hide a true line less often with them (plate 21-30: 32.8 -> 20.0%),
// and the whole tracer must read at least as many contour counts right.
func TestLineMapDarkFamily(t *testing.T) {
	if os.Getenv("SANDTABLE_LINEMAP_DARK_FAMILY") != "1" {
		t.Skip("slow: set SANDTABLE_LINEMAP_DARK_FAMILY=1")
	}
	var tally [2]contourTally
	var zeros, zerosWrong [2]int
	for _, seed := range []uint64{41, 42, 43} {
		for k, on := range []bool{false, true} {
			job, truth, err := waterPixJob("plate", seed, 300, "light")
			if err != nil {
				t.Fatal(err)
			}
			job.Options.LineMapDark = on
			pr, err := trace.Trace(context.Background(), job, nil)
			if err != nil {
				t.Fatal(fmt.Errorf("seed %d: %w", seed, err))
			}
			tally[k].add(pr, truth)
			g := job.Grid
			for _, sp := range pr.Sides {
				a, b := g.SideHexes(sp.Side)
				r := sp.ContourReads[1]
				if r.Reader == "" || r.Count != 0 || (truth.Terrain[a] != plategen.Woods && truth.Terrain[b] != plategen.Woods) {
					continue
				}
				zeros[k]++
				if truth.Contours[sp.Side] > 0 {
					zerosWrong[k]++
				}
			}
		}
	}
	share := func(n, d int) float64 { return float64(n) / float64(max(1, d)) }
	t.Logf("off: %d of %d right, %d wrong sure, woods map zeros %d of %d hide a line; on: %d of %d right, %d wrong sure, %d of %d",
		tally[0].right, tally[0].lines, tally[0].wrongSure, zerosWrong[0], zeros[0],
		tally[1].right, tally[1].lines, tally[1].wrongSure, zerosWrong[1], zeros[1])
	if share(zerosWrong[1], zeros[1]) >= share(zerosWrong[0], zeros[0]) {
		t.Errorf("woods map zeros hiding a line: on %.3f, off %.3f: want fewer on", share(zerosWrong[1], zeros[1]), share(zerosWrong[0], zeros[0]))
	}
	if tally[1].share(tally[1].right) < tally[0].share(tally[0].right) {
		t.Errorf("contour counts right: on %.3f, off %.3f: want no fewer", tally[1].share(tally[1].right), tally[0].share(tally[0].right))
	}
}

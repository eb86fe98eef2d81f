package trace_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestAlongGateFamily (slow: six 300 dpi plate traces; set
// SANDTABLE_ALONG_GATE_FAMILY=1) traces plate seeds 46-48 at 300 dpi light,
// seeds no rule was tuned on, twice: with the line map's averaging and
// dark-tint weights off (Options.LineAlongMM 0, LineMapDark false: the
// plain map and the sheet-wide weights on every sheet) and with the
// defaults (on the sheets with the overprint mark, the averaged map with
// the dark-tint weights where its counts fit the corners as well as the
// plain map's, alongByCorners), and checks both against plategen's truth:
// the defaults must read at least as large a share of the contour counts
// right, with no more of them wrong and not flagged, and their line map's
// zeros on sides touching woods must hide a true line no more often. Run
// once (865 s wall at load 45): off 324 of 811 right, 15 wrong and not
// flagged, woods map zeros 99 of 458 hiding a line; defaults 385 of 808,
// 15, 23 of 370.
func TestAlongGateFamily(t *testing.T) {
	if os.Getenv("SANDTABLE_ALONG_GATE_FAMILY") != "1" {
		t.Skip("slow: set SANDTABLE_ALONG_GATE_FAMILY=1")
	}
	var tally [2]contourTally
	var zeros, zerosWrong [2]int
	for _, seed := range []uint64{46, 47, 48} {
		for k, on := range []bool{false, true} {
			job, truth, err := waterPixJob("plate", seed, 300, "light")
			if err != nil {
				t.Fatal(err)
			}
			if !on {
				job.Options.LineAlongMM, job.Options.LineMapDark = 0, false
			}
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
	t.Logf("off: %d of %d right, %d wrong sure, woods map zeros %d of %d hide a line; defaults: %d of %d right, %d wrong sure, %d of %d",
		tally[0].right, tally[0].lines, tally[0].wrongSure, zerosWrong[0], zeros[0],
		tally[1].right, tally[1].lines, tally[1].wrongSure, zerosWrong[1], zeros[1])
	if share(zerosWrong[1], zeros[1]) > share(zerosWrong[0], zeros[0]) {
		t.Errorf("woods map zeros hiding a line: defaults %.3f, off %.3f: want no more", share(zerosWrong[1], zeros[1]), share(zerosWrong[0], zeros[0]))
	}
	if tally[1].share(tally[1].right) < tally[0].share(tally[0].right) {
		t.Errorf("contour counts right: defaults %.3f, off %.3f: want no fewer", tally[1].share(tally[1].right), tally[0].share(tally[0].right))
	}
	// counted, not as a share: both read the same sides, and the share's
	// base (sides with a true or a read line) shrinks as false lines go
	if tally[1].wrongSure > tally[0].wrongSure {
		t.Errorf("contour counts wrong and not flagged: defaults %d, off %d: want no more", tally[1].wrongSure, tally[0].wrongSure)
	}
}

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
// SANDTABLE_LINEMAP_DARK_FAMILY=1) traces plate seeds 21-23 at 300 dpi
// light twice, with the defaults (the plain line map and the sheet-wide
// weights) and with the line map averaged along the line over 0.5 mm and
// read with the dark-tint weights (Options.LineAlongMM, LineMapDark: on a
// sheet with the overprint mark), and checks both against plategen's
// truth: on sides touching woods the line map's zeros must hide a true
// line less often with the pair, and the whole tracer must read at least
// as many contour counts right with no larger share wrong and not flagged.
// (Plate 41-43 the pair reads worse: FIGURES.md, s43-platecont.)
func TestLineMapDarkFamily(t *testing.T) {
	if os.Getenv("SANDTABLE_LINEMAP_DARK_FAMILY") != "1" {
		t.Skip("slow: set SANDTABLE_LINEMAP_DARK_FAMILY=1")
	}
	var tally [2]contourTally
	var zeros, zerosWrong [2]int
	for _, seed := range []uint64{21, 22, 23} {
		for k, on := range []bool{false, true} {
			job, truth, err := waterPixJob("plate", seed, 300, "light")
			if err != nil {
				t.Fatal(err)
			}
			if on {
				job.Options.LineAlongMM, job.Options.LineMapDark = 0.5, true
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
	t.Logf("defaults: %d of %d right, %d wrong sure, woods map zeros %d of %d hide a line; pair: %d of %d right, %d wrong sure, %d of %d",
		tally[0].right, tally[0].lines, tally[0].wrongSure, zerosWrong[0], zeros[0],
		tally[1].right, tally[1].lines, tally[1].wrongSure, zerosWrong[1], zeros[1])
	if share(zerosWrong[1], zeros[1]) >= share(zerosWrong[0], zeros[0]) {
		t.Errorf("woods map zeros hiding a line: pair %.3f, defaults %.3f: want fewer", share(zerosWrong[1], zeros[1]), share(zerosWrong[0], zeros[0]))
	}
	if tally[1].share(tally[1].right) < tally[0].share(tally[0].right) {
		t.Errorf("contour counts right: pair %.3f, defaults %.3f: want no fewer", tally[1].share(tally[1].right), tally[0].share(tally[0].right))
	}
	if tally[1].share(tally[1].wrongSure) > tally[0].share(tally[0].wrongSure) {
		t.Errorf("contour counts wrong and not flagged: pair %.3f, defaults %.3f: want no more", tally[1].share(tally[1].wrongSure), tally[0].share(tally[0].wrongSure))
	}
}

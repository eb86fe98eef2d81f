package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestPlainRingsFamily (slow: SANDTABLE_PLAIN_RINGS=1, six traces of
// 20-60 s) traces printed-style seeds 71-73 (16 x 12 hexes, 300 dpi,
// heavy; not the seeds plainLocalCoil was measured on) with the plain line
// map's coil test over the whole curve and over blocks (plainLocalCoil).
// Against printgen's known map, over the sides where the truth or the read
// has lines: the line map's own counts are right at least as often with
// the block test, and the settled counts wrong and not flagged stay under
// 2%.
func TestPlainRingsFamily(t *testing.T) {
	if os.Getenv("SANDTABLE_PLAIN_RINGS") == "" {
		t.Skip("slow: set SANDTABLE_PLAIN_RINGS=1")
	}
	lv := printgen.Levels[2]
	var mapRight, right, wrongSure, items [2]int
	for k, on := range []bool{false, true} {
		undo := trace.SetPlainLocalCoil(on)
		cache := t.TempDir()
		for seed := uint64(71); seed <= 73; seed++ {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayTrace(t, cache, pm, 300, lv, seed*100+2)
			for _, sp := range p.Sides {
				want := pm.Truth.Contours[sp.Side]
				if r := sp.ContourReads[1]; r.Reader != "" && (want > 0 || r.Count > 0) && r.Count == want {
					mapRight[k]++
				}
				if want == 0 && sp.Contours == 0 {
					continue
				}
				items[k]++
				switch {
				case sp.Contours == want:
					right[k]++
				case p.Sure(sp.ContourConf):
					wrongSure[k]++
				}
			}
		}
		undo()
		t.Logf("block coil test %t: line map right on %d sides; settled %d of %d right, %d wrong and not flagged",
			on, mapRight[k], right[k], items[k], wrongSure[k])
	}
	if mapRight[1] < mapRight[0] {
		t.Errorf("line map right on %d sides with the block coil test, %d without", mapRight[1], mapRight[0])
	}
	if 50*wrongSure[1] >= items[1] {
		t.Errorf("%d of %d settled counts wrong and not flagged, want under 2%%", wrongSure[1], items[1])
	}
}

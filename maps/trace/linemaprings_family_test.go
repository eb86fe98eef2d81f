package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestLineMapRingsFamily (slow: SANDTABLE_LINEMAP_RINGS_FAMILY=1, six
// traces of 20-60 s) traces printed-style seeds 71-73 (16 x 12 hexes, 300
// dpi, heavy; not the seeds Options.LineMapRings was measured on) with the
// switch off and on. Against printgen's known map, over the sides where
// the truth or the read has lines: the line map's own counts are right at
// least as often with it, and the settled counts wrong and not flagged stay
// under 2%.
func TestLineMapRingsFamily(t *testing.T) {
	if os.Getenv("SANDTABLE_LINEMAP_RINGS_FAMILY") == "" {
		t.Skip("slow: set SANDTABLE_LINEMAP_RINGS_FAMILY=1")
	}
	lv := printgen.Levels[2]
	var mapRight, right, wrongSure, items [2]int
	for k, on := range []bool{false, true} {
		for seed := uint64(71); seed <= 73; seed++ {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			ppm := 300 / 25.4
			img, a, err := pm.Print(ppm)
			if err != nil {
				t.Fatal(err)
			}
			s, err := pm.Scan(img, a, ppm, lv, seed*100+2)
			if err != nil {
				t.Fatal(err)
			}
			opt := trace.DefaultOptions()
			opt.LineMapRings = on
			p, err := trace.Trace(context.Background(), pm.Job(s, 4, opt), nil)
			if err != nil {
				t.Fatal(err)
			}
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
		t.Logf("LineMapRings %t: line map right on %d sides; settled %d of %d right, %d wrong and not flagged",
			on, mapRight[k], right[k], items[k], wrongSure[k])
	}
	if mapRight[1] < mapRight[0] {
		t.Errorf("line map right on %d sides with LineMapRings, %d without", mapRight[1], mapRight[0])
	}
	if 50*wrongSure[1] >= items[1] {
		t.Errorf("%d of %d settled counts wrong and not flagged, want under 2%%", wrongSure[1], items[1])
	}
}

package printgen

import (
	"context"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestProfileReaderOnCoarseScans checks the profile reader
// (trace.ProfileRead, maps/trace/contourprofile.go) against the known map
// on two 150 dpi moderate scans of printed-style seeds no rule was tuned
// on (73-74, 12 x 10 hexes): where it reads one line strongly (z 20 or
// more, at least 0.7 of the sheet's typical line area, 0.15 of the way or
// more from either centre; nothing else over z 6 and 0.3 of that area
// between the centres) the side holds one line
// at least 95% of the time, over at least 15 sides: the read
// settleProfiles unflags a one-line count on. The reader reads the sides
// the lanes counted one line on (trace.profiled).
func TestProfileReaderOnCoarseScans(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 150 dpi maps")
	}
	lv, err := LevelNamed("moderate")
	if err != nil {
		t.Fatal(err)
	}
	var one, oneRight int
	for _, seed := range []uint64{73, 74} {
		pm, err := New(seed, 12, 10)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := printScan(t, pm, 150, lv, seed*100+1)
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		// the sheet's typical line area: the median of its strong lines'
		var areas []float64
		for _, sp := range p.Sides {
			for _, l := range sp.Profile.Lines[:sp.Profile.N] {
				if l.At > 0 && l.At < 1 && l.Z > 20 {
					areas = append(areas, l.Area)
				}
			}
		}
		if len(areas) < 10 {
			t.Fatalf("seed %d: %d strong profile lines, want 10 or more", seed, len(areas))
		}
		slices.Sort(areas)
		ac := areas[len(areas)/2]
		count := func(r trace.ProfileRead, z, area, end float64) int {
			n := 0
			for _, l := range r.Lines[:r.N] {
				if l.At > end && l.At < 1-end && l.Z >= z && l.Area >= area*ac {
					n++
				}
			}
			return n
		}
		for _, sp := range p.Sides {
			want := pm.Truth.Contours[sp.Side]
			r := sp.Profile
			if count(r, 20, 0.7, 0.15) == 1 && count(r, 6, 0.3, 0.06) == 1 {
				one++
				if want == 1 {
					oneRight++
				}
			}
		}
	}
	t.Logf("one strong line: %d of %d sides hold one", oneRight, one)
	if one < 15 || float64(oneRight) < 0.95*float64(one) {
		t.Errorf("one strong line read on %d sides, %d of them hold one: want 15 or more, 95%% right", one, oneRight)
	}
}

package printgen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestErasedLineZerosFlagged traces printed-style maps of random seeds kept
// out of every tuning family (65 and 66, 12 x 10 hexes) scanned at 150 dpi
// (moderate and heavy), where the lanes read every side alone, and checks
// flagErasedLines: no zero is left sure at a corner of a side the lanes
// read a line on that the corner reconciliation then settled to no line
// (a line the lanes saw goes on through one of the two other sides of each
// corner), and the zeros the tracer flags hide a line at least twice as
// often as the zeros it leaves sure. Without flagErasedLines 15 zeros were
// left sure beside such a line (one hid a line); with it, 163 of 926
// flagged zeros hide a line and 3 of 185 sure ones.
func TestErasedLineZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces four 150 dpi maps")
	}
	var zeros, zeroLines [2]int // flagged, sure
	erasedSure := 0
	for _, name := range []string{"moderate", "heavy"} {
		lv, err := LevelNamed(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, seed := range []uint64{65, 66} {
			pm, err := New(seed, 12, 10)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := printScan(t, pm, 150, lv, seed*100+2)
			p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
			if err != nil {
				t.Fatal(err)
			}
			g := pm.Truth.Geo.Grid
			idx := make(map[hexgrid.Hexside]int, len(p.Sides))
			for i, sp := range p.Sides {
				idx[sp.Side] = i
			}
			for _, sp := range p.Sides {
				sure := p.Sure(sp.ContourConf)
				if sp.Contours == 0 {
					k := 0
					if sure {
						k = 1
					}
					zeros[k]++
					if pm.Truth.Contours[sp.Side] > 0 {
						zeroLines[k]++
					}
				}
				if r := sp.ContourReads[0]; r.Count == 0 || sp.Contours != 0 {
					continue
				}
				// a line the lanes read, erased at the corners
				for _, pair := range cornerSides(g, sp.Side) {
					for _, o := range pair {
						if j, ok := idx[o]; ok {
							n := p.Sides[j]
							if n.Contours == 0 && n.ContourReads[0].Count == 0 && p.Sure(n.ContourConf) {
								erasedSure++
							}
						}
					}
				}
			}
		}
	}
	t.Logf("zeros hiding a line: %d of %d flagged, %d of %d sure; sure zeros beside an erased line: %d", zeroLines[0], zeros[0], zeroLines[1], zeros[1], erasedSure)
	if erasedSure > 0 {
		t.Errorf("%d zeros left sure at a corner of a line the lanes read and the reconciliation erased, want none", erasedSure)
	}
	if zeroLines[0]*zeros[1] < 2*zeroLines[1]*zeros[0] {
		t.Errorf("zeros hiding a line: %d of %d flagged, %d of %d sure: want the flagged at least twice as often", zeroLines[0], zeros[0], zeroLines[1], zeros[1])
	}
}

// cornerSides returns, for canonical side s of grid g, the two other
// sides of each of its two end corners.
func cornerSides(g hexgrid.Grid, s hexgrid.Hexside) [2][2]hexgrid.Hexside {
	dirs := g.Directions()
	k := 0
	for i, d := range dirs {
		if d == s.Dir {
			k = i
		}
	}
	d := func(i int) hexgrid.Direction { return dirs[(i%6+6)%6] }
	o := s.Hex
	return [2][2]hexgrid.Hexside{
		{g.Side(o, d(k+1)), g.Side(g.Neighbor(o, d(k)), d(k+2))},
		{g.Side(o, d(k-1)), g.Side(g.Neighbor(o, d(k-1)), d(k+1))},
	}
}

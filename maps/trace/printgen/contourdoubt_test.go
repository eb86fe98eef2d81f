package printgen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestCoarseContourZerosFlagged traces printed-style maps of random seeds
// kept out of every tuning family (71 and 72, 12 x 10 hexes) scanned
// blurred at 150 dpi (heavy), where the lanes lose thin lines over texture
// along their way, and scores the contour counts against the known maps.
// The zeros the tracer flags must hide a line at least twice as often as
// the zeros it leaves sure (here 70 of 301 and 16 of 197; before the rules
// below 60 of 197 and 27 of 307), and at most 9% of the sides where the
// map or the reading has lines may be wrong and not flagged (issue 25 asks
// under 2%; these scans left 12.9% before the lanes' zeros beside flagged
// zeros and inside a type the lanes are blind over were flagged,
// flagDoubtZeros and flagBlindTypes, 10.5% with the first alone, 7.7%
// with both).
func TestCoarseContourZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 150 dpi maps")
	}
	lv, err := LevelNamed("heavy")
	if err != nil {
		t.Fatal(err)
	}
	n, right, wrongSure, review, hexes := 0, 0, 0, 0, 0
	var zeros, zeroLines [2]int // flagged, sure
	for _, seed := range []uint64{71, 72} {
		pm, err := New(seed, 12, 10)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := printScan(t, pm, 150, lv, seed*100+2)
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		hexes += len(p.Hexes)
		for _, sp := range p.Sides {
			sure := p.Sure(sp.ContourConf)
			if !sure {
				review++
			}
			want := pm.Truth.Contours[sp.Side]
			if sp.Contours == 0 {
				k := 0
				if sure {
					k = 1
				}
				zeros[k]++
				if want > 0 {
					zeroLines[k]++
				}
			}
			if want == 0 && sp.Contours == 0 {
				continue
			}
			n++
			switch {
			case want == sp.Contours:
				right++
			case sure:
				wrongSure++
			}
		}
	}
	t.Logf("%d sides with lines: %d right, %d wrong and not flagged; %d contour review items over %d hexes; zeros hiding a line: %d of %d flagged, %d of %d sure",
		n, right, wrongSure, review, hexes, zeroLines[0], zeros[0], zeroLines[1], zeros[1])
	if n < 50 || float64(wrongSure) > 0.09*float64(n) {
		t.Errorf("%d sides with lines: %d wrong and not flagged, want at most 9%%", n, wrongSure)
	}
	if zeroLines[0]*zeros[1] < 2*zeroLines[1]*zeros[0] {
		t.Errorf("zeros hiding a line: %d of %d flagged, %d of %d sure: want the flagged at least twice as often", zeroLines[0], zeros[0], zeroLines[1], zeros[1])
	}
}

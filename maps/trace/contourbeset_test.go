package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestBesetSelfZerosFlagged traces printed-style seed 24 scanned at 150
// dpi heavy (as trace accuracy scans it) with the lanes' fit in levels,
// flagBesetZeros counting a zero the lanes doubted as one of its own
// flagged sides (besetSelf) off and on. With the fit the sides around its
// woods zeros read surely and zeros hiding a faint line kept one flagged
// side beside: with besetSelf at most half as many of the lanes' sure
// zeros may hide a line, and at least seven in eight of the zeros without
// a line that were sure stay sure (measured: 6 -> 3 hiding a line, 87 ->
// 77 without one sure; about 8 CPU-s).
func TestBesetSelfZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("traces a printed-style map twice at 150 dpi")
	}
	// The flag is weighed against the settle without the followed zeros'
	// review (reviewFollowedZeros), which lists some of the same zeros.
	defer trace.SetFollowZeros(0, false)()
	pm, s := printAndScan(t, 24, 16, 12, 150, "heavy", 24*100+2)
	var hidden, kept [2]int // [off, on]
	for k, on := range []bool{false, true} {
		restore := trace.SetBesetSelf(on)
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		restore()
		if err != nil {
			t.Fatal(err)
		}
		for _, sp := range p.Sides {
			if sp.ContourReads[0].Count != 0 || sp.ContourReads[1].Reader != "" || sp.Contours != 0 || !p.Sure(sp.ContourConf) {
				continue
			}
			if pm.Truth.Contours[sp.Side] > 0 {
				hidden[k]++
			} else {
				kept[k]++
			}
		}
	}
	t.Logf("sure lane zeros hiding a line %d -> %d, without one sure %d -> %d", hidden[0], hidden[1], kept[0], kept[1])
	if hidden[0] == 0 || 2*hidden[1] > hidden[0] || 8*kept[1] < 7*kept[0] {
		t.Errorf("with besetSelf %d -> %d sure zeros hide a line (want at most half), %d -> %d without one sure (want seven in eight kept)", hidden[0], hidden[1], kept[0], kept[1])
	}
}

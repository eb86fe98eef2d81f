package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestNearLinesFlagged checks the lanes' flag on a count of no line where a
// chain one or two lanes short of a line crosses between the centres and
// shows between its peaks (coarse scans, chain.go): on printgen maps of random
// seeds 73-74 (12 x 10 hexes, 150 dpi, heavy), the zeros it flags must
// hold a contour line in the generator's truth at least twice as often as
// the lanes' other zeros, and at least a third of the time (17 of 28
// against 67 of 416 when written).
func TestNearLinesFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces two 150 dpi maps")
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	var flagged, flaggedLines, other, otherLines int
	for _, pt := range printedTraces(t, []uint64{73, 74}, 12, 10, 150, "heavy", func(seed uint64) uint64 { return seed*100 + 2 }) {
		pm, p := pt.pm, pt.p
		for _, sp := range p.Sides {
			r := sp.ContourReads[0]
			if r.Reader != trace.ReaderLanes || r.Count != 0 {
				continue
			}
			line := pm.Truth.Contours[sp.Side] > 0
			if r.Conf == trace.NearLineConf {
				flagged++
				if line {
					flaggedLines++
				}
				continue
			}
			other++
			if line {
				otherLines++
			}
		}
	}
	t.Logf("lanes' zeros: %d flagged for a near line (%d with a line), %d others (%d with a line)", flagged, flaggedLines, other, otherLines)
	if flagged < 10 || 3*flaggedLines < flagged || float64(flaggedLines)/float64(flagged) < 2*float64(otherLines)/float64(max(1, other)) {
		t.Errorf("near-line zeros: %d of %d hold a line, other zeros %d of %d: want at least a third and twice the others' rate",
			flaggedLines, flagged, otherLines, other)
	}
}

package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestFollowedZerosReviewOnly: on printed seeds 41 and 43 heavy at 150 dpi
// (traced live, the follow read on), reviewFollowedZeros lists only zeros
// that are sure without it, a share of them hiding a line by printgen's
// truth, takes exactly those off the wrong-and-not-flagged count and
// leaves the levels the same (checkReviewOnly).
func TestFollowedZerosReviewOnly(t *testing.T) {
	if os.Getenv("SANDTABLE_FOLLOWZERO") == "" {
		t.Skip("prints and traces 150 dpi maps: set SANDTABLE_FOLLOWZERO=1")
	}
	// not parallel: it switches the rule off and on for the settle
	checkReviewOnly(t, "the followed lines", []uint64{41, 43}, followZeroHide, func(on bool) func() {
		if on {
			return trace.SetFollowZeros(0.04, false)
		}
		return trace.SetFollowZeros(0, false)
	})
}

// followZeroHide: the share of reviewFollowedZeros' items that must hold a
// line (TestFollowedZerosReviewOnly; measured on seeds 41 and 43 heavy at
// 0.04: 9 items, 4 hide a line; wrong and not flagged 7 -> 5 and 6 -> 4;
// at 0.025: 23 items, 6 hide a line).
const followZeroHide = 0.1

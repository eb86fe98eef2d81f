package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterLoneFamily (WATERLONE_FAMILY=1: it traces eight maps at 300
// dpi) traces scans no water rule was tuned on with the lone-side rule off,
// applies it after, and scores both against the known maps. On plate style
// seeds 45-48 at 300 dpi light, where a woods blob's fringe, crown rings
// or a marsh edge read wet on a side with no water near it, the rule must
// drop at least a fifth of the false water sides and lose at most 3% of the
// true ones; on printed style seeds 45-48 at 300 dpi light, whose streams
// cross the hexes and read wet on sides two corner steps apart, it must
// lose at most 1% of the true sides.
func TestWaterLoneFamily(t *testing.T) {
	if os.Getenv("WATERLONE_FAMILY") == "" {
		t.Skip("set WATERLONE_FAMILY=1 to trace eight maps at 300 dpi")
	}
	defer trace.SetWaterLoneRule(true)
	trace.SetWaterLoneRule(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 45, 48, 300, trace.DropLoneWater) // [rule off, rule on]
		t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		if tp[0] == 0 {
			t.Fatalf("%s: no water read", style)
		}
		lost := float64(tp[0]-tp[1]) / float64(tp[0])
		switch {
		case style == "plate" && (5*fp[1] > 4*fp[0] || lost > 0.03):
			t.Errorf("plate: false water sides %d -> %d (want a fifth fewer), true %d -> %d (want at most 3%% lost)", fp[0], fp[1], tp[0], tp[1])
		case style == "printed" && (fp[1] > fp[0] || lost > 0.01):
			t.Errorf("printed: true water sides %d -> %d (want at most 1%% lost), false %d -> %d", tp[0], tp[1], fp[0], fp[1])
		}
	}
}

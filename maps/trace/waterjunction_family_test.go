package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterJunctionFamily (WATERJUNCTION_FAMILY=1: it traces eight maps
// at 150 dpi) traces scans no water rule was tuned on with the junction
// rule off, applies it after, and scores both against the known maps: on
// plate style seeds 41-44 at 150 dpi light it must lose no true side and
// drop no more true than false ones; on printed style seeds 41-44 (whose
// streams fork) it must lose no true side.
func TestWaterJunctionFamily(t *testing.T) {
	if os.Getenv("WATERJUNCTION_FAMILY") == "" {
		t.Skip("set WATERJUNCTION_FAMILY=1 to trace eight maps at 150 dpi")
	}
	defer trace.SetWaterJunctionRule(true)
	trace.SetWaterJunctionRule(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 41, 44, 150, trace.DropJunctionWater) // [rule off, rule on]
		t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		if tp[0] == 0 {
			t.Fatalf("%s: no water read", style)
		}
		if fp[1] > fp[0] || tp[1] < tp[0] {
			t.Errorf("%s: true water sides %d -> %d (want none lost), false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		}
	}
}

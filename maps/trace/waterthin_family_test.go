package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterThinFamily (WATERTHIN_FAMILY=1: it traces eight maps at 150
// dpi) traces scans no water rule was tuned on with the thin-line rule
// off, applies it after, and scores both against the known maps. On plate
// style seeds 41-44 at 150 dpi light, where a screened woods tint reads as
// single-pixel water ink beside dry sides' grid lines, the rule must drop
// false water sides and lose no true one (streams through dense woods read
// thin there too); on
// printed style seeds 41-44 at 150 dpi light it must lose no true side.
func TestWaterThinFamily(t *testing.T) {
	if os.Getenv("WATERTHIN_FAMILY") == "" {
		t.Skip("set WATERTHIN_FAMILY=1 to trace eight maps at 150 dpi")
	}
	defer trace.SetWaterThinRule(true)
	trace.SetWaterThinRule(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 41, 44, 150, trace.DropThinWater) // [rule off, rule on]
		t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		if tp[0] == 0 {
			t.Fatalf("%s: no water read", style)
		}
		lost := float64(tp[0]-tp[1]) / float64(tp[0])
		switch {
		case style == "plate" && (fp[1] >= fp[0] || lost > 0):
			t.Errorf("plate: false water sides %d -> %d (want fewer), true %d -> %d (want none lost)", fp[0], fp[1], tp[0], tp[1])
		case style == "printed" && (fp[1] > fp[0] || tp[1] < tp[0]):
			t.Errorf("printed: true water sides %d -> %d (want none lost), false %d -> %d", tp[0], tp[1], fp[0], fp[1])
		}
	}
}

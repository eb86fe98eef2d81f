package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterThinFineFamily (WATERTHINFINE_FAMILY=1: it traces eight maps
// at 300 dpi) traces scans no water rule was tuned on with the fine-scan
// thin-line rule off, applies it after, and scores
// both against the known maps. On plate style seeds 41-44 at 300 dpi
// light, where a screened woods tint and woods edges read as water ink a
// pixel across, the test must drop false water sides and lose no true
// one; on printed style seeds 41-44 at 300 dpi light it must lose no true
// side.
func TestWaterThinFineFamily(t *testing.T) {
	if os.Getenv("WATERTHINFINE_FAMILY") == "" {
		t.Skip("set WATERTHINFINE_FAMILY=1 to trace eight maps at 300 dpi")
	}
	defer trace.SetWaterThinFine(true)
	trace.SetWaterThinFine(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 41, 44, 300, trace.DropThinFineWater) // [test off, test on]
		t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		if tp[0] == 0 {
			t.Fatalf("%s: no water read", style)
		}
		switch {
		case style == "plate" && (fp[1] >= fp[0] || tp[1] < tp[0]):
			t.Errorf("plate: false water sides %d -> %d (want fewer), true %d -> %d (want none lost)", fp[0], fp[1], tp[0], tp[1])
		case style == "printed" && (fp[1] > fp[0] || tp[1] < tp[0]):
			t.Errorf("printed: true water sides %d -> %d (want none lost), false %d -> %d", tp[0], tp[1], fp[0], fp[1])
		}
	}
}

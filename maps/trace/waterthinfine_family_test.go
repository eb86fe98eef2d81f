package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterThinFineFamily (WATERTHINFINE_FAMILY=1: it traces eight maps
// at 300 dpi) traces scans no water rule was tuned on with the fine-scan
// thin-line rule off, applies it after on the sheets settleWaterShape holds
// it on (the art and off-register sheets), and scores both against the
// known maps: on plate and printed style seeds 41-44 at 300 dpi light it
// must lose no true side and add no false one. Plate seeds 41-44 at 300
// light are not art sheets, so the rule drops nothing there (on every fine
// sheet it dropped up to 12 of their 21 false sides and no true one, but took
// true streams of blurred printed scans: waterthin.go).
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
		if tp[1] < tp[0] || fp[1] > fp[0] {
			t.Errorf("%s: true water sides %d -> %d, false %d -> %d: want none lost and none added", style, tp[0], tp[1], fp[0], fp[1])
		}
	}
}

package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterThinFineFamily (WATERTHINFINE_FAMILY=1: it traces eight maps
// at 300 dpi) traces scans no water rule was tuned on with the fine-scan
// thin-line rule off (and addFollowedWater, which runs after it), applies
// it after on the sheets settleWaterShape holds it on (the art and
// off-register sheets and those the overprint mark marks), and scores both
// against the known maps: on plate style seeds 41-44 at 300 dpi light
// (marked: their process inks show 3 or more screen angles) it must drop
// false water sides and lose no true one; on printed style seeds 41-44 it
// must change nothing (no printed sheet is marked).
func TestWaterThinFineFamily(t *testing.T) {
	if os.Getenv("WATERTHINFINE_FAMILY") == "" {
		t.Skip("set WATERTHINFINE_FAMILY=1 to trace eight maps at 300 dpi")
	}
	defer trace.SetWaterThinFine(true)
	defer trace.SetWaterFollowRule(true)
	trace.SetWaterThinFine(false)
	trace.SetWaterFollowRule(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 41, 44, 300, trace.DropThinFineWater) // [test off, test on]
		t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		if tp[0] == 0 {
			t.Fatalf("%s: no water read", style)
		}
		switch {
		case style == "plate" && (tp[1] < tp[0] || fp[1] >= fp[0]):
			t.Errorf("plate: true water sides %d -> %d (want none lost), false %d -> %d (want fewer)", tp[0], tp[1], fp[0], fp[1])
		case style == "printed" && (tp[1] != tp[0] || fp[1] != fp[0]):
			t.Errorf("printed: true water sides %d -> %d, false %d -> %d: want unchanged", tp[0], tp[1], fp[0], fp[1])
		}
	}
}

// TestWaterFollowFamily (WATERFOLLOW_FAMILY=1: it traces eight maps at
// 300 dpi) traces plate and printed style seeds 41-44 at 300 dpi light
// with addFollowedWater off, applies it after, and scores both against
// the known maps: on the plate sheets, where streams under a dense woods
// tint read dry though waterTrack follows them, it must add at least
// followFamilyGain true water sides (the rule without its light-tint width
// and followed sets added 9 there, and 2 false ones: woods edges beside a
// field) and no false one; on the printed sheets (never marked) it must
// change nothing.
// followFamilyGain is the least count of true water sides
// TestWaterFollowFamily wants addFollowedWater to add.
const followFamilyGain = 10

func TestWaterFollowFamily(t *testing.T) {
	if os.Getenv("WATERFOLLOW_FAMILY") == "" {
		t.Skip("set WATERFOLLOW_FAMILY=1 to trace eight maps at 300 dpi")
	}
	defer trace.SetWaterFollowRule(true)
	trace.SetWaterFollowRule(false)
	for _, style := range []string{"plate", "printed"} {
		tp, fp := waterBeforeAfter(t, style, 41, 44, 300, trace.AddFollowedWater) // [rule off, rule on]
		t.Logf("%s: true water sides %d -> %d, false %d -> %d", style, tp[0], tp[1], fp[0], fp[1])
		if tp[0] == 0 {
			t.Fatalf("%s: no water read", style)
		}
		switch {
		case style == "plate" && (tp[1]-tp[0] < followFamilyGain || fp[1] > fp[0]):
			t.Errorf("plate: true water sides %d -> %d (want %d more), false %d -> %d (want none added)", tp[0], tp[1], followFamilyGain, fp[0], fp[1])
		case style == "printed" && (tp[1] != tp[0] || fp[1] != fp[0]):
			t.Errorf("printed: true water sides %d -> %d, false %d -> %d: want unchanged", tp[0], tp[1], fp[0], fp[1])
		}
	}
}

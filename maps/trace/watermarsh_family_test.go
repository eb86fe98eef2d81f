package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestWaterMarshFamily (WATERMARSH_FAMILY=1: it traces twelve maps at 150
// dpi) traces scans the marsh rule was not tuned on with the rule off,
// applies it after, and scores both against the known maps: on plate
// style seeds 41-48 at 150 dpi light it must drop at least twice as many
// false sides as it loses true ones; on printed style seeds 41-44 it must
// lose no true side.
func TestWaterMarshFamily(t *testing.T) {
	if os.Getenv("WATERMARSH_FAMILY") == "" {
		t.Skip("set WATERMARSH_FAMILY=1 to trace twelve maps at 150 dpi")
	}
	defer trace.SetWaterMarshRule(true)
	trace.SetWaterMarshRule(false)
	tp, fp := waterBeforeAfter(t, "plate", 41, 48, 150, trace.DropMarshWater) // [rule off, rule on]
	t.Logf("plate: true water sides %d -> %d, false %d -> %d", tp[0], tp[1], fp[0], fp[1])
	if tp[0] == 0 {
		t.Fatal("plate: no water read")
	}
	if dropped, lost := fp[0]-fp[1], tp[0]-tp[1]; dropped < 2*lost || dropped == 0 {
		t.Errorf("plate: false water sides %d -> %d, true %d -> %d (want twice as many false dropped as true lost)", fp[0], fp[1], tp[0], tp[1])
	}
	tp, fp = waterBeforeAfter(t, "printed", 41, 44, 150, trace.DropMarshWater)
	t.Logf("printed: true water sides %d -> %d, false %d -> %d", tp[0], tp[1], fp[0], fp[1])
	if tp[1] < tp[0] {
		t.Errorf("printed: true water sides %d -> %d (want none lost)", tp[0], tp[1])
	}
}

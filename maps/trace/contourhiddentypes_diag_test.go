package trace_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// hiddenTypesFromEnv sets flagHiddenTypes' thresholds from
// SANDTABLE_HIDDEN_TYPES=clean,shade,blurMM (off: the rule off) for the replay
// diagnostics, and its second floor from SANDTABLE_HIDDEN_HALF=clean,ratio
// (clean over 1: off), and with SANDTABLE_HIDDEN_PROFILE=off lets
// settleProfileLines settle inside hidden types, and sets
// reviewLowRecallTypes' thresholds from SANDTABLE_RECALL_TYPES=ratio,est
// (ratio 0: off),
// returning the func that puts them back.
func hiddenTypesFromEnv(t *testing.T) func() {
	t.Helper()
	back := func() {}
	if v := os.Getenv("SANDTABLE_HIDDEN_HALF"); v != "" {
		var c, r float64
		if _, err := fmt.Sscanf(v, "%g,%g", &c, &r); err != nil {
			t.Fatalf("SANDTABLE_HIDDEN_HALF=%q: want clean,ratio: %v", v, err)
		}
		b := back
		put := trace.SetHiddenHalf(c, r)
		back = func() { put(); b() }
	}
	if v := os.Getenv("SANDTABLE_RECALL_TYPES"); v != "" {
		var r, e float64
		if _, err := fmt.Sscanf(v, "%g,%g", &r, &e); err != nil {
			t.Fatalf("SANDTABLE_RECALL_TYPES=%q: want ratio,est: %v", v, err)
		}
		b := back
		put := trace.SetRecallTypes(r, e)
		back = func() { put(); b() }
	}
	if os.Getenv("SANDTABLE_HIDDEN_PROFILE") == "off" {
		b := back
		put := trace.SetHiddenProfileHeld(false)
		back = func() { put(); b() }
	}
	v := os.Getenv("SANDTABLE_HIDDEN_TYPES")
	if v == "" {
		return back
	}
	var clean, shade, blur float64
	if v != "off" {
		if _, err := fmt.Sscanf(v, "%g,%g,%g", &clean, &shade, &blur); err != nil {
			t.Fatalf("SANDTABLE_HIDDEN_TYPES=%q: want clean,shade,blurMM or off: %v", v, err)
		}
	}
	put := trace.SetHiddenTypes(clean, shade, blur)
	return func() { put(); back() }
}

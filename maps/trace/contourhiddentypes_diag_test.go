package trace_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// hiddenTypesFromEnv sets flagHiddenTypes' thresholds from
// SANDTABLE_HIDDEN_TYPES=clean,shade,blurMM (off: the rule off) for the replay
// diagnostics, and flagFaintTypes' SNR floor from SANDTABLE_FAINT=snr (0:
// off), returning the func that puts them back.
func hiddenTypesFromEnv(t *testing.T) func() {
	t.Helper()
	back := func() {}
	if v := os.Getenv("SANDTABLE_FAINT"); v != "" {
		var snr float64
		if _, err := fmt.Sscanf(v, "%g", &snr); err != nil {
			t.Fatalf("SANDTABLE_FAINT=%q: want snr: %v", v, err)
		}
		back = trace.SetFaintTypes(snr)
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

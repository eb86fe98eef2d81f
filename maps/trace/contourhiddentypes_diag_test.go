package trace_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// hiddenTypesFromEnv sets flagHiddenTypes' thresholds from
// SANDTABLE_HIDDEN_TYPES=clean,shade,blurMM (off: the rule off) for the replay
// diagnostics, returning the func that puts them back.
func hiddenTypesFromEnv(t *testing.T) func() {
	t.Helper()
	v := os.Getenv("SANDTABLE_HIDDEN_TYPES")
	if v == "" {
		return func() {}
	}
	var clean, shade, blur float64
	if v != "off" {
		if _, err := fmt.Sscanf(v, "%g,%g,%g", &clean, &shade, &blur); err != nil {
			t.Fatalf("SANDTABLE_HIDDEN_TYPES=%q: want clean,shade,blurMM or off: %v", v, err)
		}
	}
	return trace.SetHiddenTypes(clean, shade, blur)
}

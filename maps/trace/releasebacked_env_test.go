package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// releaseFromEnv turns releaseBackedCounts off with SANDTABLE_RELEASE=off
// and returns a function that puts it back.
func releaseFromEnv(t *testing.T) func() {
	t.Helper()
	switch v := os.Getenv("SANDTABLE_RELEASE"); v {
	case "":
		return func() {}
	case "off":
		return trace.SetReleaseBacked(false)
	default:
		t.Fatalf("SANDTABLE_RELEASE=%q: want off", v)
		return nil
	}
}

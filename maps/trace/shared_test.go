package trace_test

import (
	"context"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// moderate caches, per test binary, the trace of the seed-1 known map's
// moderate scans (scansAt) with the default options in the scans' colours,
// teaching 4 hexes per type: TestAccuracyModerate scores it,
// TestElevationsFromSeeds solves its levels and TestPropagateTracedCounts
// propagates its counts. They only read it. (TestPropagateTracedCounts
// traced the same scans again with trace.DefaultOptions(), whose colours
// are the generator's, scangen.Colours: the same job. The three tests took
// 18.4 CPU-seconds with that second trace, 14.6 without.)
var moderate struct {
	sync.Once
	p   *trace.Proposal
	err error
}

// tracedModerate returns the shared moderate trace of tr (itwTruth(t, 1)).
func tracedModerate(t testing.TB, tr *scangen.Truth) *trace.Proposal {
	t.Helper()
	moderate.Do(func() {
		moderate.p, moderate.err = trace.Trace(context.Background(),
			tr.Job(scansAt(t, tr, "moderate"), 4, scangen.Colours(trace.DefaultOptions())), nil)
	})
	if moderate.err != nil {
		t.Fatal(moderate.err)
	}
	if moderate.p == nil {
		t.Fatal("the moderate scans failed in an earlier test")
	}
	return moderate.p
}

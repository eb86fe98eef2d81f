package trace_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// The tracer's heavy tests print, scan and trace maps one after another,
// and one trace keeps one core busy for most of its time (the contour
// search): the binary ran on one core most of the stage, the longest of
// its test binaries (142 of its 351 CPU-seconds). They run in parallel
// (t.Parallel) and trace their maps side by side (sideBySide): each test
// reads only its own maps and scans and the caches shared read-only
// (scansAt, tracedModerate, printedScan, smallJob); the tracer's tuning
// variables (SetNear, SetBroken) are set only by TestReplayContours, a
// diagnostic that runs alone, before the parallel tests start.

// sideBySide runs f(t, i) for i in 0..n-1 on parallel subtests named
// name(i) and returns their results in order once all have ended; it
// ends the test when one of them failed to give its result.
func sideBySide[T any](t *testing.T, n int, name func(int) string, f func(t *testing.T, i int) T) []T {
	t.Helper()
	out := make([]T, n)
	done := make([]bool, n)
	t.Run("side by side", func(t *testing.T) {
		for i := range n {
			t.Run(name(i), func(t *testing.T) {
				t.Parallel()
				out[i] = f(t, i)
				done[i] = true
			})
		}
	})
	for i := range n {
		if !done[i] {
			t.Fatalf("%s gave no result", name(i))
		}
	}
	return out
}

// printedTrace is one printed-style map traced (printedTraces).
type printedTrace struct {
	seed uint64
	pm   *printgen.Map
	s    printgen.Scan
	p    *trace.Proposal
}

// printedTraces prints the printed-style map of each seed at cols x rows
// hexes, scans it at dpi and the named level with the scanner's seed
// scanSeed(seed) and traces it (printedTraceOf): the seeds side by side
// (sideBySide), returned in their order.
func printedTraces(t *testing.T, seeds []uint64, cols, rows int, dpi float64, level string, scanSeed func(seed uint64) uint64) []printedTrace {
	t.Helper()
	return sideBySide(t, len(seeds), func(i int) string { return fmt.Sprintf("seed %d", seeds[i]) },
		func(t *testing.T, i int) printedTrace {
			return printedTraceOf(t, seeds[i], cols, rows, dpi, level, scanSeed(seeds[i]))
		})
}

// printedTraceOf prints the printed-style map of seed at cols x rows hexes,
// scans it at dpi and the named level with the scanner's seed scanSeed
// (printAndScan), and traces it teaching 4 hexes per type with
// trace.DefaultOptions().
func printedTraceOf(t *testing.T, seed uint64, cols, rows int, dpi float64, level string, scanSeed uint64) printedTrace {
	t.Helper()
	pm, s := printAndScan(t, seed, cols, rows, dpi, level, scanSeed)
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
	if err != nil {
		t.Fatal(err)
	}
	return printedTrace{seed: seed, pm: pm, s: s, p: p}
}

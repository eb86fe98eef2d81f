package trace_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// The tracer's heavy tests print, scan and trace maps one after another,
// and one trace keeps one core busy for most of its time (the contour
// search): the binary ran on one core most of the stage, the longest of
// its test binaries (142 of its 351 CPU-seconds). They run in parallel
// (t.Parallel) and trace their maps side by side (sideBySide): each test
// reads only its own maps and scans and the caches shared read-only
// (scansAt, tracedModerate, printedScan, smallJob). Tests that set one of
// the tracer's switches (the Set functions of the export files) cannot run
// beside other tests, so they are not parallel and run first, before the
// parallel tests start; they still trace their own maps side by side
// (tracedJobs, wetBeforeAfter), with the switch held for the whole batch.

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

// printedWaterTraces is printedTraces reading terrain, water and roads
// only (trace.WithoutContours): for tests that score water or roads.
func printedWaterTraces(t *testing.T, seeds []uint64, cols, rows int, dpi float64, level string, scanSeed func(seed uint64) uint64) []printedTrace {
	t.Helper()
	return sideBySide(t, len(seeds), func(i int) string { return fmt.Sprintf("seed %d", seeds[i]) },
		func(t *testing.T, i int) printedTrace {
			return printedTraceRead(t, seeds[i], cols, rows, dpi, level, scanSeed(seeds[i]), trace.WithoutContours)
		})
}

// printedTraceOf prints the printed-style map of seed at cols x rows hexes,
// scans it at dpi and the named level with the scanner's seed scanSeed
// (printAndScan), and traces it teaching 4 hexes per type with
// trace.DefaultOptions().
func printedTraceOf(t *testing.T, seed uint64, cols, rows int, dpi float64, level string, scanSeed uint64) printedTrace {
	t.Helper()
	return printedTraceRead(t, seed, cols, rows, dpi, level, scanSeed, nil)
}

// printedTraceRead is printedTraceOf tracing the job read gives (the job
// as it is when read is nil).
func printedTraceRead(t *testing.T, seed uint64, cols, rows int, dpi float64, level string, scanSeed uint64, read func(trace.Job) trace.Job) printedTrace {
	t.Helper()
	pm, s := printAndScan(t, seed, cols, rows, dpi, level, scanSeed)
	job := pm.Job(s, 4, trace.DefaultOptions())
	if read != nil {
		job = read(job)
	}
	p, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	return printedTrace{seed: seed, pm: pm, s: s, p: p}
}

// waterRoadsOnly sets job to read terrain, water and roads only
// (trace.WithoutContours): tracedJobs' adjust for tests that score water
// or roads.
func waterRoadsOnly(job *trace.Job) { *job = trace.WithoutContours(*job) }

// jobTrace is one scan of a known map (waterPixJob) and its trace.
type jobTrace struct {
	job   trace.Job
	truth *scangen.Truth
	p     *trace.Proposal
}

// seedRange returns the seeds first..last.
func seedRange(first, last uint64) []uint64 {
	var s []uint64
	for seed := first; seed <= last; seed++ {
		s = append(s, seed)
	}
	return s
}

// tracedJobs scans each seed's map of style at dpi and level (waterPixJob),
// lets adjust (when not nil) change the job, and traces it: the seeds side
// by side (sideBySide), returned in their order. Tests that set a tracer
// switch call it between setting and restoring the switch: the subtests
// run within the calling test, before any other test goes on.
func tracedJobs(t *testing.T, style string, seeds []uint64, dpi float64, level string, adjust func(*trace.Job)) []jobTrace {
	t.Helper()
	return sideBySide(t, len(seeds), func(i int) string { return fmt.Sprintf("%s seed %d", style, seeds[i]) },
		func(t *testing.T, i int) jobTrace {
			job, truth, err := waterPixJob(style, seeds[i], dpi, level)
			if err != nil {
				t.Fatal(err)
			}
			if adjust != nil {
				adjust(&job)
			}
			pr, err := trace.Trace(context.Background(), job, nil)
			if err != nil {
				t.Fatal(err)
			}
			return jobTrace{job, truth, pr}
		})
}

// scannedJob is one scan of a known map (waterPixJob).
type scannedJob struct {
	job   trace.Job
	truth *scangen.Truth
}

// wetBeforeAfter scans each seed's map of style at dpi and level
// (waterPixJob), side by side, and reads its water sides with read, once
// with the switch set off [0] and once on [1] (each reading side by side),
// returning the true and false water sides read, summed over the seeds.
// wet gives a read item's side and whether it was read wet. The switch is
// left on.
func wetBeforeAfter[S any](t *testing.T, style string, seeds []uint64, dpi float64, level string,
	set func(bool), read func(trace.Job) ([]S, error), wet func(S) (hexgrid.Hexside, bool)) (tp, fp [2]int) {
	t.Helper()
	name := func(i int) string { return fmt.Sprintf("%s seed %d", style, seeds[i]) }
	jobs := sideBySide(t, len(seeds), name, func(t *testing.T, i int) scannedJob {
		job, truth, err := waterPixJob(style, seeds[i], dpi, level)
		if err != nil {
			t.Fatal(err)
		}
		return scannedJob{job, truth}
	})
	for k, on := range []bool{false, true} {
		set(on)
		reads := sideBySide(t, len(jobs), name, func(t *testing.T, i int) []S {
			sts, err := read(jobs[i].job)
			if err != nil {
				t.Fatal(err)
			}
			return sts
		})
		for i, sts := range reads {
			for _, st := range sts {
				switch side, w := wet(st); {
				case w && jobs[i].truth.Water[side]:
					tp[k]++
				case w:
					fp[k]++
				}
			}
		}
	}
	return tp, fp
}

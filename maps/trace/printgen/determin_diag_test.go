package printgen

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseRepeat is a diagnostic, not a check: with
// SANDTABLE_DIAG_REPEAT=seed:dpi:level (e.g. 21:150:moderate) it prints the
// printed-style map of that seed (16 x 12 hexes), scans it once (scan seed
// seed*100+the level's index, as Measure does), traces the same scan three
// times with the default workers, once with GOMAXPROCS=1 and 8 and once more
// printed and scanned again from a fresh Map of the seed, and lists the
// first differences of every trace from the first, field by field: hexes
// (terrain, confidence), sides (water, roads, contours, their confidences,
// ContourReads, ContourWidths, Profile), then the unexported fields, and
// the levels propagated from three seeded hexes with and without widths.
func TestDiagnoseRepeat(t *testing.T) {
	spec := os.Getenv("SANDTABLE_DIAG_REPEAT")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_DIAG_REPEAT=seed:dpi:level")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_DIAG_REPEAT=%q: want seed:dpi:level", spec)
	}
	seed, err := strconv.ParseUint(parts[0], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := LevelNamed(parts[2])
	if err != nil {
		t.Fatal(err)
	}
	pm, err := New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := printScan(t, pm, dpi, lv, seed*100+uint64(levelIndex(lv)))
	run := func(s Scan, procs int) (*trace.Proposal, [2]trace.Elevation) {
		if procs > 0 {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		}
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		el, err := SeededLevels(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		ix, err := seededIndexed(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		return p, [2]trace.Elevation{el, ix}
	}
	// The same map printed and scanned again: the print must not change.
	pm2, err := New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := printScan(t, pm2, dpi, lv, seed*100+uint64(levelIndex(lv)))
	if n := bytesDiffer(scanBytes(s), scanBytes(s2)); n > 0 || s.Affine != s2.Affine {
		t.Logf("the scan printed and scanned again differs: %d bytes, calibration %v vs %v", n, s.Affine, s2.Affine)
	}
	p0, e0 := run(s, 0)
	for k, procs := range []int{0, 0, 1, 8, -1} {
		sc, how := s, "default workers"
		switch {
		case procs > 0:
			how = "GOMAXPROCS=" + strconv.Itoa(procs)
		case procs < 0:
			sc, how = s2, "printed and scanned again"
		}
		p, e := run(sc, procs)
		diffs := repeatDiffs(p0, p, e0, e)
		if len(diffs) == 0 {
			// the unexported fields too
			diffs = differences("proposal", p0, p, 20)
		}
		t.Logf("trace %d (%s): %d differences from trace 0", k+1, how, len(diffs))
		for i, d := range diffs {
			if i == 20 {
				t.Logf("  ... %d more", len(diffs)-i)
				break
			}
			t.Logf("  %s", d)
		}
	}
}

// bytesDiffer counts the bytes where a and b differ (and the length
// difference).
func bytesDiffer(a, b []byte) int {
	n := max(len(a), len(b)) - min(len(a), len(b))
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

// repeatDiffs lists how trace b differs from trace a, field by field.
func repeatDiffs(a, b *trace.Proposal, ea, eb [2]trace.Elevation) []string {
	var out []string
	if len(a.Hexes) != len(b.Hexes) || len(a.Sides) != len(b.Sides) {
		return []string{fmt.Sprintf("sizes: %d hexes %d sides vs %d hexes %d sides", len(a.Hexes), len(a.Sides), len(b.Hexes), len(b.Sides))}
	}
	for i, h := range a.Hexes {
		if h != b.Hexes[i] {
			out = append(out, fmt.Sprintf("hex %v: %s %.6f vs %s %.6f", h.Hex, h.Terrain, h.Confidence, b.Hexes[i].Terrain, b.Hexes[i].Confidence))
		}
	}
	for i, x := range a.Sides {
		y := b.Sides[i]
		field := func(name string, u, v any) {
			if !reflect.DeepEqual(u, v) {
				out = append(out, fmt.Sprintf("side %v %s: %v vs %v", x.Side, name, u, v))
			}
		}
		field("side", x.Side, y.Side)
		field("water", [2]any{x.Water, x.WaterConf}, [2]any{y.Water, y.WaterConf})
		field("road", [2]any{x.Road, x.RoadConf}, [2]any{y.Road, y.RoadConf})
		field("contours", [3]any{x.Contours, x.ContourConf, x.ContourHigh}, [3]any{y.Contours, y.ContourConf, y.ContourHigh})
		field("reads", x.ContourReads, y.ContourReads)
		field("widths", x.ContourWidths, y.ContourWidths)
		field("profile", x.Profile, y.Profile)
	}
	if !reflect.DeepEqual(a.Blur, b.Blur) {
		out = append(out, fmt.Sprintf("blur: %v vs %v", a.Blur, b.Blur))
	}
	for k, name := range []string{"levels", "levels with widths"} {
		x, y := ea[k], eb[k]
		moved := 0
		for id, l := range x.Levels {
			if m, ok := y.Levels[id]; !ok || m != l {
				moved++
			}
		}
		if moved > 0 || len(x.Levels) != len(y.Levels) {
			out = append(out, fmt.Sprintf("%s: %d of %d hexes differ (%d vs %d reached)", name, moved, len(x.Levels), len(x.Levels), len(y.Levels)))
		}
		if !reflect.DeepEqual(x.Guessed, y.Guessed) || !reflect.DeepEqual(x.Inconsistent, y.Inconsistent) {
			out = append(out, fmt.Sprintf("%s: guessed %d vs %d, inconsistent %d vs %d", name, len(x.Guessed), len(y.Guessed), len(x.Inconsistent), len(y.Inconsistent)))
		}
		if !reflect.DeepEqual(x.Index, y.Index) {
			out = append(out, fmt.Sprintf("%s: index lines every %d phase %d t %.4f vs every %d phase %d t %.4f", name, x.Index.Every, x.Index.Phase, x.Index.T, y.Index.Every, y.Index.Phase, y.Index.T))
		}
	}
	return out
}

package trace_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagContourReads is a diagnostic, not a check: with
// SANDTABLE_READS=style:seed:dpi:level:FILE (style printed or plate) it
// traces that scan (16 x 12 hexes, seeded as trace accuracy seeds it) and
// writes a line per side: the true count, the lanes' count and
// confidence, the line map's, the settled count and confidence. With
// SANDTABLE_WHITE=g the lanes' whitened gate is g (0: off).
func TestDiagContourReads(t *testing.T) {
	spec := os.Getenv("SANDTABLE_READS")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_READS=style:seed:dpi:level:FILE")
	}
	p := strings.Split(spec, ":")
	if len(p) != 5 {
		t.Fatalf("SANDTABLE_READS=%q: want style:seed:dpi:level:FILE", spec)
	}
	seed, err := strconv.ParseUint(p[1], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	dpi, err := strconv.ParseFloat(p[2], 64)
	if err != nil {
		t.Fatal(err)
	}
	if v := os.Getenv("SANDTABLE_WHITE"); v != "" {
		g, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		defer trace.SetWhiteGate(trace.SetWhiteGate(g))
	}
	job, truth, err := waterPixJob(p[0], seed, dpi, p[3])
	if err != nil {
		t.Fatal(err)
	}
	pr, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, sp := range pr.Sides {
		r := sp.ContourReads
		fmt.Fprintf(&b, "%d %d %.2f %d %.2f %d %.2f\n", truth.Contours[sp.Side], r[0].Count, r[0].Conf, r[1].Count, r[1].Conf, sp.Contours, sp.ContourConf)
	}
	if err := os.WriteFile(p[4], []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

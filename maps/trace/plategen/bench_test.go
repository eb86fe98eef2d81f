package plategen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// BenchmarkTracePlateSheet300dpi traces a plate-style sheet of an ITW
// sheet's size in hexes (57 x 34 = 1,938) printed and scanned at 300 dpi,
// light level: a screened scan, so the tracer measures the halftone screen
// and reads the contours through its low-pass copy of the whole scan
// (descreen.go), which the first-style benchmark (maps/trace) never does.
// Printing and scanning take minutes and are not timed. Reports the scan's
// size (Mpx) and, as the trace's figures, contour counts right.
func BenchmarkTracePlateSheet300dpi(b *testing.B) {
	pm, err := New(1, 57, 34)
	if err != nil {
		b.Fatal(err)
	}
	p, err := pm.Print(300 / 25.4)
	if err != nil {
		b.Fatal(err)
	}
	s, err := pm.Scan(p, Levels[0], 100)
	if err != nil {
		b.Fatal(err)
	}
	job := pm.Job(s, 4, trace.DefaultOptions())
	px := s.Image.Bounds().Dx() * s.Image.Bounds().Dy()
	b.ResetTimer()
	var pr *trace.Proposal
	for b.Loop() {
		if pr, err = trace.Trace(context.Background(), job, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(px)/1e6, "Mpx")
	r, err := printgen.Evaluate(pm.Truth, pr)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%dx%d px, %s level; %+v", s.Image.Bounds().Dx(), s.Image.Bounds().Dy(), Levels[0].Name, r)
}

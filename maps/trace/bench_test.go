package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// BenchmarkTraceSheet300dpi traces one ITW sheet (N: 1,938 hexes) scanned
// at 300 dpi with the light distortion (a JPEG of about 9,600 x 6,900 px).
// Generating the scan takes most of a minute and is not timed.
func BenchmarkTraceSheet300dpi(b *testing.B) {
	tr := itwTruth(b, 1)
	d, err := scangen.Level("light")
	if err != nil {
		b.Fatal(err)
	}
	s, err := tr.Scan(0, 300/25.4, d, 10)
	if err != nil {
		b.Fatal(err)
	}
	job := tr.Job([]scangen.Scan{s}, 4, scangen.Colours(trace.DefaultOptions()))
	px := s.Image.Bounds().Dx() * s.Image.Bounds().Dy()
	b.ResetTimer()
	var p *trace.Proposal
	cpu0 := cpuSeconds()
	for b.Loop() {
		if p, err = trace.Trace(context.Background(), job, nil); err != nil {
			b.Fatal(err)
		}
	}
	// CPU seconds per trace: on a shared machine the wall time mostly
	// measures the other jobs.
	b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
	b.ReportMetric(float64(px)/1e6, "Mpx")
	b.ReportMetric(float64(len(p.Hexes)), "hexes")
	sc := tr.Score(p, false)
	b.Logf("%dx%d px; terrain %v; water %v; roads %v; contours %v", s.Image.Bounds().Dx(), s.Image.Bounds().Dy(),
		sc.Terrain, sc.Water, sc.Roads, sc.Contours)
}

package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// BenchmarkLanesPlate300dpi reads every side of a plate-style sheet
// (seed 21, 7 x 6 hexes, 300 dpi light, descreened) with the contour
// lanes alone, on one core: the lanes' cost without the rest of the trace.
func BenchmarkLanesPlate300dpi(b *testing.B) {
	lv, err := plategen.LevelNamed("light")
	if err != nil {
		b.Fatal(err)
	}
	pm, err := plategen.New(21, 7, 6)
	if err != nil {
		b.Fatal(err)
	}
	p, err := pm.Print(300 / 25.4)
	if err != nil {
		b.Fatal(err)
	}
	s, err := pm.Scan(p, lv, 2100)
	if err != nil {
		b.Fatal(err)
	}
	read, err := trace.LanesReader(pm.Job(s, 4, trace.DefaultOptions()))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	n := 0
	cpu0 := testtool.CPUSeconds()
	for b.Loop() {
		n = read()
	}
	b.ReportMetric((testtool.CPUSeconds()-cpu0)/float64(b.N)*1000, "cpu-ms/op")
	b.ReportMetric(float64(n), "lines")
}

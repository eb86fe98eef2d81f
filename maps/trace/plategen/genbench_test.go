package plategen

import (
	"fmt"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
)

// BenchmarkPrintScan prints a plate-style map of the tests' size (16 x 12
// hexes, seed 21) and scans it at each level, at 150 and 300 dpi: what
// every tracer test on a plate sheet pays before it traces. Reports CPU
// seconds per print and scan; logs a fingerprint of the scan's pixels (the
// same fingerprint: the same scan).
func BenchmarkPrintScan(b *testing.B) {
	for _, dpi := range []float64{150, 300} {
		for li, lv := range Levels {
			b.Run(fmt.Sprintf("%gdpi-%s", dpi, lv.Name), func(b *testing.B) {
				pm, err := New(21, 16, 12)
				if err != nil {
					b.Fatal(err)
				}
				var s Scan
				cpu0 := testtool.CPUSeconds()
				for b.Loop() {
					p, err := pm.Print(dpi / 25.4)
					if err != nil {
						b.Fatal(err)
					}
					if s, err = pm.Scan(p, lv, 2100+uint64(li)); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric((testtool.CPUSeconds()-cpu0)/float64(b.N), "cpu-s/op")
				b.Logf("scan fingerprint %x", testtool.PixelPrint(s.Image))
			})
		}
	}
}

package printgen

import (
	"context"
	"crypto/sha256"
	"encoding/gob"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/trace"
)

// BenchmarkTracePrintedSheet300dpi traces a printed-style sheet (seed 1)
// of an ITW sheet's size in hexes (57 x 34 = 1,938) printed and scanned
// at 300 dpi, light level. Printing and scanning are not timed; with
// SANDTABLE_BENCH_CACHE=DIR the scan is kept in DIR and read back on the
// next run. Reports the scan's size (Mpx) and CPU seconds per trace; logs
// the trace's figures and a fingerprint of the whole proposal (the same
// fingerprint: the same output).
func BenchmarkTracePrintedSheet300dpi(b *testing.B) {
	pm, err := New(1, 57, 34)
	if err != nil {
		b.Fatal(err)
	}
	s, err := benchScan(pm, "printed-1-57x34-300dpi-light.gob")
	if err != nil {
		b.Fatal(err)
	}
	job := pm.Job(s, 4, trace.DefaultOptions())
	px := s.Image.Bounds().Dx() * s.Image.Bounds().Dy()
	b.ResetTimer()
	var pr *trace.Proposal
	cpu0 := testtool.CPUSeconds()
	for b.Loop() {
		if pr, err = trace.Trace(context.Background(), job, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((testtool.CPUSeconds()-cpu0)/float64(b.N), "cpu-s/op")
	b.ReportMetric(float64(px)/1e6, "Mpx")
	r, err := Evaluate(pm.Truth, pr)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%dx%d px, %s level; %+v", s.Image.Bounds().Dx(), s.Image.Bounds().Dy(), Levels[0].Name, r)
	b.Logf("proposal fingerprint %x", sha256.Sum256(fmt.Appendf(nil, "%+v", *pr)))
}

// benchCache is what a cached benchmark scan keeps: the decoded JPEG and
// its calibration.
type benchCache struct {
	Image  *image.YCbCr
	Affine calib.Affine
}

// benchScan prints pm at 300 dpi and scans it at the light level (scan
// seed pm.Seed*100, as Measure does), or reads that scan back from
// SANDTABLE_BENCH_CACHE/name.
// Errors: a print, scan or cache failure.
func benchScan(pm *Map, name string) (Scan, error) {
	dir := os.Getenv("SANDTABLE_BENCH_CACHE")
	path := filepath.Join(dir, name)
	if dir != "" {
		if f, err := os.Open(path); err == nil {
			defer f.Close()
			var c benchCache
			if err := gob.NewDecoder(f).Decode(&c); err != nil {
				return Scan{}, fmt.Errorf("read %s: %w", path, err)
			}
			return Scan{Image: c.Image, Affine: c.Affine}, nil
		}
	}
	ppm := 300 / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		return Scan{}, err
	}
	s, err := pm.Scan(img, a, ppm, Levels[0], pm.Seed*100)
	if err != nil {
		return Scan{}, err
	}
	if y, ok := s.Image.(*image.YCbCr); ok && dir != "" {
		f, err := os.Create(path)
		if err != nil {
			return Scan{}, fmt.Errorf("cache the scan: %w", err)
		}
		defer f.Close()
		if err := gob.NewEncoder(f).Encode(benchCache{Image: y, Affine: s.Affine}); err != nil {
			return Scan{}, fmt.Errorf("write %s: %w", path, err)
		}
	}
	return s, nil
}

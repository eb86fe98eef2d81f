package trace_test

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
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// BenchmarkTraceSheet300dpi traces one ITW sheet (N: 1,938 hexes) scanned
// at 300 dpi with the light distortion (a JPEG of about 9,600 x 6,900 px).
// Generating the scan takes most of a minute and is not timed; with
// SANDTABLE_BENCH_CACHE=DIR it is kept in DIR and read back on the next
// run. Logs a fingerprint of the whole proposal (the same fingerprint: the
// same output).
func BenchmarkTraceSheet300dpi(b *testing.B) {
	tr := itwTruth(b, 1)
	d, err := scangen.Level("light")
	if err != nil {
		b.Fatal(err)
	}
	s, err := benchScan(tr, d)
	if err != nil {
		b.Fatal(err)
	}
	job := tr.Job([]scangen.Scan{s}, 4, scangen.Colours(trace.DefaultOptions()))
	px := s.Image.Bounds().Dx() * s.Image.Bounds().Dy()
	b.ResetTimer()
	var p *trace.Proposal
	cpu0 := testtool.CPUSeconds()
	for b.Loop() {
		if p, err = trace.Trace(context.Background(), job, nil); err != nil {
			b.Fatal(err)
		}
	}
	// CPU seconds per trace: on a shared machine the wall time mostly
	// measures the other jobs.
	b.ReportMetric((testtool.CPUSeconds()-cpu0)/float64(b.N), "cpu-s/op")
	b.ReportMetric(float64(px)/1e6, "Mpx")
	b.ReportMetric(float64(len(p.Hexes)), "hexes")
	sc := tr.Score(p, false)
	b.Logf("%dx%d px; terrain %v; water %v; roads %v; contours %v", s.Image.Bounds().Dx(), s.Image.Bounds().Dy(),
		sc.Terrain, sc.Water, sc.Roads, sc.Contours)
	b.Logf("proposal fingerprint %x", sha256.Sum256(fmt.Appendf(nil, "%+v", *p)))
}

// benchCache is what a cached benchmark scan keeps: the decoded JPEG and
// its calibration.
type benchCache struct {
	Image  *image.YCbCr
	Affine calib.Affine
}

// benchScan scans sheet 0 of tr at 300 dpi with distortion d (seed 10),
// or reads that scan back from SANDTABLE_BENCH_CACHE.
// Errors: a scan or cache failure.
func benchScan(tr *scangen.Truth, d scangen.Distortion) (scangen.Scan, error) {
	dir := os.Getenv("SANDTABLE_BENCH_CACHE")
	path := filepath.Join(dir, "first-itw-300dpi-light.gob")
	if dir != "" {
		if f, err := os.Open(path); err == nil {
			defer f.Close()
			var c benchCache
			if err := gob.NewDecoder(f).Decode(&c); err != nil {
				return scangen.Scan{}, fmt.Errorf("read %s: %w", path, err)
			}
			return scangen.Scan{Image: c.Image, Affine: c.Affine}, nil
		}
	}
	s, err := tr.Scan(0, 300/25.4, d, 10)
	if err != nil {
		return scangen.Scan{}, err
	}
	if y, ok := s.Image.(*image.YCbCr); ok && dir != "" {
		f, err := os.Create(path)
		if err != nil {
			return scangen.Scan{}, fmt.Errorf("cache the scan: %w", err)
		}
		defer f.Close()
		if err := gob.NewEncoder(f).Encode(benchCache{Image: y, Affine: s.Affine}); err != nil {
			return scangen.Scan{}, fmt.Errorf("write %s: %w", path, err)
		}
	}
	return s, nil
}

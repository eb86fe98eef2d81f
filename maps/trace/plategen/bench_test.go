package plategen

import (
	"context"
	"crypto/sha256"
	"encoding/gob"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// BenchmarkTracePlateSheet300dpi traces a plate-style sheet of an ITW
// sheet's size in hexes (57 x 34 = 1,938) printed and scanned at 300 dpi,
// light level: a screened scan, so the tracer measures the halftone screen
// and reads the contours through its low-pass copy of the whole scan
// (descreen.go), which the first-style benchmark (maps/trace) never does.
// Printing and scanning take minutes and are not timed; with
// SANDTABLE_BENCH_CACHE=DIR the scan is kept in DIR and read back on the
// next run. Reports the scan's size (Mpx), CPU seconds per trace and, as
// the trace's figures, contour counts right; logs a fingerprint of the
// whole proposal (the same fingerprint: the same output).
func BenchmarkTracePlateSheet300dpi(b *testing.B) {
	pm, err := New(1, 57, 34)
	if err != nil {
		b.Fatal(err)
	}
	s, err := benchScan(pm, "plate-1-57x34-300dpi-light.gob")
	if err != nil {
		b.Fatal(err)
	}
	opt := trace.DefaultOptions()
	if v := os.Getenv("SANDTABLE_LINE_ALONG"); v != "" {
		// the line map's averaging along the line, mm (0: off)
		if opt.LineAlongMM, err = strconv.ParseFloat(v, 64); err != nil {
			b.Fatal(err)
		}
	}
	job := pm.Job(s, 4, opt)
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
	r, err := printgen.Evaluate(pm.Truth, pr)
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
// seed 100), or reads that scan back from SANDTABLE_BENCH_CACHE/name.
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
	p, err := pm.Print(300 / 25.4)
	if err != nil {
		return Scan{}, err
	}
	s, err := pm.Scan(p, Levels[0], 100)
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

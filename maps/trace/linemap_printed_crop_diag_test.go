package trace_test

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagPrintedLineMapCrops writes, for the printed map $PRINTGEN_LM_SEED
// scanned at $PRINTGEN_LM_DPI (300 unless set) and $PRINTGEN_LM_LEVEL as the
// replay scans it, the scan beside its line map (LineMapCrop) around a few
// sides in the sheet's middle into $PRINTGEN_LINEMAP; a diagnostic, skipped
// without it.
func TestDiagPrintedLineMapCrops(t *testing.T) {
	dir, seed, pm, ppm, job := printedLineMapJob(t)
	var pairs [][2]hexgrid.Offset
	for _, c := range [][2]int{{4, 4}, {8, 6}, {12, 4}, {6, 9}} {
		pairs = append(pairs, [2]hexgrid.Offset{{Col: c[0], Row: c[1]}, {Col: c[0], Row: c[1] + 1}})
	}
	imgs, err := trace.LineMapCrop(job, pairs, int(3.5*pm.Style.HexMM*ppm))
	if err != nil {
		t.Fatal(err)
	}
	for k, im := range imgs {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("lm-%d-%d-%d.png", seed, pairs[k][0].Col, pairs[k][0].Row)))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, im); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}

// TestDiagPrintedLineStrength writes, as TestDiagPrintedLineMapCrops, the
// scan beside the line filter's density and strength (LineStrengthCrop,
// white at 0.5) and logs the sheet's contour-ink weights.
func TestDiagPrintedLineStrength(t *testing.T) {
	dir, seed, pm, ppm, job := printedLineMapJob(t)
	w, im, err := trace.LineStrengthCrop(job, hexgrid.Offset{Col: 8, Row: 6}, hexgrid.Offset{Col: 8, Row: 7}, int(3.5*pm.Style.HexMM*ppm), 0.5)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("seed %d: contour ink %v weights %.3f", seed, pm.Style.Contour.Ink, w)
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("st-%d.png", seed)))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, im); err != nil {
		t.Fatal(err)
	}
}

// printedLineMapJob reads the PRINTGEN_LM_* settings of the printed
// line-map diagnostics (skipping without PRINTGEN_LINEMAP), scans the map
// as the replay scans it and returns the output folder, the seed, the
// map, the scan's pixels per mm and the trace job.
func printedLineMapJob(t *testing.T) (string, uint64, *printgen.Map, float64, trace.Job) {
	t.Helper()
	dir := os.Getenv("PRINTGEN_LINEMAP")
	if dir == "" {
		t.Skip("diagnostic: set PRINTGEN_LINEMAP to a folder")
	}
	seed, _ := strconv.ParseUint(os.Getenv("PRINTGEN_LM_SEED"), 10, 64)
	seed = max(seed, 21)
	dpi, _ := strconv.ParseFloat(os.Getenv("PRINTGEN_LM_DPI"), 64)
	if dpi == 0 {
		dpi = 300
	}
	li := 0
	for i, l := range printgen.Levels {
		if l.Name == os.Getenv("PRINTGEN_LM_LEVEL") {
			li = i
		}
	}
	pm, err := printgen.New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	ppm := dpi / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, printgen.Levels[li], seed*100+uint64(li))
	if err != nil {
		t.Fatal(err)
	}
	return dir, seed, pm, ppm, pm.Job(s, 4, trace.DefaultOptions())
}

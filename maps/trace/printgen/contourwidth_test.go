package printgen

import (
	"cmp"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestSolveLevelsIndexLines: the known maps 51-70 (-short: 51-54), every
// side's true count read sure and three seeds, with each line's width as
// the style prints it (index lines thicker) blurred by a log-normal read
// error (a spread of 0.25 in log width, about what a 300 dpi scan keeps).
// The widths tell a hill from a hollow where no seed lies inside: at least
// 99% of the levels right (-short 98%; without widths 95.1% on 51-70,
// 78.5% on 51-54: the open hollow of map 53 solved as a plateau), none
// wrong and not guessed. Expected levels: the generator's. Map 53 is
// solved three times (one core, another goroutine): the same answer.
func TestSolveLevelsIndexLines(t *testing.T) {
	hi, want := uint64(70), 99.0
	if testing.Short() {
		hi, want = 54, 98
	}
	r := rand.New(rand.NewPCG(30, 25))
	total, right, wrongSure, fitted := 0, 0, 0, 0
	for seed := uint64(51); seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		seeds, rng := threeSeeds(tr)
		c := trueCounts(tr)
		c.Widths = trueWidths(pm)
		// Noise drawn side by side in a fixed order (a Go map's order
		// changes between runs, and with it which side got which draw).
		for _, sd := range slices.SortedFunc(maps.Keys(c.Widths), cmpSide) {
			ws := c.Widths[sd]
			for i := range ws {
				ws[i] *= math.Exp(0.25 * r.NormFloat64())
			}
		}
		got := trace.SolveLevels(tr.Geo.Grid, tr.Hexes, c, seeds, rng)
		if seed == 53 {
			// The same levels, flags and index lines on one core and on
			// another goroutine (the fit reads the widths in a fixed order).
			prev := runtime.GOMAXPROCS(1)
			again := trace.SolveLevels(tr.Geo.Grid, tr.Hexes, c, seeds, rng)
			runtime.GOMAXPROCS(prev)
			done := make(chan trace.Levels)
			go func() { done <- trace.SolveLevels(tr.Geo.Grid, tr.Hexes, c, seeds, rng) }()
			if !reflect.DeepEqual(again, got) || !reflect.DeepEqual(<-done, got) {
				t.Errorf("map 53: solved again, the levels differ")
			}
		}
		rt, w := tallyLevels(tr, got)
		total, right, wrongSure = total+len(tr.Hexes), right+rt, wrongSure+w
		if got.Index.Every != 0 {
			if got.Index.Every != pm.Style.Contour.Every || got.Index.Phase != 0 {
				t.Errorf("map %d: index lines every %d from %d, printed every %d from 0", seed, got.Index.Every, got.Index.Phase, pm.Style.Contour.Every)
			}
			fitted++
		}
	}
	t.Logf("maps 51-%d: %d of %d levels right, %d wrong and not guessed; index lines found on %d maps", hi, right, total, wrongSure, fitted)
	wantLevels(t, right, total, wrongSure, want)
}

// trueWidths gives every side with lines of pm's known map the widths its
// lines print at (the style's Contour.Width, or Contour.Index for a level
// that is a multiple of Contour.Every), by the known levels.
func trueWidths(pm *Map) map[hexgrid.Hexside][]float64 {
	tr := pm.Truth
	c := pm.Style.Contour
	out := map[hexgrid.Hexside][]float64{}
	for sd := range tr.Contours {
		a, b := tr.Geo.Grid.SideHexes(sd)
		la, lb := tr.Level[a], tr.Level[b]
		for k := min(la, lb) + 1; k <= max(la, lb); k++ {
			w := c.Width
			if k%c.Every == 0 {
				w = c.Index
			}
			out[sd] = append(out[sd], w)
		}
	}
	return out
}

// TestContourWidthsPrinted: on a printed-style scan (seed 28, index lines
// every 2nd level, 150 dpi, moderate) the widths read on the sides one
// line crosses, classed by the known levels, part the index lines from the
// others (median at least 1.8 times as wide; measured 3.1), and the level
// solve finds the index lines at every 2nd level from 0. Not in -short (a
// trace, about 5 CPU-s).
func TestContourWidthsPrinted(t *testing.T) {
	if testing.Short() {
		t.Skip("traces a scan")
	}
	pm, err := New(28, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := LevelNamed("moderate")
	if err != nil {
		t.Fatal(err)
	}
	p := cachedTrace(t, "", pm, 150, lv)
	w := tallyWidths(t, pm, p)
	ni, nn := medianOf(w.index), medianOf(w.normal)
	t.Logf("index lines %.2f mm (%d sides), others %.2f mm (%d sides); fitted every %d from %d (t %.1f)", ni, len(w.index), nn, len(w.normal), w.every, w.phase, w.t)
	if len(w.index) < 10 || len(w.normal) < 10 || !(ni >= 1.8*nn) {
		t.Errorf("widths do not part index lines from the others")
	}
	if w.every != pm.Style.Contour.Every || w.phase != 0 {
		t.Errorf("index lines every %d from %d, printed every %d from 0", w.every, w.phase, pm.Style.Contour.Every)
	}
}

// cmpSide orders hexsides by column, row and direction.
func cmpSide(a, b hexgrid.Hexside) int {
	return cmp.Or(cmp.Compare(a.Hex.Col, b.Hex.Col), cmp.Compare(a.Hex.Row, b.Hex.Row), cmp.Compare(a.Dir, b.Dir))
}

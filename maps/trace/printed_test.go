package trace_test

import (
	"context"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// printed caches one printed-style map and its scan per test binary: a
// map of the second, independent style (printgen), scanned at 150 dpi with
// the moderate level (12 x 10 hexes with -short, else 20 x 15).
var printed struct {
	sync.Once
	pm   *printgen.Map
	scan printgen.Scan
	err  error
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
	pm, scan := printedScan(t)
	job := pm.Job(scan, 1, trace.DefaultOptions())
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

package trace_test

import (
	"context"
	"io/fs"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// itwTruth returns a known map on the built-in ITW map's two sheets.
func itwTruth(t testing.TB, seed uint64) *scangen.Truth {
	t.Helper()
	data, err := fs.ReadFile(maps.Builtin(), "itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := scangen.NewTruth(m, seed)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// traceLevel scans both sheets at pxPerMM with distortion level and traces
// them, teaching 4 hexes per type.
func traceLevel(t testing.TB, tr *scangen.Truth, level string, pxPerMM float64, opt trace.Options) scangen.Score {
	t.Helper()
	d, err := scangen.Level(level)
	if err != nil {
		t.Fatal(err)
	}
	var scans []scangen.Scan
	for si := range tr.Geo.Numbering.Sheets {
		s, err := tr.Scan(si, pxPerMM, d, uint64(10+si))
		if err != nil {
			t.Fatal(err)
		}
		scans = append(scans, s)
	}
	p, err := trace.Trace(context.Background(), tr.Job(scans, 4, opt), nil)
	if err != nil {
		t.Fatal(err)
	}
	return tr.Score(p, opt.Sliver.Any)
}

func TestAccuracyModerate(t *testing.T) {
	tr := itwTruth(t, 1)
	s := traceLevel(t, tr, "moderate", 4, scangen.Colours(trace.DefaultOptions()))
	t.Logf("terrain  %v", s.Terrain)
	t.Logf("water    %v", s.Water)
	t.Logf("roads    %v", s.Roads)
	t.Logf("contours %v", s.Contours)
}

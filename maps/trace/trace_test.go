package trace_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// smallJob is a trace of the first 300 hexes of a clean 3 px/mm scan of
// sheet N.
func smallJob(t *testing.T) (*scangen.Truth, trace.Job) {
	t.Helper()
	small.Do(func() {
		small.tr = itwTruth(t, 2)
		small.scan, small.err = small.tr.Scan(0, 3, scangen.Levels[0], 1)
	})
	if small.err != nil {
		t.Fatal(small.err)
	}
	job := small.tr.Job([]scangen.Scan{small.scan}, 3, scangen.Colours(trace.DefaultOptions()))
	job.Sheets[0].Hexes = job.Sheets[0].Hexes[:300]
	return small.tr, job
}

// small caches the clean scan smallJob traces.
var small struct {
	sync.Once
	tr   *scangen.Truth
	scan scangen.Scan
	err  error
}

func TestTraceProgressAndCancel(t *testing.T) {
	t.Parallel() // its own maps and the shared read-only caches (see sidebyside_test.go)
	_, job := smallJob(t)
	var calls, last, total int
	p, err := trace.Trace(context.Background(), job, func(done, tot int) {
		calls++
		if done < last {
			t.Errorf("progress went back from %d to %d", last, done)
		}
		last, total = done, tot
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Hexes) != 300 || last != total || total != 600 || calls < 4 {
		t.Errorf("%d hexes, progress %d/%d in %d calls; want 300 hexes and 600/600 in several calls", len(p.Hexes), last, total, calls)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := trace.Trace(ctx, job, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled trace: err %v, want context.Canceled", err)
	}
}

func TestTraceBadJobs(t *testing.T) {
	_, job := smallJob(t)
	for name, mod := range map[string]func(j *trace.Job){
		"no sheet":        func(j *trace.Job) { j.Sheets = nil },
		"zero hex size":   func(j *trace.Job) { j.HexMM = 0 },
		"singular affine": func(j *trace.Job) { j.Sheets[0].Affine = calib.Affine{} },
		"one type taught": func(j *trace.Job) { j.Examples = j.Examples[:1] },
		"example sheet":   func(j *trace.Job) { j.Examples[0].Sheet = 5 },
		"nothing taught":  func(j *trace.Job) { j.Examples = nil },
	} {
		j := job
		j.Sheets = slices.Clone(job.Sheets)
		j.Examples = slices.Clone(job.Examples)
		mod(&j)
		if _, err := trace.Trace(context.Background(), j, nil); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestAffineInvertThen(t *testing.T) {
	a := calib.Affine{2.9, -0.12, -284, 0.15, 2.94, -10}
	inv, ok := a.Invert()
	if !ok {
		t.Fatal("not invertible")
	}
	x, y := a.Then(inv).Apply(12.5, -7)
	if math.Abs(x-12.5) > 1e-9 || math.Abs(y+7) > 1e-9 {
		t.Errorf("a then a^-1 took (12.5,-7) to (%g,%g)", x, y)
	}
	if _, ok := (calib.Affine{1, 2, 0, 2, 4, 0}).Invert(); ok {
		t.Error("singular affine inverted")
	}
}

func TestFrameSides(t *testing.T) {
	f := trace.NewFrame(hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd})
	// Flat hexes: side 0 is N, straight up (y grows south).
	if n := f.Normals[0]; math.Abs(n[0]) > 1e-12 || math.Abs(n[1]+1) > 1e-12 {
		t.Errorf("N normal %v, want (0,-1)", n)
	}
	x, y := f.SidePoint(0, 0.5, 0)
	if math.Abs(x) > 1e-12 || math.Abs(y+trace.Apothem) > 1e-12 {
		t.Errorf("middle of N side at (%g,%g), want (0,-%g)", x, y, trace.Apothem)
	}
	if i, d := f.Nearest(0, -0.8); i != 0 || math.Abs(d-(trace.Apothem-0.8)) > 1e-12 {
		t.Errorf("nearest side of (0,-0.8) = %d at %g", i, d)
	}
}

// TestMosaicTilesTraceAlike traces the same scan whole and as six
// overlapping tiles: the proposals are identical.
func TestMosaicTilesTraceAlike(t *testing.T) {
	t.Parallel() // its own maps and the shared read-only caches (see sidebyside_test.go)
	_, job := smallJob(t)
	whole, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	tiles := scangen.Tiles(job.Sheets[0].Image, 3, 2, 64)
	m := &trace.Mosaic{Tiles: tiles}
	if m.Bounds().Size() != job.Sheets[0].Image.Bounds().Size() {
		t.Fatalf("mosaic %v, scan %v", m.Bounds(), job.Sheets[0].Image.Bounds())
	}
	tiled := job
	tiled.Sheets = []trace.Sheet{job.Sheets[0]}
	tiled.Sheets[0].Image = m
	p, err := trace.Trace(context.Background(), tiled, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Hexes, whole.Hexes) || !slices.Equal(p.Sides, whole.Sides) {
		t.Error("tiled trace differs from the whole scan's")
	}
}

package tiled

import (
	"bytes"
	"context"
	"fmt"
	"github.com/sandtable/sandtable/internal/testtool"
	"image"
	"image/jpeg"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	sm "github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// tiledExamples is where Debian's tiled package installs Tiled's own example
// maps with their tileset images (hexagonal-mini.tmx and hexmini.png).
const tiledExamples = "/usr/share/doc/tiled/examples"

// TestTraceTiledRendering traces a hex map drawn by another program: Tiled's
// own example map hexagonal-mini.tmx (20 x 20 pointy hexes, 15 tile kinds of
// pixel art, some drawn taller than their hex so that they cover part of the
// hex above), rendered by Tiled's tmxrasterizer. The answer is the map file:
// each hex's tile id, read by the importer (TestImportPointyFixture checks
// that by hand). The calibration is three clicks on hex centres where Tiled
// places them; the examples are one hex per tile kind, drawn at random per
// seed, as a designer would point at any one of them.
func TestTraceTiledRendering(t *testing.T) {
	if testing.Short() {
		t.Skip("traces 24 renderings")
	}
	bin, src, m := tiledExample(t)
	var right, wrongSure, n int
	for _, scale := range []int{4, 6, 9} {
		png := testtool.TmxRaster(t, bin, src, "--scale", fmt.Sprint(scale))
		for _, im := range []struct {
			name string
			img  image.Image
		}{{"png", png}, {"jpeg q60", jpegOf(t, png, 60)}} {
			rd := newRendering(t, m, im.img, scale)
			for seed := uint64(1); seed <= 4; seed++ {
				r, w, k := rd.score(t, rd.trace(t, rd.oneEach(seed)))
				t.Logf("scale %d %s, examples drawn with seed %d: %d of %d right (%.1f%%), %d wrong and not flagged",
					scale, im.name, seed, r, k, 100*float64(r)/float64(k), w)
				// Issue #25's terrain bars: 97% right in every trace;
				// under 1% wrong and not flagged over all of them (below),
				// under 2% in each (4 of 400 hexes are the three or four
				// the tall rock tiles half cover).
				if float64(r) < 0.97*float64(k) || float64(w) >= 0.02*float64(k) {
					t.Errorf("scale %d %s seed %d: %d of %d right, %d wrong and not flagged; want >= 97%% and < 2%%",
						scale, im.name, seed, r, k, w)
				}
				right, wrongSure, n = right+r, wrongSure+w, n+k
			}
		}
	}
	t.Logf("all: %d of %d right (%.1f%%), %d wrong and not flagged (%.2f%%)",
		right, n, 100*float64(right)/float64(n), wrongSure, 100*float64(wrongSure)/float64(n))
	if float64(wrongSure) >= 0.01*float64(n) {
		t.Errorf("%d of %d hexes wrong and not flagged; want < 1%%", wrongSure, n)
	}
}

// TestTraceTiledSuggest: from one example hex per kind, the tracer
// proposes two more per kind (SuggestExamples); a designer confirms those
// that are that kind (the map file says which) and traces again. Most
// suggestions must be right, and confirming them must not make the trace
// worse.
func TestTraceTiledSuggest(t *testing.T) {
	if testing.Short() {
		t.Skip("traces 8 renderings twice")
	}
	bin, src, m := tiledExample(t)
	png := testtool.TmxRaster(t, bin, src, "--scale", "6")
	var sugg, suggRight int
	for _, img := range []image.Image{png, jpegOf(t, png, 60)} {
		rd := newRendering(t, m, img, 6)
		for seed := uint64(1); seed <= 4; seed++ {
			teach := rd.oneEach(seed)
			p := rd.trace(t, teach)
			r0, w0, n := rd.score(t, p)
			var taught []hexgrid.Offset
			for _, tt := range teach {
				o, err := rd.geo.Numbering.Parse(tt.Hexes[0])
				if err != nil {
					t.Fatal(err)
				}
				taught = append(taught, o)
			}
			got := p.SuggestExamples(rd.geo.Grid, taught, 2)
			ok := 0
			for _, sg := range got {
				id := rd.id(t, sg.Hex)
				if rd.m.TerrainAt(id) != sg.Terrain {
					continue
				}
				ok++
				for i := range teach {
					if teach[i].Terrain == sg.Terrain {
						teach[i].Hexes = append(teach[i].Hexes, id)
					}
				}
			}
			p1 := rd.trace(t, teach)
			r1, w1, _ := rd.score(t, p1)
			if os.Getenv("TILEDTRACE_V") != "" {
				t.Logf("suggested %v", got)
				for i, h := range p1.Hexes {
					want := rd.m.TerrainAt(rd.id(t, h.Hex))
					if h.Terrain != want {
						t.Logf("  %s: %s read %s (%.2f), before %s (%.2f)", rd.id(t, h.Hex), want, h.Terrain, h.Confidence, p.Hexes[i].Terrain, p.Hexes[i].Confidence)
					}
				}
			}
			t.Logf("seed %d: %d of %d suggestions right; %d right, %d wrong and not flagged of %d -> %d, %d after confirming them",
				seed, ok, len(got), r0, w0, n, r1, w1)
			if float64(r1) < 0.97*float64(n) || float64(w1) >= 0.02*float64(n) {
				t.Errorf("seed %d: after confirming the suggestions %d of %d right, %d wrong and not flagged; want >= 97%% and < 2%%", seed, r1, n, w1)
			}
			sugg, suggRight = sugg+len(got), suggRight+ok
		}
	}
	t.Logf("all: %d of %d suggestions right", suggRight, sugg)
	if sugg < 40 || float64(suggRight) < 0.9*float64(sugg) {
		t.Errorf("%d of %d suggestions right; want 40 or more, 90%% of them right", suggRight, sugg)
	}
}

// jpegOf returns img through a JPEG encode and decode at quality q.
func jpegOf(t *testing.T, img image.Image, q int) image.Image {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
		t.Fatal(err)
	}
	out, err := jpeg.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// tiledExample returns tmxrasterizer, Tiled's example map
// hexagonal-mini.tmx as Debian's tiled package installs it, and that map
// imported with a terrain per tile id ("t" and the id), skipping the test
// where either is missing.
func tiledExample(t *testing.T) (bin, src string, m *sm.Map) {
	t.Helper()
	bin = tmxrasterizer(t)
	src = filepath.Join(tiledExamples, "hexagonal-mini.tmx")
	if _, err := os.Stat(src); err != nil {
		t.Skipf("Tiled's example map is not installed (%v): apt-get install tiled", err)
	}
	m, err := ImportFile(src, gidMapping(24))
	if err != nil {
		t.Fatal(err)
	}
	return bin, src, m
}

// tiledCentre returns where Tiled centres cell (x, y) of a pointy map with
// staggerindex odd, tiles 14 x 12 px and hex sides 6 px, at scale: rows are
// (12+6)/2 = 9 px apart, odd rows shifted half a tile right.
func tiledCentre(x, y, scale int) (float64, float64) {
	px := x*14 + 7
	if y%2 == 1 {
		px += 7
	}
	return float64(px * scale), float64((y*9 + 6) * scale)
}

// rendering is Tiled's example map as rendered at scale, calibrated, and
// the map's hexes by tile kind.
type rendering struct {
	m     *sm.Map
	geo   sm.Geometry
	img   image.Image
	scale int
	kinds map[string][]string // tile kind -> hex ids, in id order
}

// newRendering calibrates img on three hex centres where Tiled places them.
func newRendering(t *testing.T, m *sm.Map, img image.Image, scale int) *rendering {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	layout := hexgrid.Layout{Grid: geo.Grid, Size: m.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	var pts []calib.Point
	for _, c := range [][2]int{{1, 1}, {18, 2}, {9, 18}} {
		o, err := geo.Numbering.Parse(fmt.Sprintf("%02d%02d", c[0]+1, c[1]+1))
		if err != nil {
			t.Fatal(err)
		}
		mx, my := layout.Center(o)
		px, py := tiledCentre(c[0], c[1], scale)
		pts = append(pts, calib.Point{MX: mx, MY: my, PX: px, PY: py})
	}
	a, err := calib.Fit(pts)
	if err != nil {
		t.Fatal(err)
	}
	r := &rendering{m: &sm.Map{}, geo: geo, img: img, scale: scale, kinds: map[string][]string{}}
	*r.m = *m
	r.m.Sheets = slices.Clone(m.Sheets)
	r.m.Sheets[0].Scan = &sm.Scan{Path: "mini.png", Affine: [6]float64(a)}
	for _, id := range slices.Sorted(maps.Keys(m.Hexes)) {
		k := m.TerrainAt(id)
		r.kinds[k] = append(r.kinds[k], id)
	}
	return r
}

// oneEach returns one example hex per tile kind, drawn with seed.
func (r *rendering) oneEach(seed uint64) []trace.Taught {
	rng := rand.New(rand.NewPCG(seed, 44))
	var teach []trace.Taught
	for _, k := range slices.Sorted(maps.Keys(r.kinds)) {
		ids := r.kinds[k]
		teach = append(teach, trace.Taught{Terrain: k, Hexes: []string{ids[rng.IntN(len(ids))]}})
	}
	return teach
}

// trace traces the rendering's terrain from the examples in teach.
func (r *rendering) trace(t *testing.T, teach []trace.Taught) *trace.Proposal {
	t.Helper()
	job, err := trace.NewJob(r.m, r.geo, func(int) (image.Image, error) { return r.img, nil }, teach, trace.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	job.Options.SkipContours = true
	p, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// id returns hex o's id.
func (r *rendering) id(t *testing.T, o hexgrid.Offset) string {
	t.Helper()
	id, err := r.geo.Numbering.Format(o)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// score returns the hexes of p whose terrain is the map's tile kind, those
// wrong at or above p's Uncertain confidence, and the hexes scored.
func (r *rendering) score(t *testing.T, p *trace.Proposal) (right, wrongSure, n int) {
	t.Helper()
	for _, h := range p.Hexes {
		n++
		switch {
		case h.Terrain == r.m.TerrainAt(r.id(t, h.Hex)):
			right++
		case h.Confidence >= p.Uncertain:
			wrongSure++
		}
	}
	return right, wrongSure, n
}

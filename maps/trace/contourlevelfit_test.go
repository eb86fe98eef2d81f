package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestLaneLevelFitHeavy traces printed-style seed 22 scanned at 150 dpi
// at the heavy level (yellowed paper, a rough JPEG) with the lanes'
// contour share fitted as a share of the background only and with the fit
// in levels too (contourlevelfit.go). That scan's yellowed woods read
// lines of crowns on many sides the known map has none (as do seeds 21
// and 24; seeds 31-45 have few such sides, 1-25 of 126-498, and the fit in
// levels changes little there): with both fits the lanes' own counts must
// read a line on at most a sixth of those sides inside woods, and on half
// as many as with the share fit alone or fewer, and be right on more sides
// in all (measured: lines on 58 -> 8 of 204 woods sides with none, right
// on 364 -> 446 sides of 521; about 12 CPU-s).
func TestLaneLevelFitHeavy(t *testing.T) {
	if testing.Short() {
		t.Skip("traces a printed-style map twice at 150 dpi")
	}
	heavy := printgen.Levels[2]
	var right, woodsZero, woodsFalse [2]int // [share fit only, both fits]
	for seed := uint64(22); seed <= 22; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		ppm := 150 / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, heavy, seed*100+2)
		if err != nil {
			t.Fatal(err)
		}
		for k, on := range []bool{false, true} {
			restore := trace.SetLaneLevelFit(on)
			p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
			restore()
			if err != nil {
				t.Fatal(err)
			}
			for _, sp := range p.Sides {
				want, got := pm.Truth.Contours[sp.Side], sp.ContourReads[0].Count
				if got == want {
					right[k]++
				}
				ha, hb := pm.Truth.Geo.Grid.SideHexes(sp.Side)
				if want == 0 && pm.Truth.Terrain[ha] == "woods" && pm.Truth.Terrain[hb] == "woods" {
					woodsZero[k]++
					if got > 0 {
						woodsFalse[k]++
					}
				}
			}
		}
	}
	t.Logf("lanes right on %d -> %d sides; lines read on %d -> %d of %d woods sides with none", right[0], right[1], woodsFalse[0], woodsFalse[1], woodsZero[1])
	if woodsZero[1] == 0 {
		t.Fatal("no woods sides without a line")
	}
	if 6*woodsFalse[1] > woodsZero[1] || 2*woodsFalse[1] > woodsFalse[0] || right[1] <= right[0] {
		t.Errorf("with the fit in levels: lines read on %d -> %d of %d woods sides with none (want at most a sixth, and half as many), right %d -> %d (want more)",
			woodsFalse[0], woodsFalse[1], woodsZero[1], right[0], right[1])
	}
}

// TestLevelFitZerosFlagged traces printed-style seed 5 scanned at 150 dpi
// at the moderate level with the lanes' fit in levels off and on. With
// the fit the lanes read fewer false lines beside its woods, the rate of
// lines the blind-type rule compares woods with fell, woods stopped
// counting as blind and the lanes' zeros over woods that hide faint lines
// went unflagged (0 -> 26 sides wrong and not flagged before the rule
// counted the share fit's lines, shareRates): with the fit the counts
// wrong and not flagged may be at most two more than without it (about
// 8 CPU-s). Seed 5 is a report seed: it is where the loss was seen, on
// the report run, and no tuning seed showing it was looked for.
func TestLevelFitZerosFlagged(t *testing.T) {
	if testing.Short() {
		t.Skip("traces a printed-style map twice at 150 dpi")
	}
	moderate := printgen.Levels[1]
	seed := uint64(5)
	pm, err := printgen.New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	ppm := 150 / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, moderate, seed*100+1)
	if err != nil {
		t.Fatal(err)
	}
	var wu, right [2]int // [share fit only, both fits]
	for k, on := range []bool{false, true} {
		restore := trace.SetLaneLevelFit(on)
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		restore()
		if err != nil {
			t.Fatal(err)
		}
		for _, sp := range p.Sides {
			want := pm.Truth.Contours[sp.Side]
			switch {
			case sp.Contours == want:
				right[k]++
			case p.Sure(sp.ContourConf):
				wu[k]++
			}
		}
	}
	t.Logf("wrong and not flagged %d -> %d, right %d -> %d", wu[0], wu[1], right[0], right[1])
	if wu[1] > wu[0]+2 {
		t.Errorf("with the fit in levels %d counts wrong and not flagged, without %d: want at most 2 more", wu[1], wu[0])
	}
}

package printgen

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestElevationStableAcrossClicks scans one printed-style map (seed 2, 300
// dpi, moderate faults) once and calibrates it from a family of the
// designer's three clicks, each click off by up to 0.3 mm in a random
// direction (a seeded family, not chosen), with the calibration refined
// from the printed grid. The elevation from three seeded hexes must not
// swing with the clicks: its share of right levels may differ by at most 3
// hexes in 100 across the family, and no level may be wrong and unflagged
// in more than 2 hexes in 100. It fails today (the contour reads swing
// with sub-pixel calibration differences: 70-79 of about 103 right), so it
// runs only with SANDTABLE_CLICKS=1, as a measurement.
func TestElevationStableAcrossClicks(t *testing.T) {
	if testing.Short() || os.Getenv("SANDTABLE_CLICKS") == "" {
		t.Skip("set SANDTABLE_CLICKS=1: prints, scans and traces a map five times")
	}
	pm, err := New(2, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	const dpi = 300.0
	ppm := dpi / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, Levels[1], 2*100+1)
	if err != nil {
		t.Fatal(err)
	}
	hs := pm.Truth.Hexes
	first, last := hs[0], hs[len(hs)-1]
	corner := first
	corner.Row = last.Row
	l := pm.layout()
	r := rand.New(rand.NewPCG(77, 78))
	lo, hi := math.Inf(1), math.Inf(-1)
	for k := range 5 {
		var mmP, pxP [3][2]float64
		for i, o := range []hexgrid.Offset{first, corner, last} {
			cx, cy := l.Center(o)
			px, py := s.True.Apply(cx, cy)
			ang := r.Float64() * 2 * math.Pi
			e := 0.3 * ppm * math.Sqrt(r.Float64())
			mmP[i] = [2]float64{cx, cy}
			pxP[i] = [2]float64{px + e*math.Cos(ang), py + e*math.Sin(ang)}
		}
		cal, ok := affineThrough(mmP, pxP)
		if !ok {
			t.Fatal("clicks in a line")
		}
		p, err := trace.Trace(context.Background(), pm.Job(Scan{Image: s.Image, Affine: cal, True: s.True}, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Evaluate(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		right := 100 * float64(res.LevelsRight) / float64(res.Hexes)
		wrongSure := 100 * float64(res.LevelsWrongSure) / float64(res.Hexes)
		t.Logf("clicks %d: levels %.1f%% right, %.1f%% wrong and not flagged; contours %d of %d right",
			k, right, wrongSure, res.Score.Contours.Right, res.Score.Contours.Items)
		lo, hi = min(lo, right), max(hi, right)
		if wrongSure > 2 {
			t.Errorf("clicks %d: %.1f%% of levels wrong and not flagged; want at most 2%%", k, wrongSure)
		}
	}
	if hi-lo > 3 {
		t.Errorf("levels right swing from %.1f%% to %.1f%% with the clicks; want within 3 points", lo, hi)
	}
}

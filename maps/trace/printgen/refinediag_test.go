package printgen

import (
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// clickCal returns the calibration of three clicks on the hex centres of
// the first hex, the far corner of the first column and the last hex of
// scan s, each off by up to errMM in a random direction (drawn from r).
func clickCal(t *testing.T, pm *Map, s Scan, ppm, errMM float64, r *rand.Rand) calib.Affine {
	t.Helper()
	return clickCalDrawn(t, pm, s, ppm, errMM, drawClicks(r))
}

// clickDraws are the random numbers of three clicks (clickCal): for each,
// the direction and the distance of the slip, as fractions.
type clickDraws [3][2]float64

// drawClicks draws three clicks' random numbers from r, in the order
// clickCal has always drawn them (direction, then distance, per click).
func drawClicks(r *rand.Rand) clickDraws {
	var d clickDraws
	for i := range d {
		d[i] = [2]float64{r.Float64(), r.Float64()}
	}
	return d
}

// clickCalDrawn is clickCal with its random numbers drawn beforehand.
func clickCalDrawn(t *testing.T, pm *Map, s Scan, ppm, errMM float64, d clickDraws) calib.Affine {
	t.Helper()
	hs := pm.Truth.Hexes
	first, last := hs[0], hs[len(hs)-1]
	corner := first
	corner.Row = last.Row
	l := pm.layout()
	var mmP, pxP [3][2]float64
	for i, o := range []hexgrid.Offset{first, corner, last} {
		cx, cy := l.Center(o)
		px, py := s.At(cx, cy)
		ang := d[i][0] * 2 * math.Pi
		e := errMM * ppm * math.Sqrt(d[i][1])
		mmP[i] = [2]float64{cx, cy}
		pxP[i] = [2]float64{px + e*math.Cos(ang), py + e*math.Sin(ang)}
	}
	cal, ok := affineThrough(mmP, pxP)
	if !ok {
		t.Fatal("clicks in a line")
	}
	return cal
}

// centreErrors returns the mean and largest distance, in pixels, between
// where a puts the map's hex centres and where they lie on scan s.
func centreErrors(pm *Map, a, at func(x, y float64) (float64, float64)) (mean, worst float64) {
	l := pm.layout()
	for _, o := range pm.Truth.Hexes {
		x, y := l.Center(o)
		ax, ay := a(x, y)
		wx, wy := at(x, y)
		d := math.Hypot(ax-wx, ay-wy)
		mean += d
		worst = max(worst, d)
	}
	return mean / float64(len(pm.Truth.Hexes)), worst
}

// TestDiagnoseRefine is a diagnostic, not a check: with
// SANDTABLE_REFINE=seeds:dpis:levels it scans each map, calibrates it from
// five click sets of up to SANDTABLE_REFINE_MM (default 0.5) mm, refines
// each and prints the refined calibrations' error against the scan's true
// mapping (wobble included) and their spread across the click sets, in
// pixels at the hex centres.
func TestDiagnoseRefine(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_REFINE", "seeds:dpis:levels")
	errMM := 0.5
	if v := os.Getenv("SANDTABLE_REFINE_MM"); v != "" {
		var err error
		if errMM, err = strconv.ParseFloat(v, 64); err != nil {
			t.Fatal(err)
		}
	}
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		ppm := dpi / 25.4
		for seed := lo; seed <= hi; seed++ {
			pm, err := New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			img, a, err := pm.Print(ppm)
			if err != nil {
				t.Fatal(err)
			}
			for _, ln := range strings.Split(parts[2], ",") {
				lv, err := LevelNamed(ln)
				if err != nil {
					t.Fatal(err)
				}
				s, err := pm.Scan(img, a, ppm, lv, seed*100+7)
				if err != nil {
					t.Fatal(err)
				}
				r := rand.New(rand.NewPCG(seed, 99))
				var refined []trace.Refined
				tm, tw := centreErrors(pm, s.True.Apply, s.At)
				t.Logf("seed %d %g dpi %s: true affine vs wobble %.2f px mean, %.2f max", seed, dpi, lv.Name, tm, tw)
				for k := range 5 {
					cal := clickCal(t, pm, s, ppm, errMM, r)
					ref := trace.Refine(s.Image, cal, pm.Truth.Geo.Grid, pm.Truth.HexMM, pm.Truth.Hexes)
					cm, cw := centreErrors(pm, cal.Apply, s.At)
					rm, rw := centreErrors(pm, ref.Apply, s.At)
					t.Logf("  clicks %d: clicked %.2f/%.2f px, refined %.2f/%.2f px (mean/max)", k, cm, cw, rm, rw)
					refined = append(refined, ref)
				}
				spread := 0.0
				for i := range refined {
					for j := range i {
						_, w := centreErrors(pm, refined[i].Apply, refined[j].Apply)
						spread = max(spread, w)
					}
				}
				t.Logf("  spread of refined across click sets: %.2f px", spread)
			}
		}
	}
}

package printgen

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestElevationStableAcrossClicks draws a family of printed-style scans
// (map seeds drawn from a seeded generator, not chosen; each dpi and each
// fault level once, paired at random) and calibrates each from three click sets, every click up to
// 0.5 mm off its hex centre in a random direction (a designer clicking
// centres by eye at 150 dpi), with the calibration refined from the
// printed grid (printgen's options). Against the scanner's true mapping
// (printgen's, wobble included), every refined calibration must put the
// hex centres within 0.3 px on average, and the click sets' refined
// calibrations must agree within 0.25 px everywhere, where the clicked
// ones themselves lie over a pixel apart. Then the traces must agree: the
// elevation from three seeded hexes may differ in at most one hex in 100
// between click sets, and its share of right levels by at most one point.
// The family is three scans of 10 x 8 hexes, each from three click sets
// (with -short one scan of 6 x 5 hexes, from two click sets: 3.5
// CPU-seconds instead of 6.4 at 8 x 6, the contour search of the trace
// being most of it). The scans and their click sets' traces run side by
// side (t.Parallel: each reads its own scan and map, and nothing else).
func TestElevationStableAcrossClicks(t *testing.T) {
	t.Parallel() // reads only its own maps and scans
	scans, cols, rows, sets := 3, 10, 8, 3
	if testing.Short() {
		scans, cols, rows, sets = 1, 6, 5, 2
	}
	r := rand.New(rand.NewPCG(25, 0xc11c))
	// Every dpi and every level once, paired at random.
	dpis, lvs := r.Perm(len(DPIs)), r.Perm(len(Levels))
	// The family is drawn first, in the order it always was (each scan's
	// map seed, then its click sets' slips); then the scans are printed,
	// calibrated and traced side by side (each click set's refinement
	// and trace a subtest of its scan), and compared once all are done.
	type clickRun struct {
		cal     calib.Affine
		refined trace.Refined
		levels  map[string]int
		right   float64
	}
	type scanRun struct {
		seed  uint64
		dpi   float64
		lv    Level
		draws []clickDraws
		pm    *Map
		runs  []clickRun
		done  bool
	}
	family := make([]*scanRun, scans)
	for k := range family {
		sr := &scanRun{seed: 100 + r.Uint64N(900), dpi: DPIs[dpis[k]], lv: Levels[lvs[k]]}
		if testing.Short() {
			sr.dpi = 150
		}
		for range sets {
			sr.draws = append(sr.draws, drawClicks(r))
		}
		family[k] = sr
	}
	t.Run("scans", func(t *testing.T) {
		for k, sr := range family {
			t.Run(fmt.Sprintf("%s %g dpi seed %d", sr.lv.Name, sr.dpi, sr.seed), func(t *testing.T) {
				t.Parallel()
				pm, err := New(sr.seed, cols, rows)
				if err != nil {
					t.Fatal(err)
				}
				s, ppm := printScan(t, pm, sr.dpi, sr.lv, sr.seed*100+uint64(k))
				sr.pm, sr.runs = pm, make([]clickRun, sets)
				name := func(i int) string { return fmt.Sprintf("%s %g dpi seed %d clicks %d", sr.lv.Name, sr.dpi, sr.seed, i) }
				var done atomic.Int32
				t.Cleanup(func() { sr.done = int(done.Load()) == sets })
				for i := range sets {
					cal := clickCalDrawn(t, pm, s, ppm, 0.5, sr.draws[i])
					t.Run(fmt.Sprintf("clicks %d", i), func(t *testing.T) {
						t.Parallel()
						opt := pm.Colours(trace.DefaultOptions())
						ref := trace.Refine(s.Image, cal, pm.Truth.Geo.Grid, pm.Truth.HexMM, pm.Truth.Hexes)
						if m, w := centreErrors(pm, ref.Apply, s.At); m > 0.3 {
							t.Errorf("%s: refined calibration %.2f px from the true one on average (%.2f px at worst); want at most 0.3", name(i), m, w)
						}
						p, err := trace.Trace(context.Background(), pm.Job(Scan{Image: s.Image, Affine: cal, True: s.True}, 4, opt), nil)
						if err != nil {
							t.Fatal(err)
						}
						res, err := Evaluate(pm.Truth, p)
						if err != nil {
							t.Fatal(err)
						}
						el, err := SeededLevels(pm.Truth, p)
						if err != nil {
							t.Fatal(err)
						}
						right := 100 * float64(res.LevelsRight) / float64(res.Hexes)
						sr.runs[i] = clickRun{cal: cal, refined: ref, levels: el.Levels, right: right}
						done.Add(1)
						t.Logf("%s: levels %.1f%% right, %.1f%% wrong and not flagged; contours %d of %d right",
							name(i), right, 100*float64(res.LevelsWrongSure)/float64(res.Hexes), res.Score.Contours.Right, res.Score.Contours.Items)
					})
				}
			})
		}
	})
	for _, sr := range family {
		if !sr.done {
			t.Errorf("%s %g dpi seed %d: not every click set was traced", sr.lv.Name, sr.dpi, sr.seed)
			continue
		}
		pm, lv, dpi, seed, runs := sr.pm, sr.lv, sr.dpi, sr.seed, sr.runs
		name := func(i int) string { return fmt.Sprintf("%s %g dpi seed %d clicks %d", lv.Name, dpi, seed, i) }
		spread, clickedSpread := 0.0, 0.0
		for i := range runs {
			for j := range i {
				_, w := centreErrors(pm, runs[i].refined.Apply, runs[j].refined.Apply)
				spread = max(spread, w)
				_, cw := centreErrors(pm, runs[i].cal.Apply, runs[j].cal.Apply)
				clickedSpread = max(clickedSpread, cw)
			}
		}
		t.Logf("%s %g dpi seed %d: clicked calibrations up to %.2f px apart, refined %.2f px", lv.Name, dpi, seed, clickedSpread, spread)
		if clickedSpread < 1 {
			t.Errorf("%s %g dpi seed %d: the clicks differ by %.2f px only; the family tests nothing", lv.Name, dpi, seed, clickedSpread)
		}
		if spread > 0.25 {
			t.Errorf("%s %g dpi seed %d: refined calibrations up to %.2f px apart; want within 0.25", lv.Name, dpi, seed, spread)
		}
		for i := 1; i < len(runs); i++ {
			differ := 0
			for id, l := range runs[0].levels {
				if runs[i].levels[id] != l {
					differ++
				}
			}
			if 100*differ > len(runs[0].levels) {
				t.Errorf("%s: %d of %d hex levels differ from click set 0's; want at most 1 in 100", name(i), differ, len(runs[0].levels))
			}
			if math.Abs(runs[i].right-runs[0].right) > 1 {
				t.Errorf("%s: levels %.1f%% right, click set 0 %.1f%%; want within 1 point", name(i), runs[i].right, runs[0].right)
			}
		}
	}
}

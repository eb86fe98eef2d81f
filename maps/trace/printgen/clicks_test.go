package printgen

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

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
// being most of it).
func TestElevationStableAcrossClicks(t *testing.T) {
	scans, cols, rows, sets := 3, 10, 8, 3
	if testing.Short() {
		scans, cols, rows, sets = 1, 6, 5, 2
	}
	r := rand.New(rand.NewPCG(25, 0xc11c))
	// Every dpi and every level once, paired at random.
	dpis, lvs := r.Perm(len(DPIs)), r.Perm(len(Levels))
	for k := range scans {
		seed := 100 + r.Uint64N(900)
		dpi, lv := DPIs[dpis[k]], Levels[lvs[k]]
		if testing.Short() {
			dpi = 150
		}
		pm, err := New(seed, cols, rows)
		if err != nil {
			t.Fatal(err)
		}
		s, ppm := printScan(t, pm, dpi, lv, seed*100+uint64(k))
		name := func(i int) string { return fmt.Sprintf("%s %g dpi seed %d clicks %d", lv.Name, dpi, seed, i) }
		var refined []trace.Refined
		var levels []map[string]int
		var rights []float64
		clickedSpread := 0.0
		var clicked []func(x, y float64) (float64, float64)
		for i := range sets {
			cal := clickCal(t, pm, s, ppm, 0.5, r)
			clicked = append(clicked, cal.Apply)
			opt := pm.Colours(trace.DefaultOptions())
			ref := trace.Refine(s.Image, cal, pm.Truth.Geo.Grid, pm.Truth.HexMM, pm.Truth.Hexes)
			if m, w := centreErrors(pm, ref.Apply, s.At); m > 0.3 {
				t.Errorf("%s: refined calibration %.2f px from the true one on average (%.2f px at worst); want at most 0.3", name(i), m, w)
			}
			refined = append(refined, ref)
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
			levels = append(levels, el.Levels)
			rights = append(rights, 100*float64(res.LevelsRight)/float64(res.Hexes))
			t.Logf("%s: levels %.1f%% right, %.1f%% wrong and not flagged; contours %d of %d right",
				name(i), rights[i], 100*float64(res.LevelsWrongSure)/float64(res.Hexes), res.Score.Contours.Right, res.Score.Contours.Items)
		}
		spread := 0.0
		for i := range refined {
			for j := range i {
				_, w := centreErrors(pm, refined[i].Apply, refined[j].Apply)
				spread = max(spread, w)
				_, cw := centreErrors(pm, clicked[i], clicked[j])
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
		for i := 1; i < len(levels); i++ {
			differ := 0
			for id, l := range levels[0] {
				if levels[i][id] != l {
					differ++
				}
			}
			if 100*differ > len(levels[0]) {
				t.Errorf("%s: %d of %d hex levels differ from click set 0's; want at most 1 in 100", name(i), differ, len(levels[0]))
			}
			if math.Abs(rights[i]-rights[0]) > 1 {
				t.Errorf("%s: levels %.1f%% right, click set 0 %.1f%%; want within 1 point", name(i), rights[i], rights[0])
			}
		}
	}
}

package plategen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestRefineFindsGridPlate checks the refined calibration against where
// the grid plate printed the grid: the scanner's whole mapping (wobble
// included) of the hex centres moved by the grid plate's misregistration.
// The family: four random seeds whose style prints a grey grid (the hex
// ids, solid black, are darker than its lines), each at 150 dpi and a
// random level, 10 x 8 hexes. Every scan's refined calibration must lie
// within 0.4 px of the grid plate on average and 1.2 px at worst.
func TestRefineFindsGridPlate(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and scans four maps")
	}
	t.Parallel() // reads only its own maps and scans
	r := rand.New(rand.NewPCG(31, 0x9e1d))
	const dpi = 150
	for n := 0; n < 4; {
		seed := 1000 + r.Uint64N(9000)
		pm, err := New(seed, 10, 8)
		if err != nil {
			t.Fatal(err)
		}
		if pm.Style.GridTone >= 1 {
			continue
		}
		n++
		p, err := pm.Print(dpi / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		lv := Levels[r.IntN(len(Levels))]
		s, err := pm.Scan(p, lv, seed*100+uint64(levelIndex(lv)))
		if err != nil {
			t.Fatal(err)
		}
		mean, worst := gridPlateError(pm, s)
		if mean > 0.4 || worst > 1.2 {
			t.Errorf("seed %d %s (grid tone %.2f gap %.2f): refined calibration %.2f px off the grid plate on average, %.2f at worst; want 0.4 and 1.2",
				seed, lv.Name, pm.Style.GridTone, pm.Style.GridGap, mean, worst)
		}
	}
}

// gridPlateError returns the mean and largest distance, in scan pixels,
// between where the calibration refined from scan s's clicks puts the
// map's hex centres and where the grid plate printed them.
func gridPlateError(pm *Map, s Scan) (mean, worst float64) {
	ref := trace.Refine(s.Image, s.Affine, pm.Truth.Geo.Grid, pm.Truth.HexMM, pm.Truth.Hexes)
	gs := pm.Style.Shift[plateGrid]
	for _, o := range pm.Truth.Hexes {
		c := pm.centre(o)
		rx, ry := ref.Apply(c.x, c.y)
		gx, gy := s.At(c.x+gs[0], c.y+gs[1])
		d := math.Hypot(rx-gx, ry-gy)
		mean, worst = mean+d, max(worst, d)
	}
	return mean / float64(len(pm.Truth.Hexes)), worst
}

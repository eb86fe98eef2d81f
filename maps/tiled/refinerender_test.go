package tiled

import (
	"fmt"
	"github.com/sandtable/sandtable/internal/testtool"
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestRefineTiledRendering refines rough three-click calibrations of
// Tiled's example map as tmxrasterizer renders it (scales 4 and 6, PNG and
// JPEG q60): pixel art with no printed grid, only each tile's darker rim.
// The answer is where Tiled centres each cell (tiledCentre). Each click is
// a random distance up to a tenth of a hex across flats off its cell's
// centre, three draws per rendering. The refine must end within 0.08 hex
// of Tiled's centres everywhere on the map (the rims it finds sit about
// 0.7 Tiled pixels, 0.05 hex, above them) and, on each rendering, the
// three refined calibrations within 0.02 hex of each other: the answer
// does not depend on the clicks.
func TestRefineTiledRendering(t *testing.T) {
	if testing.Short() {
		t.Skip("renders and refines 12 calibrations")
	}
	bin, src, m := tiledExample(t)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	hexMM := m.Grid.HexAcrossFlatsMM
	layout := hexgrid.Layout{Grid: geo.Grid, Size: hexMM / math.Sqrt(3)}
	cells := tiledCells(t, geo.Numbering)
	var all []hexgrid.Offset
	for _, c := range cells {
		all = append(all, c.o)
	}
	for _, scale := range []int{4, 9} {
		acrossPx := 14.0 * float64(scale)
		png := testtool.TmxRaster(t, bin, src, "--scale", fmt.Sprint(scale))
		for _, im := range []struct {
			name string
			img  image.Image
		}{{"png", png}, {"jpeg q60", jpegOf(t, png, 60)}} {
			var refined []calib.Affine
			for seed := uint64(1); seed <= 3; seed++ {
				rng := rand.New(rand.NewPCG(seed, uint64(scale)))
				a := roughClicks(t, cells, layout, scale, rng)
				r := trace.Refine(im.img, a, geo.Grid, hexMM, all)
				before := worstOff(a, cells, layout, scale) / acrossPx
				after := worstOff(r.Affine, cells, layout, scale) / acrossPx
				t.Logf("scale %d %s seed %d: clicked %.3f hex off at worst, refined %.3f", scale, im.name, seed, before, after)
				if after > 0.08 {
					t.Errorf("scale %d %s seed %d: refined %.3f hex off Tiled's centres (clicked %.3f); want within 0.08", scale, im.name, seed, after, before)
				}
				refined = append(refined, r.Affine)
			}
			for i := range refined {
				for j := range i {
					if d := apart(refined[i], refined[j], cells, layout) / acrossPx; d > 0.02 {
						t.Errorf("scale %d %s: the refines from click sets %d and %d end %.3f hex apart; want within 0.02", scale, im.name, j+1, i+1, d)
					}
				}
			}
		}
	}
}

// apart returns how far apart (pixels) calibrations a and b put the
// farthest of cells' centres.
func apart(a, b calib.Affine, cells []tiledCell, l hexgrid.Layout) float64 {
	worst := 0.0
	for _, c := range cells {
		mx, my := l.Center(c.o)
		x0, y0 := a.Apply(mx, my)
		x1, y1 := b.Apply(mx, my)
		worst = max(worst, math.Hypot(x1-x0, y1-y0))
	}
	return worst
}

// tiledCell is one cell of Tiled's example map: its hex and its column
// and row in Tiled's numbering from 0.
type tiledCell struct {
	o    hexgrid.Offset
	x, y int
}

// tiledCells returns the example map's 20 x 20 cells, ids "CCRR" from 01.
func tiledCells(t *testing.T, n hexgrid.Numbering) []tiledCell {
	t.Helper()
	var out []tiledCell
	for y := range 20 {
		for x := range 20 {
			o, err := n.Parse(fmt.Sprintf("%02d%02d", x+1, y+1))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, tiledCell{o: o, x: x, y: y})
		}
	}
	return out
}

// roughClicks returns the calibration fitted to three clicks on cells
// (1, 1), (18, 2) and (9, 18), each a random distance up to a tenth of a
// hex across flats (14 Tiled pixels) off where Tiled centres the cell.
func roughClicks(t *testing.T, cells []tiledCell, l hexgrid.Layout, scale int, rng *rand.Rand) calib.Affine {
	t.Helper()
	var pts []calib.Point
	for _, c := range cells {
		if c != (tiledCell{c.o, 1, 1}) && c != (tiledCell{c.o, 18, 2}) && c != (tiledCell{c.o, 9, 18}) {
			continue
		}
		mx, my := l.Center(c.o)
		px, py := tiledCentre(c.x, c.y, scale)
		r, a := 0.1*14*float64(scale)*rng.Float64(), 2*math.Pi*rng.Float64()
		pts = append(pts, calib.Point{MX: mx, MY: my, PX: px + r*math.Cos(a), PY: py + r*math.Sin(a)})
	}
	a, err := calib.Fit(pts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// worstOff returns how far (pixels) calibration a puts the farthest of
// cells' centres from where Tiled centres it.
func worstOff(a calib.Affine, cells []tiledCell, l hexgrid.Layout, scale int) float64 {
	worst := 0.0
	for _, c := range cells {
		mx, my := l.Center(c.o)
		x, y := a.Apply(mx, my)
		px, py := tiledCentre(c.x, c.y, scale)
		worst = max(worst, math.Hypot(x-px, y-py))
	}
	return worst
}

package printgen

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestDiagSideCrops is a diagnostic, not a check: with
// PRINTGEN_CROPS=DIR and PRINTGEN_CROP_SIDES=seed:level:col_row_DIR,...
// (level light, moderate or heavy; DIR N, NE or SE) it prints and scans
// each map at PRINTGEN_CROP_DPI (default 150) with the scan seed the trace
// diagnostics use (seed*100 + the level's index) and saves a crop around
// each side (enlarged 4 times), the two hex centres marked, named by the
// side and its known count.
func TestDiagSideCrops(t *testing.T) {
	dir, spec := os.Getenv("PRINTGEN_CROPS"), os.Getenv("PRINTGEN_CROP_SIDES")
	if dir == "" || spec == "" {
		t.Skip("diagnostic: set PRINTGEN_CROPS and PRINTGEN_CROP_SIDES")
	}
	dpi := 150.0
	if v := os.Getenv("PRINTGEN_CROP_DPI"); v != "" {
		if _, err := fmt.Sscanf(v, "%g", &dpi); err != nil {
			t.Fatal(err)
		}
	}
	dirs := map[string]hexgrid.Direction{}
	for _, d := range []hexgrid.Direction{hexgrid.DirN, hexgrid.DirNE, hexgrid.DirSE} {
		dirs[d.String()] = d
	}
	for _, item := range strings.Split(spec, ",") {
		var seed uint64
		var level, side string
		parts := strings.Split(item, ":")
		if len(parts) != 3 {
			t.Fatalf("%q: want seed:level:col_row_DIR", item)
		}
		if _, err := fmt.Sscanf(parts[0], "%d", &seed); err != nil {
			t.Fatal(err)
		}
		level, side = parts[1], parts[2]
		var li int
		var lv Level
		for i, l := range Levels {
			if l.Name == level {
				li, lv = i, l
			}
		}
		var col, row int
		var dn string
		f := strings.Split(side, "_")
		if _, err := fmt.Sscanf(f[0]+" "+f[1], "%d %d", &col, &row); err != nil {
			t.Fatal(err)
		}
		dn = f[2]
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		s, ppm := printScan(t, pm, dpi, lv, seed*100+uint64(li))
		l := pm.layout()
		hs := hexgrid.Hexside{Hex: hexgrid.Offset{Col: col, Row: row}, Dir: dirs[dn]}
		ha, hb := pm.Truth.Geo.Grid.SideHexes(hs)
		ax, ay := l.Center(ha)
		bx, by := l.Center(hb)
		cx, cy := s.True.Apply((ax+bx)/2, (ay+by)/2)
		r := int(pm.Style.HexMM * ppm * 0.8)
		const k = 4
		sub := image.NewRGBA(image.Rect(0, 0, 2*r*k, 2*r*k))
		for y := 0; y < 2*r; y++ {
			for x := 0; x < 2*r; x++ {
				c := s.Image.At(int(cx)-r+x, int(cy)-r+y)
				draw.Draw(sub, image.Rect(x*k, y*k, x*k+k, y*k+k), &image.Uniform{c}, image.Point{}, draw.Src)
			}
		}
		for _, o := range [][2]float64{{ax, ay}, {bx, by}} {
			px, py := s.True.Apply(o[0], o[1])
			for d := -3 * k; d <= 3*k; d++ {
				sub.Set((int(px)-int(cx)+r)*k+d, (int(py)-int(cy)+r)*k, color.RGBA{255, 0, 255, 255})
				sub.Set((int(px)-int(cx)+r)*k, (int(py)-int(cy)+r)*k+d, color.RGBA{255, 0, 255, 255})
			}
		}
		name := filepath.Join(dir, fmt.Sprintf("s%d_%s_%s_w%d.png", seed, level, side, pm.Truth.Contours[hs]))
		out, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		err = png.Encode(out, sub)
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

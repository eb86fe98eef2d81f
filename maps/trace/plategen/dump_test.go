package plategen

import (
	"image"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDump writes a print and its scans as PNG into $PLATEGEN_DUMP (seed
// $PLATEGEN_SEED, dpi $PLATEGEN_DPI), for looking at; skipped without it.
func TestDump(t *testing.T) {
	dir := os.Getenv("PLATEGEN_DUMP")
	if dir == "" {
		t.Skip("set PLATEGEN_DUMP to a folder to write the pictures")
	}
	seed, _ := strconv.ParseUint(os.Getenv("PLATEGEN_SEED"), 10, 64)
	seed = max(seed, 1)
	dpi, _ := strconv.ParseFloat(os.Getenv("PLATEGEN_DPI"), 64)
	if dpi == 0 {
		dpi = 300
	}
	pm, err := New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(pm.Style)
	start := time.Now()
	p, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("print %v", time.Since(start))
	write := func(name string, img image.Image) {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	crop := func(img image.Image, x, y, w, h int) image.Image {
		out := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(out, out.Bounds(), img, image.Pt(x, y), draw.Src)
		return out
	}
	pi := p.Image()
	write("print.png", pi)
	// A crop of hexes 0304-0506 area.
	c := pm.centre(pm.Truth.Hexes[len(pm.Truth.Hexes)/3])
	x, y := p.Affine.Apply(c.x, c.y)
	n := int(4 * pm.Style.HexMM * dpi / 25.4)
	write("print-crop.png", crop(pi, int(x)-n/2, int(y)-n/2, n, n))
	for i, lv := range Levels {
		start = time.Now()
		s, err := pm.Scan(p, lv, seed*100+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("scan %v: %s", time.Since(start), s.Params)
		x, y := s.Affine.Apply(c.x, c.y)
		write("scan-"+lv.Name+".png", crop(s.Image, int(x)-n/2, int(y)-n/2, n, n))
	}
}

// TestDumpPrintgen writes printgen's light scan of the same seed, size and
// area as TestDump's crop, to compare the two styles side by side.
func TestDumpPrintgen(t *testing.T) {
	dir := os.Getenv("PLATEGEN_DUMP")
	if dir == "" {
		t.Skip("set PLATEGEN_DUMP to a folder to write the pictures")
	}
	seed, _ := strconv.ParseUint(os.Getenv("PLATEGEN_SEED"), 10, 64)
	seed = max(seed, 1)
	pm, err := printgen.New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	ppm := 300 / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, printgen.Levels[0], seed*100)
	if err != nil {
		t.Fatal(err)
	}
	o := pm.Truth.Hexes[len(pm.Truth.Hexes)/3]
	l := hexgrid.Layout{Grid: pm.Truth.Geo.Grid, Size: pm.Truth.HexMM / math.Sqrt(3)}
	cx, cy := l.Center(o)
	x, y := s.Affine.Apply(cx, cy)
	n := int(4 * pm.Truth.HexMM * ppm)
	out := image.NewRGBA(image.Rect(0, 0, n, n))
	draw.Draw(out, out.Bounds(), s.Image, image.Pt(int(x)-n/2, int(y)-n/2), draw.Src)
	f, err := os.Create(filepath.Join(dir, "printgen-scan-light.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}

package trace_test

import (
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestDiagLineMapWoods writes, for the plate map $PLATEGEN_SEED scanned at
// $PLATEGEN_DPI and $PLATEGEN_LEVEL, every side touching woods with its
// true count and the line map's, and the line map crops (LineMapCrop) of a
// few sides of each kind into $PLATEGEN_WOODS; a diagnostic, skipped
// without it.
func TestDiagLineMapWoods(t *testing.T) {
	dir := os.Getenv("PLATEGEN_WOODS")
	if dir == "" {
		t.Skip("diagnostic: set PLATEGEN_WOODS to a folder")
	}
	seed, _ := strconv.ParseUint(os.Getenv("PLATEGEN_SEED"), 10, 64)
	seed = max(seed, 1)
	dpi, _ := strconv.ParseFloat(os.Getenv("PLATEGEN_DPI"), 64)
	if dpi == 0 {
		dpi = 300
	}
	lv, err := plategen.LevelNamed(os.Getenv("PLATEGEN_LEVEL"))
	if err != nil {
		lv = plategen.Levels[0]
	}
	li := 0
	for i, l := range plategen.Levels {
		if l.Name == lv.Name {
			li = i
		}
	}
	pm, err := plategen.New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	p, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(p, lv, seed*100+uint64(li))
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("LINEMAP_TYPED") != "" {
		defer trace.SetLineMapTyped(trace.SetLineMapTyped(true))
	}
	job := pm.Job(s, 4, trace.DefaultOptions())
	pr, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr := pm.Truth
	g := tr.Geo.Grid
	num := tr.Geo.Numbering
	var pairs [][2]hexgrid.Offset
	var names, lines, open []string
	taken := map[string]int{}
	for _, sp := range pr.Sides {
		a, b := g.SideHexes(sp.Side)
		want, got := tr.Contours[sp.Side], sp.ContourReads[1].Count
		ida, _ := num.Format(a)
		idb, _ := num.Format(b)
		if tr.Terrain[a] != "woods" && tr.Terrain[b] != "woods" {
			open = append(open, fmt.Sprintf("%s-%s want %d map %d %.2f lanes %d %.2f", ida, idb, want, got, sp.ContourReads[1].Conf, sp.ContourReads[0].Count, sp.ContourReads[0].Conf))
			continue
		}
		lines = append(lines, fmt.Sprintf("%s-%s want %d map %d %.2f lanes %d %.2f", ida, idb, want, got, sp.ContourReads[1].Conf, sp.ContourReads[0].Count, sp.ContourReads[0].Conf))
		kind := fmt.Sprintf("want%d-map%d", want, min(got, 2))
		if taken[kind] >= 4 {
			continue
		}
		taken[kind]++
		pairs, names = append(pairs, [2]hexgrid.Offset{a, b}), append(names, kind+"-"+ida+"-"+idb)
	}
	if err := os.WriteFile(filepath.Join(dir, "woods.txt"), []byte(fmt.Sprintln(lines)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "open.txt"), []byte(fmt.Sprintln(open)), 0o644); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("LINEMAP_NOCROPS") != "" {
		return
	}
	imgs, err := trace.LineMapCrop(job, pairs, int(1.4*pm.Style.HexMM*dpi/25.4))
	if err != nil {
		t.Fatal(err)
	}
	for k, img := range imgs {
		f, err := os.Create(filepath.Join(dir, names[k]+".png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, zoom3(img)); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}

// zoom3 returns the middle half of crop pair img (scan left, map right)
// enlarged three times, the two halves side by side.
func zoom3(img *image.RGBA) *image.RGBA {
	n := img.Bounds().Dy()
	q := n / 2
	out := image.NewRGBA(image.Rect(0, 0, 6*q, 3*q))
	for y := range 3 * q {
		for x := range 6 * q {
			half, xx := x/(3*q), (x%(3*q))/3
			out.Set(x, y, img.At(half*n+n/4+xx, n/4+y/3))
		}
	}
	return out
}

package plategen

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagFailures traces one scan ($PLATEGEN_SEED, $PLATEGEN_DPI,
// $PLATEGEN_LEVEL) and writes a crop around each wrong water, road and
// contour side (the side marked by two magenta ticks at its ends) into
// $PLATEGEN_DIAG, with a list; skipped without it. Six crops of each kind
// are saved, all of the kinds starting $PLATEGEN_ALL- (road, water...).
func TestDiagFailures(t *testing.T) {
	dir := os.Getenv("PLATEGEN_DIAG")
	if dir == "" {
		t.Skip("set PLATEGEN_DIAG to a folder to write the crops")
	}
	seed, _ := strconv.ParseUint(os.Getenv("PLATEGEN_SEED"), 10, 64)
	seed = max(seed, 1)
	dpi, _ := strconv.ParseFloat(os.Getenv("PLATEGEN_DPI"), 64)
	if dpi == 0 {
		dpi = 300
	}
	lv, err := LevelNamed(os.Getenv("PLATEGEN_LEVEL"))
	if err != nil {
		lv = Levels[0]
	}
	pm, err := New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	// Ablations, to tell which part of the style a failure comes from.
	if os.Getenv("PLATEGEN_RING_K") != "" {
		pm.Style.Ring = Mix{{plateK, 1}}
		pm.Style.Canopy = Mix{{plateY, 0.5}, {plateK, 0.3}}
	}
	if os.Getenv("PLATEGEN_WOODS_NOC") != "" {
		pm.Style.Woods = Mix{{plateY, 0.8}, {plateK, 0.3}}
		pm.Style.Canopy = Mix{{plateY, 0.5}, {plateK, 0.3}}
		pm.Style.Ring = Mix{{plateK, 1}}
	}
	if os.Getenv("PLATEGEN_FLAT") != "" {
		pm.Style.Flat = true
	}
	if os.Getenv("PLATEGEN_REGISTERED") != "" {
		pm.Style.Shift = [nPlates][2]float64{}
	}
	p, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(p, lv, seed*100+uint64(levelIndex(lv)))
	if err != nil {
		t.Fatal(err)
	}
	job := pm.Job(s, 4, trace.DefaultOptions())
	if v := os.Getenv("SANDTABLE_LINE_ALONG"); v != "" {
		// the line map averaged along the line over v mm (0: off)
		mm, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		job.Options.LineAlongMM = mm
	}
	if v := os.Getenv("SANDTABLE_LINEMAP_DARK"); v != "" {
		// the line map's dark-tint weights: 1 on, anything else off
		job.Options.LineMapDark = v == "1"
	}
	if os.Getenv("PLATEGEN_SKIPCONTOURS") != "" {
		// water and roads only (the contour crops then mean nothing)
		job.Options.SkipContours = true
	}
	if os.Getenv("PLATEGEN_NOREFINE") != "" {
		// The clicked calibration as it is, not refined from the grid.
		job.Options.Refine = false
	}
	pr, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr := pm.Truth
	g := tr.Geo.Grid
	n := int(2.2 * pm.Style.HexMM * dpi / 25.4)
	var list []string
	count := map[string]int{}
	var reads []string // every side's true count and both readers' counts
	for _, sp := range pr.Sides {
		a, b := g.SideHexes(sp.Side)
		r := sp.ContourReads
		reads = append(reads, fmt.Sprintf("%d %d %.2f %d %.2f %d %.2f %s %s", tr.Contours[sp.Side], r[0].Count, r[0].Conf, r[1].Count, r[1].Conf, sp.Contours, sp.ContourConf, tr.Terrain[a], tr.Terrain[b]))
		var kind string
		switch {
		case tr.Water[sp.Side] != sp.Water:
			kind = fmt.Sprintf("water-want%v", tr.Water[sp.Side])
		case tr.Roads[scangen.NewStep(a, b)] != sp.Road:
			kind = fmt.Sprintf("road-want%v", tr.Roads[scangen.NewStep(a, b)])
		case tr.Contours[sp.Side] != sp.Contours:
			kind = fmt.Sprintf("contour-want%d-got%d", tr.Contours[sp.Side], sp.Contours)
		default:
			continue
		}
		count[kind]++
		ida, _ := tr.Geo.Numbering.Format(a)
		idb, _ := tr.Geo.Numbering.Format(b)
		name := fmt.Sprintf("%s-%s-%s.png", kind, ida, idb)
		list = append(list, fmt.Sprintf("%s conf w%.2f r%.2f c%.2f terrain %s/%s", name, sp.WaterConf, sp.RoadConf, sp.ContourConf, tr.Terrain[a], tr.Terrain[b]))
		if count[kind] > 6 && !strings.HasPrefix(kind, os.Getenv("PLATEGEN_ALL")+"-") {
			continue
		}
		writeCrop(t, filepath.Join(dir, name), s, pm, sp.Side, n)
	}
	t.Logf("%v", count)
	if err := os.WriteFile(filepath.Join(dir, "list.txt"), []byte(fmt.Sprintln(list)), 0o644); err != nil {
		t.Fatal(err)
	}
	// reads.txt: true count, lanes count and confidence, line map count
	// and confidence, settled count and confidence, the two terrains.
	if err := os.WriteFile(filepath.Join(dir, "reads.txt"), []byte(strings.Join(reads, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func writeCrop(t *testing.T, path string, s Scan, pm *Map, side hexgrid.Hexside, n int) {
	x0, y0, x1, y1 := pm.layout.SideSegment(side)
	mx, my := (x0+x1)/2, (y0+y1)/2
	cx, cy := s.Affine.Apply(mx, my)
	out := image.NewRGBA(image.Rect(0, 0, n, n))
	draw.Draw(out, out.Bounds(), s.Image, image.Pt(int(cx)-n/2, int(cy)-n/2), draw.Src)
	for _, e := range [][2]float64{{x0, y0}, {x1, y1}} {
		px, py := s.Affine.Apply(e[0], e[1])
		px -= cx - float64(n/2)
		py -= cy - float64(n/2)
		for d := -3; d <= 3; d++ {
			out.Set(int(px)+d, int(py), color.RGBA{255, 0, 255, 255})
			out.Set(int(px), int(py)+d, color.RGBA{255, 0, 255, 255})
		}
	}
	img := image.Image(out)
	if os.Getenv("PLATEGEN_ISO") != "" {
		img = withIsolines(out, s, pm, cx-float64(n/2), cy-float64(n/2))
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// withIsolines returns crop c (its pixel (0, 0) at scan pixel (ox, oy))
// beside a copy with the map's true contour lines (where the whole level
// of pm.Field changes between neighbouring pixels) painted cyan: which
// lines the truth counts, against what the scan shows (PLATEGEN_ISO=1).
func withIsolines(c *image.RGBA, s Scan, pm *Map, ox, oy float64) *image.RGBA {
	n := c.Bounds().Dx()
	out := image.NewRGBA(image.Rect(0, 0, 2*n, n))
	draw.Draw(out, c.Bounds(), c, image.Point{}, draw.Src)
	draw.Draw(out, c.Bounds().Add(image.Pt(n, 0)), c, image.Point{}, draw.Src)
	inv, ok := s.True.Invert()
	if !ok {
		return out
	}
	lv := make([]int, n*n)
	for y := range n {
		for x := range n {
			mx, my := inv.Apply(ox+float64(x)+0.5, oy+float64(y)+0.5)
			lv[y*n+x] = int(math.Floor(pm.Field(mx, my)))
		}
	}
	for y := range n - 1 {
		for x := range n - 1 {
			if v := lv[y*n+x]; v != lv[y*n+x+1] || v != lv[(y+1)*n+x] {
				out.Set(n+x, y, color.RGBA{0, 255, 255, 255})
			}
		}
	}
	return out
}

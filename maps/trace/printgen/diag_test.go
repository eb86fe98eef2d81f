package printgen

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

func TestDiag(t *testing.T) {
	if os.Getenv("PRINTGEN_DIAG") == "" {
		t.Skip()
	}
	var seed uint64 = 2
	dpi, lvi := 150.0, 0
	fmt.Sscanf(os.Getenv("PRINTGEN_DIAG"), "%d,%g,%d", &seed, &dpi, &lvi)
	pm, _ := New(seed, 12, 10)
	ppm := dpi / 25.4
	img, a, _ := pm.Print(ppm)
	s, _ := pm.Scan(img, a, ppm, Levels[lvi], 1)
	opt := trace.DefaultOptions()
	opt.Refine = os.Getenv("REFINE") != ""
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, opt), nil)
	if err != nil {
		t.Fatal(err)
	}
	sc := pm.Truth.Score(p, false)
	fmt.Printf("terrain %v\n", sc.Terrain)
	for _, h := range p.Hexes {
		if h.Terrain != pm.Truth.Terrain[h.Hex] {
			fmt.Printf("  hex %v %s read %s conf %.2f\n", h.Hex, pm.Truth.Terrain[h.Hex], h.Terrain, h.Confidence)
		}
	}
	var conf [6][6]int
	l := pm.layout()
	_ = l
	for _, sp := range p.Sides {
		if c := pm.Truth.Contours[sp.Side]; c != sp.Contours && os.Getenv("WRONG") != "" {
			x, y := l.Center(sp.Side.Hex)
			fmt.Printf("WRONG side %.1f,%.1f/%v truth %d got %d\n", x, y, sp.Side.Dir, c, sp.Contours)
		}
		conf[min(5, pm.Truth.Contours[sp.Side])][min(5, sp.Contours)]++
	}
	fmt.Println("contours truth x proposed", conf)
	var w, r [2][2]int
	for _, sp := range p.Sides {
		a, b := pm.Truth.Geo.Grid.SideHexes(sp.Side)
		w[b2i(pm.Truth.Water[sp.Side])][b2i(sp.Water)]++
		r[b2i(pm.Truth.Roads[scangen.NewStep(a, b)])][b2i(sp.Road)]++
	}
	fmt.Println("water", w, "roads", r)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestDiagProfile(t *testing.T) {
	if os.Getenv("PRINTGEN_DIAG") == "" {
		t.Skip()
	}
	pm, _ := New(2, 12, 10)
	ppm := 150 / 25.4
	img, a, _ := pm.Print(ppm)
	s, _ := pm.Scan(img, a, ppm, Levels[0], 1)
	opt := pm.Colours(trace.DefaultOptions())
	fmt.Println("picked water", opt.Water, "road", opt.Road, "contour", opt.Contour)
	l := pm.layout()
	n := 0
	for side := range pm.Truth.Water {
		x0, y0, x1, y1 := l.SideSegment(side)
		mx, my := (x0+x1)/2, (y0+y1)/2
		ax, ay := l.Center(side.Hex)
		fmt.Println("water side", side)
		for k := -6; k <= 6; k++ {
			f := float64(k) / 30
			x, y := mx+(mx-ax)*f, my+(my-ay)*f
			px, py := s.Affine.Apply(x, y)
			r, g, b, _ := s.Image.At(int(px), int(py)).RGBA()
			fmt.Printf("  %+.2f %3d %3d %3d\n", f, r>>8, g>>8, b>>8)
		}
		if n++; n == 2 {
			break
		}
	}
}

func TestDiagFP(t *testing.T) {
	if os.Getenv("PRINTGEN_DIAG") == "" {
		t.Skip()
	}
	pm, _ := New(2, 12, 10)
	ppm := 150 / 25.4
	img, a, _ := pm.Print(ppm)
	s, _ := pm.Scan(img, a, ppm, Levels[0], 1)
	p, _ := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
	byT := map[string][2]int{}
	for _, sp := range p.Sides {
		a, b := pm.Truth.Geo.Grid.SideHexes(sp.Side)
		k := pm.Truth.Terrain[a] + "/" + pm.Truth.Terrain[b]
		v := byT[k]
		v[0]++
		if sp.Contours != pm.Truth.Contours[sp.Side] {
			v[1]++
		}
		byT[k] = v
	}
	fmt.Println(byT)
}

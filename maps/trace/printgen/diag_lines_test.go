package printgen

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnoseLines is a diagnostic, not a check: with
// SANDTABLE_DIAG_LINES=seeds:dpi:level (e.g. 1-5:300:moderate) it traces the
// printed-style maps of those seeds (16 x 12 hexes, the scan seed
// `trace accuracy` uses) and lists every terrain hex read wrong, every road
// step and water side read wrong, with what the known map has there (road
// class, stream, contour lines, the neighbouring roads), then the causes
// counted. The causes are read from the known map, not from the tracer.
func TestDiagnoseLines(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_DIAG_LINES", "seeds:dpi:level")
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	li := -1
	for i, l := range Levels {
		if l.Name == parts[2] {
			li = i
		}
	}
	if li < 0 {
		t.Fatalf("no level %q", parts[2])
	}
	names := []string{"pike", "road", "lane", "trail"}
	causes := map[string]int{}
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := pm.Style
		t.Logf("seed %d style: paper %.0f grid %.0f %.2fmm stream %.0f %.2fmm road %.0f pike %.2f road %.2f lane %.2f dash %.2f/%.2f trail dot %.2f/%.2f cased %v woods %.0f@%.2f screen %v",
			seed, st.Paper, st.Grid.Ink, st.Grid.Width, st.Stream.Ink, st.Stream.Width, st.Road.Ink, st.Road.Pike, st.Road.Road, st.Road.Lane,
			st.Road.Dash, st.Road.DashGap, st.Road.Dot, st.Road.DotGap, st.Road.Cased, st.Tints[Woods].ink, st.Tints[Woods].cover, st.Tints[Woods].screen)
		s, ppm := printScan(t, pm, dpi, Levels[li], seed*100+uint64(li))
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		g := pm.Truth.Geo.Grid
		for _, h := range p.Hexes {
			want := pm.Truth.Terrain[h.Hex]
			if h.Terrain != want {
				causes[fmt.Sprintf("terrain %s as %s sure=%v", want, h.Terrain, p.Sure(h.Confidence))]++
				t.Logf("seed %d hex %v %s read %s conf %.2f", seed, h.Hex, want, h.Terrain, h.Confidence)
				if dir := os.Getenv("SANDTABLE_DIAG_PNG"); dir != "" {
					savePNG(t, fmt.Sprintf("%s/hex_s%d_%d_%d_%s.png", dir, seed, h.Hex.Col, h.Hex.Row, h.Terrain), pm, s, h.Hex, h.Hex, ppm)
				}
			}
		}
		for _, sp := range p.Sides {
			ha, hb := g.SideHexes(sp.Side)
			st := scangen.NewStep(ha, hb)
			wantR := pm.Truth.Roads[st]
			ctx := fmt.Sprintf("%s/%s water=%v contours=%d", pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], pm.Truth.Water[sp.Side], pm.Truth.Contours[sp.Side])
			if wantR != sp.Road {
				why := "missed"
				if wantR {
					why += " " + names[pm.Class[st]]
				} else {
					// roads through A or B
					var through []string
					for o := range pm.Class {
						if o.A == ha || o.B == ha || o.A == hb || o.B == hb {
							through = append(through, names[pm.Class[o]])
						}
					}
					sort.Strings(through)
					why = "false, roads at ends: " + strings.Join(through, ",")
					if pm.Truth.Water[sp.Side] {
						causes["road FP on water"]++
					}
					if pm.Truth.Contours[sp.Side] > 0 {
						causes["road FP on contour"]++
					}
					if len(through) == 0 {
						causes["road FP no road near"]++
					}
				}
				causes["road "+strings.Fields(why)[0]]++
				if dir := os.Getenv("SANDTABLE_DIAG_PNG"); dir != "" {
					savePNG(t, fmt.Sprintf("%s/road_s%d_%d_%d_%d_%d.png", dir, seed, ha.Col, ha.Row, hb.Col, hb.Row), pm, s, ha, hb, ppm)
				}
				t.Logf("seed %d road %v-%v conf %.2f %s; %s", seed, ha, hb, sp.RoadConf, why, ctx)
			}
			if wantW := pm.Truth.Water[sp.Side]; wantW != sp.Water {
				k := "water FP"
				if wantW {
					k = "water FN"
				}
				causes[k]++
				if dir := os.Getenv("SANDTABLE_DIAG_PNG"); dir != "" {
					savePNG(t, fmt.Sprintf("%s/%s_s%d_%d_%d_%d_%d.png", dir, strings.ReplaceAll(k, " ", ""), seed, ha.Col, ha.Row, hb.Col, hb.Row), pm, s, ha, hb, ppm)
				}
				t.Logf("seed %d %s %v-%v conf %.2f; %s", seed, k, ha, hb, sp.WaterConf, ctx)
			}
		}
	}
	keys := make([]string, 0, len(causes))
	for k := range causes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return causes[keys[i]] > causes[keys[j]] })
	for _, k := range keys {
		t.Logf("%4d %s", causes[k], k)
	}
}

// savePNG saves a crop of scan s around hexes a and b, their centres marked.
func savePNG(t *testing.T, path string, pm *Map, s Scan, a, b hexgrid.Offset, ppm float64) {
	l := pm.layout()
	ax, ay := l.Center(a)
	bx, by := l.Center(b)
	cx, cy := s.True.Apply((ax+bx)/2, (ay+by)/2)
	r := int(pm.Style.HexMM * ppm * 0.9)
	sub := image.NewRGBA(image.Rect(0, 0, 2*r, 2*r))
	draw.Draw(sub, sub.Bounds(), s.Image, image.Pt(int(cx)-r, int(cy)-r), draw.Src)
	for _, o := range [][2]float64{{ax, ay}, {bx, by}} {
		px, py := s.True.Apply(o[0], o[1])
		for d := -3; d <= 3; d++ {
			sub.Set(int(px)-int(cx)+r+d, int(py)-int(cy)+r, color.RGBA{255, 0, 255, 255})
			sub.Set(int(px)-int(cx)+r, int(py)-int(cy)+r+d, color.RGBA{255, 0, 255, 255})
		}
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	err = png.Encode(f, sub)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
}

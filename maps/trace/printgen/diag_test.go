package printgen

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnoseContours is a diagnostic, not a check: with
// SANDTABLE_DIAG=seeds:dpi:level (e.g. 1-5:300:moderate) it traces the
// printed-style maps of those seeds (16 x 12 hexes) and lists every contour
// side read wrong and not flagged with what lies there, then the causes
// ranked. The cause is read from the known map, not from the tracer:
// "wiggle" when the isolines cross the centre-to-centre line more often than
// the levels differ (the curve comes back), "label" when a place name lies
// within a hex of the side, "road"/"water" when one runs on or across it,
// "multi" when two or more lines cross, "near-centre" when a crossing lies
// within a fifth of the way of a hex centre, else "other". With
// SANDTABLE_DIAG_PNG=DIR it also saves a crop of the scan around the first
// twelve, the two hex centres marked.
func TestDiagnoseContours(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_DIAG", "seeds:dpi:level")
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := LevelNamed(parts[2])
	if err != nil {
		t.Fatal(err)
	}
	shots := 0
	causes := map[string]int{}
	tally := map[string]int{}
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		s, ppm := printScan(t, pm, dpi, lv, seed*100+1)
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		tally["hexes"] += len(p.Hexes)
		l := pm.layout()
		g := pm.Truth.Geo.Grid
		for _, sp := range p.Sides {
			want := pm.Truth.Contours[sp.Side]
			if !p.Sure(sp.ContourConf) {
				tally["review"]++
			}
			if want == 0 && sp.Contours == 0 {
				tally[fmt.Sprintf("conf %.2f want 0 read 0 true", sp.ContourConf)]++
				continue
			}
			sure := p.Sure(sp.ContourConf)
			key := "right"
			if want != sp.Contours {
				key = "wrong-flagged"
				if sure {
					key = "wrong-sure"
				}
			} else if !sure {
				key = "right-flagged"
			}
			tally[key]++
			tally[fmt.Sprintf("conf %.2f want %d read %d %v", sp.ContourConf, min(want, 2), min(sp.Contours, 2), want == sp.Contours)]++
			if key != "wrong-sure" {
				continue
			}
			ha, hb := g.SideHexes(sp.Side)
			ax, ay := l.Center(ha)
			bx, by := l.Center(hb)
			// isoline crossings along the centre line and the lanes beside it
			cross, nearC := 0, false
			const n = 400
			for k := 1; k <= 4; k++ {
				prev := pm.Field(ax, ay) - float64(k)
				for i := 1; i <= n; i++ {
					f := float64(i) / n
					v := pm.Field(ax+(bx-ax)*f, ay+(by-ay)*f) - float64(k)
					if (v > 0) != (prev > 0) {
						cross++
						if f < 0.2 || f > 0.8 {
							nearC = true
						}
					}
					prev = v
				}
			}
			mx, my := (ax+bx)/2, (ay+by)/2
			lab := false
			for _, nm := range pm.names {
				if math.Hypot(nm.x-mx, nm.y-my) < pm.Style.HexMM*(0.6+0.15*float64(len(nm.text))*nm.size/pm.Style.HexMM) {
					lab = true
				}
			}
			var why []string
			if cross != want {
				why = append(why, "wiggle")
			}
			if lab {
				why = append(why, "label")
			}
			if pm.Truth.Water[sp.Side] {
				why = append(why, "water")
			}
			for st := range pm.Class {
				if st == scangen.NewStep(ha, hb) {
					why = append(why, "road")
				}
			}
			if want >= 2 || sp.Contours >= 2 {
				why = append(why, "multi")
			}
			if nearC {
				why = append(why, "near-centre")
			}
			if len(why) == 0 {
				why = append(why, "other")
			}
			dir := "over"
			if sp.Contours < want {
				dir = "under"
			}
			tA, tB := pm.Truth.Terrain[ha], pm.Truth.Terrain[hb]
			causes[dir]++
			causes[tA+"|"+tB]++
			for _, w := range why {
				causes[w]++
			}
			if dir := os.Getenv("SANDTABLE_DIAG_PNG"); dir != "" && shots < 12 {
				shots++
				cx, cy := s.True.Apply(mx, my)
				r := int(pm.Style.HexMM * ppm * 0.8)
				sub := image.NewRGBA(image.Rect(0, 0, 2*r, 2*r))
				draw.Draw(sub, sub.Bounds(), s.Image, image.Pt(int(cx)-r, int(cy)-r), draw.Src)
				for _, o := range [][2]float64{{ax, ay}, {bx, by}} {
					px, py := s.True.Apply(o[0], o[1])
					for d := -3; d <= 3; d++ {
						sub.Set(int(px)-int(cx)+r+d, int(py)-int(cy)+r, color.RGBA{255, 0, 255, 255})
						sub.Set(int(px)-int(cx)+r, int(py)-int(cy)+r+d, color.RGBA{255, 0, 255, 255})
					}
				}
				f, err := os.Create(fmt.Sprintf("%s/s%d_%d_%d_%d_%d_w%d_r%d.png", dir, seed, ha.Col, ha.Row, hb.Col, hb.Row, want, sp.Contours))
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
			t.Logf("seed %d %v-%v want %d read %d conf %.2f high %d %s/%s crossings %d: %s", seed, ha, hb, want, sp.Contours,
				sp.ContourConf, sp.ContourHigh, tA, tB, cross, strings.Join(why, ","))
		}
	}
	tk := make([]string, 0, len(tally))
	for k := range tally {
		tk = append(tk, k)
	}
	sort.Strings(tk)
	for _, k := range tk {
		t.Logf("tally %5d %s", tally[k], k)
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

package printgen

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseYellowing is a diagnostic, not a check: with
// SANDTABLE_YELLOW=seeds:dpi:heavy (e.g. 21-25:150:heavy) it traces each
// seed's map scanned at the heavy level and at heavy without yellowing
// (the same scan seed) and logs per variant the settled counts right,
// wrong and not flagged, reviewed, and those over and under the known
// count; then the sides read right without yellowing and wrong with it,
// keyed by the known count, the lanes' own count and the settled count
// with and without yellowing, and the hexes' types where yellowing read
// too many. With SANDTABLE_YELLOW_PNG=DIR it saves a
// crop of both scans around the first sides yellowing turned wrong. Last
// it logs the counts wrong and not flagged by what was read, and the
// lanes' zeros at confidence 0.3 (a chain one lane short left over) by
// whether a line is known there and whether the zero stayed sure.
func TestDiagnoseYellowing(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_YELLOW", "seeds:dpi:heavy")
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	heavy := Levels[2]
	noY := heavy
	noY.Yellow = [2]float64{}
	shots := 0
	wuKeys := map[string]int{}
	defer func() { t.Logf("wrong and not flagged: %v", wuKeys) }()
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		var ps [2]*trace.Proposal
		var scans [2]Scan
		var ppm float64
		for v, lv := range []Level{heavy, noY} {
			s, pp := printScan(t, pm, dpi, lv, seed*100+2)
			ppm = pp
			p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
			if err != nil {
				t.Fatal(err)
			}
			ps[v], scans[v] = p, s
			items, right, wu, review, lanesRight, miss, extra := 0, 0, 0, 0, 0, 0, 0
			for _, sp := range p.Sides {
				want := pm.Truth.Contours[sp.Side]
				if !p.Sure(sp.ContourConf) {
					review++
				}
				if r := sp.ContourReads[0]; r.Count == 0 && r.Conf > 0.29 && r.Conf < 0.31 {
					wuKeys[fmt.Sprintf("%s lanes 0 at 0.3: want>0 %v sure %v", []string{"heavy", "noY"}[v], want > 0, p.Sure(sp.ContourConf))]++
				}
				if want == 0 && sp.Contours == 0 {
					continue
				}
				items++
				if sp.ContourReads[0].Count == want {
					lanesRight++
				}
				switch {
				case sp.Contours == want:
					right++
				case p.Sure(sp.ContourConf):
					wu++
					wuKeys[fmt.Sprintf("%s want %d read %d lanes %d conf %.2f", []string{"heavy", "noY"}[v], want, sp.Contours, sp.ContourReads[0].Count, sp.ContourConf)]++
				}
				if sp.Contours < want {
					miss++
				} else if sp.Contours > want {
					extra++
				}
			}
			t.Logf("seed %d %s: items %d right %.1f%% wu %d review %d lanes right %.1f%% under %d over %d",
				seed, []string{"heavy", "no yellow"}[v], items, 100*float64(right)/float64(max(1, items)), wu, review,
				100*float64(lanesRight)/float64(max(1, items)), miss, extra)
		}
		type key struct{ want, yl, yf, nl, nf int }
		tally := map[key]int{}
		types := map[string]int{}
		l := pm.layout()
		g := pm.Truth.Geo.Grid
		for i, sp := range ps[0].Sides {
			sn := ps[1].Sides[i]
			want := pm.Truth.Contours[sp.Side]
			if (sn.Contours == want) == (sp.Contours == want) {
				continue
			}
			tally[key{want, sp.ContourReads[0].Count, sp.Contours, sn.ContourReads[0].Count, sn.Contours}]++
			if ha, hb := g.SideHexes(sp.Side); sp.Contours > want {
				types[pm.Truth.Terrain[ha]+"|"+pm.Truth.Terrain[hb]]++
			}
			dir := os.Getenv("SANDTABLE_YELLOW_PNG")
			if dir == "" || shots >= 16 || sn.Contours != want {
				continue
			}
			shots++
			ha, hb := g.SideHexes(sp.Side)
			ax, ay := l.Center(ha)
			bx, by := l.Center(hb)
			r := int(pm.Style.HexMM * ppm * 0.8)
			sub := image.NewRGBA(image.Rect(0, 0, 4*r, 2*r))
			for v, s := range scans {
				cx, cy := s.True.Apply((ax+bx)/2, (ay+by)/2)
				draw.Draw(sub, image.Rect(2*r*v, 0, 2*r*(v+1), 2*r), s.Image, image.Pt(int(cx)-r, int(cy)-r), draw.Src)
				for _, o := range [][2]float64{{ax, ay}, {bx, by}} {
					px, py := s.True.Apply(o[0], o[1])
					for d := -3; d <= 3; d++ {
						sub.Set(2*r*v+int(px)-int(cx)+r+d, int(py)-int(cy)+r, color.RGBA{255, 0, 255, 255})
						sub.Set(2*r*v+int(px)-int(cx)+r, int(py)-int(cy)+r+d, color.RGBA{255, 0, 255, 255})
					}
				}
			}
			f, err := os.Create(fmt.Sprintf("%s/s%d_%d_%d_%d_%d_w%d_y%d_n%d.png", dir, seed, ha.Col, ha.Row, hb.Col, hb.Row, want, sp.Contours, sn.Contours))
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
		t.Logf("seed %d sides yellowing changed (want, yellow lanes/settled, none lanes/settled): %v; over by types %v", seed, tally, types)
	}
}

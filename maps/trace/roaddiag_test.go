package trace_test

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnoseRoads is a diagnostic, not a check: with
// SANDTABLE_DIAG_ROADS=lo-hi:dpi:level it traces the printed-style maps of
// those seeds (16 x 12 hexes, scans seeded as trace accuracy seeds them)
// and logs each seed's road style, then every step that is a road in the
// known map or was read as one (or nearly: samples, strip or veto), with
// its class, the final reading and the reading in parts (roadread.go):
// sample share, veto, strip hue cosines, whether the strip shows a line
// that could be a road (a candidate for path growth), and how many read
// roads meet each end.
func TestDiagnoseRoads(t *testing.T) {
	spec := os.Getenv("SANDTABLE_DIAG_ROADS")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_DIAG_ROADS=lo-hi:dpi:level")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	dpi, _ := strconv.ParseFloat(parts[1], 64)
	li := -1
	defer roadTrackFromEnv(t)()
	for i, l := range printgen.Levels {
		if l.Name == parts[2] {
			li = i
		}
	}
	if li < 0 {
		t.Fatalf("no level %q", parts[2])
	}
	names := []string{"pike", "road", "lane", "trail"}
	var tp, fp, fn int
	var csv *os.File
	if out := os.Getenv("SANDTABLE_DIAG_ROADS_CSV"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		csv = f
		fmt.Fprintln(csv, "seed,dpi,level,ac,ar,bc,br,class,read,conf,share,samp,veto,stripyes,stripconf,ink,snr,least,sat,cosr,cosc,cosw,line,contours,water,ta,tb,pa,pb,edge,readcont,sigma,contrast,noise,gridmm")
	}
	for seed := lo; seed <= hi; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := pm.Style
		t.Logf("seed %d style: road %.0f pike %.2f road %.2f lane %.2f dash %.2f/%.2f dot %.2f/%.2f cased %v woods %v@%.2f contour %.0f %.2f",
			seed, st.Road.Ink, st.Road.Pike, st.Road.Road, st.Road.Lane, st.Road.Dash, st.Road.DashGap, st.Road.Dot, st.Road.DotGap, st.Road.Cased,
			st.Tints[printgen.Woods].Ink(), st.Tints[printgen.Woods].Cover(), st.Contour.Ink, st.Contour.Width)
		ppm := dpi / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, printgen.Levels[li], seed*100+uint64(li))
		if err != nil {
			t.Fatal(err)
		}
		job := pm.Job(s, 4, trace.DefaultOptions())
		p, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		var blur trace.ScanBlur
		if len(p.Blur) > 0 {
			blur = p.Blur[0]
			t.Logf("seed %d blur %.3f mm contrast %.3f noise %.4f grid %.3f mm", seed, blur.SigmaMM, blur.Contrast, blur.Noise, blur.GridMM)
		}
		traced := map[hexgrid.Offset]string{}
		for _, h := range p.Hexes {
			traced[h.Hex] = h.Terrain
		}
		onMap := map[hexgrid.Offset]bool{}
		for _, o := range pm.Truth.Hexes {
			onMap[o] = true
		}
		edge := func(o hexgrid.Offset) bool {
			for _, d := range pm.Truth.Geo.Grid.Directions() {
				if !onMap[pm.Truth.Geo.Grid.Neighbor(o, d)] {
					return true
				}
			}
			return false
		}
		rs, err := trace.RoadStats(job, p)
		if err != nil {
			t.Fatal(err)
		}
		g := pm.Truth.Geo.Grid
		deg := map[hexgrid.Offset]int{}
		for _, sp := range p.Sides {
			if sp.Road {
				a, b := g.SideHexes(sp.Side)
				deg[a]++
				deg[b]++
			}
		}
		var lines []string
		for k, sp := range p.Sides {
			r := rs[k]
			ha, hb := g.SideHexes(sp.Side)
			step := scangen.NewStep(ha, hb)
			want := pm.Truth.Roads[step]
			if csv != nil {
				c := -1
				if want {
					c = pm.Class[step]
				}
				fmt.Fprintf(csv, "%d,%g,%s,%d,%d,%d,%d,%d,%v,%.3f,%.3f,%v,%v,%v,%.3f,%.4f,%.2f,%.3f,%.3f,%.4f,%.4f,%.4f,%v,%d,%v,%s,%s,%s,%s,%d,%d,%.4f,%.4f,%.4f,%.4f\n",
					seed, dpi, parts[2], ha.Col, ha.Row, hb.Col, hb.Row, c, sp.Road, sp.RoadConf, r.Share, r.Samples, r.Veto, r.StripYes, r.StripConf,
					r.Ink, r.Snr, r.Least, r.Sat, r.CosRoad, r.CosContour, r.CosWater, r.Line,
					pm.Truth.Contours[sp.Side], pm.Truth.Water[sp.Side], pm.Truth.Terrain[ha], pm.Truth.Terrain[hb],
					traced[ha], traced[hb], b2i(edge(ha))+2*b2i(edge(hb)), sp.Contours, blur.SigmaMM, blur.Contrast, blur.Noise, blur.GridMM)
			}
			if !want && !sp.Road && !r.Samples && !r.StripYes && r.Share < 0.3 {
				continue
			}
			cls := "none"
			if want {
				cls = names[pm.Class[step]]
			}
			what := stepVerdict(want, sp.Road, &tp, &fn, &fp)
			lines = append(lines, fmt.Sprintf("seed %d %v-%v %-5s %-5s read %v %.2f deg %d/%d | f %.2f trk %.2f samp %v veto %v strip %v %.2f ink %.3f snr %.1f least %.2f sat %.2f cos r %.2f c %.2f w %.2f line %v | %s/%s c%d w%v",
				seed, ha, hb, what, cls, sp.Road, sp.RoadConf, deg[ha], deg[hb], r.Share, r.Track, r.Samples, r.Veto, r.StripYes, r.StripConf, r.Ink, r.Snr, r.Least, r.Sat,
				r.CosRoad, r.CosContour, r.CosWater, r.Line,
				pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], pm.Truth.Contours[sp.Side], pm.Truth.Water[sp.Side]))
		}
		sort.Strings(lines)
		for _, l := range lines {
			t.Log(l)
		}
	}
	t.Logf("roads: %d right, %d false, %d missed: precision %.1f%%, recall %.1f%%", tp, fp, fn,
		100*float64(tp)/float64(max(1, tp+fp)), 100*float64(tp)/float64(max(1, tp+fn)))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// stepVerdict tallies a road step read (read) against the known map
// (want) in tp, fn and fp and names it for a diagnostic line: "ok",
// "MISS", "FALSE" or "-" (no road either way).
func stepVerdict(want, read bool, tp, fn, fp *int) string {
	switch {
	case want && read:
		*tp++
		return "ok"
	case want:
		*fn++
		return "MISS"
	case read:
		*fp++
		return "FALSE"
	}
	return "-"
}

// roadTrackFromEnv sets roadTrack's tolerance from SANDTABLE_ROADTRACK (hex
// radii; 0: the track rule off) for the road diagnostics, and returns a
// function putting it back.
func roadTrackFromEnv(t *testing.T) func() {
	t.Helper()
	c := os.Getenv("SANDTABLE_ROADTRACK")
	if c == "" {
		return func() {}
	}
	tol, err := strconv.ParseFloat(c, 64)
	if err != nil {
		t.Fatalf("SANDTABLE_ROADTRACK=%q: %v", c, err)
	}
	return trace.SetRoadTrack(tol)
}

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
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnosePlateRoads is a diagnostic, not a check: with
// SANDTABLE_DIAG_PLATEROADS=lo-hi:dpi:level (or seeds and ranges
// joined by commas, 21,24-25:dpi:level) it traces the plate-style
// maps of those seeds (16 x 12 hexes, scans seeded as trace accuracy
// seeds them) and logs every step that is a road in the known map or was
// read as one (or nearly), with the reading in parts (as
// TestDiagnoseRoads does for the printed style). SANDTABLE_ROADCROWD=n:share
// sets dropCrowded's thresholds (n 99: off); SANDTABLE_DESCREEN_ROADS=1
// reads roads through the low-pass on screened sheets (roadscreen.go);
// SANDTABLE_ROADBLOCKS=0 turns Options.ChainedRoads off (1 on) and
// SANDTABLE_TRAILDOTS=0 its dotted-trail keep (trailDots);
// SANDTABLE_DIAG_SKIPCONTOURS=1 traces without the contour readers
// (Options.SkipContours: the same roads in a fraction of the time).
func TestDiagnosePlateRoads(t *testing.T) {
	spec := os.Getenv("SANDTABLE_DIAG_PLATEROADS")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_DIAG_PLATEROADS=lo-hi:dpi:level")
	}
	parts := strings.Split(spec, ":")
	seeds, err := seedList(parts[0])
	if err != nil {
		t.Fatal(err)
	}
	dpi, _ := strconv.ParseFloat(parts[1], 64)
	if c := os.Getenv("SANDTABLE_ROADCROWD"); c != "" {
		var n int
		var share float64
		if _, err := fmt.Sscanf(c, "%d:%g", &n, &share); err != nil {
			t.Fatal(err)
		}
		defer trace.SetRoadCrowd(n, share)()
	}
	defer roadTrackFromEnv(t)()
	if os.Getenv("SANDTABLE_ROADBED") == "0" {
		defer trace.SetKeepBeds(false)()
	}
	if os.Getenv("SANDTABLE_ROADDOTTED") == "0" {
		defer trace.SetDottedRoads(false)()
	}
	if os.Getenv("SANDTABLE_BLACKTRAILS") == "0" {
		defer trace.SetBlackTrails(false)()
	}
	if os.Getenv("SANDTABLE_CURVEDROADS") == "0" {
		defer trace.SetCurvedRoads(false)()
	}
	if c := os.Getenv("SANDTABLE_ROADCHAIN"); c != "" {
		var n, drift int
		if _, err := fmt.Sscanf(c, "%d:%d", &n, &drift); err != nil {
			t.Fatal(err)
		}
		defer trace.SetBlockChain(n, drift)()
	}
	if os.Getenv("SANDTABLE_TRAILDOTS") == "0" {
		defer trace.SetTrailDots(false)()
	}
	if os.Getenv("SANDTABLE_DESCREEN_ROADS") == "1" {
		defer trace.SetDescreenRoads(true)()
	}
	lv, err := plategen.LevelNamed(parts[2])
	if err != nil {
		t.Fatal(err)
	}
	li := 0
	for i, l := range plategen.Levels {
		if l.Name == lv.Name {
			li = i
		}
	}
	names := []string{"pike", "road", "lane", "trail"}
	var tp, fp, fn int
	for _, seed := range seeds {
		pm, err := plategen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := pm.Style
		t.Logf("seed %d style: road %s %.2f double %v grid %.2f ring %s block %s", seed, st.RoadMix, st.RoadW, st.PikeDouble, st.GridTone, st.Ring, st.Block)
		p0, err := pm.Print(dpi / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(p0, lv, seed*100+uint64(li))
		if err != nil {
			t.Fatal(err)
		}
		opts := trace.DefaultOptions()
		if v := os.Getenv("SANDTABLE_ROADBLOCKS"); v != "" {
			opts.ChainedRoads = v == "1"
		}
		opts.SkipContours = os.Getenv("SANDTABLE_DIAG_SKIPCONTOURS") == "1"
		job := pm.Job(s, 4, opts)
		p, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range p.Blur {
			t.Logf("seed %d sheet %d blur sigma %.3f mm grid %.3f mm", seed, i, b.SigmaMM, b.GridMM)
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
			if !want && !sp.Road && !r.Samples && !r.StripYes && r.Share < 0.3 {
				continue
			}
			cls := "none"
			if want {
				cls = names[pm.Class[step]]
			}
			what := stepVerdict(want, sp.Road, &tp, &fn, &fp)
			lines = append(lines, fmt.Sprintf("seed %d %v-%v %-5s %-5s read %v %.2f deg %d/%d | f %.2f trk %.2f dot %.2f samp %v veto %v strip %v %.2f ink %.3f snr %.1f least %.2f sat %.2f chroma %.2f steady %.3f low %.3f curve %.3f dash %.2f nar %.2f trd %.2f trd1 %.2f cos r %.2f c %.2f w %.2f line %v | %s/%s c%d w%v",
				seed, ha, hb, what, cls, sp.Road, sp.RoadConf, deg[ha], deg[hb], r.Share, r.Track, r.Dotted, r.Samples, r.Veto, r.StripYes, r.StripConf, r.Ink, r.Snr, r.Least, r.Sat, r.Chroma, r.Steady, r.SteadyLow, r.Curved, r.Dashed, r.Narrow, r.TrailDots, r.TrailDots1,
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

// seedList parses seeds and ranges joined by commas ("21,24-25").
func seedList(spec string) ([]uint64, error) {
	var out []uint64
	for _, p := range strings.Split(spec, ",") {
		var lo, hi uint64
		if _, err := fmt.Sscanf(p, "%d-%d", &lo, &hi); err != nil {
			if _, err := fmt.Sscanf(p, "%d", &lo); err != nil {
				return nil, fmt.Errorf("seeds %q: %w", spec, err)
			}
			hi = lo
		}
		for s := lo; s <= hi; s++ {
			out = append(out, s)
		}
	}
	return out, nil
}

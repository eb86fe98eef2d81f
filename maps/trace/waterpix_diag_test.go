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
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagWaterPixels is a diagnostic, not a check: with
// PLATEGEN_WATERPIX=lo-hi:dpi:level it reads every side's water before the
// path rules and logs, for the sides read wet that the map has dry, the
// colours of the pixels read as water ink against the picked ink and the
// hexes' background.
func TestDiagWaterPixels(t *testing.T) {
	spec := os.Getenv("PLATEGEN_WATERPIX")
	if spec == "" {
		t.Skip("diagnostic: set PLATEGEN_WATERPIX=lo-hi:dpi:level")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	fmt.Sscanf(parts[0], "%d-%d", &lo, &hi)
	dpi, _ := strconv.ParseFloat(parts[1], 64)
	lv, err := plategen.LevelNamed(parts[2])
	if err != nil {
		t.Fatal(err)
	}
	trace.SetWaterLineRule(os.Getenv("PLATEGEN_NOLINE") == "")
	tally := map[string]int{}
	for seed := lo; seed <= hi; seed++ {
		job, truthMap, err := waterPixJob(os.Getenv("PLATEGEN_STYLE"), seed, dpi, lv.Name)
		if err != nil {
			t.Fatal(err)
		}
		pm := struct{ Truth *scangen.Truth }{truthMap}
		sts, err := trace.WaterPixStats(job)
		if err != nil {
			t.Fatal(err)
		}
		g := pm.Truth.Geo.Grid
		pr, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		raw := map[hexgrid.Hexside]bool{}
		for _, st := range sts {
			raw[st.Side] = st.Wet
		}
		for _, sp := range pr.Sides {
			tally[fmt.Sprintf("final wet=%v raw=%v truth=%v", sp.Water, raw[sp.Side], pm.Truth.Water[sp.Side])]++
		}
		shown := 0
		for _, st := range sts {
			truth := pm.Truth.Water[st.Side]
			a, b := g.SideHexes(st.Side)
			key := fmt.Sprintf("raw wet=%v truth=%v", st.Wet, truth)
			tally[key]++
			if st.Hit >= 0.5 {
				tally[fmt.Sprintf("hit>=0.5 truth=%v line/hit %.1f", truth, float64(int(st.Line/st.Hit*10))/10)]++
			}
			if st.Wet {
				for _, w := range []float64{0.05, 0.1} {
					best := 0.0
					for lo := -0.25; lo <= 0.25-w; lo += 0.01 {
						n := 0
						for _, os := range st.Offs {
							for _, o := range os {
								if o >= lo && o <= lo+w {
									n++
									break
								}
							}
						}
						best = max(best, float64(n)/float64(len(st.Offs)))
					}
					tally[fmt.Sprintf("window %.2f truth=%v best %.1f", w, truth, float64(int(best*10))/10)]++
				}
				for _, q := range st.Path {
					tally[fmt.Sprintf("hit path %d truth=%v", q, truth)]++
				}
				pa := append([]float64(nil), st.PosAlpha...)
				sort.Float64s(pa)
				tally[fmt.Sprintf("wet truth=%v median pos alpha %.1f", truth, float64(int(pa[len(pa)/2]*10))/10)]++
				if !truth && pa[len(pa)/2] >= 0.95 {
					tally["strong false "+pm.Truth.Terrain[a]+"/"+pm.Truth.Terrain[b]]++
					if os.Getenv("PLATEGEN_SHOW") != "" && shown < 8 {
						shown++
						t.Logf("strong false seed %d %v-%v %s/%s bg %.0f/%.0f hits %.0f", seed, a, b, pm.Truth.Terrain[a], pm.Truth.Terrain[b], st.BgA, st.BgB, st.Hits[:min(6, len(st.Hits))])
					}
				}
			}
			if !st.Wet || truth {
				continue
			}
			tally["false "+pm.Truth.Terrain[a]+"/"+pm.Truth.Terrain[b]]++
			nover := 0
			var mean [3]float64
			for i, c := range st.Hits {
				if st.Over[i] {
					nover++
				}
				for k := range 3 {
					mean[k] += c[k] / float64(len(st.Hits))
				}
			}
			tally[fmt.Sprintf("false hits overprint-model %d%%", 10*(10*nover/max(1, len(st.Hits))))]++
			if shown < 6 && os.Getenv("PLATEGEN_SHOW") != "" {
				shown++
				t.Logf("seed %d %v-%v %s/%s conf %.2f hit %.2f ink %.0f bg %.0f/%.0f hits %d mean %.0f first %.0f over %v alpha %.2f",
					seed, a, b, pm.Truth.Terrain[a], pm.Truth.Terrain[b], st.Conf, st.Hit, st.Ink, st.BgA, st.BgB, len(st.Hits), mean, st.Hits[:min(4, len(st.Hits))], st.Over[:min(4, len(st.Over))], st.Alpha[:min(4, len(st.Alpha))])
			}
		}
	}
	keys := make([]string, 0, len(tally))
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%5d %s", tally[k], k)
	}
}

func levelIndexOf(lv plategen.Level) uint64 {
	for i, l := range plategen.Levels {
		if l.Name == lv.Name {
			return uint64(i)
		}
	}
	return 0
}

// waterPixJob scans seed's map of style ("printed": printgen, else
// plategen; "platebench": plategen's 57 x 34 hex benchmark sheet, which
// with seed 1 at 300 dpi light is BenchmarkTracePlateSheet300dpi's scan)
// at dpi and level, and returns its trace job and truth.
func waterPixJob(style string, seed uint64, dpi float64, level string) (trace.Job, *scangen.Truth, error) {
	return smallPixJob(style, seed, 16, 12, dpi, level)
}

// smallPixJob is waterPixJob on a map of cols x rows hexes (the plate
// benchmark sheet's own size for "platebench").
func smallPixJob(style string, seed uint64, cols, rows int, dpi float64, level string) (trace.Job, *scangen.Truth, error) {
	ppm := dpi / 25.4
	if style == "printed" {
		li := -1
		for i, l := range printgen.Levels {
			if l.Name == level {
				li = i
			}
		}
		if li < 0 {
			return trace.Job{}, nil, fmt.Errorf("no level %q", level)
		}
		pm, err := printgen.New(seed, cols, rows)
		if err != nil {
			return trace.Job{}, nil, err
		}
		img, a, err := pm.Print(ppm)
		if err != nil {
			return trace.Job{}, nil, err
		}
		s, err := pm.Scan(img, a, ppm, printgen.Levels[li], seed*100+uint64(li))
		if err != nil {
			return trace.Job{}, nil, err
		}
		return pm.Job(s, 4, trace.DefaultOptions()), pm.Truth, nil
	}
	lv, err := plategen.LevelNamed(level)
	if err != nil {
		return trace.Job{}, nil, err
	}
	if style == "platebench" {
		cols, rows = 57, 34 // the benchmark sheet, whatever size was asked
	}
	pm, err := plategen.New(seed, cols, rows)
	if err != nil {
		return trace.Job{}, nil, err
	}
	p, err := pm.Print(ppm)
	if err != nil {
		return trace.Job{}, nil, err
	}
	s, err := pm.Scan(p, lv, seed*100+levelIndexOf(lv))
	if err != nil {
		return trace.Job{}, nil, err
	}
	return pm.Job(s, 4, trace.DefaultOptions()), pm.Truth, nil
}

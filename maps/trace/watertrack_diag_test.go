package trace_test

import (
	"context"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseWaterTrack is a diagnostic, not a check: with
// SANDTABLE_WATERTRACK=seeds:dpis:levels (e.g. 21-40:150,300:light) and
// SANDTABLE_WATERTRACK_CACHE=FOLDER it traces the printed-style maps of
// those seeds (16 x 12 hexes, scans seeded as trace accuracy seeds them),
// caching each side's water reading before the path rules, then settles
// water with the current rules and logs per seed its style beside the
// water sides right, false and missed, and every false or missed side with
// its reading (hit fraction, share of the side on one continuous line,
// line width) and the known terrain either side. With
// SANDTABLE_WATERTRACK_CSV=FILE every side's reading is written too. The
// scans traced in the run (not read from the cache) are also measured as
// trace accuracy measures them, and its table printed (a table of the
// seeds traced, with the rule: when a row's seeds were all traced now).
// The sums are also given without fineWater and without coarseLineWater; SANDTABLE_WATERFINE=a,b,…
// replays with fineWater's thresholds set (see SetFineWater; a prefix).
func TestDiagnoseWaterTrack(t *testing.T) {
	spec := os.Getenv("SANDTABLE_WATERTRACK")
	cache := os.Getenv("SANDTABLE_WATERTRACK_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_WATERTRACK=seeds:dpis:levels and SANDTABLE_WATERTRACK_CACHE=FOLDER")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_WATERTRACK=%q: want seeds:dpis:levels", spec)
	}
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	var csv *os.File
	if out := os.Getenv("SANDTABLE_WATERTRACK_CSV"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		csv = f
		fmt.Fprintln(csv, "seed,dpi,level,side,truth,hit,share,width,final,conf,terrA,terrB,wet0,wet1,contours,mids,widths,over,near,read0,read1")
	}
	if v := os.Getenv("SANDTABLE_WATERFINE"); v != "" {
		var th []float64
		for _, f := range strings.Split(v, ",") {
			x, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatalf("SANDTABLE_WATERFINE=%q: want lineInk,lineDry,besideMin,nearMM,besidePx,lineFill,fillHit (a prefix)", v)
			}
			th = append(th, x)
		}
		defer trace.SetFineWater(true, th...)()
	}
	var rows []printgen.Row // trace accuracy's table, of the scans traced now
	defer func() {
		if len(rows) > 0 {
			t.Logf("trace accuracy's table of the scans traced in this run:\n%s", printgen.Table(rows))
		}
	}()
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for li, lv := range printgen.Levels {
			if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
				continue
			}
			var tp, fp, fn, review, hexes int
			var tp0, fp0, fn0, review0 int // without the line rule
			var tp1, fp1, fn1, review1 int // without fineWater
			var tp2, fp2, fn2, review2 int // without coarseLineWater
			for seed := lo; seed <= hi; seed++ {
				pm, err := printgen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				ws, p := waterTrackCached(t, cache, pm, dpi, lv, seed*100+uint64(li))
				if p != nil {
					// traced now: trace accuracy's row too
					res, err := printgen.Evaluate(pm.Truth, p)
					if err != nil {
						t.Fatal(err)
					}
					res.Seed, res.DPI, res.Level = seed, dpi, lv.Name
					if seed == lo || len(rows) == 0 || rows[len(rows)-1].DPI != dpi || rows[len(rows)-1].Level != lv.Name {
						rows = append(rows, printgen.Row{Style: "printed", Seeds: int(hi - lo + 1), Result: res})
					} else {
						rows[len(rows)-1].Result = rows[len(rows)-1].Add(res)
					}
				}
				g := pm.Truth.Geo.Grid
				opt := pm.Colours(trace.DefaultOptions())
				sides := trace.SettleWaterSides(g, ws, opt, true)
				for _, sp := range trace.SettleWaterSides(g, ws, opt, false) {
					w := pm.Truth.Water[sp.Side]
					switch {
					case w && sp.Water:
						tp0++
					case sp.Water:
						fp0++
					case w:
						fn0++
					}
					if sp.WaterConf < opt.Uncertain {
						review0++
					}
				}
				restore := trace.SetFineWater(false)
				for _, sp := range trace.SettleWaterSides(g, ws, opt, true) {
					w := pm.Truth.Water[sp.Side]
					switch {
					case w && sp.Water:
						tp1++
					case sp.Water:
						fp1++
					case w:
						fn1++
					}
					if sp.WaterConf < opt.Uncertain {
						review1++
					}
				}
				restore()
				for _, sp := range trace.SettleWaterSidesBefore(g, ws, opt, true) {
					w := pm.Truth.Water[sp.Side]
					switch {
					case w && sp.Water:
						tp2++
					case sp.Water:
						fp2++
					case w:
						fn2++
					}
					if sp.WaterConf < opt.Uncertain {
						review2++
					}
				}
				st := pm.Style
				at := make(map[hexgrid.Hexside]int, len(sides))
				for i, sp := range sides {
					at[sp.Side] = i
				}
				var s struct{ tp, fp, fn int }
				var b strings.Builder
				for i, sp := range sides {
					w := pm.Truth.Water[sp.Side]
					ha, hb := g.SideHexes(sp.Side)
					var wet, read [2]int // true and read water sides at each corner
					for c, cs := range trace.SideCorners(g, sp.Side) {
						for _, os := range cs {
							if pm.Truth.Water[os] {
								wet[c]++
							}
							if j, ok := at[os]; ok && sides[j].Water {
								read[c]++
							}
						}
					}
					if csv != nil {
						fmt.Fprintf(csv, "%d,%g,%s,\"%v\",%v,%.3f,%.3f,%.3f,%v,%.3f,%s,%s,%d,%d,%d,%s,%s,%s,%s,%d,%d\n", seed, dpi, lv.Name, sp.Side, w, ws[i].Hit, ws[i].Share, ws[i].Width,
							sp.Water, sp.WaterConf, pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], wet[0], wet[1], pm.Truth.Contours[sp.Side], floats(ws[i].Mids[:]), floats(ws[i].Widths[:]), floats(ws[i].Over[:]), floats(ws[i].Near[:]), read[0], read[1])
					}
					if sp.WaterConf < opt.Uncertain {
						review++
					}
					switch {
					case w && sp.Water:
						s.tp++
						continue
					case sp.Water:
						s.fp++
						b.WriteString(" FP")
					case w:
						s.fn++
						b.WriteString(" FN")
					default:
						continue
					}
					fmt.Fprintf(&b, " %v-%v %.2f/%.2f/%.2fmm %s/%s wet %d%d;", ha, hb, ws[i].Hit, ws[i].Share, ws[i].Width, pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], wet[0], wet[1])
				}
				hexes += len(pm.Truth.Hexes)
				tp, fp, fn = tp+s.tp, fp+s.fp, fn+s.fn
				t.Logf("seed %d %g dpi %s: track strength %.2f", seed, dpi, lv.Name, trace.TrackStrength(g, ws, opt))
				t.Logf("seed %d %g dpi %s: water %d right, %d false, %d missed | stream %.0f %.2fmm wave %.2f grid %.0f %.2fmm woods %v@%.2f marsh %v@%.2f tufts %.0f screen %v label %.0f |%s",
					seed, dpi, lv.Name, s.tp, s.fp, s.fn, st.Stream.Ink, st.Stream.Width, st.Stream.Wave, st.Grid.Ink, st.Grid.Width,
					st.Tints[printgen.Woods].Ink(), st.Tints[printgen.Woods].Cover(), st.Tints[printgen.Marsh].Ink(), st.Tints[printgen.Marsh].Cover(),
					st.Symbol[printgen.Marsh], st.Tints[printgen.Woods].Screen(), st.Label.Ink, b.String())
			}
			t.Logf("seeds %d-%d %g dpi %s without the line rule: water P/R %.1f / %.1f (%d right, %d false, %d missed), water review %.1f per 100 hexes",
				lo, hi, dpi, lv.Name, pct(tp0, tp0+fp0), pct(tp0, tp0+fn0), tp0, fp0, fn0, pct(review0, hexes))
			t.Logf("seeds %d-%d %g dpi %s without fineWater: water P/R %.1f / %.1f (%d right, %d false, %d missed), water review %.1f per 100 hexes",
				lo, hi, dpi, lv.Name, pct(tp1, tp1+fp1), pct(tp1, tp1+fn1), tp1, fp1, fn1, pct(review1, hexes))
			t.Logf("seeds %d-%d %g dpi %s without coarseLineWater: water P/R %.1f / %.1f (%d right, %d false, %d missed), water review %.1f per 100 hexes",
				lo, hi, dpi, lv.Name, pct(tp2, tp2+fp2), pct(tp2, tp2+fn2), tp2, fp2, fn2, pct(review2, hexes))
			t.Logf("seeds %d-%d %g dpi %s: water P/R %.1f / %.1f (%d right, %d false, %d missed), water review %.1f per 100 hexes",
				lo, hi, dpi, lv.Name, pct(tp, tp+fp), pct(tp, tp+fn), tp, fp, fn, pct(review, hexes))
		}
	}
}

// waterTrackCached returns the water readings of pm's scan at dpi and
// level lv (scan seed seed), read from and written to folder cache.
func waterTrackCached(t *testing.T, cache string, pm *printgen.Map, dpi float64, lv printgen.Level, seed uint64) ([]trace.WaterSide, *trace.Proposal) {
	t.Helper()
	file := filepath.Join(cache, fmt.Sprintf("w-%d-%g-%s.gob", pm.Seed, dpi, lv.Name))
	if f, err := os.Open(file); err == nil {
		defer f.Close()
		var ws []trace.WaterSide
		if err := gob.NewDecoder(f).Decode(&ws); err == nil {
			tracked := false
			for _, w := range ws {
				tracked = tracked || w.Tracked
			}
			if dpi >= 7*25.4 {
				// written before Fine was: fine scans' sides were
				// measured, not followed
				for i := range ws {
					ws[i].Fine, ws[i].PxMM = true, float32(25.4/dpi)
				}
			}
			if !tracked && dpi < 7*25.4 {
				// written before Tracked was: then every side was
				// followed; Trace follows them on coarse scans only
				for i := range ws {
					ws[i].Tracked = true
				}
			}
			return ws, nil
		}
	}
	ppm := dpi / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, lv, seed)
	if err != nil {
		t.Fatal(err)
	}
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws := trace.WaterSides(p)
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := gob.NewEncoder(f).Encode(ws); err != nil {
		t.Fatal(err)
	}
	return ws, p
}

// floats writes fs space-separated with two decimals (NaN as "-").
func floats(fs []float32) string {
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(' ')
		}
		if f != f {
			b.WriteByte('-')
			continue
		}
		fmt.Fprintf(&b, "%.2f", f)
	}
	return b.String()
}

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

// TestReplayContours is a diagnostic, not a check: with
// SANDTABLE_REPLAY=seeds:dpis:levels (e.g. 21-30:300,600:heavy) and
// SANDTABLE_REPLAY_CACHE=FOLDER it traces the printed-style maps of those
// seeds (16 x 12 hexes, scans seeded as trace accuracy seeds them),
// caching each proposal in the folder, and settles the contour counts
// again from the readers' own counts with the current code (Resettle), so
// the combination and its flags can be tuned without tracing again. It
// logs each scan's measured blur beside its contour figures (right, wrong
// and not flagged, of the sides with lines; review items per 100 hexes)
// and the sums per dpi and level, then trace accuracy's table (every
// column, elevation from three seeds included) for the same scans; with SANDTABLE_REPLAY_CSV=FILE it also
// writes each side's true count, both readers' counts and confidences, the
// settled count and confidence, the scan's blur and the profile reader's lines (profileText). With
// SANDTABLE_NONEAR=1 the lanes' zeros flagged for a near line
// (NearLineConf) are settled as they were read before that flag (at
// chainNearConf), for before-and-after figures from one trace;
// SANDTABLE_NEAR=support,tries sets how near lines are looked for and
// SANDTABLE_BROKEN=share,blind when a sheet's zeros are flagged
// (flagBrokenSheets; 99,99: never); SANDTABLE_PROF=off turns the profile
// reader's second opinion off, SANDTABLE_PROF=z,area,z,area,quantile sets its
// thresholds (trace.SetProfile); SANDTABLE_NOERASED=1 turns
// flagErasedLines off; with SANDTABLE_PROF_ALL=1 the profile
// reader reads every side it traces (trace.SetProfileAll);
// SANDTABLE_PROFLINES=off turns settleProfileLines off, =z sets its
// strength.
func TestReplayContours(t *testing.T) {
	spec := os.Getenv("SANDTABLE_REPLAY")
	cache := os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_REPLAY=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER")
	}
	defer cornersFromEnv(t)()
	defer releaseFromEnv(t)()
	defer mapRecallFromEnv(t)()
	if v := os.Getenv("SANDTABLE_NEAR"); v != "" {
		var a, b int
		if _, err := fmt.Sscanf(v, "%d,%d", &a, &b); err != nil {
			t.Fatal(err)
		}
		trace.SetNear(a, b)
	}
	if v := os.Getenv("SANDTABLE_BROKEN"); v != "" {
		var a, b float64
		if _, err := fmt.Sscanf(v, "%g,%g", &a, &b); err != nil {
			t.Fatal(err)
		}
		trace.SetBroken(a, b)
	}
	if os.Getenv("SANDTABLE_ERASED_ALL") != "" {
		trace.SetErasedBlurredOnly(false)
		defer trace.SetErasedBlurredOnly(true)
	}
	if os.Getenv("SANDTABLE_NOERASED") != "" {
		trace.SetErasedLines(false) // before flagErasedLines
		defer trace.SetErasedLines(true)
	}
	if v := os.Getenv("SANDTABLE_BESET"); v != "" {
		var a, b int
		if _, err := fmt.Sscanf(v, "%d,%d", &a, &b); err != nil {
			t.Fatal(err)
		}
		trace.SetBeset(a, b)
		defer trace.SetBeset(2, 1)
	}
	if os.Getenv("SANDTABLE_PROF_ALL") != "" {
		trace.SetProfileAll(true) // the profile reader on every side (its CSV column)
	}
	defer profileLinesFromEnv(t)()
	defer leftZerosFromEnv(t)()
	defer hiddenTypesFromEnv(t)()
	if v := os.Getenv("SANDTABLE_PROF"); v != "" {
		// off, or agreeZ,agreeArea,otherZ,otherArea,quantile
		var x [5]float64
		if v == "off" {
			trace.SetProfile(false, 0, 0, 0, 0, 0.5)
		} else if _, err := fmt.Sscanf(v, "%g,%g,%g,%g,%g", &x[0], &x[1], &x[2], &x[3], &x[4]); err != nil {
			t.Fatal(err)
		} else {
			trace.SetProfile(true, x[0], x[1], x[2], x[3], x[4])
		}
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_REPLAY=%q: want seeds:dpis:levels", spec)
	}
	seeds, err := seedList(parts[0])
	if err != nil {
		t.Fatal(err)
	}
	var csv *os.File
	if out := os.Getenv("SANDTABLE_REPLAY_CSV"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		csv = f
		fmt.Fprintln(csv, "seed,dpi,level,truth,lane,laneconf,map,mapconf,final,conf,sigma,contrast,noise,lines,side,corners,sure,settled")
	}
	type sum struct{ items, right, wrongSure, review, hexes int }
	sums := map[string]*sum{}
	var keys []string
	var rows []printgen.Row
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for li, lv := range printgen.Levels {
			if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
				continue
			}
			key := fmt.Sprintf("%g dpi %s", dpi, lv.Name)
			keys = append(keys, key)
			sm := &sum{}
			sums[key] = sm
			for _, seed := range seeds {
				pm, err := printgen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
				fits := trace.ReaderFits(pm.Truth.Geo.Grid, p)
				lf, ln := trace.LineCornerFit(pm.Truth.Geo.Grid, p)
				t.Logf("seed %d %g dpi %s: corners fit: lanes %.2f, line map %.2f; lanes' corners with lines fit %.2f of %d", seed, dpi, lv.Name, fits[0], fits[1], lf, ln)
				if os.Getenv("SANDTABLE_NONEAR") != "" {
					// as before the near-line flag: such a zero was read
					// at chainNearConf (a chain of five lanes left over)
					for i := range p.Sides {
						if r := &p.Sides[i].ContourReads[0]; r.Count == 0 && r.Conf == trace.NearLineConf {
							r.Conf = 0.3
						}
					}
				}
				trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
				var s sum
				s.hexes = len(p.Hexes)
				var readerRight, readerMissed [2]int
				laneSure, lack := 0, 0
				for _, sp := range p.Sides {
					if r := sp.ContourReads; r[1].Reader != "" && r[0].Count > 0 && r[0].Conf >= 1 {
						laneSure++
						if r[1].Count == 0 {
							lack++
						}
					}
				}
				t.Logf("seed %d %s: line map lacks %d of %d sure lane lines (%.2f)", seed, fmt.Sprintf("%g dpi %s", dpi, lv.Name), lack, laneSure, float64(lack)/float64(max(1, laneSure)))
				for _, sp := range p.Sides {
					want := pm.Truth.Contours[sp.Side]
					for k, r := range sp.ContourReads {
						switch {
						case r.Reader == "" || want == 0 && r.Count == 0:
						case r.Count == want:
							readerRight[k]++
						case r.Count == 0:
							readerMissed[k]++
						}
					}
					if csv != nil {
						fmt.Fprintf(csv, "%d,%g,%s,%d,%d,%.3f,%d,%.3f,%d,%.3f,%.4f,%.3f,%.4f,%s", seed, dpi, lv.Name, want,
							sp.ContourReads[0].Count, sp.ContourReads[0].Conf, sp.ContourReads[1].Count, sp.ContourReads[1].Conf,
							sp.Contours, sp.ContourConf, blurOf(p).SigmaMM, blurOf(p).Contrast, blurOf(p).Noise, profileText(sp.Profile))
						cs := trace.CornerSides(pm.Truth.Geo.Grid, sp.Side)
						fmt.Fprintf(csv, ",%s,%s %s|%s %s,%t,%.3f\n", sideKey(sp.Side), sideKey(cs[0][0]), sideKey(cs[0][1]), sideKey(cs[1][0]), sideKey(cs[1][1]), p.Sure(sp.ContourConf), sp.ContourSettledFrom)
					}
					sure := p.Sure(sp.ContourConf)
					if !sure {
						s.review++
					}
					if want == 0 && sp.Contours == 0 {
						continue
					}
					s.items++
					switch {
					case want == sp.Contours:
						s.right++
					case sure:
						s.wrongSure++
					}
				}
				res, err := printgen.Evaluate(pm.Truth, p)
				if err != nil {
					t.Fatal(err)
				}
				res.Seed, res.DPI, res.Level = seed, dpi, lv.Name
				if seed == seeds[0] {
					rows = append(rows, printgen.Row{Style: "printed", Seeds: len(seeds), Result: res})
				} else {
					rows[len(rows)-1].Result = rows[len(rows)-1].Add(res)
				}
				b := blurOf(p)
				ink := pm.Colours(trace.DefaultOptions()).Contour
				drop := 1 - (0.299*float64(ink[0])+0.587*float64(ink[1])+0.114*float64(ink[2]))/245
				t.Logf("seed %d %s: contour ink %v (drop %.2f), %.2f mm lines; thin-line SNR %.1f", seed, key, ink, drop, pm.Style.Contour.Width, b.Keep(0.15)*drop/b.Noise)
				t.Logf("seed %d %s: blur %.3f mm, keep(0.15 mm) %.2f, grid contrast %.2f, noise %.3f; contours %.1f%% right, %.1f%% wrong sure, review %.0f; lanes %.1f%% right, %.1f%% missed; line map %.1f%% right, %.1f%% missed",
					seed, key, b.SigmaMM, b.Keep(0.15), b.Contrast, b.Noise, pct(s.right, s.items), pct(s.wrongSure, s.items), pct(s.review, s.hexes),
					pct(readerRight[0], s.items), pct(readerMissed[0], s.items), pct(readerRight[1], s.items), pct(readerMissed[1], s.items))
				sm.items += s.items
				sm.right += s.right
				sm.wrongSure += s.wrongSure
				sm.review += s.review
				sm.hexes += s.hexes
			}
		}
	}
	t.Logf("trace accuracy's table from the cached traces:\n%s", printgen.Table(rows))
	for _, k := range keys {
		s := sums[k]
		t.Logf("seeds %d..%d %s: contours %.1f%% right, %.1f%% wrong and not flagged (%d sides with lines), %.0f review items per 100 hexes",
			seeds[0], seeds[len(seeds)-1], k, pct(s.right, s.items), pct(s.wrongSure, s.items), s.items, pct(s.review, s.hexes))
	}
}

// profileLinesFromEnv sets settleProfileLines from SANDTABLE_PROFLINES
// (off, or the one line's strength z) and returns what puts it back.
func profileLinesFromEnv(t *testing.T) func() {
	t.Helper()
	v := os.Getenv("SANDTABLE_PROFLINES")
	if v == "" {
		return func() {}
	}
	var z float64
	if v == "off" {
		trace.SetProfileLines(false, 20)
	} else if _, err := fmt.Sscanf(v, "%g", &z); err != nil {
		t.Fatal(err)
	} else {
		trace.SetProfileLines(true, z)
	}
	return func() { trace.SetProfileLines(true, 20) }
}

// sideKey writes s as col_row_dir (no comma, for the CSV).
func sideKey(s hexgrid.Hexside) string {
	return fmt.Sprintf("%d_%d_%s", s.Hex.Col, s.Hex.Row, s.Dir)
}

// blurOf returns p's first sheet's measured blur (zero when not measured).
func blurOf(p *trace.Proposal) trace.ScanBlur {
	if len(p.Blur) == 0 {
		return trace.ScanBlur{}
	}
	return p.Blur[0]
}

// profileText writes a profile read as at;z;area;tilt per line joined by
// |, the printed hexside's fit first.
func profileText(r trace.ProfileRead) string {
	ls := []string{fmt.Sprintf("%.3f;%.2f;%.3f;%.2f", r.Grid.At, r.Grid.Z, r.Grid.Area, r.Grid.Tilt)}
	for _, l := range r.Lines[:r.N] {
		ls = append(ls, fmt.Sprintf("%.3f;%.2f;%.3f;%.2f", l.At, l.Z, l.Area, l.Tilt))
	}
	return strings.Join(ls, "|")
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }

// replayTrace traces pm's scan at dpi and level lv with scan seed seed,
// read from and written to folder cache.
func replayTrace(t *testing.T, cache string, pm *printgen.Map, dpi float64, lv printgen.Level, seed uint64) *trace.Proposal {
	t.Helper()
	file := filepath.Join(cache, fmt.Sprintf("p-%d-%g-%s.gob", pm.Seed, dpi, lv.Name))
	if f, err := os.Open(file); err == nil {
		defer f.Close()
		var p trace.Proposal
		if err := gob.NewDecoder(f).Decode(&p); err == nil {
			// the unexported fields the settle reads, where kept
			if h, err := os.Open(strings.TrimSuffix(file, ".gob") + "-hidden.gob"); err == nil {
				defer h.Close()
				var hs []trace.SideHidden
				if err := gob.NewDecoder(h).Decode(&hs); err == nil {
					trace.SetHidden(&p, hs)
				}
			}
			return &p
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
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, replayOptions()), nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := gob.NewEncoder(f).Encode(p); err != nil {
		t.Fatal(err)
	}
	h, err := os.Create(strings.TrimSuffix(file, ".gob") + "-hidden.gob")
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if err := gob.NewEncoder(h).Encode(trace.HiddenOf(p)); err != nil {
		t.Fatal(err)
	}
	return p
}

// replayOptions returns the options the replays trace with:
// trace.DefaultOptions, with Options.LineMapRings on where
// SANDTABLE_LINEMAP_RINGS=1 (use a cache folder of its own).
func replayOptions() trace.Options {
	opt := trace.DefaultOptions()
	opt.LineMapRings = os.Getenv("SANDTABLE_LINEMAP_RINGS") == "1"
	return opt
}

package trace_test

import (
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseSureZeros is a diagnostic, not a check: with
// SANDTABLE_ZEROS=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER (as
// TestReplayContours) it settles the cached traces and tallies the sure
// zeros by what lies around them: the lanes' own confidence, how many of
// the four other sides of the side's two corners carry a line or a flag,
// the terrain either side and the seed (logged with its style), against
// the generator's truth (how often such a zero hides a line); the sure
// counts of lines and the flagged counts of one by the lanes' reading and
// how many corners they fit (how often wrong); and for the sides with one
// line, read or missed, where the line crosses between the centres (share
// of the way from the nearer centre) and how squarely (cosine between its
// normal and the centre line), from the generator's elevation field.
func TestDiagnoseSureZeros(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_ZEROS")
	type tl struct{ n, line int }
	tally := map[string]*tl{}
	add := func(k string, line bool) {
		x := tally[k]
		if x == nil {
			x = &tl{}
			tally[k] = x
		}
		x.n++
		if line {
			x.line++
		}
	}
	for _, dpi := range run.dpis {
		for li, lv := range printgen.Levels {
			if !run.wants(lv.Name) {
				continue
			}
			for seed := run.lo; seed <= run.hi; seed++ {
				pm, err := printgen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
				g := pm.Truth.Geo.Grid
				lay := hexgrid.Layout{Grid: g, Size: pm.Style.HexMM / math.Sqrt(3)}
				read, broken := 0, 0
				for _, s := range p.Sides {
					switch r := s.ContourReads[0]; {
					case r.Reader == "" || s.ContourReads[1].Reader != "":
					case r.Count > 0:
						read++
					case r.Conf == trace.NearLineConf:
						broken++
					}
				}
				st := pm.Style
				t.Logf("seed %d %g %s: broken share %.2f (%d of %d); hex %.1f mm, woods tint %v, crowns r %.2f gap %.2f, screen %v, contour %v %.2f/%.2f mm every %d", seed, dpi, lv.Name,
					float64(broken)/float64(max(1, read)), broken, read, st.HexMM, st.Tints["woods"], st.TreeR, st.TreeGap, st.Screen, st.Contour.Ink, st.Contour.Width, st.Contour.Index, st.Contour.Every)
				{
					// per type (both hexes of it, as read): sides, true lines, lane lines
					type ty struct{ n, truth, lanes int }
					per := map[string]*ty{}
					tr := map[hexgrid.Offset]string{}
					for _, h := range p.Hexes {
						tr[h.Hex] = h.Terrain
					}
					for _, s := range p.Sides {
						a, b := g.SideHexes(s.Side)
						k := "mixed"
						if tr[a] == tr[b] {
							k = tr[a]
						}
						x := per[k]
						if x == nil {
							x = &ty{}
							per[k] = x
						}
						x.n++
						if pm.Truth.Contours[s.Side] > 0 {
							x.truth++
						}
						if s.ContourReads[0].Count > 0 {
							x.lanes++
						}
					}
					for k, x := range per {
						if x.n >= 20 {
							t.Logf("seed %d %g %s type %-8s %4d sides: true lines %.2f, lane lines %.2f", seed, dpi, lv.Name, k, x.n, float64(x.truth)/float64(x.n), float64(x.lanes)/float64(x.n))
						}
					}
				}
				trace.Resettle(g, p, pm.Colours(trace.DefaultOptions()))
				terr := map[hexgrid.Offset]string{}
				for _, h := range p.Hexes {
					terr[h.Hex] = h.Terrain
				}
				idx := map[hexgrid.Hexside]int{}
				for i, s := range p.Sides {
					idx[s.Side] = i
				}
				for _, s := range p.Sides {
					want := pm.Truth.Contours[s.Side]
					if want == 1 && (s.Contours == 0 && p.Sure(s.ContourConf) || s.Contours == 1) {
						// where and how the line crosses the centre line
						ha, hb := g.SideHexes(s.Side)
						ax, ay := lay.Center(ha)
						bx, by := lay.Center(hb)
						lvA, lvB := pm.Truth.Level[ha], pm.Truth.Level[hb]
						k := float64(max(lvA, lvB))
						const steps = 200
						at, prev := -1.0, pm.Field(ax, ay)-k
						for i := 1; i <= steps; i++ {
							f := float64(i) / steps
							v := pm.Field(ax+(bx-ax)*f, ay+(by-ay)*f) - k
							if (v >= 0) != (prev >= 0) && at < 0 {
								at = f
							}
							prev = v
						}
						if at >= 0 {
							x, y := ax+(bx-ax)*at, ay+(by-ay)*at
							const h = 0.05
							gx := (pm.Field(x+h, y) - pm.Field(x-h, y)) / (2 * h)
							gy := (pm.Field(x, y+h) - pm.Field(x, y-h)) / (2 * h)
							dx, dy := bx-ax, by-ay
							c := math.Abs(gx*dx+gy*dy) / math.Hypot(gx, gy) / math.Hypot(dx, dy)
							what := "read"
							if s.Contours == 0 {
								what = "missed"
							}
							add(fmt.Sprintf("%g %s line %s: crossing cos %.1f", dpi, lv.Name, what, math.Floor(c*5)/5), true)
							add(fmt.Sprintf("%g %s line %s: crossing at %.1f", dpi, lv.Name, what, math.Floor(math.Min(at, 1-at)*10)/10), true)
						}
					}
					if s.Contours != 0 && p.Sure(s.ContourConf) {
						add(fmt.Sprintf("%g %s sure count %d lane %d/%.2f", dpi, lv.Name, s.Contours, s.ContourReads[0].Count, s.ContourReads[0].Conf), want != s.Contours)
					}
					if s.Contours == 1 && !p.Sure(s.ContourConf) {
						// flagged ones: how often right, by what lies around
						fit := 0
						for _, pair := range trace.SideCorners(g, s.Side) {
							j, ok1 := idx[pair[0]]
							k, ok2 := idx[pair[1]]
							if ok1 && ok2 && 2*max(1, p.Sides[j].Contours, p.Sides[k].Contours) == 1+p.Sides[j].Contours+p.Sides[k].Contours {
								fit++
							}
						}
						r0 := s.ContourReads[0]
						add(fmt.Sprintf("%g %s flagged one: lane %d/%.2f fits %d", dpi, lv.Name, r0.Count, r0.Conf, fit), want != 1)
					}
					if s.Contours != 0 || !p.Sure(s.ContourConf) {
						continue
					}
					lines, flags, unknown := 0, 0, 0
					for _, pair := range trace.SideCorners(g, s.Side) {
						for _, o := range pair {
							j, ok := idx[o]
							if !ok {
								unknown++
								continue
							}
							if p.Sides[j].Contours > 0 {
								lines++
							}
							if !p.Sure(p.Sides[j].ContourConf) {
								flags++
							}
						}
					}
					lc := s.ContourReads[0].Conf
					ha, hb := g.SideHexes(s.Side)
					ta, tb := terr[ha], terr[hb]
					if ta > tb {
						ta, tb = tb, ta
					}
					add(fmt.Sprintf("%g %s terrain %s|%s", dpi, lv.Name, ta, tb), want > 0)
					add(fmt.Sprintf("%g %s seed %d", dpi, lv.Name, seed), want > 0)

					add(fmt.Sprintf("%g %s lane conf %.2f", dpi, lv.Name, lc), want > 0)
					add(fmt.Sprintf("%g %s corner lines %d flags %d", dpi, lv.Name, lines, flags), want > 0)
					add(fmt.Sprintf("%g %s all", dpi, lv.Name), want > 0)
				}
			}
		}
	}
	keys := make([]string, 0, len(tally))
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-45s %5d sure zeros, %4d hide a line (%.1f%%)", k, tally[k].n, tally[k].line, pct(tally[k].line, tally[k].n))
	}
}

// TestReplayContoursDoubt is TestReplayContours (same variables) with the
// lanes' doubted zeros left sure (flagDoubtZeros off) when
// SANDTABLE_NODOUBT is set, for before-and-after figures from one trace.
func TestReplayContoursDoubt(t *testing.T) {
	if os.Getenv("SANDTABLE_NODOUBT") == "" && os.Getenv("SANDTABLE_BLIND") == "" && os.Getenv("SANDTABLE_DOUBTFLAG") == "" && os.Getenv("SANDTABLE_DOUBTSHARE") == "" {
		t.Skip("diagnostic: set SANDTABLE_NODOUBT=1 (or SANDTABLE_BLIND=ratio,least,all) and TestReplayContours's variables")
	}
	if v := os.Getenv("SANDTABLE_BLIND"); v != "" {
		var r float64
		var least, all int
		if _, err := fmt.Sscanf(v, "%g,%d,%d", &r, &least, &all); err != nil {
			t.Fatal(err)
		}
		trace.SetBlindTypes(r, least, all > 0)
	}
	if v := os.Getenv("SANDTABLE_DOUBTSHARE"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		trace.SetDoubtShare(f)
	}
	if v := os.Getenv("SANDTABLE_DOUBTFLAG"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		trace.SetDoubtFlag(f)
	}
	if v := os.Getenv("SANDTABLE_NODOUBT"); v == "" {
	} else if v != "1" {
		c, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		trace.SetDoubtUnder(c)
		defer trace.SetDoubtUnder(1)
	} else {
		trace.SetDoubtZeros(false)
		defer trace.SetDoubtZeros(true)
	}
	TestReplayContours(t)
}

package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestDiagPlateWrongSure is a diagnostic, not a check: with
// SANDTABLE_PLATE_WU=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// (TestReplayPlateContours' cache) it settles the cached plate traces
// again and sorts the contour counts wrong and not flagged by what the
// readers read (lanes count and confidence, line map count and
// confidence), the two hexes' types and the last settle step that changed
// the count or its confidence; per scan it logs, per traced type, the
// sides inside it and how many of them each reader and the known map put
// lines on. SANDTABLE_PLATE_WU_SIDES=1 logs every such side;
// SANDTABLE_LINE_ALONG=MM traces with the line map averaged along the line
// over MM and SANDTABLE_LINEMAP_TYPED=1 with the line map's per-type
// weights (give each a cache of its own); SANDTABLE_MAPRECALL=lack,least
// and SANDTABLE_WEAKAGREE=conf set flagMapRecall and weakAgree;
// SANDTABLE_MAPCORNER=0|1 turns flagCornerReads off or on and
// SANDTABLE_ALONG_WEAKAGREE=conf sets alongWeakAgree.
// SANDTABLE_PLATE_WU_FLAGS=1 logs which settle step first flagged each
// side and whether it ended right (flagWorth); SANDTABLE_PLATE_WU_ZEROS=1
// logs, per seed, the zeros both readers read on sides by woods (the lanes
// not fully sure) and how many have a true line, and, by how many of
// their corners the map's or the settled counts want a line through
// them, the same.
func TestDiagPlateWrongSure(t *testing.T) {
	defer releaseFromEnv(t)()
	run, cache := diagSpecFromEnv(t, "SANDTABLE_PLATE_WU")
	lo, hi, dpi := run.lo, run.hi, run.dpi(t)
	defer mapRecallFromEnv(t)()
	// flagAlongDisagree and flagEdgeLanes: 1 on, 0 off
	if v := os.Getenv("SANDTABLE_ALONGDISAGREE"); v != "" {
		defer trace.SetAlongDisagree(trace.SetAlongDisagree(v == "1"))
	}
	if v := os.Getenv("SANDTABLE_EDGELANES"); v != "" {
		defer trace.SetEdgeLanes(trace.SetEdgeLanes(v == "1"))
	}
	for li, lv := range plategen.Levels {
		if !run.wants(lv.Name) {
			continue
		}
		keys := map[string]int{}
		// per traced type over the level's sheets: true lines, those the
		// line map and the lanes read a line on, the map's zeros and those
		// with a true line
		type recall struct{ truth, mapHit, laneHit, mapZero, mapZeroWrong int }
		recalls := map[string]*recall{}
		all, allWrong := map[string]int{}, map[string]int{}
		items, right, wu, review, hexes := 0, 0, 0, 0, 0
		wt := newWrongTally()
		flags := flagWorth{}
		for seed := lo; seed <= hi; seed++ {
			pm, err := plategen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayPlate(t, cache, pm, dpi, lv, seed*100+uint64(li))
			var stages []string
			var counts [][]int
			var confs [][]float64
			trace.SetSettleStageHook(func(stage string, c []int, f []float64) {
				stages = append(stages, stage)
				counts = append(counts, c)
				confs = append(confs, f)
			})
			g := pm.Truth.Geo.Grid
			trace.Resettle(g, p, pm.Colours(trace.DefaultOptions()))
			trace.SetSettleStageHook(nil)
			ty := map[hexgrid.Offset]string{}
			for _, h := range p.Hexes {
				ty[h.Hex] = h.Terrain
			}
			type tally struct{ sides, lanes, lmap, truth, sure, lack, any, anyLack, zw, zn int }
			per := map[string]*tally{}
			hexes += len(p.Hexes)
			seedWU := 0
			sideAt := map[hexgrid.Hexside]int{}
			for i, sp := range p.Sides {
				sideAt[sp.Side] = i
			}
			for i, sp := range p.Sides {
				want := pm.Truth.Contours[sp.Side]
				a, b := g.SideHexes(sp.Side)
				rs := sp.ContourReads
				if ty[a] == ty[b] && ty[a] != "" && rs[0].Reader != "" && rs[1].Reader != "" {
					x := per[ty[a]]
					if x == nil {
						x = &tally{}
						per[ty[a]] = x
					}
					x.sides++
					if rs[0].Count > 0 {
						x.lanes++
					}
					if rs[1].Count > 0 {
						x.lmap++
					}
					if want > 0 {
						x.truth++
					}
					rc := recalls[ty[a]]
					if rc == nil {
						rc = &recall{}
						recalls[ty[a]] = rc
					}
					if want > 0 {
						rc.truth++
						if rs[1].Count > 0 {
							rc.mapHit++
						}
						if rs[0].Count > 0 {
							rc.laneHit++
						}
					}
					if rs[1].Count == 0 {
						rc.mapZero++
						if want > 0 {
							rc.mapZeroWrong++
						}
					}
					if rs[0].Count > 0 {
						x.any++
						if rs[1].Count == 0 {
							x.anyLack++
						}
						if rs[0].Conf >= 1 {
							x.sure++
							if rs[1].Count == 0 {
								x.lack++
							}
						}
					}
					if rs[0].Count == 0 && rs[1].Count == 0 && rs[0].Conf < 1 && p.Sure(sp.ContourConf) && sp.Contours == 0 {
						x.zn++
						if want > 0 {
							x.zw++
						}
						if os.Getenv("SANDTABLE_PLATE_WU_PROF") != "" && ty[a] == "woods" {
							zmax := 0.0
							for _, l := range sp.Profile.Lines[:sp.Profile.N] {
								zmax = max(zmax, l.Z)
							}
							zb := 0
							for _, c := range []float64{2, 4, 6, 8, 12, 20} {
								if zmax >= c {
									zb++
								}
							}
							k := fmt.Sprintf("prof woods zero N=%d zbin %d lanes@%.1f wrong=%v", sp.Profile.N, zb, rs[0].Conf, want > 0)
							keys[k]++
						}
					}
				}
				if !p.Sure(sp.ContourConf) {
					review++
				}
				if os.Getenv("SANDTABLE_PLATE_WU_ALL") != "" && p.Sure(sp.ContourConf) {
					tp := []string{ty[a], ty[b]}
					sort.Strings(tp)
					k := fmt.Sprintf("all sure: lanes %d@%.1f map %d@%.1f %s", rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf, strings.Join(tp, "/"))
					all[k]++
					if sp.Contours != want {
						allWrong[k]++
					}
				}
				if os.Getenv("SANDTABLE_PLATE_WU_ZEROS") != "" && (ty[a] == "woods" || ty[b] == "woods") && rs[0].Reader != "" && rs[1].Reader != "" && rs[0].Count == 0 && rs[1].Count == 0 && rs[0].Conf < 1 {
					k := fmt.Sprintf("zeros seed %d in %v", seed, ty[a] == ty[b])
					keys[k+" all"]++
					if want > 0 {
						keys[k+" wrong"]++
					}
					km, kf := 0, 0
					for _, pr := range trace.CornerSides(g, sp.Side) {
						ci, oki := sideAt[pr[0]]
						cj, okj := sideAt[pr[1]]
						if !oki || !okj {
							continue
						}
						fits := func(x, y, z int) bool { return 2*max(x, y, z) == x+y+z }
						mi, mj := p.Sides[ci].ContourReads[1].Count, p.Sides[cj].ContourReads[1].Count
						if !fits(0, mi, mj) && fits(1, mi, mj) {
							km++
						}
						fi, fj := p.Sides[ci].Contours, p.Sides[cj].Contours
						if !fits(0, fi, fj) && fits(1, fi, fj) {
							kf++
						}
					}
					end := "sure"
					if !p.Sure(sp.ContourConf) {
						end = "review"
					}
					kk := fmt.Sprintf("zeroc map %d final %d lanes@%.1f %s wrong=%v", km, kf, rs[0].Conf, end, want > 0)
					keys[kk]++
				}
				if os.Getenv("SANDTABLE_PLATE_WU_FLAGS") != "" {
					flags.add(stages, confs, i, sp, want, ty[a], ty[b], p.Uncertain)
				}
				if want == 0 && sp.Contours == 0 {
					continue
				}
				items++
				if os.Getenv("SANDTABLE_PLATE_WU_WRONG") != "" {
					cm := min(pm.CentreLineMM(a), pm.CentreLineMM(b))
					wt.add(sp, want, pm.Truth.Terrain[a], pm.Truth.Terrain[b], p.Sure(sp.ContourConf), cm)
					if os.Getenv("SANDTABLE_PLATE_WU_WRONG") == "sides" && sp.Contours != want {
						ia, _ := pm.Truth.Geo.Numbering.Format(a)
						ib, _ := pm.Truth.Geo.Numbering.Format(b)
						t.Logf("wrong seed %d %s %s-%s: truth %d read %d@%.2f lanes %d@%.2f map %d@%.2f %s/%s centre %.1f mm", seed, lv.Name, ia, ib, want, sp.Contours, sp.ContourConf,
							sp.ContourReads[0].Count, sp.ContourReads[0].Conf, sp.ContourReads[1].Count, sp.ContourReads[1].Conf, pm.Truth.Terrain[a], pm.Truth.Terrain[b], cm)
					}
				}
				if sp.Contours == want {
					right++
					continue
				}
				if !p.Sure(sp.ContourConf) {
					continue
				}
				wu++
				seedWU++
				last := "read"
				for k := range stages {
					pc, pf := rs[0].Count, rs[0].Conf
					if k > 0 {
						pc, pf = counts[k-1][i], confs[k-1][i]
					}
					if counts[k][i] != pc || confs[k][i] != pf {
						last = stages[k]
					}
				}
				tp := []string{ty[a], ty[b]}
				sort.Strings(tp)
				lane := fmt.Sprintf("lanes %d@%.1f", rs[0].Count, rs[0].Conf)
				lmap := fmt.Sprintf("map %d@%.1f", rs[1].Count, rs[1].Conf)
				for _, k := range []string{
					fmt.Sprintf("truth %d -> %d", want, sp.Contours),
					"types " + strings.Join(tp, "/"),
					"step " + last,
					lane + " " + lmap,
					fmt.Sprintf("agree %v", rs[0].Count == rs[1].Count),
				} {
					keys[k]++
				}
				if os.Getenv("SANDTABLE_PLATE_WU_SIDES") != "" {
					t.Logf("seed %d %s: %s truth %d read %d@%.2f %s %s types %s step %s", seed, lv.Name, sp.Side, want, sp.Contours, sp.ContourConf, lane, lmap, strings.Join(tp, "/"), last)
				}
			}
			var ts []string
			for k, x := range per {
				if x.sides >= 40 {
					ts = append(ts, fmt.Sprintf("%s %d: lanes %d map %d truth %d; lanes sure %d map lacks %d, any %d lacks %d; unsure-lane zeros %d wrong %d", k, x.sides, x.lanes, x.lmap, x.truth, x.sure, x.lack, x.any, x.anyLack, x.zn, x.zw))
				}
			}
			sort.Strings(ts)
			t.Logf("seed %d %s: %d wrong sure; %s", seed, lv.Name, seedWU, strings.Join(ts, "; "))
		}
		ks := make([]string, 0, len(keys))
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Slice(ks, func(i, j int) bool {
			if keys[ks[i]] != keys[ks[j]] {
				return keys[ks[i]] > keys[ks[j]]
			}
			return ks[i] < ks[j]
		})
		for _, k := range ks {
			if keys[k] >= 2 {
				t.Logf("%s: %-40s %d", lv.Name, k, keys[k])
			}
		}
		for k, n := range all {
			if allWrong[k] >= 2 {
				t.Logf("%s: %-50s %4d sure, %3d wrong", lv.Name, k, n, allWrong[k])
			}
		}
		for k, rc := range recalls {
			if rc.truth >= 20 {
				t.Logf("%s: inside %s: %d true lines, the line map reads a line on %.1f%%, the lanes on %.1f%%; of the map's %d zeros %.1f%% have a true line",
					lv.Name, k, rc.truth, pct(rc.mapHit, rc.truth), pct(rc.laneHit, rc.truth), rc.mapZero, pct(rc.mapZeroWrong, rc.mapZero))
			}
		}
		if os.Getenv("SANDTABLE_PLATE_WU_WRONG") != "" {
			wt.log(t, lv.Name)
		}
		flags.log(t, lv.Name)
		t.Logf("seeds %d-%d %g dpi %s: contours %.1f%% right, %.1f%% wrong sure (%d of %d), review %.0f per 100 hexes",
			lo, hi, dpi, lv.Name, pct(right, items), pct(wu, items), wu, items, pct(review, hexes))
	}
}

// mapRecallFromEnv sets flagMapRecall's lack and least count from
// SANDTABLE_MAPRECALL=lack,least (lack 0: off; weakAgree off too unless
// SANDTABLE_WEAKAGREE=conf), its corner fit from SANDTABLE_MAPRECALL_FIT
// and the line map's averaging along the line from SANDTABLE_LINE_ALONG=MM
// (give such traces a cache of their own), and returns what puts them
// back.
func mapRecallFromEnv(t *testing.T) func() {
	t.Helper()
	oa := trace.SetLineAlong(0)
	trace.SetLineAlong(oa)
	if v := os.Getenv("SANDTABLE_LINE_ALONG"); v != "" {
		// the line map averaged along the line (linemapalong.go): use a
		// cache of its own
		var mm float64
		if _, err := fmt.Sscanf(v, "%g", &mm); err != nil {
			t.Fatal(err)
		}
		trace.SetLineAlong(mm)
	}
	ot := trace.SetLineMapTyped(os.Getenv("SANDTABLE_LINEMAP_TYPED") == "1")
	od := trace.SetLineMapDark(false)
	trace.SetLineMapDark(lineMapDarkFromEnv(od))
	osc := trace.SetLineAlongScreened(true)
	trace.SetLineAlongScreened(osc)
	og := trace.SetAlongGated(true)
	trace.SetAlongGated(og)
	if v := os.Getenv("SANDTABLE_ALONG_GATE"); v == "0" {
		// every marked sheet read averaged, none set aside by its
		// corner fit (alongByCorners): use a cache of its own
		trace.SetAlongGated(false)
	}
	if v := os.Getenv("SANDTABLE_LINE_ALONG_ALL"); v == "1" {
		// the averaged map on every sheet, screened or not
		trace.SetLineAlongScreened(false)
	}
	// the code's own corner fit unless SANDTABLE_MAPRECALL_FIT sets one
	// (this set 0.5, the fit before it was held under 0.45)
	of := trace.SetMapRecallFit(0)
	trace.SetMapRecallFit(of)
	if v := os.Getenv("SANDTABLE_MAPRECALL_FIT"); v != "" {
		var f float64
		if _, err := fmt.Sscanf(v, "%g", &f); err != nil {
			t.Fatal(err)
		}
		trace.SetMapRecallFit(f)
	}
	// flagMapRecall's lack and corner fit for the averaged map from
	// SANDTABLE_ALONG_RECALL=lack,fit
	al, af := trace.SetAlongRecall(0, 0)
	trace.SetAlongRecall(al, af)
	if v := os.Getenv("SANDTABLE_ALONG_RECALL"); v != "" {
		var l, f float64
		if _, err := fmt.Sscanf(v, "%g,%g", &l, &f); err != nil {
			t.Fatal(err)
		}
		trace.SetAlongRecall(l, f)
	}
	// flagCornerReads: SANDTABLE_MAPCORNER=0 off, 1 on
	ocz := trace.SetMapCornerZeros(true)
	trace.SetMapCornerZeros(ocz)
	if v := os.Getenv("SANDTABLE_MAPCORNER"); v != "" {
		trace.SetMapCornerZeros(v == "1")
	}
	// weakAgree on the averaged map from SANDTABLE_ALONG_WEAKAGREE=conf
	ow0 := trace.SetAlongWeakAgree(0)
	trace.SetAlongWeakAgree(ow0)
	if v := os.Getenv("SANDTABLE_ALONG_WEAKAGREE"); v != "" {
		var c float64
		if _, err := fmt.Sscanf(v, "%g", &c); err != nil {
			t.Fatal(err)
		}
		trace.SetAlongWeakAgree(c)
	}
	v := os.Getenv("SANDTABLE_MAPRECALL")
	if v == "" {
		return func() {
			trace.SetAlongWeakAgree(ow0)
			trace.SetMapCornerZeros(ocz)
			trace.SetLineMapTyped(ot)
			trace.SetLineMapDark(od)
			trace.SetMapRecallFit(of)
			trace.SetLineAlong(oa)
			trace.SetAlongRecall(al, af)
			trace.SetLineAlongScreened(osc)
			trace.SetAlongGated(og)
		}
	}
	var l float64
	var m int
	if _, err := fmt.Sscanf(v, "%g,%d", &l, &m); err != nil {
		t.Fatal(err)
	}
	ol, om := trace.SetMapRecall(l, m)
	ow := trace.SetWeakAgree(0)
	if w := os.Getenv("SANDTABLE_WEAKAGREE"); w != "" {
		var c float64
		if _, err := fmt.Sscanf(w, "%g", &c); err != nil {
			t.Fatal(err)
		}
		trace.SetWeakAgree(c)
	}
	return func() {
		trace.SetAlongWeakAgree(ow0)
		trace.SetMapCornerZeros(ocz)
		trace.SetLineMapTyped(ot)
		trace.SetLineMapDark(od)
		trace.SetLineAlongScreened(osc)
		trace.SetAlongGated(og)
		trace.SetMapRecall(ol, om)
		trace.SetWeakAgree(ow)
		trace.SetMapRecallFit(of)
		trace.SetLineAlong(oa)
		trace.SetAlongRecall(al, af)
	}
}

// lineMapDarkFromEnv returns the line map's dark-tint weights switch from
// SANDTABLE_LINEMAP_DARK (1 on, 0 off), else def.
func lineMapDarkFromEnv(def bool) bool {
	switch os.Getenv("SANDTABLE_LINEMAP_DARK") {
	case "1":
		return true
	case "0":
		return false
	}
	return def
}

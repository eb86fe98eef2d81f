package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagPrintedReview is a diagnostic, not a check: with
// SANDTABLE_PRINTED_REVIEW=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// (TestReplayContours' cache) it settles the cached printed-style traces
// again and sorts the contour counts flagged for review (right or wrong,
// lines or none) and those wrong and not flagged by the settle step that
// last changed them, the two hexes' known types, and what the lanes and
// the line map read. SANDTABLE_PRINTED_REVIEW_SIDES=1 logs every wrong side;
// SANDTABLE_PRINTED_REVIEW_ALL=1 also tallies the sides right and sure by
// the readers' reads; SANDTABLE_PRINTED_REVIEW_CSV=FILE writes one row per
// side (reviewCSVHeader).
func TestDiagPrintedReview(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_PRINTED_REVIEW")
	defer hiddenTypesFromEnv(t)()
	dpi := run.dpi(t)
	defer releaseFromEnv(t)()
	var csv *os.File
	if out := os.Getenv("SANDTABLE_PRINTED_REVIEW_CSV"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		csv = f
		fmt.Fprintln(csv, reviewCSVHeader)
	}
	for li, lv := range printgen.Levels {
		if !run.wants(lv.Name) {
			continue
		}
		keys := map[string]int{}
		hexes, review, wrongSure, items, right := 0, 0, 0, 0, 0
		for seed := run.lo; seed <= run.hi; seed++ {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
			zero := trace.MapZeroConfs(p)
			hidden := trace.HiddenOf(p)
			stages, counts, confs := settleStages(pm, p)
			g := pm.Truth.Geo.Grid
			if csv != nil {
				writeReviewCSV(csv, pm, p, seed, dpi, lv.Name, zero, hidden, stages, counts, confs)
			}
			hexes += len(p.Hexes)
			for i, sp := range p.Sides {
				want := pm.Truth.Contours[sp.Side]
				sure := p.Sure(sp.ContourConf)
				if want > 0 || sp.Contours > 0 {
					items++
					if want == sp.Contours {
						right++
					}
				}
				rs := sp.ContourReads
				a, b := g.SideHexes(sp.Side)
				tp := []string{pm.Truth.Terrain[a], pm.Truth.Terrain[b]}
				sort.Strings(tp)
				if sure && sp.Contours == want {
					if os.Getenv("SANDTABLE_PRINTED_REVIEW_ALL") != "" {
						k := fmt.Sprintf("sure right: lanes %d@%.1f map %d@%.1f truth>0 %v", rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf, want > 0)
						keys[k]++
						keys[k+" "+strings.Join(tp, "/")]++
					}
					continue
				}
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
				kind := "wrong sure"
				switch {
				case !sure && sp.Contours == want && want == 0:
					kind = "review right 0"
				case !sure && sp.Contours == want:
					kind = "review right"
				case !sure:
					kind = "review wrong"
				}
				if sure {
					wrongSure++
				} else {
					review++
				}
				agree := "lanes=map"
				if rs[0].Count != rs[1].Count {
					agree = "lanes!=map"
				}
				for _, k := range []string{
					kind,
					kind + ": step " + last,
					kind + ": types " + strings.Join(tp, "/"),
					fmt.Sprintf("%s: truth %d -> %d", kind, want, sp.Contours),
					fmt.Sprintf("%s: lanes %d@%.1f map %d@%.1f", kind, rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf),
					fmt.Sprintf("%s: lanes %d@%.1f map %d@%.1f step %s", kind, rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf, last),
					kind + ": " + agree,
					fmt.Sprintf("%s: seed %d step %s", kind, seed, last),
				} {
					keys[k]++
				}
				if os.Getenv("SANDTABLE_PRINTED_REVIEW_SIDES") != "" && sp.Contours != want {
					t.Logf("seed %d %s: %s %s truth %d read %d@%.2f lanes %d@%.2f map %d@%.2f types %s step %s", seed, lv.Name, kind, sp.Side, want, sp.Contours, sp.ContourConf,
						rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf, strings.Join(tp, "/"), last)
				}
			}
		}
		ks := make([]string, 0, len(keys))
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Slice(ks, func(i, j int) bool {
			ki, kj := strings.SplitN(ks[i], ":", 2)[0], strings.SplitN(ks[j], ":", 2)[0]
			if ki != kj {
				return ki < kj
			}
			if keys[ks[i]] != keys[ks[j]] {
				return keys[ks[i]] > keys[ks[j]]
			}
			return ks[i] < ks[j]
		})
		for _, k := range ks {
			if keys[k] >= 3 {
				t.Logf("%s: %-60s %d", lv.Name, k, keys[k])
			}
		}
		t.Logf("seeds %d-%d %g dpi %s: contours %.1f%% right, %.1f%% wrong sure (%d of %d), review %.0f per 100 hexes",
			run.lo, run.hi, dpi, lv.Name, pct(right, items), pct(wrongSure, items), wrongSure, items, pct(review, hexes))
	}
}

// settleStages settles p again (trace.Resettle) with pm's colours and
// returns each settle step's name with every side's count and confidence
// after it.
func settleStages(pm *printgen.Map, p *trace.Proposal) ([]string, [][]int, [][]float64) {
	var stages []string
	var counts [][]int
	var confs [][]float64
	trace.SetSettleStageHook(func(stage string, c []int, f []float64) {
		stages = append(stages, stage)
		counts = append(counts, c)
		confs = append(confs, f)
	})
	defer trace.SetSettleStageHook(nil)
	trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
	return stages, counts, confs
}

// reviewCSVHeader names the columns of writeReviewCSV's rows: the true
// count, the settled count, its confidence and the one the solve weighs,
// the first settle step that left it under Uncertain and the last that
// changed it, both readers' reads, the lanes' whitened-gate mark, the
// sheet's map zero confidence (mapZeroConfs), the two hexes' true types,
// the corners (of 2 known) the settled count fits with its neighbours'
// settled counts, the sure and the flagged neighbouring sides (of the 4 at
// the two corners), the corners the lanes' and the map's own counts fit
// with the neighbours' settled counts, the profile reader's lines, the
// confidence after the combine and the count and confidence before the
// corner reconcile.
const reviewCSVHeader = "seed,dpi,level,side,truth,count,conf,solve,flagstep,laststep,lanes,lanesconf,map,mapconf,gated,zero,type1,type2,fits,known,nbsure,nbflag,lanefits,mapfits,proflines,combconf,precount,preconf"

// writeReviewCSV writes a row (reviewCSVHeader) for every side of p.
func writeReviewCSV(w *os.File, pm *printgen.Map, p *trace.Proposal, seed uint64, dpi float64, level string, zero []float64,
	hidden []trace.SideHidden, stages []string, counts [][]int, confs [][]float64) {
	g := pm.Truth.Geo.Grid
	idx := map[hexgrid.Hexside]int{}
	for i, sp := range p.Sides {
		idx[sp.Side] = i
	}
	for i, sp := range p.Sides {
		want := pm.Truth.Contours[sp.Side]
		rs := sp.ContourReads
		flag, last, comb, preCount, preConf := "-", "read", -1.0, -1, -1.0
		for k := range stages {
			pc, pf := rs[0].Count, rs[0].Conf
			if k > 0 {
				pc, pf = counts[k-1][i], confs[k-1][i]
			}
			if counts[k][i] != pc || confs[k][i] != pf {
				last = stages[k]
			}
			if flag == "-" && confs[k][i] < p.Uncertain {
				flag = stages[k]
			}
			if stages[k] == "combine" {
				comb = confs[k][i]
			}
			if stages[k] == "reconcile" && k > 0 {
				preCount, preConf = counts[k-1][i], confs[k-1][i]
			}
		}
		fits, known, nbSure, nbFlag, laneFits, mapFits := 0, 0, 0, 0, 0, 0
		for _, pair := range trace.Corners(g, sp.Side) {
			j0, ok0 := idx[pair[0]]
			j1, ok1 := idx[pair[1]]
			if !ok0 || !ok1 {
				continue
			}
			known++
			x, y := p.Sides[j0].Contours, p.Sides[j1].Contours
			fit := func(v int) bool { return 2*max(v, x, y) == v+x+y }
			if fit(sp.Contours) {
				fits++
			}
			if fit(rs[0].Count) {
				laneFits++
			}
			if fit(rs[1].Count) {
				mapFits++
			}
			for _, j := range []int{j0, j1} {
				if p.Sure(p.Sides[j].ContourConf) {
					nbSure++
				} else {
					nbFlag++
				}
			}
		}
		solve := sp.ContourConf
		if sp.ContourSettledFrom > 0 {
			solve = sp.ContourSettledFrom
		}
		if sp.ContourSolveConf > 0 {
			solve = sp.ContourSolveConf
		}
		a, b := g.SideHexes(sp.Side)
		z := 1.0
		if sh := hidden[i].Sheet; sh < len(zero) {
			z = zero[sh]
		}
		fmt.Fprintf(w, "%d,%g,%s,%s,%d,%d,%.3f,%.3f,%s,%s,%d,%.3f,%d,%.3f,%v,%.3f,%s,%s,%d,%d,%d,%d,%d,%d,%d,%.3f,%d,%.3f\n",
			seed, dpi, level, strings.ReplaceAll(sp.Side.String(), ",", " "), want, sp.Contours, sp.ContourConf, solve, flag, last, rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf,
			hidden[i].Gated[0], z, pm.Truth.Terrain[a], pm.Truth.Terrain[b], fits, known, nbSure, nbFlag, laneFits, mapFits, sp.Profile.N, comb, preCount, preConf)
	}
}

package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

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
// the readers' reads.
func TestDiagPrintedReview(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_PRINTED_REVIEW")
	defer hiddenTypesFromEnv(t)()
	dpi := run.dpi(t)
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
			stages, counts, confs := settleStages(pm, p)
			g := pm.Truth.Geo.Grid
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

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

// TestTallyContourFlags is a diagnostic, not a check: with
// SANDTABLE_TALLY=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER (the
// cache TestReplayContours keeps) it settles the cached printed-style
// traces again and tallies, per level, each contour flag's items: for every
// side still flagged after the profile step the step of settleContours
// that flagged it and kept it flagged (combine for the readers' own doubt),
// how many such items there are per 100 hexes and how many of them are
// wrong (the count settled is not the known one), split by the count
// settled (zero or a line). Then what settleFromCorners did: how many
// flagged counts it settled, how many of those are right, and how many it
// changed. SANDTABLE_CORNERS=on,all,decide sets settleFromCorners
// (trace.SetCornerSettle); SANDTABLE_TALLY_SEEDS=1 logs each scan's
// blur and its items and wrong ones per flag and its elevation;
// SANDTABLE_CORNERS_CHANGE=1 lets it change counts too. It logs the
// elevation from three seeds and over the random triples, and the items
// listed for review only (ContourSolveConf) and how many are wrong;
// SANDTABLE_BLIND_EDGE=N sets blindEdgeLanes (0: off);
// SANDTABLE_CHAIN_ZERO=lanes,both,flagged sets reviewChainZeros (flagged
// 0: off); SANDTABLE_FOLLOW_ZEROS=SHARE sets reviewFollowedZeros (0: off;
// the cache must hold traces read with the follow, as TestDiagWoodsSides
// makes them).
func TestTallyContourFlags(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_TALLY")
	defer cornersFromEnv(t)()
	if v := os.Getenv("SANDTABLE_BLIND_STRONG"); v != "" {
		var r float64
		if _, err := fmt.Sscanf(v, "%g", &r); err != nil {
			t.Fatal(err)
		}
		defer trace.SetBlindTypeStrong(r)()
	}
	if v := os.Getenv("SANDTABLE_BLIND_FLAT"); v != "" {
		var r float64
		if _, err := fmt.Sscanf(v, "%g", &r); err != nil {
			t.Fatal(err)
		}
		defer trace.SetBlindFlatRate(r)()
	}
	if v := os.Getenv("SANDTABLE_BLIND_EDGE"); v != "" {
		var n int
		if _, err := fmt.Sscanf(v, "%d", &n); err != nil {
			t.Fatal(err)
		}
		defer trace.SetBlindEdgeLanes(n)()
	}
	if v := os.Getenv("SANDTABLE_CHAIN_ZERO"); v != "" {
		var l, f int
		var b float64
		if _, err := fmt.Sscanf(v, "%d,%g,%d", &l, &b, &f); err != nil {
			t.Fatal(err)
		}
		defer trace.SetChainZeros(l, b, f)()
	}
	if v := os.Getenv("SANDTABLE_FOLLOW_ZEROS"); v != "" {
		var f float64
		if _, err := fmt.Sscanf(v, "%g", &f); err != nil {
			t.Fatal(err)
		}
		defer trace.SetFollowZeros(f, true)() // traces missing from the cache keep the follow read
	}
	type cell struct{ n, wrong, zeros, zerosWrong, truthZero, settled, settledWrong int }
	for _, dpi := range run.dpis {
		for li, lv := range printgen.Levels {
			if !run.wants(lv.Name) {
				continue
			}
			tally := map[string]*cell{}
			var order []string
			hexes, items, right, wrongSure, review := 0, 0, 0, 0, 0
			// levels right from three seeds and over the random triples;
			// the review-only items (markForReview) and the wrong ones
			levels, triples, tripleN, reviewOnly, reviewOnlyWrong := 0, 0, 0, 0, 0
			classes := map[string][2]int{}
			settled, settledRight, changed, changedRight, settledLine, settledLineRight := 0, 0, 0, 0, 0, 0
			for seed := run.lo; seed <= run.hi; seed++ {
				pm, err := printgen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
				var stages []string
				var confs [][]float64
				var counts [][]int
				trace.SetSettleStageHook(func(stage string, c []int, f []float64) {
					stages = append(stages, stage)
					counts = append(counts, c)
					confs = append(confs, f)
				})
				trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
				trace.SetSettleStageHook(nil)
				if len(order) == 0 {
					order = stages
				}
				u := p.Uncertain
				if os.Getenv("SANDTABLE_TALLY_CLASS") != "" {
					for _, sp := range p.Sides {
						r := sp.ContourReads
						if sp.Contours != 0 || r[0].Reader == "" || r[1].Reader != "" || r[0].Count != 0 || !p.Sure(sp.ContourConf) {
							continue
						}
						k := fmt.Sprintf("sure lane zeros read at %.2f, chain of %d left", r[0].Conf, sp.LeftChain.Lanes)
						c := classes[k]
						c[0]++
						if pm.Truth.Contours[sp.Side] != 0 {
							c[1]++
						}
						classes[k] = c
					}
				}
				if os.Getenv("SANDTABLE_TALLY_WU") != "" {
					logWrongSure(t, pm, p, seed, dpi, lv.Name, stages, counts, confs)
				}
				res, err := printgen.Evaluate(pm.Truth, p)
				if err != nil {
					t.Fatal(err)
				}
				levels += res.LevelsRight
				triples += res.TripleRight
				tripleN += res.TripleLevels
				seedOnly, seedOnlyWrong := 0, 0
				for _, sp := range p.Sides {
					if sp.ContourSolveConf > 0 {
						seedOnly++
						if pm.Truth.Contours[sp.Side] != sp.Contours {
							seedOnlyWrong++
						}
					}
				}
				reviewOnly += seedOnly
				reviewOnlyWrong += seedOnlyWrong
				if os.Getenv("SANDTABLE_TALLY_SEEDS") != "" {
					t.Logf("seed %d %g dpi %s: elevation %.1f%%, review only %d (%d wrong)", seed, dpi, lv.Name, pct(res.LevelsRight, res.Hexes), seedOnly, seedOnlyWrong)
				}
				perSeed := map[string][2]int{}
				last := len(stages) - 1 // corners
				hexes += len(p.Hexes)
				for i, sp := range p.Sides {
					want := pm.Truth.Contours[sp.Side]
					final := sp.Contours
					if !p.Sure(sp.ContourConf) {
						review++
					}
					if want != 0 || final != 0 {
						items++
						if want == final {
							right++
						} else if p.Sure(sp.ContourConf) {
							wrongSure++
						}
					}
					// before the corner settle
					pre := last - 1
					if confs[pre][i] < u {
						first := pre
						for first > 0 && confs[first-1][i] < u {
							first--
						}
						c := tally[stages[first]]
						if c == nil {
							c = &cell{}
							tally[stages[first]] = c
						}
						c.n++
						if os.Getenv("SANDTABLE_TALLY_CLASS") != "" && counts[pre][i] == 0 && sp.ContourReads[1].Reader == "" {
							a, b := pm.Truth.Geo.Grid.SideHexes(sp.Side)
							in := "across " + terrainOf(p, a) + "|" + terrainOf(p, b)
							if terrainOf(p, a) == terrainOf(p, b) {
								in = "inside " + terrainOf(p, a)
							}
							k := fmt.Sprintf("flagged by %s: lanes %d@%.2f, chain of %d left, %s", stages[first], sp.ContourReads[0].Count, sp.ContourReads[0].Conf, sp.LeftChain.Lanes, in)
							x := classes[k]
							x[0]++
							if counts[pre][i] != want {
								x[1]++
							}
							classes[k] = x
						}
						ps := perSeed[stages[first]]
						ps[0]++
						if counts[pre][i] != want {
							c.wrong++
							ps[1]++
						}
						perSeed[stages[first]] = ps
						if counts[pre][i] == 0 {
							c.zeros++
							if want != 0 {
								c.zerosWrong++
							}
						}
						if want == 0 && counts[pre][i] == 0 {
							c.truthZero++
						}
						if confs[last][i] >= u {
							c.settled++
							if final != want {
								c.settledWrong++
							}
							settled++
							if final == want {
								settledRight++
							}
							if final != 0 {
								settledLine++
								if final == want {
									settledLineRight++
								}
							}
							if final != counts[pre][i] {
								changed++
								if final == want {
									changedRight++
								}
							}
						}
					}
				}
				if os.Getenv("SANDTABLE_TALLY_SEEDS") != "" {
					b := blurOf(p)
					var ws []string
					for _, k := range stages {
						if x, ok := perSeed[k]; ok {
							ws = append(ws, fmt.Sprintf("%s %d/%d", k, x[1], x[0]))
						}
					}
					t.Logf("seed %d %g dpi %s: blur %.3f mm, keep %.2f, contrast %.2f, noise %.3f; flagged (wrong/items) %s", seed, dpi, lv.Name, b.SigmaMM, b.Keep(0.15), b.Contrast, b.Noise, strings.Join(ws, ", "))
				}
			}
			names := make([]string, 0, len(tally))
			for k := range tally {
				names = append(names, k)
			}
			sort.Slice(names, func(a, b int) bool { return indexOf(order, names[a]) < indexOf(order, names[b]) })
			key := fmt.Sprintf("seeds %d-%d %g dpi %s", run.lo, run.hi, dpi, lv.Name)
			for _, k := range names {
				c := tally[k]
				t.Logf("%s: flagged by %-9s %5d items (%.1f per 100 hexes), %.1f%% wrong; zeros %d, %.1f%% hide a line; corners settle %d, %d wrong", key, k, c.n, pct(c.n, hexes), pct(c.wrong, c.n), c.zeros, pct(c.zerosWrong, c.zeros), c.settled, c.settledWrong)
			}
			ks := make([]string, 0, len(classes))
			for k := range classes {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			for _, k := range ks {
				t.Logf("%s: %s: %d, %d hide a line", key, k, classes[k][0], classes[k][1])
			}
			t.Logf("%s: corners settled %d (%.1f per 100 hexes), %.1f%% right; changed %d, %d right; settled to a line %d, %d right", key, settled, pct(settled, hexes), pct(settledRight, settled), changed, changedRight, settledLine, settledLineRight)
			t.Logf("%s: contours %.1f%% right, %.1f%% wrong and not flagged (%d sides with lines), %.0f review items per 100 hexes", key, pct(right, items), pct(wrongSure, items), items, pct(review, hexes))
			t.Logf("%s: elevation %.1f%% from three seeds, %.1f%% over the triples; review only %d (%.1f per 100 hexes), %d wrong", key, pct(levels, hexes), pct(triples, tripleN), reviewOnly, pct(reviewOnly, hexes), reviewOnlyWrong)
		}
	}
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return len(xs)
}

// cornersFromEnv sets settleFromCorners from SANDTABLE_CORNERS=on,all,decide
// (on and all 0 or 1) and SANDTABLE_CORNERS_CHANGE=1
// (counts may change) and SANDTABLE_CORNERS_ANY=1 (counts other than the
// lanes' own settled too), and returns what puts the defaults back.
func cornersFromEnv(t *testing.T) func() {
	t.Helper()
	var undo []func()
	if v := os.Getenv("SANDTABLE_CORNERS"); v != "" {
		var on, all int
		var decide float64
		if _, err := fmt.Sscanf(v, "%d,%d,%g", &on, &all, &decide); err != nil {
			t.Fatal(err)
		}
		trace.SetCornerSettle(on != 0, all != 0, decide)
		undo = append(undo, trace.DefaultCornerSettle)
	}
	if os.Getenv("SANDTABLE_CORNERS_ANY") != "" {
		trace.SetCornerOwnOnly(false)
		undo = append(undo, func() { trace.SetCornerOwnOnly(true) })
	}
	if os.Getenv("SANDTABLE_CORNERS_CHANGE") != "" {
		trace.SetCornerConfirm(false)
		undo = append(undo, func() { trace.SetCornerConfirm(true) })
	}
	return func() {
		for _, f := range undo {
			f()
		}
	}
}

// logWrongSure logs each side of p settled sure to a count other than the
// known one (SANDTABLE_TALLY_WU=1): the readers' reads, the chain the
// lanes left over, the two hexes' terrain, the flagged sides and the sides
// read with lines at its corners, and the stages that changed it.
func logWrongSure(t *testing.T, pm *printgen.Map, p *trace.Proposal, seed uint64, dpi float64, level string, stages []string, counts [][]int, confs [][]float64) {
	t.Helper()
	g := pm.Truth.Geo.Grid
	idx := make(map[hexgrid.Hexside]int, len(p.Sides))
	for i, s := range p.Sides {
		idx[s.Side] = i
	}
	terrain := make(map[hexgrid.Offset]string, len(p.Hexes))
	for _, h := range p.Hexes {
		terrain[h.Hex] = h.Terrain
	}
	for i, sp := range p.Sides {
		want := pm.Truth.Contours[sp.Side]
		if want == sp.Contours || !p.Sure(sp.ContourConf) {
			continue
		}
		flagged, lines, wantLines := 0, 0, 0
		for _, pair := range trace.Corners(g, sp.Side) {
			for _, o := range pair {
				j, ok := idx[o]
				if !ok {
					continue
				}
				if !p.Sure(p.Sides[j].ContourConf) {
					flagged++
				}
				if p.Sides[j].Contours > 0 {
					lines++
				}
				if pm.Truth.Contours[o] > 0 {
					wantLines++
				}
			}
		}
		var hist []string
		for k := range stages {
			if k == 0 || counts[k][i] != counts[k-1][i] || confs[k][i] != confs[k-1][i] {
				hist = append(hist, fmt.Sprintf("%s %d@%.2f", stages[k], counts[k][i], confs[k][i]))
			}
		}
		nb := g.Neighbor(sp.Side.Hex, sp.Side.Dir)
		r := sp.ContourReads
		l := sp.LeftChain
		t.Logf("WU seed %d %g %s side %s want %d got %d conf %.2f; lanes %d@%.2f; terrain %s|%s; left %d lanes sq %.2f share %.2f mean %.2f both %.2f grid %v along %v; corners flagged %d lines %d (known %d); %s",
			seed, dpi, level, sideKey(sp.Side), want, sp.Contours, sp.ContourConf, r[0].Count, r[0].Conf,
			terrain[sp.Side.Hex], terrain[nb], l.Lanes, l.Square, l.Share, l.Mean, l.Both, l.Grid, l.Along,
			flagged, lines, wantLines, strings.Join(hist, ", "))
	}
}

// terrainOf returns the terrain p traced on hex h ("" when not traced).
func terrainOf(p *trace.Proposal, h hexgrid.Offset) string {
	for _, x := range p.Hexes {
		if x.Hex == h {
			return x.Terrain
		}
	}
	return ""
}

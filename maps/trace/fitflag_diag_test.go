package trace_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// stagedTrace is a trace with the contour settle's stages seen
// (SetSettleStageHook): per stage, every side's count and confidence.
type stagedTrace struct {
	p      *trace.Proposal
	stages []string
	counts [][]int
	confs  [][]float64
}

// flagStage returns the stage that flagged side i and kept it flagged to
// the end ("" when it ends sure).
func (st stagedTrace) flagStage(i int) string {
	last := len(st.stages) - 1
	u := st.p.Uncertain
	if st.confs[last][i] >= u {
		return ""
	}
	first := last
	for first > 0 && st.confs[first-1][i] < u {
		first--
	}
	return st.stages[first]
}

// stageIndex returns the index of stage name in st (-1: none).
func (st stagedTrace) stageIndex(name string) int {
	for k, s := range st.stages {
		if s == name {
			return k
		}
	}
	return -1
}

func stagedTraceOf(t *testing.T, pm *printgen.Map, s printgen.Scan) stagedTrace {
	t.Helper()
	var st stagedTrace
	trace.SetSettleStageHook(func(stage string, c []int, f []float64) {
		st.stages = append(st.stages, stage)
		st.counts = append(st.counts, c)
		st.confs = append(st.confs, f)
	})
	defer trace.SetSettleStageHook(nil)
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
	if err != nil {
		t.Fatal(err)
	}
	st.p = p
	return st
}

// TestDiagnoseFitFlag is a diagnostic, not a check: with
// SANDTABLE_FITFLAG=seeds:dpi:levels (e.g. 21-40:150:moderate,heavy) it
// traces each printed-style scan with the lanes' fit in levels and the
// zero flag off (as main before session 36) and on, tallies contours right,
// wrong and not flagged and review for both, and lists each count wrong and
// not flagged with them that was right or flagged without: the step that
// flagged it without, the lanes' reads, the terrain either side, the
// flagged and line sides at its corners before the beset rule, and the
// chain the lanes left over.
func TestDiagnoseFitFlag(t *testing.T) {
	spec := os.Getenv("SANDTABLE_FITFLAG")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_FITFLAG=seeds:dpi:levels")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	var dpi float64
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	if _, err := fmt.Sscanf(parts[1], "%g", &dpi); err != nil {
		t.Fatal(err)
	}
	var csv *os.File
	if out := os.Getenv("SANDTABLE_FITFLAG_CSV"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		csv = f
		fmt.Fprintln(csv, "level,seed,i,truth,fconf,leftconf,lconf,from,mfinal,mconf,mstage,ta,tb,nflag,nlines,nzero,share,shareread,broken,lanes,cross,along,grid,lshare,square,resid,mean,both")
	}
	for li, lv := range printgen.Levels {
		if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
			continue
		}
		var right, wu, items, review [2]int
		hexes := 0
		for seed := lo; seed <= hi; seed++ {
			pm, s := printAndScan(t, seed, 16, 12, dpi, lv.Name, seed*100+uint64(li))
			var tr [2]stagedTrace
			for k := range tr {
				restore := trace.SetLaneLevelFit(k == 1)
				restoreSelf := trace.SetBesetSelf(k == 1)
				if k == 0 {
					trace.SetLeftZeros(0, trace.LeftLanes, trace.LeftShare, trace.LeftShows)
				}
				tr[k] = stagedTraceOf(t, pm, s)
				trace.SetLeftZeros(trace.LeftRare, trace.LeftLanes, trace.LeftShare, trace.LeftShows)
				restore()
				restoreSelf()
			}
			t.Logf("seed %d %s traced", seed, lv.Name)
			g := pm.Truth.Geo.Grid
			hexes += len(tr[1].p.Hexes)
			idx := map[hexgrid.Hexside]int{}
			for i, sp := range tr[1].p.Sides {
				idx[sp.Side] = i
			}
			for k := range tr {
				p := tr[k].p
				for _, sp := range p.Sides {
					want := pm.Truth.Contours[sp.Side]
					if !p.Sure(sp.ContourConf) {
						review[k]++
					}
					if want == 0 && sp.Contours == 0 {
						continue
					}
					items[k]++
					if want == sp.Contours {
						right[k]++
					} else if p.Sure(sp.ContourConf) {
						wu[k]++
					}
				}
			}
			m, b := tr[0], tr[1]
			beset := b.stageIndex("erased")
			if csv != nil {
				bs := trace.BrokenSharesDiag(b.p.Sides, 1)
				for i, sb := range b.p.Sides {
					r := sb.ContourReads
					if r[0].Reader == "" || r[1].Reader != "" || r[0].Count != 0 || sb.Contours != 0 {
						continue
					}
					sm := m.p.Sides[i]
					ha, hb := g.SideHexes(sb.Side)
					flagged, lines, nzero := 0, 0, 0
					for _, pair := range trace.CornerSides(g, sb.Side) {
						for _, o := range pair {
							j, ok := idx[o]
							if !ok {
								continue
							}
							if b.confs[beset][j] < b.p.Uncertain {
								flagged++
							}
							if b.counts[beset][j] > 0 {
								lines++
							}
							if b.p.Sides[j].ContourReads[0].Conf < 1 && b.counts[beset][j] == 0 {
								nzero++
							}
						}
					}
					sc, sr := trace.ShareRead(sb)
					fmt.Fprintf(csv, "%s,%d,%d,%d,%.3f,%.3f,%.3f,%.2f,%d,%.3f,%q,%s,%s,%d,%d,%d,%d,%t,%.3f,%s\n",
						lv.Name, seed, i, pm.Truth.Contours[sb.Side], sb.ContourConf, b.confs[b.stageIndex("left")][i], r[0].Conf, sb.ContourSettledFrom,
						sm.Contours, sm.ContourConf, m.flagStage(i), pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], flagged, lines, nzero, sc, sr, bs[0], chainText(sb.LeftChain))
				}
			}
			for i, sb := range b.p.Sides {
				want := pm.Truth.Contours[sb.Side]
				if sb.Contours == want || !b.p.Sure(sb.ContourConf) && os.Getenv("SANDTABLE_FITFLAG_ALL") == "" {
					continue
				}
				sm := m.p.Sides[i]
				if sm.Side != sb.Side {
					t.Fatal("sides out of order")
				}
				if sm.Contours != want && m.p.Sure(sm.ContourConf) && os.Getenv("SANDTABLE_FITFLAG_ALL") == "" {
					continue // wrong and not flagged on both
				}
				ha, hb := g.SideHexes(sb.Side)
				flaggedB, flaggedM, lines := 0, 0, 0
				for _, pair := range trace.CornerSides(g, sb.Side) {
					for _, o := range pair {
						j, ok := idx[o]
						if !ok {
							continue
						}
						if b.confs[beset][j] < b.p.Uncertain {
							flaggedB++
						}
						if m.confs[m.stageIndex("erased")][j] < m.p.Uncertain {
							flaggedM++
						}
						if b.counts[beset][j] > 0 {
							lines++
						}
					}
				}
				rm, rb := sm.ContourReads, sb.ContourReads
				t.Logf("%s seed %d %v: truth %d; without %d conf %.2f flagged by %q (lanes %d/%.2f map %q %d); with %d conf %.2f (lanes %d/%.2f); %s|%s; corners flagged %d->%d, lines %d; left %s",
					lv.Name, seed, sb.Side, want, sm.Contours, sm.ContourConf, m.flagStage(i), rm[0].Count, rm[0].Conf, rm[1].Reader, rm[1].Count,
					sb.Contours, sb.ContourConf, rb[0].Count, rb[0].Conf, pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], flaggedM, flaggedB, lines, chainText(sb.LeftChain))
			}
		}
		for k, name := range []string{"without", "with"} {
			t.Logf("seeds %d-%d %g dpi %s %s the fit and flag: contours %.1f%% right, %.1f%% wrong and not flagged (%d sides), %.0f review per 100 hexes",
				lo, hi, dpi, lv.Name, name, pct(right[k], items[k]), pct(wu[k], items[k]), items[k], pct(review[k], hexes))
		}
	}
}

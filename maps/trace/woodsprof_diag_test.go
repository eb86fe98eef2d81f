package trace_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagWoodsSides is a diagnostic, not a check: with
// SANDTABLE_WOODSPROF=seeds:dpis:levels, SANDTABLE_REPLAY_CACHE=FOLDER and
// SANDTABLE_WOODSPROF_OUT=FILE it settles the cached printed-style traces
// and writes one line per hexside (tab separated): the sheet, the two hexes'
// read terrain, the known and settled counts, the settled confidence, the
// lanes' read, the chain they left over and the profile reader's strongest
// line between the centres and the printed hexside's own line.
func TestDiagWoodsSides(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_WOODSPROF")
	defer trace.SetFollowZeros(0, true)() // the follow read for its columns
	out := os.Getenv("SANDTABLE_WOODSPROF_OUT")
	if out == "" {
		t.Skip("SANDTABLE_WOODSPROF_OUT not set")
	}
	f, err := os.Create(filepath.Clean(out))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fmt.Fprintln(f, "seed\tlevel\tside\ta\tb\twant\tgot\tconf\tsure\tlaneN\tlaneC\tleftL\tleftShare\tleftMean\tleftBoth\tleftSq\tprofN\tz1\tarea1\tat1\tz2\tarea2\tgridZ\tgridArea\tc1\tc2\tc1sure\tc2sure\tc1want\tc2want\thexLines\tfLesser\tfGreater\tfDist\tfPaths\tnearLine\tfMean")
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
				trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
				idx := make(map[hexgrid.Hexside]int, len(p.Sides))
				for i, s := range p.Sides {
					idx[s.Side] = i
				}
				for si, sp := range p.Sides {
					fr := trace.FollowOf(p, si)
					var cs, csure, cwant [2]int
					for k, pair := range trace.Corners(pm.Truth.Geo.Grid, sp.Side) {
						for _, o := range pair {
							j, ok := idx[o]
							if !ok {
								cs[k] = -99
								continue
							}
							cs[k] += p.Sides[j].Contours
							cwant[k] += pm.Truth.Contours[o]
							if p.Sure(p.Sides[j].ContourConf) {
								csure[k]++
							}
						}
					}
					a, b := pm.Truth.Geo.Grid.SideHexes(sp.Side)
					pr := sp.Profile
					var best [2]trace.ProfileLine
					for _, l := range pr.Lines[:pr.N] {
						if l.At <= 0 || l.At >= 1 {
							continue
						}
						if l.Z > best[0].Z {
							best[1], best[0] = best[0], l
						} else if l.Z > best[1].Z {
							best[1] = l
						}
					}
					lc := sp.LeftChain
					r := sp.ContourReads[0]
					fmt.Fprintf(f, "%d\t%s\t%v\t%s\t%s\t%d\t%d\t%.2f\t%v\t%d\t%.2f\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%d\t%.2f\t%.4f\t%.3f\t%.2f\t%.4f\t%.2f\t%.4f\t%d\t%d\t%d\t%d\t%d\t%d\t0\t%.4f\t%.4f\t%.2f\t%d\t%.2f\t%.4f\n",
						seed, lv.Name, sp.Side, terrainOf(p, a), terrainOf(p, b), pm.Truth.Contours[sp.Side], sp.Contours, sp.ContourConf, p.Sure(sp.ContourConf),
						r.Count, r.Conf, lc.Lanes, lc.Share, lc.Mean, lc.Both, lc.Square, pr.N, best[0].Z, best[0].Area, best[0].At, best[1].Z, best[1].Area, pr.Grid.Z, pr.Grid.Area, cs[0], cs[1], csure[0], csure[1], cwant[0], cwant[1], fr.Lesser, fr.Greater, fr.Dist, fr.Paths, nearLine(pm.Truth.Geo.Grid, p, sp.Side), fr.Mean)
				}
			}
		}
	}
}

// nearLine returns how far (hex radii) side's midpoint between the centres
// lies from the nearest such midpoint of a side the lanes counted a line on.
func nearLine(g hexgrid.Grid, p *trace.Proposal, side hexgrid.Hexside) float64 {
	l := hexgrid.Layout{Grid: g, Size: 1}
	mid := func(s hexgrid.Hexside) (float64, float64) {
		a, b := g.SideHexes(s)
		ax, ay := l.Center(a)
		bx, by := l.Center(b)
		return (ax + bx) / 2, (ay + by) / 2
	}
	x, y := mid(side)
	best := 99.0
	for _, o := range p.Sides {
		if o.ContourReads[0].Count == 0 || o.Side == side {
			continue
		}
		ox, oy := mid(o.Side)
		best = min(best, math.Hypot(ox-x, oy-y))
	}
	return best
}

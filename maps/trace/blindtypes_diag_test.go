package trace_test

import (
	"sort"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagBlindTypes is a diagnostic, not a check: with
// SANDTABLE_BLIND_TYPES=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// it logs, per cached printed-style trace, flagBlindTypes' tallies (per
// traced type, the share of the sides inside it the lanes read a line on
// against the share elsewhere) beside the known map's shares, the sheet's
// broken share, and the lanes' sure zeros inside the type that hide a line.
func TestDiagBlindTypes(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_BLIND_TYPES")
	dpi := run.dpi(t)
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
			tt, broken := trace.BlindTypeTallies(g, p)
			sort.Slice(tt, func(i, j int) bool { return tt[i].Sides > tt[j].Sides })
			// known shares and the sure zeros hiding a line, per traced type
			ty := map[hexgrid.Offset]string{}
			for _, h := range p.Hexes {
				ty[h.Hex] = h.Terrain
			}
			trueIn, trueAll, hid, zeros := map[string]int{}, 0, map[string]int{}, map[string]int{}
			for _, sp := range p.Sides {
				a, b := g.SideHexes(sp.Side)
				want := pm.Truth.Contours[sp.Side]
				if want > 0 {
					trueAll++
				}
				if ty[a] != ty[b] {
					continue
				}
				k := ty[a]
				if sp.Contours == 0 && p.Sure(sp.ContourConf) {
					zeros[k]++
				}
				if want > 0 {
					trueIn[k]++
					if sp.Contours == 0 && p.Sure(sp.ContourConf) {
						hid[k]++
					}
				}
			}
			for _, x := range tt {
				if x.Sides < 20 {
					continue
				}
				tOther := float64(trueAll-trueIn[x.Type]) / float64(max(1, x.Other))
				sh := -1.0
				if len(p.TypeShade) > 0 {
					sh = p.TypeShade[0][x.Type]
				}
				t.Logf("seed %d %s: %-8s shade %.2f sides %3d lanes %.3f other %.3f ratio %.2f | known %.3f other %.3f ratio %.2f | corners %3d fit %.2f dead ends %.2f of %3d | dead by k %.2f %.2f %.2f %.2f | broken %.2f | sure zeros hiding a line %d of %d",
					seed, lv.Name, x.Type, sh, x.Sides, float64(x.Lines)/float64(x.Sides), float64(x.OtherLine)/float64(max(1, x.Other)),
					float64(x.Lines)/float64(x.Sides)/max(1e-9, float64(x.OtherLine)/float64(max(1, x.Other))),
					float64(trueIn[x.Type])/float64(x.Sides), tOther, float64(trueIn[x.Type])/float64(x.Sides)/max(1e-9, tOther), x.Corners, float64(x.Fit)/float64(max(1, x.Corners)), float64(x.DeadEnds)/float64(max(1, x.Ends)), x.Ends, float64(x.DeadK[0])/float64(max(1, x.EndsK[0])), float64(x.DeadK[1])/float64(max(1, x.EndsK[1])), float64(x.DeadK[2])/float64(max(1, x.EndsK[2])), float64(x.DeadK[3])/float64(max(1, x.EndsK[3])), broken, hid[x.Type], zeros[x.Type])
			}
		}
	}
}

package trace_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseBlindTypes is a diagnostic, not a check: with
// SANDTABLE_BLIND=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER it
// logs, per cached printed-style trace, the sheet's broken share and per
// terrain type (sides between two hexes of it, lanes alone) how often the
// lanes read a line there as the rate rules count it, as counted, and as
// the known map has it, and how many of the lanes' sure zeros there hide
// a line.
func TestDiagnoseBlindTypes(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_BLIND")
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
			trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
			type row struct{ sides, rate, counted, known, sureZeros, hidden, zeros, chained, zerosHiding int }
			per := map[string]*row{}
			for i, sp := range p.Sides {
				r := sp.ContourReads
				if r[0].Reader == "" || r[1].Reader != "" {
					continue
				}
				a, b := pm.Truth.Geo.Grid.SideHexes(sp.Side)
				ty := "(across)"
				if ta := terrainOf(p, a); ta == terrainOf(p, b) {
					ty = ta
				}
				for _, k := range []string{ty, "(all)"} {
					x := per[k]
					if x == nil {
						x = &row{}
						per[k] = x
					}
					x.sides++
					if trace.LaneLines(p, i) > 0 {
						x.rate++
					}
					if r[0].Count > 0 {
						x.counted++
					}
					if pm.Truth.Contours[sp.Side] > 0 {
						x.known++
					}
					if r[0].Count == 0 {
						x.zeros++
						if sp.LeftChain.Lanes >= 3 {
							x.chained++
						}
						if pm.Truth.Contours[sp.Side] > 0 {
							x.zerosHiding++
						}
					}
					if sp.Contours == 0 && p.Sure(sp.ContourConf) {
						x.sureZeros++
						if pm.Truth.Contours[sp.Side] > 0 {
							x.hidden++
						}
					}
				}
			}
			keys := make([]string, 0, len(per))
			for k := range per {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			var ws []string
			for _, k := range keys {
				x := per[k]
				ws = append(ws, fmt.Sprintf("%s %d: rate %d %.2f counted %.2f known %.2f, sure zeros %d hide %d; zeros %d, chained %.2f, hiding %.2f", k, x.sides,
					x.rate, float64(x.rate)/float64(x.sides), float64(x.counted)/float64(x.sides), float64(x.known)/float64(x.sides), x.sureZeros, x.hidden, x.zeros, float64(x.chained)/float64(max(1, x.zeros)), float64(x.zerosHiding)/float64(max(1, x.zeros))))
			}
			t.Logf("seed %d %g %s: broken share %.2f; %s", seed, dpi, lv.Name, trace.BrokenShares(p)[0], strings.Join(ws, "; "))
		}
	}
}

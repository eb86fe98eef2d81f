package trace_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// flagWorth tallies, for TestDiagPlateWrongSure with
// SANDTABLE_PLATE_WU_FLAGS=1, the settle step that first took each side's
// contour count under the review confidence, by the two hexes' traced
// types, whether the side is still under review after the settle and
// whether its settled count is right: what each flag costs in review and
// what it catches.
type flagWorth map[string]int

// add counts side i (settled as sp, true count want, traced types ta and
// tb) by the first step in stages whose confidence (confs) fell under
// unsure; sides no step flagged are left out.
func (f flagWorth) add(stages []string, confs [][]float64, i int, sp trace.SideProposal, want int, ta, tb string, unsure float64) {
	first := ""
	for k := range stages {
		prev := sp.ContourReads[0].Conf
		if k > 0 {
			prev = confs[k-1][i]
		}
		if k == 0 && confs[0][i] < unsure {
			first = stages[0]
			break
		}
		if prev >= unsure && confs[k][i] < unsure {
			first = stages[k]
			break
		}
	}
	if first == "" {
		return
	}
	if ta > tb {
		ta, tb = tb, ta
	}
	end := "sure"
	if sp.ContourConf < unsure {
		end = "review"
	}
	right := "right"
	if sp.Contours != want {
		right = "wrong"
	}
	f[fmt.Sprintf("%-16s %-16s %-6s %s", first, ta+"/"+tb, end, right)]++
	f[fmt.Sprintf("%-16s %-16s %-6s %s", first, "all", end, right)]++
	rs := sp.ContourReads
	if rs[0].Count == 0 && rs[1].Count == 0 {
		zmax, nin := 0.0, 0
		for _, l := range sp.Profile.Lines[:sp.Profile.N] {
			if l.At > 0.1 && l.At < 0.9 {
				zmax = max(zmax, l.Z)
				nin++
			}
		}
		zb := 0
		for _, c := range []float64{2, 4, 6, 8, 12, 20} {
			if zmax >= c {
				zb++
			}
		}
		f[fmt.Sprintf("%-16s zeros prof in %d zbin %d %-6s %s", first, nin, zb, end, right)]++
	}
	f[fmt.Sprintf("%-16s lanes %d@%.1f map %d@%.1f -> %d %-6s %s", first, rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf, sp.Contours, end, right)]++
}

// log writes the tallies of level, most first.
func (f flagWorth) log(t *testing.T, level string) {
	t.Helper()
	ks := make([]string, 0, len(f))
	for k := range f {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		if f[k] >= 3 {
			t.Logf("%s flags: %s %d", level, k, f[k])
		}
	}
}

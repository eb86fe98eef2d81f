package trace_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestHeavyfitWU: per scan, the sides wrong and not flagged with the fit,
// with what the fit-off trace read there.
func TestHeavyfitWU(t *testing.T) {
	if os.Getenv("HEAVYFIT_WU") == "" {
		t.Skip()
	}
	for _, f := range strings.Fields(os.Getenv("HEAVYFIT_WU")) {
		p := strings.Split(f, ":")
		sd, _ := strconv.Atoi(p[1])
		dpi, _ := strconv.Atoi(p[2])
		job, truth, err := waterPixJob(p[0], uint64(sd), float64(dpi), p[3])
		if err != nil {
			t.Fatal(err)
		}
		var prs [2]*trace.Proposal
		for k := range 2 {
			restore := trace.SetLaneLevelFit(k == 1)
			prs[k], err = trace.Trace(context.Background(), job, nil)
			restore()
			if err != nil {
				t.Fatal(err)
			}
		}
		off := map[any]trace.SideProposal{}
		for _, sp := range prs[0].Sides {
			off[sp.Side] = sp
		}
		type key struct {
			under             bool
			woods             bool
			offRight, offSure bool
		}
		tally := map[key]int{}
		var wu [2]int
		for k, pr := range prs {
			for _, sp := range pr.Sides {
				want := truth.Contours[sp.Side]
				if sp.Contours == want || !pr.Sure(sp.ContourConf) {
					continue
				}
				wu[k]++
				if k == 0 {
					continue
				}
				o := off[sp.Side]
				a, b := job.Grid.SideHexes(sp.Side)
				kk := key{sp.Contours < want, truth.Terrain[a] == "woods" || truth.Terrain[b] == "woods", o.Contours == want, prs[0].Sure(o.ContourConf)}
				tally[kk]++
				if os.Getenv("HEAVYFIT_WU_V") != "" {
					t.Logf("  %v want %d got %d conf %.2f reads %+v | off got %d conf %.2f reads %+v", sp.Side, want, sp.Contours, sp.ContourConf, sp.ContourReads, o.Contours, o.ContourConf, o.ContourReads)
				}
			}
		}
		t.Logf("%s wu off %d on %d", f, wu[0], wu[1])
		for k, n := range tally {
			t.Logf("   under %v woods %v | off right %v sure %v: %d", k.under, k.woods, k.offRight, k.offSure, n)
		}
	}
}

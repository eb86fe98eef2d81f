package trace_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagTexture traces plate-style maps (WHITEGATE_DIAG=1; seeds and dpi
// as TestDiagWhiteGateWrong, WHITEGATE_LEVEL a comma-separated list; with
// WHITEGATE_PRINTED printed-style maps too, =only those alone) once each and settles their
// contour counts again with lowerTexturedTypes and gateFlag off and on,
// telling the counts right, wrong and not flagged, the contour review
// items per 100 hexes and the levels right when propagated from three
// seeded hexes.
func TestDiagTexture(t *testing.T) {
	if os.Getenv("WHITEGATE_DIAG") == "" {
		t.Skip("set WHITEGATE_DIAG=1")
	}
	seeds, dpi, levels := gateDiagParams(t)
	type setting struct {
		ratio    float64
		least    int
		gateFlag bool
	}
	ratios := []setting{{0, 1, false}, {0, 1, true}, {1.5, 1, true}, {1.5, 2, true}, {3, 2, true}}
	styles := []string{"plate"}
	switch os.Getenv("WHITEGATE_PRINTED") {
	case "":
	case "only":
		styles = []string{"printed"}
	default:
		styles = append(styles, "printed")
	}
	defer trace.SetTextureRatio(trace.SetTextureRatio(0, 1))
	defer trace.SetGateFlag(trace.SetGateFlag(true))
	for _, style := range styles {
		for _, level := range strings.Split(levels, ",") {
			type tally struct{ lines, right, wrongSure, flagged, hexes, levels int }
			tl := make([]tally, len(ratios))
			for _, seed := range seeds {
				job, truth, err := waterPixJob(style, seed, dpi, level)
				if err != nil {
					t.Fatal(err)
				}
				pr, err := trace.Trace(context.Background(), job, nil)
				if err != nil {
					t.Fatal(err)
				}
				raw := append([]trace.SideProposal(nil), pr.Sides...)
				for k, r := range ratios {
					trace.SetTextureRatio(r.ratio, r.least)
					trace.SetGateFlag(r.gateFlag)
					p := *pr
					p.Sides = append([]trace.SideProposal(nil), raw...)
					trace.Resettle(job.Grid, &p, job.Options)
					x := &tl[k]
					x.hexes += len(p.Hexes)
					el, err := printgen.SeededLevels(truth, &p)
					if err != nil {
						t.Fatal(err)
					}
					levels := 0
					for id, l := range el.Levels {
						o, err := truth.Geo.Numbering.Parse(id)
						if err != nil {
							t.Fatal(err)
						}
						if truth.Level[o] == l {
							levels++
						}
					}
					x.levels += levels
					if os.Getenv("WHITEGATE_PERSEED") != "" {
						t.Logf("seed %d %s setting %d: elevation %d of %d", seed, level, k, levels, len(p.Hexes))
					}
					for _, sp := range p.Sides {
						want := truth.Contours[sp.Side]
						if !p.Sure(sp.ContourConf) {
							x.flagged++
						}
						if want == 0 && sp.Contours == 0 {
							continue
						}
						x.lines++
						switch {
						case sp.Contours == want:
							x.right++
						case p.Sure(sp.ContourConf):
							x.wrongSure++
						}
					}
				}
			}
			for k, x := range tl {
				t.Logf("%s %v %.0f dpi %s ratio %.2f least %d gateFlag %v: %d of %d right (%.1f%%), %d wrong sure (%.1f%%), review %.0f per 100 hexes, elevation %.1f%%",
					style, seeds, dpi, level, ratios[k].ratio, ratios[k].least, ratios[k].gateFlag, x.right, x.lines, 100*float64(x.right)/float64(max(1, x.lines)),
					x.wrongSure, 100*float64(x.wrongSure)/float64(max(1, x.lines)), 100*float64(x.flagged)/float64(max(1, x.hexes)), 100*float64(x.levels)/float64(max(1, x.hexes)))
			}
		}
	}
}

package trace_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

func TestHeavyfitSweep(t *testing.T) {
	if os.Getenv("HEAVYFIT_SWEEP") == "" {
		t.Skip()
	}
	type scan struct {
		style string
		seed  uint64
		dpi   float64
		level string
	}
	var scans []scan
	for _, f := range strings.Fields(os.Getenv("HEAVYFIT_SWEEP")) {
		p := strings.Split(f, ":")
		sd, _ := strconv.Atoi(p[1])
		dpi, _ := strconv.Atoi(p[2])
		scans = append(scans, scan{p[0], uint64(sd), float64(dpi), p[3]})
	}
	var ds []float64
	for _, f := range strings.Fields(os.Getenv("HEAVYFIT_DS")) {
		v, _ := strconv.ParseFloat(f, 64)
		ds = append(ds, v)
	}
	for _, sc := range scans {
		job, truth, err := waterPixJob(sc.style, sc.seed, sc.dpi, sc.level)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range ds {
			restore := trace.SetLaneLevelFit(d > 0)
			r2 := trace.SetLaneLevelFine(d > 1)
			pr, err := trace.Trace(context.Background(), job, nil)
			r2()
			restore()
			if err != nil {
				t.Fatal(err)
			}
			var lines, right, wu, laneRight, wz, wf, wt, wl, flagged int
			for _, sp := range pr.Sides {
				want := truth.Contours[sp.Side]
				if sp.ContourReads[0].Count == want {
					laneRight++
				}
				a, b := job.Grid.SideHexes(sp.Side)
				if truth.Terrain[a] == "woods" && truth.Terrain[b] == "woods" {
					if want == 0 {
						wz++
						if sp.ContourReads[0].Count > 0 {
							wf++
						}
					} else {
						wt++
						if sp.ContourReads[0].Count > 0 {
							wl++
						}
					}
				}
				if !pr.Sure(sp.ContourConf) {
					flagged++
				}
				if want == 0 && sp.Contours == 0 {
					continue
				}
				lines++
				switch {
				case sp.Contours == want:
					right++
				case pr.Sure(sp.ContourConf):
					wu++
				}
			}
			nz := 0.0
			if len(pr.Blur) > 0 {
				nz = pr.Blur[0].Noise
			}
			t.Logf("%s %d %v %s D %4.0f noise %.4f | right %4d/%4d %.1f%% wu %3d flagged %4d | lanesRight %4d woods: false %3d/%3d true %3d/%3d",
				sc.style, sc.seed, sc.dpi, sc.level, d, nz, right, lines, 100*float64(right)/float64(max(1, lines)), wu, flagged, laneRight, wf, wz, wl, wt)
		}
	}
}

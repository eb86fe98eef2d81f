package printgen

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDumpContourProfiles is a diagnostic, not a check: with
// SANDTABLE_PDUMP=seeds:dpis:levels (e.g. 21-40:150:light,heavy) and
// SANDTABLE_PDUMP_OUT=FILE it traces the printed-style maps of those seeds
// (16 x 12 hexes; scans seeded as trace accuracy seeds them) and writes one
// CSV row per traced hexside: the true count, each contour reader's own
// count and confidence (-1: not read), the settled count and confidence,
// the scan's measured blur, the style's contour line widths, and the
// profile reader's fitted lines (trace.ProfileLine, strongest first:
// at;z;area;tilt joined by |; the printed hexside's fit first), to measure the profile reader against the
// generator's truth beside the combined reader.
func TestDumpContourProfiles(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_PDUMP", "seeds:dpis:levels")
	out := os.Getenv("SANDTABLE_PDUMP_OUT")
	if out == "" {
		t.Fatal("set SANDTABLE_PDUMP_OUT=FILE")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	fmt.Fprintln(w, "seed,dpi,level,truth,lane,laneconf,map,mapconf,final,conf,sigma,cwidth,cindex,hexmm,lines")
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		for _, ds := range strings.Split(parts[1], ",") {
			dpi, err := strconv.ParseFloat(ds, 64)
			if err != nil {
				t.Fatal(err)
			}
			ppm := dpi / 25.4
			img, a, err := pm.Print(ppm)
			if err != nil {
				t.Fatal(err)
			}
			for li, lv := range Levels {
				if !slices.Contains(strings.Split(parts[2], ","), lv.Name) {
					continue
				}
				s, err := pm.Scan(img, a, ppm, lv, seed*100+uint64(li))
				if err != nil {
					t.Fatal(err)
				}
				p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
				if err != nil {
					t.Fatal(err)
				}
				var sigma float64
				if len(p.Blur) > 0 {
					sigma = p.Blur[0].SigmaMM
				}
				for _, sp := range p.Sides {
					lane, lc, mp, mc := -1, -1.0, -1, -1.0
					for _, r := range sp.ContourReads {
						switch r.Reader {
						case trace.ReaderLanes:
							lane, lc = r.Count, r.Conf
						case trace.ReaderLineMap:
							mp, mc = r.Count, r.Conf
						}
					}
					g := sp.Profile.Grid
					ls := []string{fmt.Sprintf("%.3f;%.2f;%.3f;%.2f", g.At, g.Z, g.Area, g.Tilt)}
					for _, l := range sp.Profile.Lines[:sp.Profile.N] {
						ls = append(ls, fmt.Sprintf("%.3f;%.2f;%.3f;%.2f", l.At, l.Z, l.Area, l.Tilt))
					}
					fmt.Fprintf(w, "%d,%g,%s,%d,%d,%.4f,%d,%.4f,%d,%.4f,%.4f,%.3f,%.3f,%.2f,%s\n", seed, dpi, lv.Name,
						pm.Truth.Contours[sp.Side], lane, lc, mp, mc, sp.Contours, sp.ContourConf, sigma,
						pm.Style.Contour.Width, pm.Style.Contour.Index, pm.Style.HexMM, strings.Join(ls, "|"))
				}
				t.Logf("seed %d %g dpi %s: %d sides, blur %.3f mm, contour width %.2f / index %.2f mm", seed, dpi, lv.Name, len(p.Sides), sigma, pm.Style.Contour.Width, pm.Style.Contour.Index)
			}
		}
	}
}

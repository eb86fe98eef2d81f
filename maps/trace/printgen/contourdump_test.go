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

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestDumpContourReads is a diagnostic, not a check: with
// SANDTABLE_CDUMP=seeds:dpis:levels (e.g. 21-40:150,300,600:light,heavy)
// and SANDTABLE_CDUMP_OUT=FILE it traces the printed-style maps of those
// seeds (16 x 12 hexes; scans seeded as trace accuracy seeds them) and
// writes one CSV row per traced hexside: the true count, each contour
// reader's own count and confidence (-1 where it did not read), the final
// count and confidence, and the row indexes of the two other sides at each
// of its corners (-1: not traced) and the scan's measured blur
// (trace.ScanBlur), to calibrate the contour flags on.
func TestDumpContourReads(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_CDUMP", "seeds:dpis:levels")
	out := os.Getenv("SANDTABLE_CDUMP_OUT")
	if out == "" {
		t.Fatal("set SANDTABLE_CDUMP_OUT=FILE")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	fmt.Fprintln(w, "seed,dpi,level,row,truth,lane,laneconf,map,mapconf,final,conf,c00,c01,c10,c11,hexes,implied,sigma,keep,gridcontrast,noise")
	row := 0
	type tally struct{ items, right, wrongSure, review, hexes int }
	tallies := map[string]*tally{}
	var keys []string
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
				g := pm.Truth.Geo.Grid
				idx := map[hexgrid.Hexside]int{}
				for i, sp := range p.Sides {
					idx[sp.Side] = row + i
				}
				key := fmt.Sprintf("%g dpi %s", dpi, lv.Name)
				tl := tallies[key]
				if tl == nil {
					tl = &tally{}
					tallies[key] = tl
					keys = append(keys, key)
				}
				tl.hexes += len(p.Hexes)
				for _, sp := range p.Sides {
					want := pm.Truth.Contours[sp.Side]
					if !p.Sure(sp.ContourConf) {
						tl.review++
					}
					if want == 0 && sp.Contours == 0 {
						continue
					}
					tl.items++
					switch {
					case want == sp.Contours:
						tl.right++
					case p.Sure(sp.ContourConf):
						tl.wrongSure++
					}
				}
				implied := dumpImplied(g, p)
				var bl trace.ScanBlur
				if len(p.Blur) > 0 {
					bl = p.Blur[0]
				}
				t.Logf("seed %d %g dpi %s: blur %.3f mm measured (scanner %.3f), keep(0.15 mm) %.2f", seed, dpi, lv.Name, bl.SigmaMM, s.BlurMM, bl.Keep(0.15))
				for _, sp := range p.Sides {
					lane, lc, mp, mc := sp.Contours, sp.ContourConf, -1, -1.0
					for _, r := range sp.ContourReads {
						switch r.Reader {
						case trace.ReaderLanes:
							lane, lc = r.Count, r.Conf
						case trace.ReaderLineMap:
							mp, mc = r.Count, r.Conf
						}
					}
					var cs [4]int
					for k, os := range dumpCorners(g, sp.Side) {
						j, ok := idx[os]
						if !ok {
							j = -1
						}
						cs[k] = j
					}
					fmt.Fprintf(w, "%d,%g,%s,%d,%d,%d,%.4f,%d,%.4f,%d,%.4f,%d,%d,%d,%d,%d,%d,%.4f,%.4f,%.4f,%.4f\n", seed, dpi, lv.Name, row,
						pm.Truth.Contours[sp.Side], lane, lc, mp, mc, sp.Contours, sp.ContourConf, cs[0], cs[1], cs[2], cs[3], len(p.Hexes), implied[sp.Side],
						bl.SigmaMM, bl.Keep(0.15), bl.Contrast, bl.Noise)
					row++
				}
				t.Logf("seed %d %g dpi %s: %d sides", seed, dpi, lv.Name, len(p.Sides))
			}
		}
	}
	for _, k := range keys {
		tl := tallies[k]
		t.Logf("seeds %d-%d, %s: contours %.1f%% right, %.1f%% wrong and not flagged (%d of %d sides with lines), %.1f review items per 100 hexes",
			lo, hi, k, 100*float64(tl.right)/float64(max(1, tl.items)), 100*float64(tl.wrongSure)/float64(max(1, tl.items)),
			tl.wrongSure, tl.items, 100*float64(tl.review)/float64(max(1, tl.hexes)))
	}
}

// dumpCorners returns the two other sides at each of canonical side s's
// two corners (as trace's corners does, from the grid's directions).
func dumpCorners(g hexgrid.Grid, s hexgrid.Hexside) [4]hexgrid.Hexside {
	dirs := g.Directions()
	k := slices.Index(dirs[:], s.Dir)
	d := func(i int) hexgrid.Direction { return dirs[(i%6+6)%6] }
	o := s.Hex
	return [4]hexgrid.Hexside{
		g.Side(o, d(k+1)), g.Side(g.Neighbor(o, d(k)), d(k+2)),
		g.Side(o, d(k-1)), g.Side(g.Neighbor(o, d(k-1)), d(k+1)),
	}
}

// dumpImplied returns per side the count implied by levels solved from the
// proposal's counts alone (the first hex seeded at 6, levels 0-12, each
// count weighed by its confidence), -1 where a hex was not reached.
func dumpImplied(g hexgrid.Grid, p *trace.Proposal) map[hexgrid.Hexside]int {
	var hexes []hexgrid.Offset
	for _, h := range p.Hexes {
		hexes = append(hexes, h.Hex)
	}
	c := trace.Counts{Lines: map[hexgrid.Hexside]int{}, Unsure: map[hexgrid.Hexside]bool{}, Conf: map[hexgrid.Hexside]float64{}}
	for _, s := range p.Sides {
		c.Lines[s.Side] = s.Contours
		c.Unsure[s.Side] = !p.Sure(s.ContourConf)
		c.Conf[s.Side] = s.ContourConf
	}
	l := trace.SolveLevels(g, hexes, c, map[hexgrid.Offset]int{hexes[0]: 6}, trace.LevelRange{Lo: 0, Hi: 12})
	out := map[hexgrid.Hexside]int{}
	for _, s := range p.Sides {
		a, b := g.SideHexes(s.Side)
		la, okA := l.Level[a]
		lb, okB := l.Level[b]
		out[s.Side] = -1
		if okA && okB {
			out[s.Side] = max(la-lb, lb-la)
		}
	}
	return out
}

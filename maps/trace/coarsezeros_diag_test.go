package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseCoarseZeros is a diagnostic, not a check: with
// SANDTABLE_COARSE=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER (as
// TestReplayContours) it settles the cached printed-style traces again and
// tallies, for the counts read sure, what the wrong ones have in common:
// per feature value (the lanes' and line map's reads, corners known, flagged
// and line-read sides at the corners, steps to the nearest counted line, the
// terrain either side, a stream or road on the side) how many sure counts
// were right and how many wrong.
func TestDiagnoseCoarseZeros(t *testing.T) {
	spec := os.Getenv("SANDTABLE_COARSE")
	cache := os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_COARSE=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil || len(parts) != 3 {
		t.Fatalf("SANDTABLE_COARSE=%q: want seeds:dpis:levels", spec)
	}
	type tally struct{ right, wrong int }
	feats := map[string]*tally{}
	add := func(k string, wrong bool) {
		x := feats[k]
		if x == nil {
			x = &tally{}
			feats[k] = x
		}
		if wrong {
			x.wrong++
		} else {
			x.right++
		}
	}
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for li, lv := range printgen.Levels {
			if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
				continue
			}
			for seed := lo; seed <= hi; seed++ {
				pm, err := printgen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
				g := pm.Truth.Geo.Grid
				raw := make(map[hexgrid.Hexside][2]trace.ContourRead, len(p.Sides))
				for _, sp := range p.Sides {
					raw[sp.Side] = sp.ContourReads
				}
				trace.Resettle(g, p, pm.Colours(trace.DefaultOptions()))
				idx := make(map[hexgrid.Hexside]int, len(p.Sides))
				for i, sp := range p.Sides {
					idx[sp.Side] = i
				}
				ty := map[hexgrid.Offset]string{}
				for _, h := range p.Hexes {
					ty[h.Hex] = h.Terrain
				}
				// steps from each side to the nearest side counted a line
				dist := make([]int, len(p.Sides))
				var q []int
				for i, sp := range p.Sides {
					dist[i] = -1
					if sp.Contours > 0 {
						dist[i] = 0
						q = append(q, i)
					}
				}
				for len(q) > 0 {
					i := q[0]
					q = q[1:]
					for _, pair := range trace.Corners(g, p.Sides[i].Side) {
						for _, o := range pair {
							if j, ok := idx[o]; ok && dist[j] < 0 {
								dist[j] = dist[i] + 1
								q = append(q, j)
							}
						}
					}
				}
				for i, sp := range p.Sides {
					want := pm.Truth.Contours[sp.Side]
					if !p.Sure(sp.ContourConf) {
						continue
					}
					wrong := want != sp.Contours
					kind := fmt.Sprintf("read %d", sp.Contours)
					if sp.Contours > 1 {
						kind = "read 2+"
					}
					if wrong && sp.Contours > want {
						kind += " (extra)"
					}
					r := raw[sp.Side]
					known, flagged, lines, erased := 0, 0, 0, 0
					for _, pair := range trace.Corners(g, sp.Side) {
						ok := true
						for _, o := range pair {
							j, in := idx[o]
							if !in {
								ok = false
								continue
							}
							if !p.Sure(p.Sides[j].ContourConf) {
								flagged++
							}
							if raw[o][0].Count > 0 {
								lines++
								if p.Sides[j].Contours == 0 {
									erased++
								}
							}
						}
						if ok {
							known++
						}
					}
					a, b := g.SideHexes(sp.Side)
					key := func(f string, v any) string { return fmt.Sprintf("%g %s | %s | %s=%v", dpi, lv.Name, kind, f, v) }
					add(key("all", ""), wrong)
					add(key("lanes", fmt.Sprintf("%d@%.2f", r[0].Count, r[0].Conf)), wrong)
					if r[1].Reader != "" {
						add(key("map", fmt.Sprintf("%d@%.1f", r[1].Count, r[1].Conf)), wrong)
						add(key("agree", r[0].Count == r[1].Count), wrong)
					}
					add(key("cornersKnown", known), wrong)
					add(key("flaggedBeside", min(flagged, 3)), wrong)
					add(key("laneLinesBeside", min(lines, 3)), wrong)
					add(key("distLine", min(dist[i], 4)), wrong)
					add(key("erasedBeside", min(erased, 2)), wrong)
					add(key("flagged x lines", fmt.Sprintf("%d x %d", min(flagged, 2), min(lines, 2))), wrong)
					tp := ty[a] + "/" + ty[b]
					if ty[a] > ty[b] {
						tp = ty[b] + "/" + ty[a]
					}
					add(key("terrain", tp), wrong)
					add(key("water", sp.Water), wrong)
					add(key("road", sp.Road), wrong)
					if wrong {
						t.Logf("seed %d %g %s: %v want %d read %d conf %.2f lanes %d@%.2f map %d@%.2f known %d flagged %d lines %d dist %d %s water %v road %v",
							seed, dpi, lv.Name, sp.Side, want, sp.Contours, sp.ContourConf, r[0].Count, r[0].Conf, r[1].Count, r[1].Conf, known, flagged, lines, dist[i], tp, sp.Water, sp.Road)
					}
				}
			}
		}
	}
	var keys []string
	for k := range feats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	for _, k := range keys {
		x := feats[k]
		fmt.Fprintf(&sb, "%-70s right %5d wrong %4d (%.1f%%)\n", k, x.right, x.wrong, 100*float64(x.wrong)/float64(max(1, x.right+x.wrong)))
	}
	t.Logf("sure counts by feature:\n%s", sb.String())
}

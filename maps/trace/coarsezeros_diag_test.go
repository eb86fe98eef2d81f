package trace_test

import (
	"fmt"
	"sort"
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
	run, cache := diagSpecFromEnv(t, "SANDTABLE_COARSE")
	type tally struct{ right, wrong int }
	feats := map[string]*tally{}
	conf := map[string]int{}
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
				// per traced type: sides between two hexes of it, the lanes'
				// lines there, sure zeros there and those hiding a line
				type tt struct{ sides, lines, sure, hide, corners, fit, weak, zeros int }
				per := map[string]*tt{}
				all := tt{}
				for _, sp := range p.Sides {
					a, b := g.SideHexes(sp.Side)
					line := 0
					if raw[sp.Side][0].Count > 0 {
						line = 1
					}
					all.sides++
					all.lines += line
					if ty[a] != ty[b] {
						continue
					}
					x := per[ty[a]]
					if x == nil {
						x = &tt{}
						per[ty[a]] = x
					}
					x.sides++
					x.lines += line
					if line == 0 {
						x.zeros++
						if raw[sp.Side][0].Conf < 1 {
							x.weak++
						}
					}
					if line == 1 {
						for _, pair := range trace.Corners(g, sp.Side) {
							c0, ok0 := raw[pair[0]]
							c1, ok1 := raw[pair[1]]
							if ok0 && ok1 {
								x.corners++
								u, v, w := raw[sp.Side][0].Count, c0[0].Count, c1[0].Count
								if 2*max(u, v, w) == u+v+w {
									x.fit++
								}
							}
						}
					}
					if sp.Contours == 0 && p.Sure(sp.ContourConf) {
						x.sure++
						if pm.Truth.Contours[sp.Side] > 0 {
							x.hide++
						}
					}
				}
				for name, x := range per {
					os, ol := all.sides-x.sides, all.lines-x.lines
					rest := float64(ol) / float64(max(1, os))
					ratio := float64(x.lines) / float64(max(1, x.sides)) / max(1e-9, rest)
					est := (rest*float64(x.sides) - float64(x.lines)) / float64(max(1, x.sure+x.sides-x.lines))
					t.Logf("seed %d %g %s type %s: %d sides, lane lines %.2f (rest %.2f, ratio %.2f), est. zeros hiding %.3f; line corners fit %.2f; weak zeros %.2f; sure zeros %d, hiding a line %d (%.3f)",
						seed, dpi, lv.Name, name, x.sides, float64(x.lines)/float64(max(1, x.sides)), rest, ratio, est, float64(x.fit)/float64(max(1, x.corners)), float64(x.weak)/float64(max(1, x.zeros)), x.sure, x.hide, float64(x.hide)/float64(max(1, x.sure)))
				}
				for i, sp := range p.Sides {
					want := pm.Truth.Contours[sp.Side]
					r := raw[sp.Side]
					conf[fmt.Sprintf("%g %s | true %d lanes %d map %d -> %d %s", dpi, lv.Name, min(want, 2), min(r[0].Count, 2), min(r[1].Count, 2), min(sp.Contours, 2), map[bool]string{true: "sure", false: "flagged"}[p.Sure(sp.ContourConf)])]++
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
	keys = keys[:0]
	for k := range conf {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	sb.Reset()
	for _, k := range keys {
		fmt.Fprintf(&sb, "%-60s %5d\n", k, conf[k])
	}
	t.Logf("sides by true count, the readers' counts and the settled count:\n%s", sb.String())
}

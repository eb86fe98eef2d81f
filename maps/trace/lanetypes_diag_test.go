package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagLaneTypes is a diagnostic, not a check: with
// SANDTABLE_LANE_TYPES=seed,seed,...:dpi:level and SANDTABLE_REPLAY_CACHE=FOLDER
// (TestReplayContours' cache) it logs per cached printed trace, and per
// traced type (or pair of types) with 15 sides or more, the lanes' own
// reads against printgen's truth: lines read and right, zeros clean (conf
// 1), with a chain left over or near a centre (conf 0.25-1) and lower, each
// with how many hide a line, the clean share of the zeros, the lanes'
// recall of the known lines and their read counts' confidences.
func TestDiagLaneTypes(t *testing.T) {
	spec, cache := os.Getenv("SANDTABLE_LANE_TYPES"), os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_LANE_TYPES=seeds:dpi:level and SANDTABLE_REPLAY_CACHE=FOLDER")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_LANE_TYPES=%q: want seed,seed:dpi:level", spec)
	}
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	for li, lv := range printgen.Levels {
		if lv.Name != parts[2] {
			continue
		}
		for _, ss := range strings.Split(parts[0], ",") {
			seed, err := strconv.ParseUint(ss, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
			g := pm.Truth.Geo.Grid
			ty := map[string]string{}
			for _, h := range p.Hexes {
				ty[fmt.Sprint(h.Hex)] = h.Terrain
			}
			type tl struct {
				sides, lines, zeros, clean, cleanHid, mid, midHid, low, lowHid, read, readRight, hit int
				confs                                                                                map[float64]int
			}
			per := map[string]*tl{}
			for _, sp := range p.Sides {
				a, b := g.SideHexes(sp.Side)
				ta, tb := ty[fmt.Sprint(a)], ty[fmt.Sprint(b)]
				k := ta
				if ta != tb {
					if ta > tb {
						ta, tb = tb, ta
					}
					k = ta + "/" + tb
				}
				x := per[k]
				if x == nil {
					x = &tl{confs: map[float64]int{}}
					per[k] = x
				}
				want := pm.Truth.Contours[sp.Side]
				x.sides++
				if want > 0 {
					x.lines++
				}
				r := sp.ContourReads[0]
				switch {
				case r.Count > 0:
					x.read++
					x.confs[float64(int(r.Conf*100+0.5))/100]++
					if want > 0 {
						x.hit++
					}
					if r.Count == want {
						x.readRight++
					}
				case r.Conf >= 1:
					x.zeros++
					x.clean++
					if want > 0 {
						x.cleanHid++
					}
				case r.Conf >= 0.25:
					x.zeros++
					x.mid++
					if want > 0 {
						x.midHid++
					}
				default:
					x.zeros++
					x.low++
					if want > 0 {
						x.lowHid++
					}
				}
			}
			var keys []string
			for k := range per {
				keys = append(keys, k)
			}
			sort.Slice(keys, func(i, j int) bool { return per[keys[i]].sides > per[keys[j]].sides })
			bl := 0.0
			if len(p.Blur) > 0 {
				bl = p.Blur[0].SigmaMM
			}
			nz := 0.0
			if len(p.Blur) > 0 {
				nz = p.Blur[0].Noise
			}
			t.Logf("seed %d %s blur %.3f noise %.3f", seed, lv.Name, bl, nz)
			for _, k := range keys {
				x := per[k]
				if x.sides < 15 {
					continue
				}
				sh := -1.0
				if len(p.TypeShade) > 0 {
					if v, ok := p.TypeShade[0][k]; ok {
						sh = v
					}
				}
				t.Logf("  %-16s shade %5.2f sides %3d truth lines %3d | read %3d right %3d | zeros %3d clean %3d (hide %2d) mid %3d (hide %2d) low %3d (hide %2d) | clean share %.2f | recall %.2f confs %v",
					k, sh, x.sides, x.lines, x.read, x.readRight, x.zeros, x.clean, x.cleanHid, x.mid, x.midHid, x.low, x.lowHid, float64(x.clean)/float64(max(1, x.zeros)), float64(x.hit)/float64(max(1, x.lines)), x.confs)
			}
		}
	}
}

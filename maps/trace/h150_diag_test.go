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

// TestDiagH150 (temporary): per cached printed trace, the lanes' reads inside
// each traced type against the truth.
func TestDiagH150(t *testing.T) {
	spec, cache := os.Getenv("SANDTABLE_H150"), os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" {
		t.Skip("set SANDTABLE_H150=s,s,s:dpi:level")
	}
	parts := strings.Split(spec, ":")
	dpi, _ := strconv.ParseFloat(parts[1], 64)
	for li, lv := range printgen.Levels {
		if lv.Name != parts[2] {
			continue
		}
		for _, ss := range strings.Split(parts[0], ",") {
			seed, _ := strconv.ParseUint(ss, 10, 64)
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

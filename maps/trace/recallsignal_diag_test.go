package trace_test

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagRecallSignals is a diagnostic, not a check: with
// SANDTABLE_RECALL_SIGNALS=seed,seed-seed,...:dpi:level and
// SANDTABLE_REPLAY_CACHE=FOLDER (TestReplayContours' cache) it logs per
// cached printed trace and per traced type with 40 sides or more inside it
// (both hexes of the type), read by the lanes alone, the lanes' true recall
// of the known lines against estimates read from the scan alone: the rate
// of sides read with a line and the share of those reads at full
// confidence, the zeros' clean share and the share with a chain left over,
// the profile reader's strength z of the line it finds on the sides the
// lanes read one line on (quartiles) and its area, the share of the zeros a
// line followWoods follows crosses (with how many of those hide a line, from
// the truth) and est = read / (read + followed zeros), and est's ratio to
// the same over the sheet's other sides (reviewLowRecallTypes); then, the
// trace settled again as it is, the counts there wrong and not flagged, the
// sure zeros and the review items; last the same over the sheet.
func TestDiagRecallSignals(t *testing.T) {
	spec, cache := os.Getenv("SANDTABLE_RECALL_SIGNALS"), os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_RECALL_SIGNALS=seeds:dpi:level and SANDTABLE_REPLAY_CACHE=FOLDER")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_RECALL_SIGNALS=%q: want seeds:dpi:level", spec)
	}
	seeds, err := seedList(parts[0])
	if err != nil {
		t.Fatal(err)
	}
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	type tl struct {
		sides, lines, hit, read, readSure, zeros, clean, left int
		wrongSure, wrongZero, review                          int
		followed, followInk, followHid, sureZeros             int
		z, area                                               []float64
	}
	q := func(v []float64, f float64) float64 {
		if len(v) == 0 {
			return 0
		}
		w := slices.Clone(v)
		slices.Sort(w)
		return w[min(len(w)-1, int(f*float64(len(w))))]
	}
	line := func(k string, x *tl) string {
		return fmt.Sprintf("%-8s sides %4d lines %4d recall %.2f | read/side %.2f sure %.2f | zeros clean %.2f left %.2f | z n %3d q25 %5.1f q50 %5.1f q75 %5.1f area q50 %.3f",
			k, x.sides, x.lines, float64(x.hit)/float64(max(1, x.lines)),
			float64(x.read)/float64(max(1, x.sides)), float64(x.readSure)/float64(max(1, x.read)),
			float64(x.clean)/float64(max(1, x.zeros)), float64(x.left)/float64(max(1, x.zeros)),
			len(x.z), q(x.z, 0.25), q(x.z, 0.5), q(x.z, 0.75), q(x.area, 0.5)) +
			fmt.Sprintf(" || settled: wrong sure %3d (zeros %3d of %3d) review %3d", x.wrongSure, x.wrongZero, x.sureZeros, x.review) +
			fmt.Sprintf(" || followed %.2f (hide %.2f) ink %.2f est %.2f", float64(x.followed)/float64(max(1, x.zeros)), float64(x.followHid)/float64(max(1, x.followed)), float64(x.followInk)/float64(max(1, x.zeros)), float64(x.read)/float64(max(1, x.read+x.followed)))
	}
	for li, lv := range printgen.Levels {
		if lv.Name != parts[2] {
			continue
		}
		for _, seed := range seeds {
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
			hid := trace.HiddenOf(p)
			per := map[string]*tl{}
			all := &tl{}
			for si, sp := range p.Sides {
				r := sp.ContourReads[0]
				if r.Reader == "" || sp.ContourReads[1].Reader != "" {
					continue
				}
				a, b := g.SideHexes(sp.Side)
				k := ty[fmt.Sprint(a)]
				if k != ty[fmt.Sprint(b)] {
					k = "/"
				}
				x := per[k]
				if x == nil {
					x = &tl{}
					per[k] = x
				}
				want := pm.Truth.Contours[sp.Side]
				for _, y := range []*tl{x, all} {
					y.sides++
					if want > 0 {
						y.lines++
						if r.Count > 0 {
							y.hit++
						}
					}
					if r.Count > 0 {
						y.read++
						if r.Conf >= 1 {
							y.readSure++
						}
					} else {
						y.zeros++
						if r.Conf >= 1 {
							y.clean++
						}
						if sp.LeftChain.Lanes > 0 {
							y.left++
						}
						if f := hid[si].Follow; f.Paths > 0 {
							y.followed++
							if want > 0 {
								y.followHid++
							}
							if f.Lesser > 0.04 {
								y.followInk++
							}
						}
					}
					if r.Count == 1 {
						best := 0.0
						ar := 0.0
						for _, l := range sp.Profile.Lines[:sp.Profile.N] {
							if l.At > 0 && l.At < 1 && l.Z > best {
								best, ar = l.Z, l.Area
							}
						}
						if best > 0 {
							y.z = append(y.z, best)
							y.area = append(y.area, ar)
						}
					}
				}
			}
			trace.Resettle(g, p, pm.Colours(trace.DefaultOptions()))
			for _, sp := range p.Sides {
				if sp.ContourReads[0].Reader == "" || sp.ContourReads[1].Reader != "" {
					continue
				}
				a, b := g.SideHexes(sp.Side)
				k := ty[fmt.Sprint(a)]
				if k != ty[fmt.Sprint(b)] {
					k = "/"
				}
				want := pm.Truth.Contours[sp.Side]
				for _, y := range []*tl{per[k], all} {
					if p.Sure(sp.ContourConf) && sp.Contours == 0 {
						y.sureZeros++
					}
					if !p.Sure(sp.ContourConf) {
						y.review++
					} else if want > 0 && sp.Contours != want {
						y.wrongSure++
						if sp.Contours == 0 {
							y.wrongZero++
						}
					}
				}
			}
			t.Logf("seed %d %g %s", seed, dpi, lv.Name)
			for k, x := range per {
				if x.sides < 40 || k == "/" {
					continue
				}
				est := func(r, f int) float64 { return float64(r) / float64(max(1, r+f)) }
				t.Logf("  %s || ratio %.3f", line(k, x), est(x.read, x.followed)/max(1e-9, est(all.read-x.read, all.followed-x.followed)))
			}
			t.Logf("  %s", line("all", all))
		}
	}
}

package trace_test

import (
	"context"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagWoodsWidths is a diagnostic, not a check: with
// SANDTABLE_WOODS_WIDTHS=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// it traces the printed-style maps with Options.ContourWidths (cached as
// w-*.gob) and logs, per sheet, the widths of the lines the lanes counted
// inside woods against those elsewhere (quartiles, share under 0.3 mm),
// beside the woods zeros still sure that hide a line.
func TestDiagWoodsWidths(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_WOODS_WIDTHS")
	dpi := run.dpi(t)
	for li, lv := range printgen.Levels {
		if !run.wants(lv.Name) {
			continue
		}
		for seed := run.lo; seed <= run.hi; seed++ {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(cache, fmt.Sprintf("w-%d-%g-%s.gob", seed, dpi, lv.Name))
			var p trace.Proposal
			if f, err := os.Open(file); err == nil {
				err = gob.NewDecoder(f).Decode(&p)
				f.Close()
				if err != nil {
					t.Fatal(err)
				}
			} else {
				ppm := dpi / 25.4
				img, a, err := pm.Print(ppm)
				if err != nil {
					t.Fatal(err)
				}
				s, err := pm.Scan(img, a, ppm, lv, seed*100+uint64(li))
				if err != nil {
					t.Fatal(err)
				}
				o := trace.DefaultOptions()
				o.ContourWidths = true
				pp, err := trace.Trace(context.Background(), pm.Job(s, 4, o), nil)
				if err != nil {
					t.Fatal(err)
				}
				p = *pp
				f, err := os.Create(file)
				if err != nil {
					t.Fatal(err)
				}
				if err := gob.NewEncoder(f).Encode(&p); err != nil {
					t.Fatal(err)
				}
				f.Close()
			}
			g := pm.Truth.Geo.Grid
			ty := map[hexgrid.Offset]string{}
			for _, h := range p.Hexes {
				ty[h.Hex] = h.Terrain
			}
			var in, out []float64
			hid, zeros := 0, 0
			for _, sp := range p.Sides {
				a, b := g.SideHexes(sp.Side)
				r := sp.ContourReads[0]
				woods := ty[a] == "woods" && ty[b] == "woods"
				open := ty[a] != "woods" && ty[b] != "woods"
				if woods && sp.Contours == 0 && p.Sure(sp.ContourConf) {
					zeros++
					if pm.Truth.Contours[sp.Side] > 0 {
						hid++
					}
				}
				if r.Count == 0 || sp.ContourWidths[0] <= 0 {
					continue
				}
				w := sp.ContourWidths[0]
				if r.Count > 1 {
					continue
				}
				switch {
				case woods:
					in = append(in, w)
				case open:
					out = append(out, w)
				}
			}
			q := func(v []float64) string {
				if len(v) == 0 {
					return "none"
				}
				sort.Float64s(v)
				thin := 0
				for _, x := range v {
					if x < 0.3 {
						thin++
					}
				}
				return fmt.Sprintf("n %3d q %.2f/%.2f/%.2f thin %.2f", len(v), v[len(v)/4], v[len(v)/2], v[3*len(v)/4], float64(thin)/float64(len(v)))
			}
			st := pm.Style.Contour
			t.Logf("seed %d %s: style w %.2f idx %.2f every %d | woods %s | open %s | woods sure zeros hiding a line %d of %d",
				seed, lv.Name, st.Width, st.Index, st.Every, q(in), q(out), hid, zeros)
		}
	}
}

package trace_test

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseWater is a diagnostic, not a check: with
// SANDTABLE_DIAG_WATER=lo-hi:dpi:level it traces the printed-style maps of
// those seeds (16 x 12 hexes, the scan seed `trace accuracy` uses), logs
// each seed's style (paper, screen, stream and grid ink and width, woods
// and marsh tints, label ink) and every stream read (water sides meeting
// at corners) that holds a false side: its sides' hit fractions with the
// known map's answer. Then the read sides are counted, right and false, by
// their stream's length and strongest fraction.
func TestDiagnoseWater(t *testing.T) {
	spec := os.Getenv("SANDTABLE_DIAG_WATER")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_DIAG_WATER=lo-hi:dpi:level")
	}
	var lo, hi uint64
	var dpi float64
	var level string
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_DIAG_WATER=%q: want lo-hi:dpi:level", spec)
	}
	if _, err := fmt.Sscanf(parts[0]+" "+parts[1], "%d-%d %g", &lo, &hi, &dpi); err != nil {
		t.Fatal(err)
	}
	level = parts[2]
	li := -1
	for i, l := range printgen.Levels {
		if l.Name == level {
			li = i
		}
	}
	if li < 0 {
		t.Fatalf("no level %q", level)
	}
	tally := map[string]int{}
	for seed := lo; seed <= hi; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := pm.Style
		t.Logf("seed %d style: paper %.0f screen %v stream %.0f %.2fmm grid %.0f %.2fmm woods %v@%.2f marsh %v@%.2f tufts %.0f label %.0f",
			seed, st.Paper, st.Tints[printgen.Woods].Screen(), st.Stream.Ink, st.Stream.Width, st.Grid.Ink, st.Grid.Width,
			st.Tints[printgen.Woods].Ink(), st.Tints[printgen.Woods].Cover(), st.Tints[printgen.Marsh].Ink(), st.Tints[printgen.Marsh].Cover(),
			st.Symbol[printgen.Marsh], st.Label.Ink)
		ppm := dpi / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, printgen.Levels[li], seed*100+uint64(li))
		if err != nil {
			t.Fatal(err)
		}
		g := pm.Truth.Geo.Grid
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d stream strength %.2f", seed, trace.StreamStrength(g, p))
		label, n := trace.WaterComponents(g, p)
		members := make([][]int, n)
		for i, l := range label {
			if l >= 0 {
				members[l] = append(members[l], i)
			}
		}
		for c, ms := range members {
			best, falses := 0.0, 0
			var b strings.Builder
			for _, i := range ms {
				sp := p.Sides[i]
				f := 0.5 + sp.WaterConf/2
				best = max(best, f)
				truth := pm.Truth.Water[sp.Side]
				if !truth {
					falses++
				}
				ha, hb := g.SideHexes(sp.Side)
				fmt.Fprintf(&b, " %v-%v %.2f %v %s/%s;", ha, hb, f, truth, pm.Truth.Terrain[ha], pm.Truth.Terrain[hb])
			}
			for _, i := range ms {
				key := fmt.Sprintf("len %s best %s: %v", bucket(len(ms), []int{1, 2, 3, 5, 8}), fbucket(best), pm.Truth.Water[p.Sides[i].Side])
				tally[key]++
			}
			if falses > 0 {
				t.Logf("seed %d stream %d: %d sides, %d false, best %.2f:%s", seed, c, len(ms), falses, best, b.String())
			}
		}
		for _, sp := range p.Sides {
			w := pm.Truth.Water[sp.Side]
			switch {
			case w && sp.Water:
				tally["sides TP"]++
			case sp.Water:
				tally["sides FP"]++
			case w:
				tally["sides FN"]++
			}
		}
	}
	keys := make([]string, 0, len(tally))
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%5d %s", tally[k], k)
	}
}

func bucket(n int, edges []int) string {
	for _, e := range edges {
		if n <= e {
			return fmt.Sprintf("<=%02d", e)
		}
	}
	return fmt.Sprintf(">%02d", edges[len(edges)-1])
}

func fbucket(f float64) string {
	for _, e := range []float64{0.6, 0.7, 0.8, 0.9, 0.99} {
		if f < e {
			return fmt.Sprintf("<%.2f", e)
		}
	}
	return "1.00"
}

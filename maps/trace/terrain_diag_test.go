package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseTerrain is a diagnostic, not a check: with
// SANDTABLE_DIAG_TERRAIN=lo-hi:dpi:level (e.g. 21-30:150:light) it reads
// the terrain of the printed-style maps of those seeds (16 x 12 hexes, the
// scan seed `trace accuracy` uses) and logs each seed's style (paper,
// screen, tints' cover, crown size and spacing, block size, label ink)
// beside every hex read wrong or whose symbols do not fit its tint's type:
// the known type, the tint's nearest type, the histogram distances, the
// symbol share against each type's taught range. Then the hexes are
// counted by what the tint and the symbol check did, over all seeds.
func TestDiagnoseTerrain(t *testing.T) {
	spec := os.Getenv("SANDTABLE_DIAG_TERRAIN")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_DIAG_TERRAIN=lo-hi:dpi:level")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("SANDTABLE_DIAG_TERRAIN=%q: want lo-hi:dpi:level", spec)
	}
	var lo, hi uint64
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	li := -1
	for i, l := range printgen.Levels {
		if l.Name == parts[2] {
			li = i
		}
	}
	if li < 0 {
		t.Fatalf("no level %q", parts[2])
	}
	tally := map[string]int{}
	for seed := lo; seed <= hi; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := pm.Style
		t.Logf("seed %d style: paper %.0f screen %v lpi %.0f hex %.1fmm crowns r %.2f gap %.2f orchard r %.2f gap %.2f scribble %.2f block %.2f label ink %.0f",
			seed, st.Paper, st.Tints[printgen.Woods].Screen(), st.Screen.LPI, st.HexMM, st.TreeR, st.TreeGap, st.OrchR, st.OrchGap, st.Scribble, st.Block, st.Label.Ink)
		for _, ty := range []string{printgen.Field, printgen.Woods, printgen.Orchard, printgen.Thicket, printgen.Marsh, printgen.Town} {
			ink, cover := st.Tints[ty].Ink(), st.Tints[ty].Cover()
			t.Logf("seed %d   %-8s tint %v @ %.2f symbol %.0f", seed, ty, ink, cover, st.Symbol[ty])
		}
		ppm := dpi / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, printgen.Levels[li], seed*100+uint64(li))
		if err != nil {
			t.Fatal(err)
		}
		stats, err := trace.TerrainStats(pm.Job(s, 4, trace.DefaultOptions()))
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range stats {
			want := pm.Truth.Terrain[x.Hex]
			ti := sort.SearchStrings(x.Types, x.Tint)
			fits := x.Symbols >= x.SymLo[ti] && x.Symbols <= x.SymHi[ti]
			key := fmt.Sprintf("tint right=%v symbols fit=%v final right=%v", x.Tint == want, fits, x.Terrain == want)
			tally[key]++
			tally["hexes"]++
			if x.Terrain == want && fits {
				continue
			}
			var b strings.Builder
			for i, ty := range x.Types {
				fmt.Fprintf(&b, " %s %.2f [%.2f,%.2f]", ty, x.Dist[i], x.SymLo[i], x.SymHi[i])
			}
			t.Logf("seed %d hex %v %s: tint %s (%.2f) symbols %.3f -> %s (%.2f);%s", seed, x.Hex, want, x.Tint, x.TintConf, x.Symbols, x.Terrain, x.Confidence, b.String())
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

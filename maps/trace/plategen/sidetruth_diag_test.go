package plategen

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagSideTruth writes, for plate seeds $PLATEGEN_SEEDS (comma
// separated), a list of every hexside into $PLATEGEN_DIAG/truthSEED.txt:
// the two hex ids, the true contour count, the two terrains and how many
// road steps leave either hex (the step across the side not counted), so
// that the wrong contour sides TestDiagFailures lists can be sorted by
// what lies around them without tracing again. Skipped without them.
func TestDiagSideTruth(t *testing.T) {
	dir, list := os.Getenv("PLATEGEN_DIAG"), os.Getenv("PLATEGEN_SEEDS")
	if dir == "" || list == "" {
		t.Skip("set PLATEGEN_DIAG and PLATEGEN_SEEDS")
	}
	for _, f := range strings.Split(list, ",") {
		seed, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		g := tr.Geo.Grid
		var out []string
		seen := map[hexgrid.Hexside]bool{}
		for _, o := range tr.Hexes {
			for _, d := range g.Directions() {
				side := g.Side(o, d)
				a, b := g.SideHexes(side)
				if seen[side] || tr.Terrain[a] == "" || tr.Terrain[b] == "" {
					continue
				}
				seen[side] = true
				n := tr.Contours[side]
				roads := 0
				for st, on := range tr.Roads {
					if !on || st == scangen.NewStep(a, b) {
						continue
					}
					if st.A == a || st.B == a || st.A == b || st.B == b {
						roads++
					}
				}
				ida, _ := tr.Geo.Numbering.Format(a)
				idb, _ := tr.Geo.Numbering.Format(b)
				out = append(out, fmt.Sprintf("%s %s %d %s %s %d %v", ida, idb, n, tr.Terrain[a], tr.Terrain[b], roads, tr.Roads[scangen.NewStep(a, b)]))
			}
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("truth%d.txt", seed)), []byte(strings.Join(out, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

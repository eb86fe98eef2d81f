package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestLineMapWoodsPlate checks the line map's reads on the sides touching
// woods of a plate family (seeds 21-22, 300 dpi light): over the dense
// screened woods tint the single-pixel line filter took the screen's moiré
// for lines on one seed and missed faint contours on the other (44.8% of
// 732 such sides read right); averaged along the line (ridgeAlong) at
// least 55% read right, and the sides in the open no worse than 80%.
// The test sets the averaging's 0.5 mm itself. Two 300 dpi
// traces (about 23 CPU-s): run with SANDTABLE_LINEMAP_WOODS=1.
func TestLineMapWoodsPlate(t *testing.T) {
	if testing.Short() || os.Getenv("SANDTABLE_LINEMAP_WOODS") == "" {
		t.Skip("traces two 300 dpi scans: set SANDTABLE_LINEMAP_WOODS=1")
	}
	defer trace.SetLineAlong(trace.SetLineAlong(0.5))
	var woods, woodsRight, open, openRight int
	for _, seed := range []uint64{21, 22} {
		job, truth, err := waterPixJob("plate", seed, 300, "light")
		if err != nil {
			t.Fatal(err)
		}
		pr, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := truth.Geo.Grid
		for _, sp := range pr.Sides {
			a, b := g.SideHexes(sp.Side)
			right := sp.ContourReads[1].Count == truth.Contours[sp.Side]
			if truth.Terrain[a] == "woods" || truth.Terrain[b] == "woods" {
				woods++
				if right {
					woodsRight++
				}
				continue
			}
			open++
			if right {
				openRight++
			}
		}
	}
	w, o := float64(woodsRight)/float64(max(1, woods)), float64(openRight)/float64(max(1, open))
	t.Logf("line map right: woods %d/%d (%.1f%%), open %d/%d (%.1f%%)", woodsRight, woods, 100*w, openRight, open, 100*o)
	if w < 0.55 {
		t.Errorf("line map reads %.1f%% of the sides touching woods right, want >= 55%%", 100*w)
	}
	if o < 0.80 {
		t.Errorf("line map reads %.1f%% of the sides in the open right, want >= 80%%", 100*o)
	}
}

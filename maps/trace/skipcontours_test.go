package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestSkipContoursSameWaterRoads traces scans of both generators' styles
// whole and with the contour readers off (trace.WithoutContours, what the
// water and road tests trace with) and checks that every hex's terrain and
// every side's road reads, settled, are the same, and its water reads too
// on sheets the contour lanes do not read as art (trace.ArtSheetsOf: there
// the texture water rules need the lanes): plate-style seed 21 (10 x 8
// hexes) at 300 dpi light, where the overprint's water track, the
// low-pass road reread and the descreen all run, and at 150 dpi light, an
// art sheet; printed-style seed 21 at 150 dpi heavy and 300 dpi light (no
// road on that map: the plate scans' road sides are the roads compared).
func TestSkipContoursSameWaterRoads(t *testing.T) {
	if testing.Short() {
		t.Skip("traces three scans twice")
	}
	t.Parallel() // its own maps
	cases := []struct {
		style string
		dpi   float64
		level string
	}{{"plate", 300, "light"}, {"plate", 150, "light"}, {"printed", 150, "heavy"}, {"printed", 300, "light"}}
	allRoads := 0
	for _, c := range cases {
		job, _, err := smallPixJob(c.style, 21, 10, 8, c.dpi, c.level)
		if err != nil {
			t.Fatal(err)
		}
		whole, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		part, err := trace.Trace(context.Background(), trace.WithoutContours(job), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(whole.Sides) != len(part.Sides) || len(whole.Hexes) != len(part.Hexes) {
			t.Fatalf("%s %g dpi %s: %d sides and %d hexes whole, %d and %d without contours", c.style, c.dpi, c.level,
				len(whole.Sides), len(whole.Hexes), len(part.Sides), len(part.Hexes))
		}
		art := trace.ArtSheetsOf(whole)
		wet, roads := 0, 0
		for i := range whole.Sides {
			w, p := trace.WaterRoadFields(whole.Sides[i], !art[0]), trace.WaterRoadFields(part.Sides[i], !art[0])
			if w != p {
				t.Errorf("%s %g dpi %s: whole %s\nwithout contours %s", c.style, c.dpi, c.level, w, p)
			}
			if whole.Sides[i].Water {
				wet++
			}
			if whole.Sides[i].Road {
				roads++
			}
			if part.Sides[i].Contours != 0 {
				t.Errorf("%s: side %v: %d contours read with the readers off", c.style, part.Sides[i].Side, part.Sides[i].Contours)
			}
		}
		for i := range whole.Hexes {
			if whole.Hexes[i] != part.Hexes[i] {
				t.Errorf("%s %g dpi %s: hex %d: whole %+v, without contours %+v", c.style, c.dpi, c.level, i, whole.Hexes[i], part.Hexes[i])
			}
		}
		if wet == 0 {
			t.Errorf("%s %g dpi %s: no water side read: nothing compared", c.style, c.dpi, c.level)
		}
		allRoads += roads
		t.Logf("%s %g dpi %s: %d sides (%d water, %d road) the same (water compared: %v)", c.style, c.dpi, c.level, len(whole.Sides), wet, roads, !art[0])
	}
	if allRoads == 0 {
		t.Error("no road side read on any scan: roads not compared")
	}
}

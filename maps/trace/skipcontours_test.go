package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestSkipContoursSameWaterRoads traces scans of both generators' styles
// whole and with the contour readers off (trace.WithoutContours, what the
// water and road tests trace with) and checks that every side's water and
// road reads, settled, are the same and its terrain too: plate-style seed
// 21 (10 x 8 hexes) at 300 dpi light, where the overprint's water track,
// the low-pass road reread and the descreen all run, and printed-style
// seed 21 at 150 dpi heavy and 300 dpi light (no road on that map: the
// plate scan's 25 road sides are the roads compared).
func TestSkipContoursSameWaterRoads(t *testing.T) {
	if testing.Short() {
		t.Skip("traces three scans twice")
	}
	t.Parallel() // its own maps
	cases := []struct {
		style string
		dpi   float64
		level string
	}{{"plate", 300, "light"}, {"printed", 150, "heavy"}, {"printed", 300, "light"}}
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
		wet, roads := 0, 0
		for i := range whole.Sides {
			w, p := trace.WaterRoadFields(whole.Sides[i]), trace.WaterRoadFields(part.Sides[i])
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
		t.Logf("%s %g dpi %s: %d sides (%d water, %d road) the same", c.style, c.dpi, c.level, len(whole.Sides), wet, roads)
	}
	if allRoads == 0 {
		t.Error("no road side read on any scan: roads not compared")
	}
}

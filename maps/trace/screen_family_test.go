package trace_test

import (
	"context"
	"math"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestScreenFamily checks descreening on a plate-style family at 300 dpi
// (seeds 21-23, 10 x 8 hexes, light): the screen period measured on each
// scan is within 3% of the ruling plategen printed (its Style, read here
// only), and the contour counts right over the family rise against the
// readers reading the scan as it is.
func TestScreenFamily(t *testing.T) {
	if testing.Short() {
		t.Skip("traces three plate scans twice")
	}
	lv, err := plategen.LevelNamed("light")
	if err != nil {
		t.Fatal(err)
	}
	const dpi = 300
	right := map[bool]int{}
	items := 0
	for seed := uint64(21); seed <= 23; seed++ {
		pm, err := plategen.New(seed, 10, 8)
		if err != nil {
			t.Fatal(err)
		}
		p, err := pm.Print(dpi / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(p, lv, seed*100+levelIndexOf(lv))
		if err != nil {
			t.Fatal(err)
		}
		job := pm.Job(s, 4, trace.DefaultOptions())
		per, _, err := trace.ScreenPeriods(job)
		if err != nil {
			t.Fatal(err)
		}
		want := dpi / pm.Style.LPI
		if math.Abs(per[0]-want) > 0.03*want {
			t.Errorf("seed %d: screen period %.2f px, printed %.2f px (%g lpi)", seed, per[0], want, pm.Style.LPI)
		}
		for _, on := range []bool{false, true} {
			old := trace.SetDescreen(on)
			pr, err := trace.Trace(context.Background(), job, nil)
			trace.SetDescreen(old)
			if err != nil {
				t.Fatal(err)
			}
			sc := pm.Truth.Score(pr, false)
			right[on] += sc.Contours.Right
			if on {
				items += sc.Contours.Items
			}
			t.Logf("seed %d descreen %v: contours %d of %d right, %d wrong sure", seed, on, sc.Contours.Right, sc.Contours.Items, sc.Contours.WrongSure)
		}
	}
	if right[true] <= right[false] {
		t.Errorf("contour counts right: %d descreened, %d as scanned (of about %d)", right[true], right[false], items)
	}
}

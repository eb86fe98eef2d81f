package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestCornerReadsFamily (slow: SANDTABLE_CORNER_READS_FAMILY=1, ten
// 300 dpi plate traces, kept in SANDTABLE_REPLAY_CACHE when set) settles
// plate seeds 70-79 at 300 dpi light, seeds the rule was not tuned on,
// with flagCornerReads and alongWeakAgree off and on, and checks against
// plategen's truth that the contour counts wrong and not flagged fall and
// stay under 1.5% of the sides with lines, the right share does not fall
// and the review list grows by at most 2%.
func TestCornerReadsFamily(t *testing.T) {
	if os.Getenv("SANDTABLE_CORNER_READS_FAMILY") != "1" {
		t.Skip("slow: set SANDTABLE_CORNER_READS_FAMILY=1")
	}
	cache := os.Getenv("SANDTABLE_REPLAY_CACHE")
	if cache == "" {
		cache = t.TempDir()
	}
	defer trace.SetMapCornerZeros(trace.SetMapCornerZeros(true))
	weak := trace.SetWeakAgree(0)
	trace.SetWeakAgree(weak)
	defer trace.SetAlongWeakAgree(trace.SetAlongWeakAgree(0))
	li := -1
	for i, lv := range plategen.Levels {
		if lv.Name == "light" {
			li = i
		}
	}
	if li < 0 {
		t.Fatal("no light level")
	}
	var tally [2]contourTally
	for seed := uint64(70); seed <= 79; seed++ {
		pm, err := plategen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		p := replayPlate(t, cache, pm, 300, plategen.Levels[li], seed*100+uint64(li))
		for k, on := range []bool{false, true} {
			trace.SetMapCornerZeros(on)
			trace.SetAlongWeakAgree(weak)
			if on {
				trace.SetAlongWeakAgree(0.85)
			}
			trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
			tally[k].add(p, pm.Truth)
		}
	}
	off, on := tally[0], tally[1]
	t.Logf("off: %d of %d right, %d wrong sure, review %d; on: %d of %d right, %d wrong sure, review %d",
		off.right, off.lines, off.wrongSure, off.review, on.right, on.lines, on.wrongSure, on.review)
	if w0, w1 := off.share(off.wrongSure), on.share(on.wrongSure); w1 >= 0.015 || w1 > w0 {
		t.Errorf("contour counts wrong and not flagged: on %.3f, off %.3f: want under 0.015 and no more than off", w1, w0)
	}
	if on.share(on.right) < off.share(off.right)-0.002 {
		t.Errorf("contour counts right: on %.3f, off %.3f: want no fewer", on.share(on.right), off.share(off.right))
	}
	if float64(on.review) > 1.02*float64(off.review) {
		t.Errorf("review items: on %d, off %d: want at most 2%% more", on.review, off.review)
	}
}

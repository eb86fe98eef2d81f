package trace_test

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestProfileLinesSettleCoarse checks settleProfileLines on a family of
// printed-style 150 dpi moderate scans (seeds 41-43, 12 x 10 hexes; the
// rule was tuned on 21-40): a flagged single line the lanes read, that the
// profile reader reads as one strong line going on at both corners, is
// settled sure, on at least 6 sides over the family (8 when written), and
// at least 95% of the settled counts hold one line (all 8). Before the
// rule no count was settled that way (the lanes' flagged single lines there are wrong 10-27% of the
// time).
func TestProfileLinesSettleCoarse(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and traces three 150 dpi maps")
	}
	lv, err := printgen.LevelNamed("moderate")
	if err != nil {
		t.Fatal(err)
	}
	var before, after []float64
	trace.SetSettleStageHook(func(stage string, _ []int, confs []float64) {
		switch stage {
		case "corners":
			before = confs
		case "profile lines":
			after = confs
		}
	})
	defer trace.SetSettleStageHook(nil)
	settled, right := 0, 0
	for _, seed := range []uint64{41, 42, 43} {
		pm, err := printgen.New(seed, 12, 10)
		if err != nil {
			t.Fatal(err)
		}
		ppm := 150 / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, lv, seed*100+1)
		if err != nil {
			t.Fatal(err)
		}
		before, after = nil, nil
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, trace.DefaultOptions()), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(after) != len(p.Sides) || len(before) != len(p.Sides) {
			continue // the settle never reached the profile lines
		}
		for i, sp := range p.Sides {
			if p.Sure(after[i]) && !p.Sure(before[i]) {
				settled++
				if pm.Truth.Contours[sp.Side] == sp.Contours {
					right++
				}
			}
		}
	}
	t.Logf("settled %d single lines, %d of them right", settled, right)
	if settled < 6 || float64(right) < 0.95*float64(settled) {
		t.Errorf("settled %d single lines, %d right: want 6 or more, 95%% right", settled, right)
	}
}

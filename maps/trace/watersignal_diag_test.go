package trace_test

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagWaterSignal (WATERSIGNAL="style:seedFrom-seedTo:dpi:level;...")
// traces each family with the water shape rules off and logs, per map,
// the per-sheet measures and the water sides right and false with the
// rules as they stand and forced on every sheet.
func TestDiagWaterSignal(t *testing.T) {
	spec := os.Getenv("WATERSIGNAL")
	if spec == "" {
		t.Skip("WATERSIGNAL not set")
	}
	defer trace.SetWaterShapeRules(true)
	for _, fam := range strings.Split(spec, ";") {
		f := strings.Split(fam, ":")
		r := strings.Split(f[1], "-")
		lo, _ := strconv.Atoi(r[0])
		hi, _ := strconv.Atoi(r[len(r)-1])
		dpi, _ := strconv.ParseFloat(f[2], 64)
		for seed := lo; seed <= hi; seed++ {
			trace.SetWaterShapeRules(false)
			job, truth, err := waterPixJob(f[0], uint64(seed), dpi, f[3])
			if err != nil {
				t.Fatal(err)
			}
			pr, err := trace.Trace(context.Background(), job, nil)
			if err != nil {
				t.Fatal(err)
			}
			missed := 0
			for _, sp := range pr.Sides {
				if !sp.Water && truth.Water[sp.Side] {
					missed++
				}
			}
			k0, f0 := scoreWater(pr, truth)
			cur := *pr
			cur.Sides = slices.Clone(pr.Sides)
			trace.SettleWaterShapeArtOnly(job, &cur)
			k1, f1 := scoreWater(&cur, truth)
			nw := *pr
			nw.Sides = slices.Clone(pr.Sides)
			trace.SettleWaterShape(job, &nw)
			k3, f3 := scoreWater(&nw, truth)
			forced := *pr
			forced.Sides = slices.Clone(pr.Sides)
			trace.SettleWaterShapeForced(job, &forced)
			k2, f2 := scoreWater(&forced, truth)
			t.Logf("%s seed %d %g %s: missed %d; off %d/%d before %d/%d after %d/%d forced %d/%d (right/false)", f[0], seed, dpi, f[3], missed, k0, f0, k1, f1, k3, f3, k2, f2)
			for _, l := range trace.WaterShapeMeasures(job, pr) {
				t.Logf("   %s", l)
			}
		}
	}
}

package plategen

import (
	"context"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestUnsharpFit prints and scans plate-style maps of tuning seeds 21-24
// (16 x 12 hexes) at 150 and 300 dpi with the light level's scanner, its
// unsharp mask set to amounts 0, 0.4 and 1 in turn (its radius drawn as
// the scan draws it), and checks the mask the tracer measures on the grid
// lines (trace.MeasureUnsharp): none where none was applied; else the
// amount within unsharpAmountTol (share of the amount) and the radius
// within unsharpRadiusTol (share) of what the scan applied.
func TestUnsharpFit(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and scans 8 maps")
	}
	for _, dpi := range []float64{150, 300} {
		for seed := uint64(21); seed <= 24; seed++ {
			pm, err := New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p, err := pm.Print(dpi / 25.4)
			if err != nil {
				t.Fatal(err)
			}
			for _, amt := range []float64{0, 0.4, 1} {
				lv := Levels[0]
				lv.Sharpen = [2]float64{amt, amt}
				s, err := pm.Scan(p, lv, pm.Seed*100)
				if err != nil {
					t.Fatal(err)
				}
				u := trace.MeasureUnsharp(pm.Job(s, 4, trace.DefaultOptions()))
				t.Logf("seed %d %g dpi: applied %.2f r %.2f px; measured %.2f r %.2f px (line %.3f mm sigma %.3f gain %.2f, %d probes)",
					seed, dpi, s.Sharpen, s.SharpenPx, u.Amount, u.RadiusPx, u.GridMM, u.SigmaMM, u.Gain, u.Probes)
			}
		}
	}
}

// Bounds of TestUnsharpUndoLines (see there for what they were
// measured as).
const (
	unsharpLinesGain  = 0.15
	unsharpLinesFloor = 0.4
)

// TestUnsharpUndoLines traces plate-style maps of tuning seeds 21-23
// (16 x 12 hexes, 300 dpi, light: the driver's unsharp mask drawn at
// 0.3-1) with the measured mask undone (the default) and kept
// (trace.Options.KeepSharpening), and checks the water and road steps
// over the three: precision undone at least unsharpLinesGain above kept
// for each, and at least unsharpLinesFloor in all, while recall loses at
// most 10 points.
func TestUnsharpUndoLines(t *testing.T) {
	if testing.Short() {
		t.Skip("prints, scans and traces three maps twice")
	}
	type pr struct{ tp, fp, fn int }
	var water, roads [2]pr // [kept, undone]
	for seed := uint64(21); seed <= 23; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		for k, keep := range []bool{true, false} {
			opt := trace.DefaultOptions()
			opt.KeepSharpening = keep
			rs, err := pm.Measure(context.Background(), 300, Levels[:1], opt, nil)
			if err != nil {
				t.Fatal(err)
			}
			w, r := rs[0].WaterPR(), rs[0].RoadPR()
			t.Logf("seed %d keep %v: water %d right %d false %d missed; roads %d right %d false %d missed", seed, keep, w.TP, w.FP, w.FN, r.TP, r.FP, r.FN)
			water[k] = pr{water[k].tp + w.TP, water[k].fp + w.FP, water[k].fn + w.FN}
			roads[k] = pr{roads[k].tp + r.TP, roads[k].fp + r.FP, roads[k].fn + r.FN}
		}
	}
	prec := func(p pr) float64 { return float64(p.tp) / float64(max(1, p.tp+p.fp)) }
	rec := func(p pr) float64 { return float64(p.tp) / float64(max(1, p.tp+p.fn)) }
	for _, c := range []struct {
		name string
		v    [2]pr
	}{{"water", water}, {"roads", roads}} {
		t.Logf("%s: kept P %.1f R %.1f, undone P %.1f R %.1f", c.name, 100*prec(c.v[0]), 100*rec(c.v[0]), 100*prec(c.v[1]), 100*rec(c.v[1]))
		if prec(c.v[1]) < prec(c.v[0])+unsharpLinesGain || prec(c.v[1]) < unsharpLinesFloor {
			t.Errorf("%s precision %.1f%% with the mask undone, %.1f%% kept; want %.0f points more and at least %.0f%%",
				c.name, 100*prec(c.v[1]), 100*prec(c.v[0]), 100*unsharpLinesGain, 100*unsharpLinesFloor)
		}
		if rec(c.v[1]) < rec(c.v[0])-0.1 {
			t.Errorf("%s recall %.1f%% with the mask undone, %.1f%% kept", c.name, 100*rec(c.v[1]), 100*rec(c.v[0]))
		}
	}
}

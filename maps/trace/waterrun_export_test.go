package trace

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// WaterRunStat is one side's raw water reading and its run measure, for
// the water run diagnostic.
type WaterRunStat struct {
	Side          hexgrid.Hexside
	Wet           bool
	Hit, Line     float64
	Run, RunReach float64
	CtlA, CtlB    float64
	TexA, TexB    float64
	MedAlpha      float64 // median over places of the largest water share hit
	BlurMM        float64
}

// WaterRunStats reads every side's water as Trace does, before the path
// rules, with the water run (waterrun.go) of the sides hit at 0.5 or more.
func WaterRunStats(job Job) ([]WaterRunStat, error) {
	t, err := tracerWithBackgrounds(WithoutContours(job)) // water reads only
	if err != nil {
		return nil, err
	}
	hexes := t.hexList()
	var out []WaterRunStat
	g := t.job.Grid
	dirs := g.Directions()
	for _, o := range hexes {
		for i, d := range dirs[:3] {
			nb := g.Neighbor(o, d)
			if _, ok := t.bg[nb]; !ok {
				continue
			}
			si := t.sheetOf[o]
			r := t.sideReaderFor(si, o, i)
			st := WaterRunStat{Side: hexgrid.Hexside{Hex: o, Dir: d}, BlurMM: r.blurMM}
			st.Wet, _ = r.water()
			at := func(t, off float64) (float64, float64) { return r.f.SidePoint(r.i, t, off) }
			st.Hit = r.fraction(waterTs, waterReach, inkWater, at)
			if st.Hit >= 0.5 {
				st.Line = r.lineShare(waterTs, waterReach, waterLineWidth, waterLineDrift, inkWater, at)
				st.Run = r.inkRun(-waterReach, waterReach, at)
				st.RunReach = r.inkRun(-0.1, 0.1, at)
				st.CtlA = r.inkRun(0.3, 0.5, at)
				st.CtlB = r.inkRun(-0.5, -0.3, at)
				st.TexA = r.fraction(waterTs, controlWidth/2, inkWater, func(t, off float64) (float64, float64) { return at(t, off+controlDepth+controlWidth/2) })
				var pa []float64
				for _, tt := range waterTs {
					m := 0.0
					for off := -waterReach; off <= waterReach; off += r.step {
						x, y := at(tt, off)
						if r.kindAt(x, y, off) != inkWater {
							continue
						}
						bg := r.bgA
						if off < 0 {
							bg = r.bgB
						}
						_, a, _ := t.ink.unmixModel(r.p.at(r.h.px(x, y)), bg, minInk, 0.25)
						m = max(m, a)
					}
					pa = append(pa, m)
				}
				slices.Sort(pa)
				st.MedAlpha = pa[len(pa)/2]
				st.TexB = r.fraction(waterTs, controlWidth/2, inkWater, func(t, off float64) (float64, float64) { return at(t, off-controlDepth-controlWidth/2) })
			}
			out = append(out, st)
		}
	}
	return out, nil
}

// SetRunGap sets the widest gap a water run bridges, hex radii.
func SetRunGap(g float64) { runGap = g }

// SetWaterRunRule switches the water run rule (waterrun.go).
func SetWaterRunRule(on bool) { waterRunRule = on }

// WaterRunDebug returns, for side (hex o, direction index i), one line per
// fourth place along it: the hits' offsets, colours and unmixing.
func WaterRunDebug(job Job, o hexgrid.Offset, i int) ([]string, error) {
	t, err := tracerWithBackgrounds(WithoutContours(job)) // water reads only
	if err != nil {
		return nil, err
	}
	g := t.job.Grid
	nb := g.Neighbor(o, g.Directions()[i])
	si := t.sheetOf[o]
	r := t.sideReaderFor(si, o, i)
	out := []string{fmt.Sprintf("to %v bg %.0f / %.0f ink %.0f grid %.2f has %v gridBand %.3f step %.4f", nb, r.bgA, r.bgB, t.ink.c[inkWater], t.ink.grid, t.ink.hasGrid, r.gridBand, r.step)}
	for tt := waterTs[0]; tt <= waterTs[len(waterTs)-1]; tt += 4 * r.step {
		line := fmt.Sprintf("t %.2f:", tt)
		for off := -waterReach; off <= waterReach; off += r.step {
			x, y := r.f.SidePoint(r.i, tt, off)
			px, py := r.h.px(x, y)
			c := r.p.at(px, py)
			if r.kindAt(x, y, off) == inkWater {
				bg := r.bgA
				if off < 0 {
					bg = r.bgB
				}
				ki, a, over := t.ink.unmixModel(c, bg, minInk, 0.25)
				line += fmt.Sprintf(" [%.2f %.0f k%d a%.2f o%v]", off, c, ki, a, over)
			}
		}
		out = append(out, line)
	}
	return out, nil
}

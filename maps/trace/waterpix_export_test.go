package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// WaterPixStat is one side's raw water reading with the pixels read as
// water ink in its band, for the water pixel diagnostic.
type WaterPixStat struct {
	Side      hexgrid.Hexside
	Wet       bool
	Conf, Hit float64
	Line      float64 // lineShare of the water ink
	BgA, BgB  [3]float64
	Hits      [][3]float64 // pixels read as water ink in the band
	Over      []bool       // whether the overprint model won for each
	Alpha     []float64
	Ink       [3]float64
	Path      []int       // per hit: 0 opaque, 1 overprint, 2 black unmixed as water over grid
	Offs      [][]float64 // per position along the side, the offsets of its hits, hex radii
	PosAlpha  []float64   // per position along the side, the largest water share of its hits
}

// WaterPixStats reads every side's water as Trace does, before the path rules.
func WaterPixStats(job Job) ([]WaterPixStat, error) {
	t, err := tracerWithBackgrounds(WithoutContours(job)) // water reads only
	if err != nil {
		return nil, err
	}
	hexes := t.hexList()
	var out []WaterPixStat
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
			st := WaterPixStat{Side: hexgrid.Hexside{Hex: o, Dir: d}, BgA: r.bgA, BgB: r.bgB, Ink: t.ink.c[inkWater]}
			st.Wet, st.Conf = r.water()
			at := func(t, off float64) (float64, float64) { return r.f.SidePoint(r.i, t, off) }
			st.Hit = r.fraction(waterTs, waterReach, inkWater, at)
			st.Line = r.lineShare(waterTs, waterReach, waterLineWidth, waterLineDrift, inkWater, at)
			for _, tt := range waterTs {
				pa := 0.0
				var offs []float64
				for off := -waterReach; off <= waterReach; off += r.step {
					x, y := at(tt, off)
					if r.kindAt(x, y, off) == inkWater {
						bg := r.bgA
						if off < 0 {
							bg = r.bgB
						}
						px, py := r.h.px(x, y)
						c := r.p.at(px, py)
						ki, a, over := t.ink.unmixModel(c, bg, minInk, 0.25)
						path := 0
						switch {
						case ki == inkBlack:
							path = 2
						case over:
							path = 1
						}
						st.Path = append(st.Path, path)
						st.Hits = append(st.Hits, c)
						st.Over = append(st.Over, over)
						st.Alpha = append(st.Alpha, a)
						pa = max(pa, a)
						offs = append(offs, off)
					}
				}
				st.PosAlpha = append(st.PosAlpha, pa)
				st.Offs = append(st.Offs, offs)
			}
			out = append(out, st)
		}
	}
	return out, nil
}

// SetWaterLineRule switches the water line rule (linear.go).
func SetWaterLineRule(on bool) { waterLineRule = on }

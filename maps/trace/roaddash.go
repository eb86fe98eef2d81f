package trace

import (
	"math"
	"slices"
)

// A road's line along a step, read row by row: where the strip
// (roadstrip.go) averages a dashed lane's pattern away, lineAlong keeps
// it, so the pattern itself can be measured: a printed dash or dot
// pattern repeats at its period along the whole step, where a contour
// line is continuous (or leaves the strip once) and tree crowns fall at
// random.

// Sampling of lineAlong: the spacing of its rows along the step and the
// half-width of the line band around the strip's peak, mm.
const (
	alongRowMM  = 0.1
	alongHalfMM = 0.3
)

// lineAlong returns the line's absorption (summed over the channels,
// against the row's own shoulders, integrated across the band: mm of
// full ink) in rows alongRowMM apart from roadFrom to roadTo of the
// step, at the offset r.peak the strip found; and the rows' spacing in
// mm.
func (s *sideReader) lineAlong(r stripRead) ([]float64, float64) {
	mm := s.mm
	n := s.f.Normals[s.i]
	across := max(s.step, stripAcrossMM/mm)
	along := max(s.step, alongRowMM/mm)
	hw := alongHalfMM / mm
	var offs []float64
	for o := -stripReach; o <= stripReach+1e-9; o += across {
		offs = append(offs, o)
	}
	cols := make([][3]float64, len(offs))
	var sh [][3]float64
	buf := make([]float64, 0, len(offs))
	var out []float64
	for d := roadFrom; d <= roadTo; d += along / (2 * Apothem) {
		t := d * 2 * Apothem
		sh = sh[:0]
		for k, o := range offs {
			x, y := n[0]*t-n[1]*o, n[1]*t+n[0]*o
			cols[k] = s.p.at(s.h.px(x, y))
			if math.Abs(o) >= stripShoulder {
				sh = append(sh, cols[k])
			}
		}
		bg := medianColour(sh, buf)
		v := 0.0
		for k, o := range offs {
			if math.Abs(o-r.peak) > hw {
				continue
			}
			for c := range 3 {
				v += 1 - cols[k][c]/max(bg[c], 8)
			}
		}
		out = append(out, v*across*mm)
	}
	return out, along * mm
}

// dashStats are the measures of a line's pattern along the step.
type dashStats struct {
	duty   float64 // share of rows over half the line's strong level
	period float64 // the lag of the best repeat, mm (0: none)
	repeat float64 // the series' autocorrelation at that lag, 0..1
	gaps   int     // runs under half the strong level, at least dashMinGapMM long
}

// Dash pattern limits, mm: the periods looked for and the shortest gap.
const (
	dashMinPeriodMM = 0.5
	dashMaxPeriodMM = 4.0
	dashMinGapMM    = 0.3
)

// dashPattern measures series v (rows dmm apart; see lineAlong).
func dashPattern(v []float64, dmm float64) dashStats {
	var d dashStats
	if len(v) < 8 {
		return d
	}
	srt := slices.Clone(v)
	slices.Sort(srt)
	strong := srt[len(srt)*9/10]
	th := strong / 2
	on, run := 0, 0
	minRun := int(math.Ceil(dashMinGapMM / dmm))
	for i, x := range v {
		if x > th {
			on++
			if run >= minRun && run < i {
				d.gaps++
			}
			run = 0
		} else {
			run++
		}
	}
	d.duty = float64(on) / float64(len(v))
	m := 0.0
	for _, x := range v {
		m += x
	}
	m /= float64(len(v))
	var den float64
	for _, x := range v {
		den += (x - m) * (x - m)
	}
	if den <= 0 {
		return d
	}
	// The best repeat past the first lag the series turns against itself
	// (a slowly varying line correlates at short lags without repeating).
	hi := min(len(v)/2, int(math.Round(dashMaxPeriodMM/dmm)))
	lo := max(1, int(math.Round(dashMinPeriodMM/dmm)))
	crossed := false
	for lag := 1; lag <= hi; lag++ {
		var num float64
		for i := 0; i+lag < len(v); i++ {
			num += (v[i] - m) * (v[i+lag] - m)
		}
		c := num / den * float64(len(v)) / float64(len(v)-lag)
		if c < 0 {
			crossed = true
			continue
		}
		if crossed && lag >= lo && c > d.repeat {
			d.repeat, d.period = c, float64(lag)*dmm
		}
	}
	return d
}

package trace

import (
	"math"
	"slices"
)

// Curved black roads. A road is drawn as a smooth curve through the hex
// centres, bowed either way between them: through the middle half of a
// step it may run 0.15 hex radii or more off the straight centre line,
// and where it turns at a centre it leaves the line at an angle. The
// strip (roadstrip.go) looks for the line within stripPeak of the centre
// line at one offset all along the step, so a bowed black road falls
// beside its window, its steady line reads about nothing and greyVeto
// vetoes it though the samples read it over the whole step. curvedLine
// follows the line instead: per row across the step it measures a window
// one line wide against the flanks just beside it (a line of constant
// width is dark in the window and light in its flanks; a town block or a
// hex number wider than the window is dark in both), and tries the smooth
// curves a road can take from centre to centre (offset d(1-d)(a + b(d -
// 1/2)) at d of the way along the step: a bow and an S), keeping the one
// with the most line at 65% of its places (as steadyLow). greyVeto's
// curveSteady is then asked of that: a blob dark over part of the step
// only, or tree outlines crossing it, hold no smooth line there.

// curveReach is how far either side of the centre line (hex radii) the
// curved line is followed.
const curveReach = 0.3

// Curve family (see curvedLine): the bow a and the S b in hex radii,
// tried from -curveBow to curveBow and -curveS to curveS in curveSteps
// steps either way.
const (
	curveBow   = 1.0
	curveS     = 3.0
	curveSteps = 12
)

// curveFlank is how wide the flanks beside the line's window are, in the
// window's half-widths.
const curveFlank = 1.5

// curvedRoads lifts greyVeto where the followed curve holds a steady
// line (a switch for diagnostics and tests).
var curvedRoads = true

// curvedLine returns the steady line (mm of full ink summed over the
// channels, dark only against the row's background) at 65% of the places
// along the best curve the line can take through the step (see above),
// and the share of the step dashes cover along the curve with the most
// line in all (dashChain).
func (s *sideReader) curvedLine() (steady, dashed float64) {
	if !(s.mm > 0) {
		return 0, 0
	}
	n := s.f.Normals[s.i]
	across := max(s.step, stripAcrossMM/s.mm)
	along := max(2*s.step, stripAlongMM/s.mm)
	hw := stripLineMM / s.mm
	fw := hw * (1 + curveFlank)
	var offs []float64
	for o := -curveReach - fw; o <= curveReach+fw+1e-9; o += across {
		offs = append(offs, o)
	}
	cols := make([][3]float64, len(offs))
	buf := make([]float64, 0, len(offs))
	var vals [][]float64 // per row, the window's line against its flanks at each offset
	var ds []float64
	for d := roadFrom; d <= roadTo; d += along / (2 * Apothem) {
		t := d * 2 * Apothem
		for k, o := range offs {
			x, y := n[0]*t-n[1]*o, n[1]*t+n[0]*o
			cols[k] = s.p.at(s.h.px(x, y))
		}
		bg := medianColour(cols, buf)
		ry := make([]float64, len(offs))
		for k := range offs {
			ry[k] = darkOnly(cols[k], bg)
		}
		row := make([]float64, len(offs))
		for k, o := range offs {
			if math.Abs(o) <= curveReach {
				row[k] = windowLine(ry, offs, o, hw, fw) * across * s.mm
			}
		}
		vals = append(vals, row)
		ds = append(ds, d)
	}
	if len(vals) == 0 {
		return 0, 0
	}
	steady = math.Inf(-1)
	most := math.Inf(-1)
	path := make([]float64, len(vals))
	var fullest []float64
	for i := -curveSteps; i <= curveSteps; i++ {
		a := curveBow * float64(i) / curveSteps
		for j := -curveSteps; j <= curveSteps; j++ {
			b := curveS * float64(j) / curveSteps
			sum := 0.0
			for r, d := range ds {
				o := d * (1 - d) * (a + b*(d-0.5))
				k := int(math.Round((o - offs[0]) / across))
				path[r] = 0
				if k >= 0 && k < len(offs) && math.Abs(o) <= curveReach {
					path[r] = vals[r][k]
				}
				sum += path[r]
			}
			steady = max(steady, quantile(path, 0.35))
			if sum > most {
				most, fullest = sum, slices.Clone(path)
			}
		}
	}
	return steady, dashChain(fullest, along*s.mm)
}

// dashChain returns the share of a path's rows (rowMM apart) that a row
// of dashes at one length covers: runs of rows holding curveDashOn mm of
// line, each dashMM long, their lengths within dashTol of their median,
// the gaps between them gapMM long; the rows from the first such dash to
// the last over which every dash and gap fits count, at least dashMin
// dashes.
func dashChain(path []float64, rowMM float64) float64 {
	type run struct{ from, to int } // rows [from, to)
	var runs []run
	start := -1
	for r := 0; r <= len(path); r++ {
		on := r < len(path) && path[r] >= curveDashOn
		switch {
		case on && start < 0:
			start = r
		case !on && start >= 0:
			runs = append(runs, run{start, r})
			start = -1
		}
	}
	var lens []float64
	for _, u := range runs {
		if l := float64(u.to-u.from) * rowMM; l >= dashMM[0] && l <= dashMM[1] {
			lens = append(lens, l)
		}
	}
	if len(lens) < dashMin {
		return 0
	}
	slices.Sort(lens)
	med := lens[len(lens)/2]
	best, chainFrom, n := 0.0, -1, 0
	for i, u := range runs {
		l := float64(u.to-u.from) * rowMM
		fits := math.Abs(l-med) <= dashTol*med
		if fits && chainFrom >= 0 {
			gap := float64(u.from-runs[i-1].to) * rowMM
			if gap < gapMM[0] || gap > gapMM[1] {
				chainFrom, n = -1, 0
			}
		}
		if !fits {
			chainFrom, n = -1, 0
			continue
		}
		if chainFrom < 0 {
			chainFrom = u.from
		}
		n++
		if n >= dashMin {
			best = max(best, float64(u.to-chainFrom)/float64(len(path)))
		}
	}
	return best
}

// Dashed line thresholds (dashChain): the line a dash holds (mm of full
// ink, as curveSteady), a dash's length and a gap's (mm: the plate
// style's lanes are dashes 1-2.5 mm long with gaps 0.6-1.2 mm, blurred a
// little either way), how far a dash's length may be off the median
// (a share), and the fewest dashes in a chain.
var (
	curveDashOn = 0.4
	dashMM      = [2]float64{0.7, 3.0}
	gapMM       = [2]float64{0.3, 1.6}
	dashTol     = 0.35
	dashMin     = 2
)

// windowLine returns the absorption within hw of offset c less as many
// samples of the mean of its flanks (hw to fw from c).
func windowLine(ry, offs []float64, c, hw, fw float64) float64 {
	var line, flank float64
	nl, nf := 0, 0
	for k, o := range offs {
		switch d := math.Abs(o - c); {
		case d <= hw:
			line += ry[k]
			nl++
		case d <= fw:
			flank += ry[k]
			nf++
		}
	}
	if nl == 0 || nf == 0 {
		return 0
	}
	return line - float64(nl)*flank/float64(nf)
}

// quantile returns the q-quantile of vs (sorting a copy).
func quantile(vs []float64, q float64) float64 {
	c := slices.Clone(vs)
	slices.Sort(c)
	return c[min(len(c)-1, int(q*float64(len(c))))]
}

// curveKeeps reports whether the line followed along its curve holds
// curveSteady at 65% of the places (see above).
func (s *sideReader) curveKeeps() bool {
	if !curvedRoads || s.wideGap > 0 {
		return false
	}
	steady, dashed := s.curvedLine()
	return steady >= curveSteady || dashed >= curveDashShare && steady >= curveDashSteady
}

// curveDashShare is the share of the step a chain of dashes must cover
// to keep a step (dashChain).
const curveDashShare = 0.6

// curveDashSteady is the least steady line (as curveSteady) a dashed
// step keeps along its curve. On plate seeds 21-35 at 300 dpi light a
// chain of dashes read over black tree outlines in woods (seed 27, dash
// share 0.81) held 0.28 mm and grew three false steps; at 0.3 (against
// 0.15) 21-30 read 267 / 15 / 12 -> 265 / 12 / 14 (seed 22's two lane
// steps at 0.19-0.23 lost).
const curveDashSteady = 0.3

// curveSteady is the line (mm of full ink summed over the channels) a
// followed curve must hold at 65% of its places. On plate seeds 22-23 at
// 300 dpi light the solid black road and lane steps read 0.66-1.12 mm
// (two curved ones the strip vetoed 0.85 and 1.12), dashed lanes
// 0.19-0.47 (their gaps), while the steps the samples read through woods
// (black tree outlines) read at most 0.36 and the town steps 0.02.
const curveSteady = 0.6

package trace

import (
	"image"
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Refined is a sheet's calibration refined from its printed hex grid: the
// affine from map mm to scan pixels and the scanner carriage's shift of
// each scan row, which no affine can take (see [Refine]).
type Refined struct {
	Affine calib.Affine
	rows   *rowShift
}

// Apply maps (x, y) map mm to scan pixels.
func (r Refined) Apply(x, y float64) (float64, float64) {
	return calibration(r).apply(x, y)
}

// RowShift returns the carriage's shift of scan row py, in pixels (0, 0
// where none was found).
func (r Refined) RowShift(py float64) (float64, float64) { return r.rows.at(py) }

// calibration is the tracer's mapping of a sheet: an affine, then the
// row shift of the scan row it lands on (nil: none).
type calibration struct {
	Affine calib.Affine
	rows   *rowShift
}

func (c calibration) apply(x, y float64) (float64, float64) {
	px, py := c.Affine.Apply(x, y)
	dx, dy := c.rows.at(py)
	return px + dx, py + dy
}

// Refine improves a sheet's calibration a (as three clicked hex centres
// give it) from the sheet's printed hex grid: it finds the grid line
// across each of the hexsides of hexes (two stretches of each side, at
// most maxRefineHexes hexes spread over the list; hexMM is the printed hex
// size across flats), fits the affine that puts the sides on those lines
// (calib.Fit, the project's one least-squares affine, over the sides'
// middles moved onto their lines), leaves out the sides it disagrees with
// most (a symbol or a label taken for the line) and repeats, searching
// nearer each time, until the fit moves by less than refineDone pixels.
// Then, with the affine settled, it also fits the carriage's shift per scan
// row to what the affine leaves (a flatbed's carriage that runs unevenly
// shifts whole rows, a fraction of a millimetre either way), and refits
// both until they settle. The answer does not depend on the clicks within
// the search's reach (a third of a hex's apothem, about 2.5 mm): to the
// bit, as the tracer's line reads can turn on a hundredth of a pixel, the
// search runs twice, the second time from the first's answer rounded to a
// coarse grid (canonicalStart), so that different clicks start it from
// the same calibration. Each point of a probe's profile across the side
// is the median of the points read along it (findLine); when the lines so
// found do not make one grid (their spread about the fit at the end over
// refineLooseMM: a faint grey grid line with black hex ids beside it,
// whose strokes win the median), the search is run again with each point
// the second lightest along the side (the grid line is dark all along,
// a label at some points only) and that answer kept if it fits better.
// The same second search runs where the median's lines fit one grid but
// from under refineSparse of the sides (a map with no printed grid, such
// as Tiled's pixel art, where the tiles' rims and their texture give
// lines in places); its answer is kept if it fits more sides.
// It returns a unchanged when too few lines are found.
func Refine(img image.Image, a calib.Affine, g hexgrid.Grid, hexMM float64, hexes []hexgrid.Offset) Refined {
	if len(hexes) == 0 || !(hexMM > 0) {
		return Refined{Affine: a}
	}
	probes := gridProbes(g, hexMM, hexes)
	p := newPixels(img)
	r, spread, kept, ok := refineWith(p, a, hexMM, probes, alongN/2)
	loose := !ok || spread > refineLooseMM*r.Affine.PxPerMM()
	sparse := float64(kept) < refineSparse*float64(len(probes))
	if loose || sparse {
		// The lines found do not make one grid, or make one from a few
		// sides only: read each profile point as the second lightest
		// along the side instead of the median.
		r2, spread2, kept2, ok2 := refineWith(p, a, hexMM, probes, alongN-2)
		if ok2 && ((loose && spread2 < spread) || (!loose && kept2 > kept)) {
			return r2
		}
	}
	if !ok {
		return Refined{Affine: a}
	}
	return r
}

// refineWith is Refine's search run twice (the second time from the
// first's answer on a coarse grid), each profile point the q-th darkest
// of the points read along the side (findLine). It returns the refined
// calibration, the spread (pixels) of the last round's fixes about it,
// how many fixes the last round's fit kept, and false when too few lines
// were found.
func refineWith(p pixels, a calib.Affine, hexMM float64, probes []gridProbe, quant int) (Refined, float64, int, bool) {
	first, spread, kept, ok := refineFrom(p, a, hexMM, probes, quant)
	if !ok {
		return Refined{Affine: a}, spread, kept, false
	}
	// The grid: a power of two near a quarter of the search's reach, the
	// same whatever the clicks.
	q := math.Exp2(math.Round(math.Log2(refineReach * hexMM / 2 * first.Affine.PxPerMM() / 4)))
	start, ok := canonicalStart(first.Affine, probes, max(1, q))
	if !ok {
		return Refined(first), spread, kept, true
	}
	second, spread2, kept2, ok := refineFrom(p, start, hexMM, probes, quant)
	if !ok {
		return Refined(first), spread, kept, true
	}
	return Refined(second), spread2, kept2, true
}

// canonicalStart returns the affine through where a puts three corners of
// the probes' span, each rounded to a multiple of q pixels: two answers
// of the search within a small fraction of q of each other give the same
// start (unless they straddle a multiple), at most a few q from either.
func canonicalStart(a calib.Affine, probes []gridProbe, q float64) (calib.Affine, bool) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, pr := range probes {
		minX, minY, maxX, maxY = min(minX, pr.x), min(minY, pr.y), max(maxX, pr.x), max(maxY, pr.y)
	}
	var pts []calib.Point
	for _, c := range [3][2]float64{{minX, minY}, {maxX, minY}, {minX, maxY}} {
		px, py := a.Apply(c[0], c[1])
		pts = append(pts, calib.Point{MX: c[0], MY: c[1], PX: q * math.Round(px/q), PY: q * math.Round(py/q)})
	}
	out, err := calib.Fit(pts)
	return out, err == nil
}

// refineFrom is one run of Refine's search from calibration a: the
// calibration, the spread (pixels) of the last round's fixes, how many
// fixes its fit kept; false when it found too few lines to fit.
func refineFrom(p pixels, a calib.Affine, hexMM float64, probes []gridProbe, q int) (calibration, float64, int, bool) {
	ppm := a.PxPerMM()
	apothemPx := hexMM / 2 * ppm
	reach := max(4, refineReach*apothemPx)
	c := calibration{Affine: a}
	rowsFrom := -1 // the round the row shift starts
	spread, nKept := math.Inf(1), 0
	for round := range affineRounds + rowRounds {
		fixes := findLines(p, c, probes, reach, q)
		if len(fixes) < minRefineFixes {
			return c, spread, nKept, round > 0
		}
		next, kept, ok := fitLines(c, probes, fixes)
		if !ok {
			return c, spread, nKept, round > 0
		}
		nKept = len(kept)
		// What the new affine leaves of each kept line.
		left := make([]lineFix, len(kept))
		rf := make([]rowFix, len(kept))
		for i, fx := range kept {
			pr := probes[fx.probe]
			ox, oy := c.Affine.Apply(pr.x, pr.y)
			nx, ny := next.Affine.Apply(pr.x, pr.y)
			left[i] = fx
			left[i].d -= (nx-ox)*fx.nx + (ny-oy)*fx.ny
			rf[i] = rowFix{py: fx.py, nx: fx.nx, ny: fx.ny, d: left[i].d}
		}
		if rowsFrom >= 0 {
			next.rows = c.rows.addRows(rf, rowSigmaMM*ppm)
		}
		moved := 0.0
		for _, pr := range probes {
			x0, y0 := c.apply(pr.x, pr.y)
			x1, y1 := next.apply(pr.x, pr.y)
			moved = max(moved, math.Hypot(x1-x0, y1-y0))
		}
		c = next
		// Search nearer: a few pixels more than the fixes still spread.
		spread = fixSpread(left)
		reach = max(minRefineReach, min(reach, 4*spread+2))
		// The affine alone until it settles (or for affineRounds), then
		// the row shift too until both settle (or for rowRounds more).
		settled := moved < refineDone
		switch {
		case rowsFrom < 0 && (settled || round+1 >= affineRounds):
			rowsFrom = round + 1
		case rowsFrom >= 0 && round > rowsFrom && (settled || round+1 >= rowsFrom+rowRounds):
			return c, spread, nKept, true
		}
	}
	return c, spread, nKept, true
}

// fitLines fits c's affine to the lines of fixes (each the probe's middle
// moved twice its offset across the side: three sides' normals average a
// shift to half of it), leaves out the fixes the fit explains worst (over
// three spreads from it) and fits again. It returns the new calibration
// (c's row shift kept) and the fixes kept; false when the fit fails.
func fitLines(c calibration, probes []gridProbe, fixes []lineFix) (calibration, []lineFix, bool) {
	fit := func(fs []lineFix) (calib.Affine, bool) {
		pts := make([]calib.Point, len(fs))
		for i, fx := range fs {
			pr := probes[fx.probe]
			ax, ay := c.Affine.Apply(pr.x, pr.y)
			pts[i] = calib.Point{MX: pr.x, MY: pr.y, PX: ax + 2*fx.d*fx.nx, PY: ay + 2*fx.d*fx.ny}
		}
		a, err := calib.Fit(pts)
		return a, err == nil
	}
	a, ok := fit(fixes)
	if !ok {
		return c, nil, false
	}
	// What each fix says the new affine leaves unexplained.
	left := func(a calib.Affine, fx lineFix) float64 {
		pr := probes[fx.probe]
		ox, oy := c.Affine.Apply(pr.x, pr.y)
		nx, ny := a.Apply(pr.x, pr.y)
		return fx.d - ((nx-ox)*fx.nx + (ny-oy)*fx.ny)
	}
	res := make([]lineFix, len(fixes))
	for i, fx := range fixes {
		res[i] = fx
		res[i].d = left(a, fx)
	}
	cut := max(refineKeep, 3*fixSpread(res))
	var kept []lineFix
	for i, fx := range fixes {
		if math.Abs(res[i].d) <= cut {
			kept = append(kept, fx)
		}
	}
	if len(kept) >= minRefineFixes {
		if b, ok := fit(kept); ok {
			a = b
		}
	}
	return calibration{Affine: a, rows: c.rows}, kept, true
}

// fixSpread returns 1.48 times the median absolute offset of fixes (the
// standard deviation of normal errors), pixels.
func fixSpread(fixes []lineFix) float64 {
	if len(fixes) == 0 {
		return 0
	}
	d := make([]float64, len(fixes))
	for i, fx := range fixes {
		d[i] = math.Abs(fx.d)
	}
	slices.Sort(d)
	return 1.48 * d[len(d)/2]
}

// Refinement: hexes sampled; the first search's reach (share of a hex's
// apothem either side of the side) and the least (pixels); the fewest
// lines to fit; a fix always kept when the fit explains it within
// refineKeep pixels; the movement (pixels) under which the fit has
// settled, and the most rounds of the affine alone and with the row shift
// (where some lines are hard to tell from symbols the fit can keep moving
// by a tenth of a pixel as fixes come and go); the carriage shift's
// smoothing along the rows (sigma, mm); the largest spread (mm) of the
// fixes about a settled fit before the second-lightest profile is tried:
// printed-style scans (seeds 21-25, 150 and 300 dpi, light and heavy)
// settle at 0.007-0.048 mm, plate-style scans whose median profile took
// hex ids for the grid at 0.049-0.37 mm (seeds 6, 8, 9, 22, 27; good
// ones 0.007-0.025); the least share of the sides whose lines the
// median's fit keeps before the second-lightest profile is tried too:
// printed and plate sheets keep 91-99% (printed 21-23 at 150 dpi, plate
// grey-grid family), Tiled's example map rendered at scale 9 24-32%.
const (
	maxRefineHexes = 400
	refineReach    = 0.3
	minRefineReach = 3
	minRefineFixes = 12
	refineKeep     = 0.5
	refineDone     = 0.05
	affineRounds   = 6
	rowRounds      = 6
	rowSigmaMM     = 2
	refineLooseMM  = 0.04
	refineSparse   = 0.5
)

// findLines runs findLine on every probe, spread over the processors, and
// returns the lines found in probe order.
func findLines(p pixels, c calibration, probes []gridProbe, reach float64, q int) []lineFix {
	found := make([]lineFix, len(probes))
	ok := make([]bool, len(probes))
	rowBands(len(probes), func(i0, i1 int) {
		for i := i0; i < i1; i++ {
			found[i], ok[i] = findLine(p, c, probes[i], reach, q)
		}
	})
	fixes := make([]lineFix, 0, len(probes))
	for i, fx := range found {
		if ok[i] {
			fx.probe = i
			fixes = append(fixes, fx)
		}
	}
	return fixes
}

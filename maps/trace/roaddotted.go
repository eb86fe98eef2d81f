package trace

import (
	"math"
	"slices"
)

// A dotted trail through woods is a row of small dots of road ink
// (0.3-0.45 mm every 0.7-1.1 mm on the plate style) over the woods tint.
// Printed over a dark green tint a red or brown dot comes out a dark
// brown that the contour ink explains nearly as well as the road ink, so
// kind (ink.go) refuses most dots (roadApart) and the samples read the
// trail on a third of the step or less. roadDotted reads the step again
// taking a sample as a dot where unmixing alone picks the road ink, and
// keeps the reading only where it looks like dots on one track: the hits
// lie within trackTol of one offset (roadTrack) and come in short runs
// (no run longer than dotRunMM, none wider across the step) at one
// spacing. A contour line along the step is one long run; tree crowns
// are scattered across the band; a town's blocks are wider than a dot. A
// step whose strip (roadstrip.go) shows a line nearer the contour ink's
// hue than the road ink's is not read as dots.

// roadDotted returns the step's share read as a dotted line on one track,
// or 0 where no track shows dots. It reads only coarse scans (wideGap
// set: 150 dpi), where the dots blur into the tint; at 300 dpi a resolved
// halftone screen's dots read as dotted lines through woods (plate seed
// 21: 19 false steps on 21-30 light).
func (s *sideReader) roadDotted() float64 {
	if !s.ink.overprint || s.ink.greyRoad || !(s.mm > 0) || !(s.wideGap > 0) {
		return 0
	}
	best := s.dotShare(s.isDot, max(s.step, 0.015), max(s.step, 0.01))
	if best < 0.5 {
		return best
	}
	// a line the strip reads with the contour ink's hue more than the
	// road ink's is not a trail (a contour line's blots, crown outlines)
	if _, _, h := s.ink.stripRoad(s.roadStrip(s.mm)); h.ink > 0 && h.contour > h.road {
		return 0
	}
	return best
}

// dotShare returns the largest share of the step any one track shows
// dots on (dotChain), sampled on stepGridAt's grid (ds, dOff hex radii),
// a sample a hit where hit says so: runs of hits no longer than dotRunMM
// along the track and no wider across it.
func (s *sideReader) dotShare(hit func(x, y, along float64) bool, ds, dOff float64) float64 {
	rows, offs := s.stepGridAt(hit, ds, dOff)
	rowMM := ds * 2 * Apothem * s.mm
	maxRun := int(math.Ceil(dotRunMM / rowMM))
	tol := int(math.Round(trackTol / dOff))
	maxWide := int(math.Ceil(dotRunMM / (dOff * s.mm)))
	hits := make([]bool, len(rows))
	best := 0.0
	for c := range offs {
		for r, row := range rows {
			hits[r] = false
			for k := max(0, c-tol); k <= min(len(offs)-1, c+tol); k++ {
				if row[k] {
					hits[r] = spotWidth(row, k) <= maxWide
					break
				}
			}
		}
		best = max(best, dotChain(hits, maxRun, rowMM))
	}
	return best
}

// spotWidth returns how many positions across the run of hits through
// row[k] spans.
func spotWidth(row []bool, k int) int {
	lo, hi := k, k
	for lo > 0 && row[lo-1] {
		lo--
	}
	for hi < len(row)-1 && row[hi+1] {
		hi++
	}
	return hi - lo + 1
}

// dotChain returns the share of a track's rows (rowMM apart) covered by
// dots at one spacing: the runs of hits no longer than maxRun rows are
// dots, the spacing is the median of their centres' intervals within
// dotPeriodMM, and an interval counts where it is that spacing or twice
// it (a dot lost) within dotPeriodTol of it.
func dotChain(hits []bool, maxRun int, rowMM float64) float64 {
	var centres []float64
	start := -1
	for r := 0; r <= len(hits); r++ {
		on := r < len(hits) && hits[r]
		switch {
		case on && start < 0:
			start = r
		case !on && start >= 0:
			if r-start > maxRun {
				return 0 // a line, not dots
			}
			centres = append(centres, float64(start+r-1)/2*rowMM)
			start = -1
		}
	}
	var ivs, fit []float64
	for k := 1; k < len(centres); k++ {
		iv := centres[k] - centres[k-1]
		ivs = append(ivs, iv)
		if iv >= dotPeriodMM[0] && iv <= dotPeriodMM[1] {
			fit = append(fit, iv)
		}
	}
	if len(fit) < 2 {
		return 0
	}
	slices.Sort(fit)
	per := fit[len(fit)/2]
	covered := 0.0
	for _, iv := range ivs {
		if math.Abs(iv-per) <= dotPeriodTol*per || math.Abs(iv-2*per) <= 2*dotPeriodTol*per {
			covered += iv
		}
	}
	return covered / (float64(len(hits)) * rowMM)
}

// Dotted line spacing: the dots' centre intervals (mm) a spacing is
// taken from, and how far (a share of the spacing) an interval may be
// off it.
var (
	dotPeriodMM  = [2]float64{0.55, 1.3}
	dotPeriodTol = 0.25
)

// isDot reports whether the sample at hex-local (x, y), at along from the
// hexside towards A's centre (hex radii, negative in B), is road ink by
// unmixing alone (see roadDotted): the road ink explains it best, and
// printed over the background it absorbs least where the road ink does.
func (s *sideReader) isDot(x, y, along float64) bool {
	bg := s.bgAt(along)
	p := s.p.at(s.h.px(x, y))
	if !s.ink.mayBe(inkRoad, p, bg, false) {
		return false
	}
	i, _, over := s.ink.unmixModel(p, bg, minInk, 0.25)
	if i != inkRoad {
		return false
	}
	if !over {
		return strongest(p) == strongest(s.ink.c[inkRoad])
	}
	var u [3]float64
	for c := range 3 {
		u[c] = 1 - p[c]/max(bg[c], 8)
	}
	return weakest(u) == weakest(s.ink.absorb(inkRoad))
}

// dotRunMM is the longest run of hits along a track (mm) a dotted line
// shows: a 0.45 mm dot blurred at 150 dpi.
const dotRunMM = 0.8

// dottedRoads reads a step the samples miss again as a dotted line
// (roadDotted; see road).
var dottedRoads = true

// bgAt returns the background of the hex a place lies in, at along from
// the hexside towards A's centre (hex radii, negative in B), or the one
// background both hexes are read against (oneBg).
func (s *sideReader) bgAt(along float64) [3]float64 {
	switch {
	case s.oneBg != nil:
		return *s.oneBg
	case along < 0:
		return s.bgB
	}
	return s.bgA
}

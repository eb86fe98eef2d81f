package trace

import "math"

// Town tints. A town hex is printed as a screened tint with building
// blocks on it; on a fine scan (300 dpi and up) the tint's halftone dots
// and the mottle between them put single places that unmix as road ink
// all over the hex when the road ink is hued (a red or brown road over a
// pink or brown tint). Along a step through such a hex the samples find
// one within roadReach of the centre line in most rows, and with gaps up
// to dashGap joined the step reads as road over its whole length
// (plate seeds 21 and 24 at 300 dpi light: town/town steps read at
// 0.91-1.00). A road is a line: its ink runs on from one row across the
// step to the next at about the same place, over a road's whole length,
// a lane's dash or a trail's dot; the tint's places are scattered, one
// row's not beside the next's. So on those sheets a step the samples read
// is read again counting only rows whose road ink is chained along the
// step (narrowShare).
//
// A dotted trail's dot (0.3-0.45 mm every 0.7-1.1 mm on the plate style)
// unmixes as road ink on a row or two of the step grid only, so it does
// not chain; but it is a spot several places wide across the step, on
// one track at one spacing, where the tint's places are single and
// scattered. So a step whose road ink lies in such dots (trailDots) is
// kept too. Where neither share reaches half, the step is read at the
// larger (a step either keeps is read at the samples' share, so the
// veto's whole-step test is unchanged).

// narrowShare returns the share of the step (as roadSamples, dashes
// joined) whose rows across the step hold road ink that runs on along
// the step: a hit on the step grid (stepGrid) chained to hits in the
// rows before and after it, each within one place across, over at least
// blockChain rows. A road or a lane's dash is such a chain; the
// scattered places a town's screened tint reads as road ink are not (nor
// mostly a trail's dots: see trailDots).
func (s *sideReader) narrowShare() float64 {
	rows, offs, ds, _ := s.stepGrid(func(x, y, along float64) bool { return s.isKind(x, y, along, inkRoad) })
	up := make([][]int, len(rows))
	down := make([][]int, len(rows))
	for r := range rows {
		up[r] = make([]int, len(offs))
		down[r] = make([]int, len(offs))
	}
	chain := func(l [][]int, r, prev int) {
		for c := range offs {
			if !rows[r][c] {
				continue
			}
			best := 0
			if prev >= 0 && prev < len(rows) {
				for k := max(0, c-blockDrift); k <= min(len(offs)-1, c+blockDrift); k++ {
					best = max(best, l[prev][k])
				}
			}
			l[r][c] = 1 + best
		}
	}
	for r := range rows {
		chain(up, r, r-1)
	}
	for r := len(rows) - 1; r >= 0; r-- {
		chain(down, r, r+1)
	}
	hits := make([]bool, len(rows))
	for r := range rows {
		for c := range offs {
			if rows[r][c] && up[r][c]+down[r][c]-1 >= blockChain {
				hits[r] = true
				break
			}
		}
	}
	return joined(hits, int(dashGap/(2*Apothem*ds)))
}

// blockChain is the fewest rows of the step grid a chain of road ink
// must run over, and blockDrift how many places across it may move from
// one row to the next (see narrowShare).
var (
	blockChain = 3
	blockDrift = 1
)

// blocksApply reports whether the sheet's steps are read by narrowShare:
// Options.ChainedRoads on a fine overprinted scan whose road ink is hued
// and whose measured blur is under chainSharpMM (see above).
func (s *sideReader) blocksApply() bool {
	return s.ink.chained && s.ink.overprint && !s.ink.greyRoad && s.wideGap == 0 && s.mm > 0 &&
		s.blurMM > 0 && s.blurMM < chainSharpMM
}

// chainSharpMM is the measured blur (sigma, mm) under which a sheet's
// steps are read by narrowShare. Only a sharp scan resolves a screened
// tint into the single places that read as road ink; a blurred one
// smooths the tint but also breaks a road's chain and a trail's dots, so
// there the rule only loses roads. On plate seeds 21-30 at 300 dpi the
// hued-road sheets measure 0.053-0.060 mm light, 0.070-0.080 moderate and
// 0.085-0.120 heavy; no false step of their moderate or heavy scans is a
// samples read, and the rule there lost pikes and trails (a double
// pike's chained share 0.26-0.49 on heavy scans). Some sheets measure
// sharp at moderate too (seeds 44 and 46), where it reads them as light.
const chainSharpMM = 0.065

// chainedShare returns the share of a step the samples read at f (0.5
// or more) on a sheet blocksApply reads: f where the step's road ink
// chains along it (narrowShare) or lies in dots on one track
// (trailDots; not through the low-pass, whose blur merges a tint's
// single places into spots), else the larger of those two shares.
func (s *sideReader) chainedShare(f float64) float64 {
	n := s.narrowShare()
	if n >= 0.5 {
		return f
	}
	d := 0.0
	if trailDotsOn && !s.lowPass {
		d = s.trailDots()
	}
	if d >= 0.5 {
		return f
	}
	return max(n, d)
}

// trailDots returns the largest share of the step a track of road-ink
// dots covers (dotChain: runs along the track no longer than dotRunMM at
// one spacing, within trackTol of the track's offset). A dot is a run of
// rows along the track holding road ink in a spot across the step no
// wider than dotRunMM; it counts only where one of its rows holds a spot
// trailDotWide places wide or more (a trail's dot; a screened tint's
// places are single).
func (s *sideReader) trailDots() float64 {
	return s.trailDotsWide(trailDotWide)
}

// trailDotsWide is trailDots with a dot's widest row at least wideMin
// places across.
func (s *sideReader) trailDotsWide(wideMin int) float64 {
	rows, offs, ds, dOff := s.stepGrid(func(x, y, along float64) bool { return s.isKind(x, y, along, inkRoad) })
	rowMM := ds * 2 * Apothem * s.mm
	maxRun := int(math.Ceil(dotRunMM / rowMM))
	tol := int(math.Round(trackTol / dOff))
	maxWide := int(math.Ceil(dotRunMM / (dOff * s.mm)))
	spot := make([]bool, len(rows))
	wide := make([]bool, len(rows))
	hits := make([]bool, len(rows))
	best := 0.0
	for c := range offs {
		for r, row := range rows {
			spot[r], wide[r] = false, false
			for k := max(0, c-tol); k <= min(len(offs)-1, c+tol); k++ {
				if row[k] {
					w := spotWidth(row, k)
					spot[r] = spot[r] || w <= maxWide
					wide[r] = wide[r] || (w >= wideMin && w <= maxWide)
				}
			}
		}
		wideDots(spot, wide, hits)
		best = max(best, dotChain(hits, maxRun, rowMM))
	}
	return best
}

// wideDots sets hits to the runs of spot (dots along a track) holding a
// wide row somewhere, whole.
func wideDots(spot, wide, hits []bool) {
	for r := 0; r < len(spot); {
		if !spot[r] {
			hits[r] = false
			r++
			continue
		}
		e, w := r, false
		for e < len(spot) && spot[e] {
			w = w || wide[e]
			e++
		}
		for k := r; k < e; k++ {
			hits[k] = w
		}
		r = e
	}
}

// trailDotWide is the fewest places across the step (about 0.1 mm each
// at 300 dpi) one row of a trail's dot must span (trailDots);
// trailDotsOn keeps steps trailDots reads (chainedShare).
var (
	trailDotWide = 2
	trailDotsOn  = true
)

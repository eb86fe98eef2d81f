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
// step (narrowShare); where that share is under half, the step is read
// at it (a step it keeps is read at the samples' share, so the veto's
// whole-step test is unchanged).

// narrowShare returns the share of the step (as roadSamples, dashes
// joined) whose rows across the step hold road ink that runs on along
// the step: a hit on the step grid (stepGrid) chained to hits in the
// rows before and after it, each within one place across, over at least
// blockChain rows. A road, a lane's dash or a trail's dot is such a
// chain; the scattered places a town's screened tint reads as road ink
// are not.
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
// (see above).
func (s *sideReader) blocksApply() bool {
	return s.ink.chained && s.ink.overprint && !s.ink.greyRoad && s.wideGap == 0 && s.mm > 0
}

// dotTrack returns the share of the step the best track of road-ink dots
// covers (dotShares over the step grid's road-ink hits) and the best
// share of any track farTrack hex radii or more from it.
func (s *sideReader) dotTrack(minWide int) (best, far float64) {
	rows, offs, ds, dOff := s.stepGrid(func(x, y, along float64) bool { return s.isKind(x, y, along, inkRoad) })
	shares := s.dotShares(rows, offs, ds, dOff, minWide)
	at := 0
	for c, v := range shares {
		if v > shares[at] {
			at = c
		}
	}
	for c, v := range shares {
		if math.Abs(offs[c]-offs[at]) >= farTrack {
			far = max(far, v)
		}
	}
	return shares[at], far
}

// farTrack is how far from the dots' track (hex radii) a second track
// counts as another part of the band (dotTrack).
var farTrack = 0.08

// tintLikeRoad returns, for the step's two backgrounds, the cosine of
// the background's absorption against the road ink's and its length.
func (s *sideReader) tintLikeRoad() (cosA, cosB, lenA, lenB float64) {
	r := absorption(s.ink.c[inkRoad])
	f := func(bg [3]float64) (float64, float64) {
		a := absorption(bg)
		d, la, lr := 0.0, 0.0, 0.0
		for ch := range 3 {
			d += a[ch] * r[ch]
			la += a[ch] * a[ch]
			lr += r[ch] * r[ch]
		}
		if la == 0 || lr == 0 {
			return 0, 0
		}
		return d / math.Sqrt(la*lr), math.Sqrt(la)
	}
	cosA, lenA = f(s.bgAt(1))
	cosB, lenB = f(s.bgAt(-1))
	return cosA, cosB, lenA, lenB
}

// wideDotTrack is dotTrack for dots whose run across the track is
// minWide places wide at least, taking any such run within the track's
// tolerance in a row (perDot false), or keeping a run of rows along the
// track (a dot) whole where one of its rows holds such a run (perDot).
func (s *sideReader) wideDotTrack(minWide int, perDot bool) float64 {
	rows, offs, ds, dOff := s.stepGrid(func(x, y, along float64) bool { return s.isKind(x, y, along, inkRoad) })
	rowMM := ds * 2 * Apothem * s.mm
	maxRun := int(math.Ceil(dotRunMM / rowMM))
	tol := int(math.Round(trackTol / dOff))
	maxWide := int(math.Ceil(dotRunMM / (dOff * s.mm)))
	any := make([]bool, len(rows))
	wide := make([]bool, len(rows))
	hits := make([]bool, len(rows))
	best := 0.0
	for c := range offs {
		for r, row := range rows {
			any[r], wide[r] = false, false
			for k := max(0, c-tol); k <= min(len(offs)-1, c+tol); k++ {
				if row[k] {
					w := spotWidth(row, k)
					any[r] = any[r] || w <= maxWide
					wide[r] = wide[r] || (w >= minWide && w <= maxWide)
				}
			}
		}
		if !perDot {
			copy(hits, wide)
		} else {
			for r := 0; r < len(rows); {
				if !any[r] {
					hits[r] = false
					r++
					continue
				}
				e, w := r, false
				for e < len(rows) && any[e] {
					w = w || wide[e]
					e++
				}
				for k := r; k < e; k++ {
					hits[k] = w
				}
				r = e
			}
		}
		best = max(best, dotChain(hits, maxRun, rowMM))
	}
	return best
}

// chainedShare returns the share of a step the samples read at f (0.5
// or more) on a sheet blocksApply reads: f where the step's road ink
// chains along it (narrowShare) or lies in dots on one track
// (trailDots), else the larger of those two shares.
func (s *sideReader) chainedShare(f float64) float64 {
	n := s.narrowShare()
	if n >= 0.5 {
		return f
	}
	d := s.trailDots()
	if d >= 0.5 {
		return f
	}
	return max(n, d)
}

// trailDots returns the share of the step a dotted trail on one track
// covers (see wideDotTrack), 0 with trailDotMode 0.
func (s *sideReader) trailDots() float64 {
	switch trailDotMode {
	case 1:
		b, _ := s.dotTrack(trailDotWide)
		return b
	case 2:
		return s.wideDotTrack(trailDotWide, false)
	case 3:
		return s.wideDotTrack(trailDotWide, true)
	}
	return 0
}

var (
	trailDotMode = 3
	trailDotWide = 2
)

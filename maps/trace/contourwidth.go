package trace

import (
	"cmp"
	"math"
	"slices"
	"sync"
)

// Printed maps draw every few contour lines (the index contours) thicker:
// 0.3-0.5 mm against 0.15-0.25 mm. The width of each line crossing between
// two hex centres is measured here as its integrated ink: the share of
// contour ink summed across the line's profile, a width in mm that blur
// does not change (blur spreads the ink, it keeps its sum), so a 0.2 mm
// line at 150 dpi (1.2 px) and a 0.4 mm one (2.4 px) stay apart where their
// edges do not. Each line is found on three parallel lanes, which give its
// slant (and its width is the median over those and two outer lanes): the width across the lane is the line's width over the sine of
// the angle between them. Lengths in hex radii unless named mm.
const (
	widthLane    = 0.12 // the side lanes' offset from the centre line
	widthMatch   = 0.25 // how far along the side lanes a line's peak may lie from the centre lane's
	widthPeak    = 0.15 // least contour ink share of a line's peak
	widthFit     = 0.25 // largest share of a sample's difference contour ink may leave unexplained
	widthTail    = 0.1  // a line's profile is summed while its share is above this share of its peak
	widthGridTol = 0.04 // a line this near the hexside, parallel to it, is the printed grid line
	widthMaxMM   = 0.6  // widest line looked for
	widthMaxSlop = 3.0  // steepest slant taken, lane offset over lateral offset (about 72 degrees)
	// widthOuterTol: how far from where the slant puts it a line's peak
	// may lie on the two outer lanes (twice widthLane off the centre line).
	widthOuterTol = 0.04
)

// contourWidths returns the width, in mm, of every line of contour ink that
// crosses between A's centre and B's on the centre lane and both side lanes
// (nil when none does).
func (s *sideReader) contourWidths() []float64 {
	n := s.f.Normals[s.i]
	sigma := s.blurMM
	if !(sigma > 0) {
		sigma = 2 * s.step * s.mm // a pixel
	}
	// The background is read beyond the widest line and its blur.
	gapMM := widthMaxMM/2 + 2.5*sigma
	gap := max(3, int(math.Ceil(gapMM/s.mm/s.step)))
	lanes := [5]float64{0, -widthLane, widthLane, -2 * widthLane, 2 * widthLane}
	sc := widthScratchPool.Get().(*widthScratch)
	defer widthScratchPool.Put(sc)
	prof := &sc.prof
	m := int(2*Apothem/s.step) + 1
	cols, bgs := sc.cols, sc.bgs
	defer func() { sc.cols, sc.bgs = cols, bgs }()
	for li, e := range lanes {
		cols = cols[:0]
		for k := -gap; k < m+gap; k++ {
			d := float64(k) * s.step
			x, y := n[0]*d-n[1]*e, n[1]*d+n[0]*e
			px, py := s.h.px(x, y)
			cols = append(cols, s.p.atLinear(px, py))
		}
		bgs = valleyBackground(cols, gap, bgs[:0])
		a := slices.Grow(prof[li][:0], m)[:m]
		for k := range m {
			a[k] = s.ink.share(inkContour, cols[k+gap], bgs[k+gap], 0.03, widthFit)
		}
		prof[li] = a
	}
	var peaks [5][]int
	for li := range lanes {
		peaks[li] = widthPeaks(prof[li], gap)
	}
	var out []float64
	var sums []float64
	for _, k := range peaks[0] {
		var slopes []float64
		at := [5]int{k, -1, -1, -1, -1}
		for li := 1; li < 3; li++ {
			best, bd := -1, widthMatch/s.step
			for _, q := range peaks[li] {
				if d := math.Abs(float64(q - k)); d <= bd {
					best, bd = q, d
				}
			}
			if best < 0 {
				continue
			}
			at[li] = best
			slopes = append(slopes, float64(best-k)*s.step/lanes[li])
		}
		if len(slopes) < 2 {
			continue // on one lane only: texture, not a line
		}
		slope := (slopes[0] + slopes[1]) / 2
		if math.Abs(slopes[0]-slopes[1]) > 0.5*(1+math.Abs(slope)) || math.Abs(slope) > widthMaxSlop {
			continue // the side lanes disagree, or the line runs nearly along the lanes
		}
		if d := float64(k) * s.step; math.Abs(d-Apothem) < widthGridTol && math.Abs(slope) < 0.2 {
			continue // the printed hexside
		}
		// The outer lanes: the peak nearest where the slant puts the line.
		for li := 3; li < 5; li++ {
			want := float64(k) + slope*lanes[li]/s.step
			best, bd := -1, widthOuterTol/s.step
			for _, q := range peaks[li] {
				if d := math.Abs(float64(q) - want); d <= bd {
					best, bd = q, d
				}
			}
			at[li] = best
		}
		// The line's width: the median over the lanes of its ink summed
		// across the lane, times the sine of its angle to the lanes.
		sums = sums[:0]
		for li, q := range at {
			if q >= 0 {
				sums = append(sums, widthSum(prof[li], q, gap))
			}
		}
		slices.Sort(sums)
		w := sums[len(sums)/2] * s.step * s.mm / math.Sqrt(1+slope*slope)
		if s.widthsAlong {
			wa, ok := s.widthAlong(k, slope, gap)
			if !ok {
				continue // not followed along its length: not a line
			}
			w = wa
		}
		out = append(out, w)
	}
	return out
}

// widthScratch holds contourWidths' buffers between sides.
type widthScratch struct {
	prof      [5][]float64
	cols, bgs [][3]float64
}

var widthScratchPool = sync.Pool{New: func() any { return &widthScratch{} }}

// widthPeaks returns the local maxima of a at least widthPeak and sup
// samples from any higher one.
func widthPeaks(a []float64, sup int) []int {
	var out []int
	for k, v := range a {
		if v < widthPeak {
			continue
		}
		top := true
		for j := max(0, k-sup); j <= min(len(a)-1, k+sup) && top; j++ {
			top = a[j] < v || a[j] == v && j >= k
		}
		if top {
			out = append(out, k)
		}
	}
	return out
}

// widthSum sums a over the run round its peak k where it stays above
// widthTail of the peak, at most gap samples either way.
func widthSum(a []float64, k, gap int) float64 {
	cut := widthTail * a[k]
	sum := a[k]
	for j := k - 1; j >= max(0, k-gap) && a[j] > cut; j-- {
		sum += a[j]
	}
	for j := k + 1; j <= min(len(a)-1, k+gap) && a[j] > cut; j++ {
		sum += a[j]
	}
	return sum
}

// widest returns the widest maxContours of ws, widest first, 0 past the
// last.
func widest(ws []float64) [maxContours]float64 {
	ws = slices.Clone(ws)
	slices.SortFunc(ws, func(a, b float64) int { return cmp.Compare(b, a) })
	var out [maxContours]float64
	copy(out[:], ws)
	return out
}

// sideLines returns the widths of the lines counted on side s: of the
// lines of contour ink found crossing it, as many as its count, the
// widest (texture and stray ink are fainter than a printed line).
func sideLines(s SideProposal) []float64 {
	var out []float64
	for _, w := range s.ContourWidths[:min(maxContours, max(0, s.Contours))] {
		if w > 0 {
			out = append(out, w)
		}
	}
	return out
}

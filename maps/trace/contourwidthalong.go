package trace

import (
	"math"
	"slices"
)

// A contour line's width measured along its length. contourWidths finds a
// line where it crosses the line between two hex centres, and its slant;
// from there the line is followed both ways, one pixel at a time: at each
// step a profile is read square across the line, the line's peak is
// looked for near where the previous steps put it (the ridge of its ink),
// and the contour ink summed across the peak, read linearly
// (linearAcross), is one sample of its width.
// A line keeps its width along its whole length, so the many samples'
// middle half, averaged, is a width far surer than one profile's (the
// error falls as the square root of the samples; crossings of roads,
// streams and other ink are the outer quarters). Lengths in hex radii
// unless named mm or px.
const (
	// widthAlongReach: how far along the line, either way from the crossing,
	// it is followed.
	widthAlongReach = 0.6
	// widthAlongSearch: how far across the line from where the last steps put
	// it its peak may lie.
	widthAlongSearch = 0.03
	// widthAlongMiss: how many steps in a row may find no peak (a label's gap,
	// a break) before the line is left.
	widthAlongMiss = 3
	// widthAlongTurn: how many steps back the line's direction is taken from.
	widthAlongTurn = 6
	// widthAlongLeast: fewest samples a width along the line is given
	// from, and widthAlongShare the least share of the steps tried that
	// must find the line: a peak of ink that cannot be followed that far
	// is texture or a blot, not a contour line, and is left out.
	widthAlongLeast = 8
	widthAlongShare = 0.5
)

// widthAlong returns the width in mm of the line crossing the centre lane
// at sample k (hex radii k*step from A's centre) with slope (along-lane
// shift per lateral offset), measured along the line (see above), and
// whether enough samples were found. gap is the background's distance
// either side, in samples.
func (s *sideReader) widthAlong(k int, slope float64, gap int) (float64, bool) {
	n := s.f.Normals[s.i]
	// In the side's frame (d along A->B, e across), the line runs along
	// (slope, 1).
	l := math.Hypot(slope, 1)
	t0 := [2]float64{slope / l, 1 / l}
	start := [2]float64{float64(k) * s.step, 0}
	ds := 2 * s.step // about a pixel
	search := max(1, int(math.Ceil(widthAlongSearch/s.step)))
	sc := widthScratchPool.Get().(*widthScratch)
	defer widthScratchPool.Put(sc)
	var ws []float64
	for _, dir := range [2]float64{1, -1} {
		pts := [][2]float64{start}
		tv := [2]float64{dir * t0[0], dir * t0[1]}
		miss := 0
		for step := 1; float64(step)*ds <= widthAlongReach && miss < widthAlongMiss; step++ {
			c := pts[len(pts)-1]
			c = [2]float64{c[0] + ds*tv[0]*float64(miss+1), c[1] + ds*tv[1]*float64(miss+1)}
			nv := [2]float64{tv[1], -tv[0]} // across the line
			w, off, ok := s.profileAcross(sc, c, nv, n, gap, search)
			if !ok {
				miss++
				continue
			}
			miss = 0
			c = [2]float64{c[0] + off*nv[0], c[1] + off*nv[1]}
			pts = append(pts, c)
			ws = append(ws, w)
			if m := len(pts); m > widthAlongTurn {
				p := pts[m-1-widthAlongTurn]
				dx, dy := c[0]-p[0], c[1]-p[1]
				if h := math.Hypot(dx, dy); h > 0 {
					tv = [2]float64{dx / h, dy / h}
				}
			}
		}
	}
	if len(ws) < widthAlongLeast || float64(len(ws)) < widthAlongShare*2*math.Floor(widthAlongReach/ds) {
		return 0, false
	}
	return midMean(ws), true
}

// profileAcross reads contour ink along nv (the side frame's d, e) through
// c, gap samples beyond search either way, and returns the width in mm of
// the strongest peak within search samples of c, its offset from c (hex
// radii along nv), and whether there is one (linearAcross).
func (s *sideReader) profileAcross(sc *widthScratch, c, nv [2]float64, n [2]float64, gap, search int) (float64, float64, bool) {
	half := search + gap
	cols := sc.cols[:0]
	for j := -half - gap; j <= half+gap; j++ {
		d, e := c[0]+float64(j)*s.step*nv[0], c[1]+float64(j)*s.step*nv[1]
		x, y := n[0]*d-n[1]*e, n[1]*d+n[0]*e
		px, py := s.h.px(x, y)
		cols = append(cols, s.p.atLinear(px, py))
	}
	sc.cols = cols
	return s.linearAcross(sc, cols, gap, search)
}

// midMean is the mean of the middle half of ws (sorted in place).
func midMean(ws []float64) float64 {
	slices.Sort(ws)
	lo, hi := len(ws)/4, len(ws)-len(ws)/4
	sum := 0.0
	for _, w := range ws[lo:hi] {
		sum += w
	}
	return sum / float64(hi-lo)
}

// widthLinearHalf is the widest line's half width looked for (mm), and
// widthLinearBg the band its background is read in beyond that and the
// blur (mm).
const (
	widthLinearHalf = 0.25
	widthLinearBg   = 0.2
)

// linearShare is how much of the contour ink's absorption v (|v|^2 v2)
// pixel p shows over background bg: the loss of light as a share of the
// background, 1 - p/bg per channel, projected on v. Linear in the ink's
// cover, unclamped: sharpening's dark rim and light halo cancel in a sum
// across the line, as blur's spread does.
func linearShare(p, bg, v [3]float64, v2 float64) float64 {
	if !(v2 > 0) {
		return 0
	}
	var dot float64
	for c := range 3 {
		dot += (1 - p[c]/max(bg[c], 8)) * v[c]
	}
	return dot / v2
}

// linearAcross is profileAcross reading contour ink linearly: the line's
// width is the ink summed win samples either side of the strongest peak
// within search of the middle of cols (the profile, search+2*gap samples
// either side of it), negative shares included (a sharpened line's
// halo); each sample's ink is its linearShare over the background, the
// mean of the bgw samples just beyond search+win either side (close, so
// that a neighbouring line or a tint's edge a little further off is left
// out).
func (s *sideReader) linearAcross(sc *widthScratch, cols [][3]float64, gap, search int) (float64, float64, bool) {
	m := len(cols)
	mid := m / 2
	sigma := s.blurMM
	if !(sigma > 0) {
		sigma = 2 * s.step * s.mm
	}
	pxs := s.step * s.mm // mm per sample
	win := min(gap, max(2, int(math.Ceil((widthLinearHalf+2*sigma)/pxs))))
	bgw := max(2, int(math.Ceil(widthLinearBg/pxs)))
	at := mid + search + win
	bgw = min(bgw, m-1-at)
	var bg [3]float64
	for j := 1; j <= bgw; j++ {
		for c := range 3 {
			bg[c] += (cols[mid-search-win-j][c] + cols[at+j][c]) / float64(2*bgw)
		}
	}
	v := s.ink.absorb(inkContour)
	v2 := v[0]*v[0] + v[1]*v[1] + v[2]*v[2]
	a := slices.Grow(sc.prof[0][:0], m)[:m]
	for j, p := range cols {
		a[j] = linearShare(p, bg, v, v2)
	}
	sc.prof[0] = a
	best := -1
	for j := mid - search; j <= mid+search; j++ {
		if a[j] >= widthPeak && (best < 0 || a[j] > a[best]) {
			best = j
		}
	}
	if best < 0 || best == mid-search && a[best-1] > a[best] || best == mid+search && a[best+1] > a[best] {
		return 0, 0, false
	}
	sum := 0.0
	for j := best - win; j <= best+win; j++ {
		sum += a[j]
	}
	return sum * s.step * s.mm, float64(best-mid) * s.step, true
}

package trace

import "math"

// A contour line is continuous: between two lanes' peaks of a chain it
// shows at every point, over crowns, gaps and tints alike, while peaks of
// texture that line up across the lanes by chance (the rows of a dense
// crown screen, scribbles) have nothing between them. Lengths in hex radii.
const (
	contStep = 0.02 // spacing of the points looked at between two peaks
	contTol  = 0.02 // how far across the segment the line is looked for
	// contPeak is the least contour ink share of a point that shows it.
	contPeak = chainPeak / 2
	// A chain counts as a line when contour ink shows, darker than the
	// mean of the colour either side, at chainCont of the points and,
	// darker than each side (a line, not the edge of a tint or of a band
	// of crowns), at chainContBoth of them.
	chainCont     = 0.6
	chainContBoth = 0.15
)

// chainShows reports whether a chain's line shows between its peaks (see
// chainCont): chainContinuity's shares against chainCont and
// chainContBoth, decided as soon as the segments read so far settle it.
// The segments already read on the side are counted first; a segment not
// read yet is read only while the answer is still open, so a chain that
// cannot reach the shares, or has reached them, stops there. The answer
// is the one the whole chain's shares give (the counts only grow, and a
// count's share of the chain's points is compared as chainContinuity
// computes it).
func (s *sideReader) chainShows(peaks []lanePeak, chain []int) bool {
	gap := max(5*s.step, valleyGap)
	mode := 0
	if s.noWhite {
		mode = 1
	}
	total := 0
	for i := 1; i < len(chain); i++ {
		total += segPoints(peaks[chain[i-1]], peaks[chain[i]])
	}
	if total == 0 {
		return true // chainContinuity's 1, 1
	}
	hm, hb, left := 0, 0, total
	// decided returns the answer and true once hm and hb settle it.
	decided := func() (bool, bool) {
		if share(hm, total) >= chainCont && share(hb, total) >= chainContBoth {
			return true, true
		}
		if share(hm+left, total) < chainCont || share(hb+left, total) < chainContBoth {
			return false, true
		}
		return false, false
	}
	var open []int // segments (index of their second peak in chain) not read yet
	for i := 1; i < len(chain); i++ {
		r, ok := s.segmentKnown(peaks[chain[i-1]], peaks[chain[i]])
		if !ok {
			open = append(open, i)
			continue
		}
		hm, hb, left = hm+r.mean[mode], hb+r.both[mode], left-r.n
	}
	for _, i := range open {
		if v, ok := decided(); ok {
			return v
		}
		r := s.readSegment(peaks[chain[i-1]], peaks[chain[i]], gap)
		hm, hb, left = hm+r.mean[mode], hb+r.both[mode], left-r.n
	}
	v, _ := decided()
	return v
}

// share is k of n as chainContinuity divides it.
func share(k, n int) float64 { return float64(k) / float64(n) }

// segPoints returns how many points segmentRead looks at between peaks p
// and q (its r.n).
func segPoints(p, q lanePeak) int {
	l := math.Hypot(q.x-p.x, q.y-p.y)
	if l < 1e-9 {
		return 0
	}
	return max(1, int(l/contStep)) - 1
}

// segmentKnown returns the side's read of the segment between peaks p and
// q when segmentRead has read it, else false.
func (s *sideReader) segmentKnown(p, q lanePeak) (segRead, bool) {
	pk, qk := [2]float64{p.x, p.y}, [2]float64{q.x, q.y}
	for _, r := range s.segReads {
		if r.p == pk && r.q == qk {
			return r, true
		}
	}
	return segRead{}, false
}

// chainContinuity returns the shares of points along a chain, between each
// two successive peaks (in lane order), where contour ink shows as a line
// across the segment within contTol of it: against the mean colour
// valleyGap (and on a coarse scan wideGap) either side, and against each
// side. Each segment is read once per side for both the gated and the
// ungated count (segmentReads), which take mostly the same chains.
func (s *sideReader) chainContinuity(peaks []lanePeak, chain []int) (mean, both float64) {
	gap := max(5*s.step, valleyGap)
	mode := 0
	if s.noWhite {
		mode = 1
	}
	hm, hb, n := 0, 0, 0
	for i := 1; i < len(chain); i++ {
		p, q := peaks[chain[i-1]], peaks[chain[i]]
		r := s.segmentRead(p, q, gap)
		hm += r.mean[mode]
		hb += r.both[mode]
		n += r.n
	}
	if n == 0 {
		return 1, 1
	}
	return float64(hm) / float64(n), float64(hb) / float64(n)
}

// segRead is what lineAcross found at the points between two peaks: how
// many points (n) and at how many a line shows against the mean of the
// two sides and against each, for the gated count [0] and the ungated [1].
type segRead struct {
	p, q       [2]float64 // the peaks, hex-local
	n          int
	mean, both [2]int
}

// segmentRead returns the reads of the points between peaks p and q
// (see chainContinuity), from the side's segReads when they were read
// before.
func (s *sideReader) segmentRead(p, q lanePeak, gap float64) segRead {
	if r, ok := s.segmentKnown(p, q); ok {
		return r
	}
	return s.readSegment(p, q, gap)
}

// readSegment reads the points between peaks p and q (see segmentRead)
// and keeps the read on the side; the segment must not have been read.
func (s *sideReader) readSegment(p, q lanePeak, gap float64) segRead {
	r := segRead{p: [2]float64{p.x, p.y}, q: [2]float64{q.x, q.y}}
	dx, dy := q.x-p.x, q.y-p.y
	l := math.Hypot(dx, dy)
	if l >= 1e-9 {
		tx, ty := dx/l, dy/l
		nx, ny := -ty, tx
		m := max(1, int(l/contStep))
		for k := 1; k < m; k++ {
			f := float64(k) / float64(m)
			r.n++
			mean, both := s.lineAcross(p.x+dx*f, p.y+dy*f, nx, ny, tx, ty, gap)
			for g := range 2 {
				if mean[g] {
					r.mean[g]++
				}
				if both[g] {
					r.both[g]++
				}
			}
		}
	}
	s.segReads = append(s.segReads, r)
	return r
}

// lineAcross reports whether contour ink of share at least contPeak shows
// near hex-local (x, y), at some sample within contTol along (nx, ny)
// (averaged along the line's direction (tx, ty)): against the mean colour
// gap beyond it either side, and against each side; for the gated share
// [0] and the ungated [1] (contourShares), which read the same samples.
func (s *sideReader) lineAcross(x, y, nx, ny, tx, ty, gap float64) (mean, both [2]bool) {
	gaps := []float64{gap}
	if s.wideGap > gap {
		gaps = append(gaps, s.wideGap)
	}
	for off := -contTol; off <= contTol+1e-9; off += s.lanesStep() {
		cx, cy := x+nx*off, y+ny*off
		c := s.laneSample(cx, cy, tx, ty)
		for _, g := range gaps {
			a := s.laneSample(cx+nx*g, cy+ny*g, tx, ty)
			b := s.laneSample(cx-nx*g, cy-ny*g, tx, ty)
			m := [3]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2}
			sm := s.contourShares(c, m)
			var sa, sb [2]float64
			read := false
			for k := range 2 {
				if both[k] || sm[k] < contPeak {
					continue
				}
				mean[k] = true
				if !read {
					sa, sb = s.contourShares(c, a), s.contourShares(c, b)
					read = true
				}
				if min(sa[k], sb[k]) >= contPeak {
					both[k] = true
				}
			}
			if both[0] && both[1] {
				return mean, both
			}
		}
	}
	return mean, both
}

// contourShares returns contourShare of colour c over bg with the
// whitened gate [0] and without it [1].
func (s *sideReader) contourShares(c, bg [3]float64) [2]float64 {
	a := s.laneShare(c, bg)
	if s.artFit {
		a = s.ink.share(inkContour, c, bg, 0.05, chainFit)
	}
	if a == 0 {
		return [2]float64{}
	}
	off := s.noWhite
	s.noWhite = false
	g := s.whiteShare(c, bg, a)
	s.noWhite = off
	return [2]float64{g, a}
}

// chainMerge: two chains whose peaks lie this near on every lane they
// share are the two edges of one wide line (an index line), hex radii.
const chainMerge = 0.06

// sameLine reports whether chain lies within chainMerge of one of the
// chains counted on every lane they share.
func sameLine(peaks []lanePeak, chain []int, counted [][]int) bool {
	for _, o := range counted {
		shared, near := 0, true
		for _, i := range chain {
			for _, j := range o {
				if peaks[i].lane != peaks[j].lane {
					continue
				}
				shared++
				if math.Hypot(peaks[i].x-peaks[j].x, peaks[i].y-peaks[j].y) > chainMerge {
					near = false
				}
			}
		}
		if shared >= 2 && near {
			return true
		}
	}
	return false
}

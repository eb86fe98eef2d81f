package trace

import "math"

// A contour line is continuous: between two lanes' peaks of a chain it
// shows at every point, over crowns, gaps and tints alike, while peaks of
// texture that line up across the lanes by chance (the rows of a dense
// crown screen, scribbles) have nothing between them. Lengths in hex radii.
const (
	contStep = 0.02 // spacing of the points looked at between two peaks
	contTol  = 0.02 // how far across the segment the line is looked for
	// chainCont is the least share of those points showing contour ink
	// for a chain to count as a line.
	chainCont = 0.6
	// contPeak is the least contour ink share of a point that shows it.
	contPeak = chainPeak / 2
)

// chainContinuity returns the share of points along a chain, between each
// two successive peaks (in lane order), where contour ink shows as a line
// across the segment: darker than the colour valleyGap either side of it
// (and, on a coarse scan, wideGap), within contTol of the segment.
func (s *sideReader) chainContinuity(peaks []lanePeak, chain []int) float64 {
	gap := max(5*s.step, valleyGap)
	hits, n := 0, 0
	for i := 1; i < len(chain); i++ {
		p, q := peaks[chain[i-1]], peaks[chain[i]]
		dx, dy := q.x-p.x, q.y-p.y
		l := math.Hypot(dx, dy)
		if l < 1e-9 {
			continue
		}
		tx, ty := dx/l, dy/l
		nx, ny := -ty, tx
		m := max(1, int(l/contStep))
		for k := 1; k < m; k++ {
			f := float64(k) / float64(m)
			x, y := p.x+dx*f, p.y+dy*f
			n++
			if s.lineAcross(x, y, nx, ny, tx, ty, gap) {
				hits++
			}
		}
	}
	if n == 0 {
		return 1
	}
	return float64(hits) / float64(n)
}

// lineAcross reports whether contour ink shows as a line near hex-local
// (x, y): some sample within contTol along (nx, ny) (averaged along the
// line's direction (tx, ty)) that unmixes as contour ink of share at least
// contPeak against the colour gap beyond it either side.
func (s *sideReader) lineAcross(x, y, nx, ny, tx, ty, gap float64) bool {
	for off := -contTol; off <= contTol+1e-9; off += s.step {
		cx, cy := x+nx*off, y+ny*off
		c := s.laneSample(cx, cy, tx, ty)
		if s.contourShare(c, cx, cy, nx, ny, tx, ty, gap) >= contPeak {
			return true
		}
		if s.wideGap > gap && s.contourShare(c, cx, cy, nx, ny, tx, ty, s.wideGap) >= contPeak {
			return true
		}
	}
	return false
}

// contourShare returns the contour ink share of colour c at (x, y) against
// the mean colour gap either side along (nx, ny), 0 when another ink or
// none explains it better.
func (s *sideReader) contourShare(c [3]float64, x, y, nx, ny, tx, ty, gap float64) float64 {
	a := s.laneSample(x+nx*gap, y+ny*gap, tx, ty)
	b := s.laneSample(x-nx*gap, y-ny*gap, tx, ty)
	bg := [3]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2}
	kind, sh := s.ink.unmix(c, bg, 0.05, chainFit)
	if kind != inkContour {
		return 0
	}
	return sh
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

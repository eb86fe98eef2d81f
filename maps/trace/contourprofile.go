package trace

import (
	"math"
	"slices"
)

// The profile reader counts a hexside's contour lines as a 1-D model fit:
// the contour-ink evidence (the line map's whitened ink weights: 1 for the
// picked contour ink on paper) sampled at half-pixel steps, bilinearly,
// along lanes parallel to the line between the two hex centres, is
// modelled as a background (one level over each hex's half) plus lines of
// the sheet's blurred line shape (a Gaussian of the measured blur widened
// by a nominal line width and the sampling), each line one straight curve
// across the lanes (a position on the centre line and a slope, so texture
// that peaks on one lane does not pass for a line), with one amplitude
// over its lanes. Lines are added greedily, each the best least-squares
// reduction of what is left (a matched filter summed along the line); a
// line's strength is that reduction over the residual's robust noise,
// z^2 = dRSS / (sigma^2 * kappa), kappa the samples per independent
// sample (the line shape's width). Lengths in hex radii unless said.
const (
	profLineMM   = 0.2  // nominal contour line width, mm
	profBeyond   = 0.12 // lanes run on beyond each centre, hex radii
	profMaxFit   = 4    // lines fitted at most (counted ones lie between the centres)
	profMaxTilt  = 2.75 // largest slope of a line across the lanes (about 20 degrees to the centre line)
	profGridTilt = 0.1  // largest slope of the printed hexside across the lanes
	// an area edge's window either side, line spreads, and the edges
	// fitted at most (each only where it explains more than a line would)
	profEdgeSpread = 6
	profMaxEdges   = 4
	// an index line (up to profIndexMM wide) may be fitted as two lines
	// side by side, of nearly one slope: merged (mergeWide)
	profIndexMM  = 0.5
	profWideTilt = 0.5
	// fitting stops when nothing left would be this strong (z)
	profStopZ = 4.0
)

// profileInk is what the profile reader needs of a sheet: the contour-ink
// evidence per channel value and the line shape's spread in pixels.
type profileInk struct {
	lut     [3][256]float32
	sigmaPx float64 // the line shape's Gaussian spread, px
	rpx     float64 // hex radius, px
}

// newProfileInk returns the profile reader's view of a sheet read at ppm
// pixels per mm with hexes rpx pixels in radius, blur sigmaMM measured on
// its grid lines (0: not measured, taken as a pixel) and contour-ink
// weights w (contourWeights).
func newProfileInk(w [3]float64, ppm, rpx, sigmaMM float64) *profileInk {
	sp := sigmaMM * ppm
	if !(sp > 0) {
		sp = 1
	}
	wl := profLineMM * ppm
	return &profileInk{lut: densityLUT(w), sigmaPx: math.Sqrt(sp*sp + wl*wl/12 + 1.0/12), rpx: rpx}
}

// ProfileLine is one line the profile reader fitted: where it crosses the
// line between the hex centres (share of the way from A's centre), its
// strength z (see above), its ink amplitude (the line's area in evidence
// times mm: about the printed width in mm for the picked ink) and its
// slope across the lanes.
type ProfileLine struct {
	At, Z, Area, Tilt float64
}

// evidence returns the contour-ink evidence at pixel (x, y), bilinear
// between the four nearest pixel centres.
func (pi *profileInk) evidence(p pixels, x, y float64) float64 {
	x, y = x-0.5, y-0.5
	fx, fy := math.Floor(x), math.Floor(y)
	wx, wy := x-fx, y-fy
	e := func(px, py float64) float64 {
		c := p.at(px+0.5, py+0.5)
		v := 0.0
		for ch := range 3 {
			v += float64(pi.lut[ch][int(min(255, max(0, c[ch])))])
		}
		return v
	}
	return (e(fx, fy)*(1-wx)+e(fx+1, fy)*wx)*(1-wy) + (e(fx, fy+1)*(1-wx)+e(fx+1, fy+1)*wx)*wy
}

// ProfileRead is what the profile reader fitted across one hexside: the
// printed hexside's own line (fitted first, at the side, either sign) and
// up to profMaxFit lines, strongest first (between the centres or not).
type ProfileRead struct {
	Grid  ProfileLine
	Lines [profMaxFit]ProfileLine
	N     int // lines fitted, Lines[:N]
}

// profileLines fits side s's lanes (see ProfileRead).
func (s *sideReader) profileLines(pi *profileInk) ProfileRead {
	var pr ProfileRead
	if pi == nil || !(pi.rpx > 4) {
		return pr
	}
	n := s.f.Normals[s.i]
	ds := 0.5 / pi.rpx // step, hex radii
	lo, hi := -profBeyond, 2*Apothem+profBeyond
	ns := int((hi-lo)/ds) + 1
	mid := int(math.Round((Apothem - lo) / ds)) // the hexside
	lanes := contourLanes
	nl := len(lanes)
	res := make([][]float64, nl)
	for li, e := range lanes {
		r := make([]float64, ns)
		for k := range r {
			d := lo + float64(k)*ds
			x, y := n[0]*d-n[1]*e, n[1]*d+n[0]*e
			px, py := s.h.px(x, y)
			r[k] = pi.evidence(s.p, px, py)
		}
		// background: the mean over each hex's half
		for _, h := range [][2]int{{0, mid}, {mid, ns}} {
			m := 0.0
			for k := h[0]; k < h[1]; k++ {
				m += r[k]
			}
			m /= float64(max(1, h[1]-h[0]))
			for k := h[0]; k < h[1]; k++ {
				r[k] -= m
			}
		}
		res[li] = r
	}
	// the line shape, unit area in samples
	sg := pi.sigmaPx * 2 // samples (half-pixel steps)
	hw := int(math.Ceil(3 * sg))
	g := make([]float64, 2*hw+1)
	gg := 0.0
	for k := range g {
		x := float64(k - hw)
		g[k] = math.Exp(-x*x/(2*sg*sg)) / (sg * math.Sqrt(2*math.Pi))
		gg += g[k] * g[k]
	}
	// an area edge (a tint or screen that ends near the side, as the
	// printed areas' borders wander): the blurred step, odd about its
	// centre, over a window either side (zero mean: the levels beyond
	// stay the halves' own)
	ew := int(math.Ceil(profEdgeSpread * sg))
	h := make([]float64, 2*ew+1)
	hh := 0.0
	for k := range h {
		h[k] = math.Erf(float64(k-ew) / (math.Sqrt2 * sg))
		hh += h[k] * h[k]
	}
	newCorr := func() [][]float64 {
		c := make([][]float64, nl)
		for li := range c {
			c[li] = make([]float64, ns)
		}
		return c
	}
	corr, ecorr := newCorr(), newCorr()
	correlate := func(tpl []float64, out [][]float64) {
		hw := len(tpl) / 2
		for li, r := range res {
			c := out[li]
			for j := range c {
				v := 0.0
				for k := max(0, j-hw); k <= min(ns-1, j+hw); k++ {
					v += r[k] * tpl[k-j+hw]
				}
				c[j] = v
			}
		}
	}
	// slopes: a shift of a line spread at the outer lanes per step
	reachE := 0.0
	for _, e := range lanes {
		reachE = max(reachE, math.Abs(e))
	}
	db := max(0.02, sg*ds/reachE)
	var tilts []float64
	for b := -profMaxTilt; b <= profMaxTilt+1e-9; b += db {
		tilts = append(tilts, b)
	}
	// search returns the best (position, tilt) for a template whose
	// correlations are c and energy tt, where ok allows it: the sum along
	// the lanes, its sign free when signed (else only positive).
	search := func(c [][]float64, hw int, ok func(j int, b float64) bool, signed bool) (best float64, bj int, bb float64) {
		bj = -1
		for j := 0; j < ns; j++ {
			for _, b := range tilts {
				if !ok(j, b) {
					continue
				}
				sum, in := 0.0, true
				for li, e := range lanes {
					k := j + int(math.Round(b*e/ds))
					if k < hw || k >= ns-hw {
						in = false
						break
					}
					sum += c[li][k]
				}
				if !in {
					continue
				}
				if signed && math.Abs(sum) > math.Abs(best) || !signed && sum > best {
					best, bj, bb = sum, j, b
				}
			}
		}
		return best, bj, bb
	}
	remove := func(tpl []float64, amp float64, j int, b float64) {
		hw := len(tpl) / 2
		for li, e := range lanes {
			k := j + int(math.Round(b*e/ds))
			for q := max(0, k-hw); q <= min(ns-1, k+hw); q++ {
				res[li][q] -= amp * tpl[q-k+hw]
			}
		}
	}
	sep := 2 * sg // samples: two lines closer than this are one
	var out []ProfileLine
	var taken []float64 // centre-line positions, samples
	var z2 []float64
	// the printed hexside first: within a pixel and a spread of the side,
	// square to the centre line within gridTilt, either sign
	gridReachS := 2 + sg
	correlate(g, corr)
	best, bj, bb := search(corr, hw, func(j int, b float64) bool {
		return math.Abs(float64(j-mid)) <= gridReachS && math.Abs(b) <= profGridTilt
	}, true)
	if bj < 0 {
		return pr
	}
	add := func(best float64, bj int, bb float64, tpl []float64, tt float64) {
		amp := best / (float64(nl) * tt)
		remove(tpl, amp, bj, bb)
		z2 = append(z2, best*best/(float64(nl)*tt))
		d := lo + float64(bj)*ds
		out = append(out, ProfileLine{At: d / (2 * Apothem), Area: amp * ds * s.mm, Tilt: bb})
	}
	add(best, bj, bb, g, gg)
	free := func(j int, b float64) bool {
		for _, a := range taken {
			if math.Abs(float64(j)-a) < sep {
				return false
			}
		}
		return true
	}
	anywhere := func(int, float64) bool { return true }
	kappa := max(1, 2*sg) // correlated samples
	// what is left after the hexside, its robust noise: fitting stops when
	// neither a line nor an edge would be profStopZ strong against it
	stop := profStopZ * profStopZ * float64(nl) * kappa * sq(robustNoise(res))
	for fits := 0; len(taken) < profMaxFit && fits < profMaxFit+profMaxEdges; fits++ {
		correlate(g, corr)
		correlate(h, ecorr)
		lb, lj, lt := search(corr, hw, free, false)
		eb, ej, et := search(ecorr, ew, anywhere, true)
		lz, ez := lb*lb/gg, eb*eb/hh
		if lj < 0 && ej < 0 || max(lz, ez) < stop {
			break
		}
		if ej >= 0 && ez > lz {
			remove(h, eb/(float64(nl)*hh), ej, et) // an area edge: not a line
			continue
		}
		taken = append(taken, float64(lj))
		add(lb, lj, lt, g, gg)
	}
	sn := robustNoise(res)
	for i := range out {
		if sn > 0 {
			out[i].Z = math.Sqrt(z2[i] / (sn * sn * kappa))
		}
	}
	if len(out) > 0 {
		pr.Grid = out[0]
		pr.N = copy(pr.Lines[:], mergeWide(out[1:], profIndexMM+2*pi.sigmaPx/pi.rpx*s.mm, 2*Apothem*s.mm))
	}
	return pr
}

// robustNoise returns the residuals' robust spread (1.4826 times their
// median absolute value).
func robustNoise(res [][]float64) float64 {
	var all []float64
	for _, r := range res {
		for _, v := range r {
			all = append(all, math.Abs(v))
		}
	}
	if len(all) == 0 {
		return 0
	}
	slices.Sort(all)
	return 1.4826 * all[len(all)/2]
}

func sq(x float64) float64 { return x * x }

// mergeWide merges lines fitted side by side as the two edges of one wide
// (index) line: lines of nearly one slope (profWideTilt) whose crossings
// lie within reach mm of each other along a way of way mm; the merged line
// sums their areas and strengths (z added in quadrature) and crosses at
// their area-weighted mean. Strongest first, as ls was.
func mergeWide(ls []ProfileLine, reach, way float64) []ProfileLine {
	var out []ProfileLine
	for _, l := range ls {
		merged := false
		for i := range out {
			o := &out[i]
			if math.Abs(o.Tilt-l.Tilt) <= profWideTilt && math.Abs(o.At-l.At)*way <= reach && o.Area+l.Area > 0 {
				o.At = (o.At*o.Area + l.At*l.Area) / (o.Area + l.Area)
				o.Area += l.Area
				o.Z = math.Hypot(o.Z, l.Z)
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, l)
		}
	}
	return out
}

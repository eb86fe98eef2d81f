package trace

import (
	"image"
	"math"
	"slices"
	"sync"
)

// Contour curves are found as chains: a printed line crosses every lane at
// points that lie on one smooth curve, nearly straight over the lanes'
// width, while tree crowns, scribbles, tufts and letters give peaks that
// line up across few lanes. Lengths in hex radii.
const (
	chainFit     = 0.1   // largest share of a sample's difference contour ink may leave unexplained
	chainPeak    = 0.12  // least contour ink share of a peak
	chainTol     = 0.035 // how far from a chain's line a lane's peak may lie
	chainSupport = 5     // lanes a chain must cross
	chainBowMin  = 1.0   // lanes keep this share of their offset at the centres (1: parallel lanes)
	chainBeyond  = 0.25  // lanes run on beyond the centres by this share of the way
	chainGrid    = 0.04  // a chain this near the hexside all along is its printed line
	// chainNearCentre: a chain crossing the line between the centres
	// within this share of the way of a centre, on either side, makes the
	// count unsure (times chainNearConf).
	chainNearCentre = 0.08
	chainNearConf   = 0.3
	// nearLineConf: on a coarse scan, a count of no line where a chain
	// of one or two lanes short of chainSupport crosses between the
	// centres and shows as a line between its peaks (a thin line the
	// JPEG broke on a lane or two; see nearLine) is this sure: flagged.
	nearLineConf = 0.1
)

// lanePeak is a peak of contour ink on one lane, at hex-local (x, y).
type lanePeak struct {
	lane int
	x, y float64
	a    float64
	used bool
}

// contourChains counts the contour curves crossing between A's centre and
// B's as chains of peaks across the lanes, with a confidence: full when
// every chain crosses all lanes and no near-chain is left over. The lanes
// run on a little beyond the centres, so a curve passing just behind a
// centre is seen as a chain and not counted, rather than read from its few
// peaks inside. On a side with a stream, peaks next to water ink are
// dropped (a blurred stream's edges unmix as contour ink). A chain counts
// only when the line shows between its peaks too (chainContinuity: texture
// that lines up across the lanes by chance does not), and once when two
// chains are the edges of one wide line (sameLine).
func (s *sideReader) contourChains() (int, float64, int) {
	n := s.f.Normals[s.i]
	s.segReads = s.segReads[:0]
	s.left, s.leftUngated = LeftChain{}, LeftChain{}
	s.counted = s.counted[:0]
	sc := laneScratchPool.Get().(*laneScratch)
	defer laneScratchPool.Put(sc)
	s.chains = &sc.chains
	defer func() { s.chains = nil }()
	peaks, prof, pos, bgs := sc.peaks[:0], sc.prof, sc.pos, sc.bgs
	ev, ev0, peaks0, wet, bgs2 := sc.ev, sc.ev0, sc.peaks0[:0], sc.wet, sc.bgs2
	evArt, peaksArt := sc.evArt, sc.peaksArt[:0]
	defer func() {
		sc.peaks, sc.prof, sc.pos, sc.bgs = peaks, prof, pos, bgs
		sc.ev, sc.ev0, sc.peaks0, sc.wet, sc.bgs2 = ev, ev0, peaks0, wet, bgs2
		sc.evArt, sc.peaksArt = evArt, peaksArt
	}()
	gated := s.hasWhite && whiteGate > 0
	reach := contourReach * (1 + chainBeyond)
	// the lanes' offsets along the way and their bow, the same on every lane
	offs, bows := sc.offs[:0], sc.bows[:0]
	step := s.lanesStep()
	for off := reach; off >= -reach; off -= step {
		offs = append(offs, off)
		bows = append(bows, max(chainBowMin, math.Cos(math.Pi/2*min(1, math.Abs(off)/Apothem))))
	}
	sc.offs, sc.bows = offs, bows
	for li, e := range contourLanes {
		prof, pos = prof[:0], pos[:0]
		for k, off := range offs {
			bow := bows[k]
			d := Apothem - off
			x, y := n[0]*d-n[1]*e*bow, n[1]*d+n[0]*e*bow
			pos = append(pos, [2]float64{x, y})
			prof = append(prof, s.laneSample(x, y, -n[1], n[0]))
		}
		gap := valleySamples(s.step, step)
		bgs = valleyBackground(prof, gap, bgs[:0])
		// On a coarse scan a line, its blur and the JPEG's two-pixel colour
		// blocks span more than gap: it is also read against the colour
		// wideGap away, and the larger share counts.
		gap2 := int(math.Round(s.wideGap / step))
		if gap2 > gap {
			bgs2 = valleyBackground(prof, gap2, bgs2[:0])
		}
		ev, ev0, evArt = ev[:0], ev0[:0], evArt[:0]
		wet = wet[:0]
		var last laneRead // the sample before's read, reused where it read the same
		for k, c := range prof {
			var bg2 [3]float64
			if gap2 > gap {
				bg2 = bgs2[k]
			}
			if !laneReadMemo || k == 0 || c != last.c || bgs[k] != last.bg || bg2 != last.bg2 {
				last = s.laneRead(c, bgs[k], bg2, gap2 > gap)
			}
			ev0 = append(ev0, last.a)
			evArt = append(evArt, last.aArt)
			ev = append(ev, last.white)
			if last.wet {
				wet = append(wet, k)
			}
		}
		// A stream's blurred edges can pass for contour ink: on a side
		// with a stream, no peak is taken within a line's background
		// reach of water ink.
		for _, k := range wet {
			for j := max(0, k-gap); j <= min(len(ev)-1, k+gap); j++ {
				ev[j], ev0[j], evArt[j] = 0, 0, 0
			}
		}
		peaks = lanePeaks(li, ev, pos, peakSamples(s.step, step), peaks)
		if gated {
			peaks0 = lanePeaks(li, ev0, pos, peakSamples(s.step, step), peaks0)
		}
		if s.levelFit {
			peaksArt = lanePeaks(li, evArt, pos, peakSamples(s.step, step), peaksArt)
		}
	}
	count, conf := s.countChains(peaks, n)
	if s.levelFit {
		// the ungated lanes' count as the share fit alone reads it
		// (artLanes, shareRates), gated or not
		s.artFit, s.noWhite = true, true
		kept := s.segReads
		s.segReads = nil // the segments are read again with the share fit alone
		artCount, _ := s.countChains(peaksArt, n)
		s.segReads, s.artFit, s.noWhite = kept, false, false
		s.shareCount, s.shareRead = artCount, true
	}
	if gated {
		// what the lanes read without the whitened gate (kept for
		// chooseGate); the gated count is no surer than that read, and
		// flagged where the gate changed the count (whiteDoubt)
		s.noWhite = true
		count0, conf0 := s.countChains(peaks0, n)
		s.noWhite = false
		s.ungated = ContourRead{Reader: ReaderLanes, Count: count0, Conf: conf0}
		s.artMulti = count0 >= 2
		if s.levelFit {
			s.artMulti = s.shareCount >= 2 // the art test reads the share fit alone (artLanes)
		}
		conf = min(conf, conf0)
		if count0 != count {
			conf = min(conf, whiteDoubt)
			s.gateChanged = true
		}
	}
	return count, conf, 0
}

// laneRead is what contourChains reads from one lane sample c over its
// backgrounds bg (and bg2 on a coarse scan): the contour ink's share a
// where unmix picks it (share >= 0.05, else 0), the share fit's alone
// (aArt), a after the whitened gate, and whether the sample is water ink.
// Neighbouring samples half a pixel apart often read the same pixels over
// the same backgrounds, and then read the same.
type laneRead struct {
	c, bg, bg2     [3]float64
	a, aArt, white float64
	wet            bool
}

// laneReadMemo: contourChains reuses the sample before's laneRead where
// a sample reads the same colour over the same backgrounds (off only in
// the test comparing it with reading every sample).
var laneReadMemo = true

// laneRead reads sample c over bg, and with two over bg2 as well (the
// larger share counts).
func (s *sideReader) laneRead(c, bg, bg2 [3]float64, two bool) laneRead {
	r := laneRead{c: c, bg: bg, bg2: bg2}
	a, aArt := s.laneShares(c, bg)
	wbg := bg
	if two {
		a2, a2Art := s.laneShares(c, bg2)
		if a2 > 0 && (a == 0 || a2 > a) {
			a, wbg = a2, bg2
		}
		aArt = max(aArt, a2Art)
	}
	r.a, r.aArt, r.white = a, aArt, s.whiteShare(c, wbg, a)
	if s.wet && s.ink.mayBe(inkWater, c, bg, false) {
		// unmix can pick water ink here
		k2, a2 := s.ink.unmix(c, bg, minInk, 0.25)
		r.wet = k2 == inkWater && a2 >= minInk
	}
	return r
}

// laneScratch holds contourChains' buffers between sides.
type laneScratch struct {
	peaks, peaks0   []lanePeak
	peaksArt        []lanePeak
	evArt           []float64
	prof, bgs, bgs2 [][3]float64
	pos             [][2]float64
	ev, ev0         []float64
	offs, bows      []float64
	wet             []int
	chains          chainBufs
}

var laneScratchPool = sync.Pool{New: func() any { return &laneScratch{} }}

// countChains counts the chains of peaks that cross between the two
// centres and show as lines (see contourChains), with the confidence; n
// is the unit direction from A's centre to B's. It marks peaks used.
func (s *sideReader) countChains(peaks []lanePeak, n [2]float64) (int, float64) {
	count, weakest, left := 0, len(contourLanes), 0
	b := s.chains
	if b == nil {
		b = &chainBufs{}
	}
	b.resetCounted()
	counted := b.spans
	near := false
	nearLine := false
	for count < maxContours {
		sup, chain := b.best(peaks)
		if sup < chainSupport {
			left = sup
			if s.wideGap > 0 && (leftRare > 0 || leftRecord) {
				if s.noWhite {
					s.leftUngated = s.leftChain(peaks, sup, chain, n)
				} else {
					s.left = s.leftChain(peaks, sup, chain, n)
				}
			}
			if s.wideGap > 0 {
				nearLine = s.nearLine(peaks, sup, chain, n, b)
			}
			break
		}
		for _, k := range chain {
			peaks[k].used = true
		}
		u, ok := chainCrossing(peaks, chain, n)
		if ok && math.Min(math.Abs(u), math.Abs(u-1)) < chainNearCentre && s.chainShows(peaks, chain) {
			// A line crossing next to a hex centre: a little curvature
			// or a dot or id over the centre puts it on either side.
			near = true
		}
		if !ok || u < 0 || u > 1 {
			continue // beyond a centre: not between the two hexes
		}
		if onGridLine(peaks, chain, n) {
			continue // the printed hexside, darkened over a tint
		}
		if sameLine(peaks, chain, counted) {
			continue // a wide (index) line's second edge
		}
		if !s.chainShows(peaks, chain) {
			continue
		}
		counted = append(counted, b.countedChain(chain))
		count++
		if !s.artFit {
			// gated or not (chooseGate may put the ungated count back)
			if l, ok := chainLine(peaks, chain); ok && !l.among(s.counted) {
				s.counted = append(s.counted, l)
			}
		}
		weakest = min(weakest, sup)
	}
	conf := 1.0
	if count > 0 {
		conf = float64(weakest-chainSupport+1) / float64(len(contourLanes)-chainSupport+1)
	}
	if left >= chainSupport-1 {
		conf *= 0.3
	}
	if near {
		conf *= chainNearConf
	}
	if count == 0 && nearLine {
		conf = min(conf, nearLineConf)
	}
	b.spans = counted[:0]
	return count, conf
}

// lanePeaks appends to peaks the peaks of lane li's contour shares ev
// (samples at hex-local pos): shares of at least chainPeak that no share
// within sup samples exceeds (peakSamples).
func lanePeaks(li int, ev []float64, pos [][2]float64, sup int, peaks []lanePeak) []lanePeak {
	for k, a := range ev {
		if a < chainPeak {
			continue
		}
		top := true
		for j := max(0, k-sup); j <= min(len(ev)-1, k+sup) && top; j++ {
			top = ev[j] < a || ev[j] == a && j >= k
		}
		if top {
			peaks = append(peaks, lanePeak{lane: li, x: pos[k][0], y: pos[k][1], a: a})
		}
	}
	return peaks
}

// peakSamples is how many samples step hex radii apart either side of
// a lane's peak it must top: the samples within 0.03 hex radii when they
// are half a pixel (half hex radii) apart, and as near that distance as
// whole samples come on the coarser lanes of a descreened scan.
func peakSamples(half, step float64) int {
	sup := max(1, int(0.03/half))
	if step == half {
		return sup
	}
	return max(1, int(math.Round(float64(sup)*half/step)))
}

// nearLine reports whether one of the chains left over, of at least
// nearSupport lanes (the best of them, sup lanes, is chain), crosses
// between the centres and shows as a line between its peaks; up to
// nearTries of them are looked at, best first (found with b's buffers).
// It marks them used.
func (s *sideReader) nearLine(peaks []lanePeak, sup int, chain []int, n [2]float64, b *chainBufs) bool {
	for range nearTries {
		if sup < nearSupport {
			return false
		}
		if u, ok := chainCrossing(peaks, chain, n); ok && u > 0 && u < 1 && !onGridLine(peaks, chain, n) && s.chainShows(peaks, chain) {
			return true
		}
		for _, k := range chain {
			peaks[k].used = true
		}
		sup, chain = b.best(peaks)
	}
	return false
}

// A near line is looked for among the leftover chains of at least
// nearSupport lanes, the best nearTries of them. Printed-style seeds 21-30
// at 150 dpi (TestReplayContours): the best chain left, of four lanes,
// flagged 183 zeros at heavy, 86 of them lines (wrong and not flagged
// 14.7 -> 11.6% of the sides with lines, review 87 -> 93 per 100 hexes);
// the best three of three lanes or more 379, 135 of them lines (-> 10.0%,
// review 100); the lanes' other zeros held a line 7.8% of the time.
var (
	nearSupport = chainSupport - 2
	nearTries   = 3
)

// bestChain returns the most lanes a straight line through two unused
// peaks of lanes at least two apart crosses within chainTol of an unused
// peak, and those peaks (one per lane, the nearest).
func bestChain(peaks []lanePeak) (int, []int) {
	var b chainBufs
	return b.best(peaks)
}

// chainBufs holds bestChain's buffers between calls, so the lanes read a
// side without allocating per chain.
type chainBufs struct {
	lo, hi     []int
	cur, chain []int
	// counted holds countChains' counted chains, one after another;
	// spans slices it (see countedChain).
	counted []int
	spans   [][]int
	ahead   []int // lanesAhead's
}

// lanesAhead returns, per lane of contourLanes, how many lanes from it
// on hold an unused peak (peaks' lane spans lo, hi as laneSpansIn gives
// them), in ahead's storage: the most lanes a line can still gain from
// that lane on. best stops reading a line's lanes once even those would
// leave it short of the best line found, which it would not take; so it
// reads the same chain.
func lanesAhead(peaks []lanePeak, lo, hi, ahead []int) []int {
	n := len(contourLanes)
	ahead = slices.Grow(ahead[:0], n+1)[:n+1]
	ahead[n] = 0
	for lane := n - 1; lane >= 0; lane-- {
		ahead[lane] = ahead[lane+1]
		for k := lo[lane]; k < hi[lane]; k++ {
			if r := peaks[k]; !r.used && r.lane == lane {
				ahead[lane]++
				break
			}
		}
	}
	return ahead
}

// best is bestChain over b's buffers: the chain returned is b's own,
// good until the next call.
func (b *chainBufs) best(peaks []lanePeak) (int, []int) {
	b.lo, b.hi = laneSpansIn(peaks, b.lo, b.hi)
	lo, hi := b.lo, b.hi
	b.ahead = lanesAhead(peaks, lo, hi, b.ahead)
	ahead := b.ahead
	best, bestA := 0, 0.0
	chain, cur := b.chain[:0], b.cur[:0]
	for i := range peaks {
		p := peaks[i]
		if p.used {
			continue
		}
		for j := lo[min(len(lo)-1, max(0, p.lane+2))]; j < len(peaks); j++ {
			q := peaks[j]
			if q.used || q.lane < p.lane+2 {
				continue
			}
			dx, dy := q.x-p.x, q.y-p.y
			l := math.Hypot(dx, dy)
			if l < 1e-6 {
				continue
			}
			nx, ny := -dy/l, dx/l
			cur = cur[:0]
			sup, sumA := 0, 0.0
			for lane := range contourLanes {
				if sup+ahead[lane] < best {
					break // this line cannot reach best lanes: not taken
				}
				bk, bd := -1, chainTol
				for k := lo[lane]; k < hi[lane]; k++ {
					r := peaks[k]
					if r.used || r.lane != lane {
						continue
					}
					if d := math.Abs((r.x-p.x)*nx + (r.y-p.y)*ny); d <= bd {
						bk, bd = k, d
					}
				}
				if bk >= 0 {
					sup++
					sumA += peaks[bk].a
					cur = append(cur, bk)
				}
			}
			if sup > best || sup == best && sumA > bestA {
				best, bestA = sup, sumA
				chain = append(chain[:0], cur...)
			}
		}
	}
	b.chain, b.cur = chain, cur
	if best == 0 {
		return 0, nil // as a chain never set
	}
	return best, chain
}

// countedChain returns a copy of chain kept in b (countChains' counted
// chains), good until resetCounted.
func (b *chainBufs) countedChain(chain []int) []int {
	if cap(b.counted)-len(b.counted) < len(chain) {
		// a fresh block: the chains kept before stay where they are
		b.counted = make([]int, 0, max(len(chain)*(maxContours+1), 2*cap(b.counted)))
	}
	k := len(b.counted)
	b.counted = append(b.counted, chain...)
	return b.counted[k:len(b.counted):len(b.counted)]
}

// resetCounted forgets the counted chains (their spans as well).
func (b *chainBufs) resetCounted() {
	b.counted, b.spans = b.counted[:0], b.spans[:0]
}

// laneSpansIn returns, per lane of contourLanes (and one past the last),
// the span lo[lane]..hi[lane] of peaks that holds all of that lane's
// peaks, in lo and hi's storage: tight when the peaks are in lane order,
// as contourChains appends them, else the whole slice. bestChain looks
// only there, which spares it the other lanes' peaks and reads the same
// chains.
func laneSpansIn(peaks []lanePeak, lo, hi []int) ([]int, []int) {
	n := len(contourLanes) + 1
	lo, hi = slices.Grow(lo[:0], n)[:n], slices.Grow(hi[:0], n)[:n]
	if !slices.IsSortedFunc(peaks, func(a, b lanePeak) int { return a.lane - b.lane }) {
		for l := range n {
			lo[l], hi[l] = 0, len(peaks)
		}
		return lo, hi
	}
	k := 0
	for l := range n {
		for k < len(peaks) && peaks[k].lane < l {
			k++
		}
		lo[l] = k
		for k < len(peaks) && peaks[k].lane == l {
			k++
		}
		hi[l] = k
	}
	return lo, hi
}

// laneSample returns the colour at hex-local (x, y), averaged over a few
// samples along (tx, ty), the lanes' sideways direction.
func (s *sideReader) laneSample(x, y, tx, ty float64) [3]float64 {
	p := s.lanePixels()
	if s.wideGap == 0 && p.tiles == nil {
		if p.rgba != nil {
			return s.laneSampleBytes(p, p.rgba.Pix, p.rgba.Stride, 4, x, y, tx, ty)
		}
		if p.rgb != nil {
			return s.laneSampleBytes(p, p.rgb.Pix, p.rgb.Stride, 3, x, y, tx, ty)
		}
	}
	var c [3]float64
	for k := range alongSamples {
		d := alongSpread * float64(k-alongSamples/2) / 4
		px, py := s.h.px(x+tx*d, y+ty*d)
		if s.wideGap > 0 {
			v := p.atLinear(px, py) // half-pixel steps: the nearest pixel would repeat
			for ch := range 3 {
				c[ch] += v[ch] / alongSamples
			}
			continue
		}
		v := p.at(px, py) // whole bytes: their fifths from the table
		for ch := range 3 {
			c[ch] += alongShare[int(v[ch])]
		}
	}
	return c
}

// lanePixels returns what the lanes read: the descreened scan where
// there is one, else the scan.
func (s *sideReader) lanePixels() pixels {
	if s.lp.img != nil {
		return s.lp
	}
	return s.p
}

// laneSampleBytes is laneSample's nearest-pixel read on an RGBA or rgb24
// image p whose bytes are pix (stride bytes a row, bpp bytes a pixel, red
// first): the same samples and sums, each pixel's bytes read directly and
// divided by alongSamples through fifths (the same quotients).
//
// The pixels are found through the side's lane frame (laneframe.go):
// the same pixels hexPlace.px gives.
func (s *sideReader) laneSampleBytes(p pixels, pix []uint8, stride, bpp int, x, y, tx, ty float64) [3]float64 {
	var c [3]float64
	if !s.lf.set {
		s.lf = newLaneFrame(&s.h)
	}
	px0, py0, dpx, dpy, perPoint := s.lf.line(x, y, tx, ty)
	for k := range alongSamples {
		var ix, iy int
		if laneFrameOn {
			ix, iy = s.lanePixel(k, x, y, tx, ty, px0, py0, dpx, dpy, perPoint)
		} else {
			ix, iy = s.lanePixelExact(k, x, y, tx, ty)
		}
		if !image.Pt(ix, iy).In(p.b) {
			for ch := range 3 {
				c[ch] += alongShare[255] // outside: white, as at reads it
			}
			continue
		}
		o := (iy-p.b.Min.Y)*stride + (ix-p.b.Min.X)*bpp
		v := pix[o : o+3 : o+3]
		c[0] += alongShare[v[0]]
		c[1] += alongShare[v[1]]
		c[2] += alongShare[v[2]]
	}
	return c
}

// alongShare[v] is float64(v) / alongSamples: a byte's part of
// laneSample's mean.
var alongShare = func() (t [256]float64) {
	for i := range t {
		t[i] = float64(i) / alongSamples
	}
	return t
}()

// valleyGap is how far either side of a sample its background is read,
// hex radii (and at least 2.5 px): beyond a printed line and its blur,
// within a symbol, so a line over a tree crown is read against the crown.
const valleyGap = 0.035

// valleySamples is valleyGap in samples step hex radii apart, on a scan
// whose half pixel is half hex radii: at least 2.5 px.
func valleySamples(half, step float64) int {
	return max(int(math.Ceil(5*half/step-1e-9)), int(math.Ceil(valleyGap/step)))
}

// valleyBackground returns for each sample the mean of the samples gap
// before and after it (a thin line's background either side of it).
func valleyBackground(prof [][3]float64, gap int, out [][3]float64) [][3]float64 {
	for k := range prof {
		a, b := prof[max(0, k-gap)], prof[min(len(prof)-1, k+gap)]
		out = append(out, [3]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2})
	}
	return out
}

// chainCrossing returns where the line through a chain's first and last
// peaks crosses the line between the hex centres, as a share of the way
// from A's centre (0) to B's (1); n is the unit direction from A to B. Not
// ok when the chain runs nearly along that line.
func chainCrossing(peaks []lanePeak, chain []int, n [2]float64) (float64, bool) {
	if len(chain) < 2 {
		return 0, false
	}
	p, q := peaks[chain[0]], peaks[chain[len(chain)-1]]
	dx, dy := q.x-p.x, q.y-p.y
	// p + s*(dx, dy) = t*n: solve for t.
	det := dx*n[1] - dy*n[0]
	l := math.Hypot(dx, dy)
	if l < 1e-9 || math.Abs(det) < 0.2*l {
		return 0, false
	}
	t := (dx*p.y - dy*p.x) / det
	return t / (2 * Apothem), true
}

// onGridLine reports whether every peak of a chain lies within chainGrid of
// the hexside between the two hexes (n is the unit direction from A's
// centre, at the origin, to B's): the printed grid line there, which over a
// dark tint can unmix as contour ink. A contour curve that runs along the
// side for the lanes' whole width is rare and is missed with it.
func onGridLine(peaks []lanePeak, chain []int, n [2]float64) bool {
	for _, k := range chain {
		if off := Apothem - (peaks[k].x*n[0] + peaks[k].y*n[1]); math.Abs(off) > chainGrid {
			return false
		}
	}
	return true
}

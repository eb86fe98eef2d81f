package trace

import (
	"math"
	"slices"
)

// Sampling of linear features, in hex radii.
const (
	waterReach   = 0.2     // how far either side of a hexside a stream is looked for
	roadReach    = 0.15    // how far either side of the centre line a road is looked for
	contourReach = Apothem // path half-length across a hexside: centre to centre
	maxContours  = 5
)

var (
	waterTs = spread(0.12, 0.88, 13)
)

func spread(a, b float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = a + (b-a)*float64(i)/float64(n-1)
	}
	return out
}

// sideReader reads one hexside's pixels: the side of hex A (local frame, side
// index i) facing hex B, with the background colour of each.
type sideReader struct {
	p pixels
	// lp: what the contour lanes read, the scan descreened where a
	// halftone screen was measured (descreen.go); unset: p.
	lp pixels
	// lf: hexPlace.px folded for the lanes' reads, set at the first
	// (laneframe.go).
	lf laneFrame
	// lowPass: p is lp, the roads read through the low-pass
	// (lowPassRoads).
	lowPass bool
	f       Frame
	h       hexPlace
	i       int
	bgA     [3]float64
	bgB     [3]float64
	ink     *inks
	step    float64 // sampling step, hex radii
	// laneStep: the contour lanes' sampling step, hex radii (0: step;
	// see lanestep.go).
	laneStep float64
	// wideGap: on a coarse scan, the second, wider distance either side
	// of a contour sample its background is read at, hex radii (0: none).
	wideGap float64
	// curves: contour lines are curves through the hexes (Options.Curves).
	curves bool
	// gridBand: how far either side of the hexside its printed grid line
	// may lie, hex radii (gridSearchMM), where a dark sample is unmixed as
	// stream and grid ink together; -1 on a scan fine enough to tell the
	// two apart (see gridMixBand).
	gridBand float64
	// wet: a watercourse was found along the side.
	wet bool
	// lines: the sheet's contour curves (Options.Curves), else nil.
	lines *lineMap
	// mm is the hex radius in mm; with overprinted inks a road the
	// samples miss is looked for along the step's strip (roadstrip.go).
	mm float64
	// white: the sheet's contour-ink weights whitened against the taught
	// hexes' texture (contourWeights), when hasWhite (see whiteGate).
	white    [3]float64
	hasWhite bool
	noWhite  bool // the gate is off for now (the count without it)
	// gateChanged: the gate changed the lanes' count of this side;
	// ungated: the lanes' read without the gate (Reader "": none).
	gateChanged bool
	ungated     ContourRead
	// artMulti: the ungated lanes read two lines or more as the share
	// fit alone reads them (artLanes, contourlevelfit.go).
	artMulti bool
	// shareCount: the ungated lanes' count as the share fit alone reads
	// it, when shareRead (shareRates, contourlevelfit.go).
	shareCount int
	shareRead  bool
	// levelFit: the lanes take contour ink where the fit in levels holds
	// too (levelFitSheet, contourlevelfit.go).
	levelFit bool
	// artFit: the lanes' continuity reads the share fit alone (while
	// artMulti is read).
	artFit bool
	// left, leftUngated: the chains the lanes left over on a coarse
	// scan (LeftChain), gated and without the gate.
	left, leftUngated LeftChain
	// counted: the lines the lanes counted on a coarse scan, hex-local
	// coordinates of A (followWoods follows them on).
	counted []laneLine
	// segReads: the chain segments contourChains read on this side
	// (chainContinuity), reused between its two counts.
	segReads []segRead
	// chains: bestChain's buffers while contourChains reads the side
	// (nil: countChains makes its own).
	chains *chainBufs
	// oneBg: while set, every sample is read over this background, not
	// over its own hex's (the wet tint's re-read, watertint.go).
	oneBg *[3]float64
	// blurMM is the sheet's blur measured on its grid lines, sigma in mm
	// (0: not measured; see roadHueSharp).
	blurMM float64
	// widthsAlong: contourWidths measures each line along its length
	// (Options.ContourWidthsAlong).
	widthsAlong bool
	// memo: the inks kindAt read on this side, pixel by pixel (nil: none).
	memo *kindMemo
}

// kindAt returns the ink at hex-local point (x, y) of A; off > 0 is inside
// A, else inside B.
// With a memo (kindmemo.go) a pixel read before is not unmixed again.
func (s *sideReader) kindAt(x, y, off float64) int {
	bg, flags := s.bgA, uint8(0)
	if off < 0 {
		bg, flags = s.bgB, 1
	}
	if s.oneBg != nil {
		bg, flags = *s.oneBg, 4
	}
	onGrid := math.Abs(off) <= s.gridBand
	if onGrid {
		flags |= 2
	}
	px, py := s.h.px(x, y)
	if s.memo == nil {
		return s.ink.kind(s.p.at(px, py), bg, onGrid)
	}
	sl, ok := s.memo.slot(s.p, px, py, flags)
	if !ok || sl.kind < inkNone {
		sl.kind = int8(s.ink.kind(s.p.at(px, py), bg, onGrid))
	}
	return int(sl.kind)
}

// isKind reports whether kindAt(x, y, off) is want, without unmixing the
// sample against every ink where want cannot be its ink (inks.mayBe).
// The memo keeps such a sample as not want (notKind) until the pixel's
// ink is asked for.
func (s *sideReader) isKind(x, y, off float64, want int) bool {
	bg, flags := s.bgA, uint8(0)
	if off < 0 {
		bg, flags = s.bgB, 1
	}
	if s.oneBg != nil {
		bg, flags = *s.oneBg, 4
	}
	onGrid := math.Abs(off) <= s.gridBand
	if onGrid {
		flags |= 2
	}
	px, py := s.h.px(x, y)
	if s.memo == nil {
		c := s.p.at(px, py)
		return s.ink.mayBe(want, c, bg, onGrid) && s.ink.kind(c, bg, onGrid) == want
	}
	sl, ok := s.memo.slot(s.p, px, py, flags)
	switch {
	case ok && sl.kind >= inkNone:
		return int(sl.kind) == want
	case ok && sl.kind == notKind(want):
		return false
	}
	c := s.p.at(px, py)
	if !s.ink.mayBe(want, c, bg, onGrid) {
		sl.kind = notKind(want)
		return false
	}
	sl.kind = int8(s.ink.kind(c, bg, onGrid))
	return int(sl.kind) == want
}

// fraction returns the share of positions ts at which some sample across
// the line (offsets -reach..reach) shows ink want; at maps (t, off) to a
// hex-local point.
func (s *sideReader) fraction(ts []float64, reach float64, want int, at func(t, off float64) (float64, float64)) float64 {
	hits := 0
	for _, t := range ts {
		for off := -reach; off <= reach; off += s.step {
			x, y := at(t, off)
			if s.isKind(x, y, off, want) {
				hits++
				break
			}
		}
	}
	return float64(hits) / float64(len(ts))
}

// water returns whether a watercourse runs along the side and a confidence.
func (s *sideReader) water() (bool, float64) {
	at := func(t, off float64) (float64, float64) { return s.f.SidePoint(s.i, t, off) }
	f := s.fraction(waterTs, waterReach, inkWater, at)
	f = s.untextured(f, waterReach, waterTs, at, inkWater)
	f = s.wetTintCut(f, at)
	if waterLineRule && f >= 0.5 {
		if l := s.lineShare(waterTs, waterReach, waterLineWidth, waterLineDrift, inkWater, at); l < waterLineShare*f {
			f = 0.5 * l / (waterLineShare * f)
		}
	}
	if waterRunRule && f >= 0.5 {
		f = s.runCut(f, at)
	}
	return decide(f)
}

// lineShare returns the largest share of positions ts at which the ink
// want shows within a band w wide (hex radii) that may drift by up to
// drift between neighbouring positions, anywhere in -reach..reach: how
// much of a line of that width ink want draws along the side, straight or
// slanting across it. Texture (a screen's dots, crown outlines) hits the
// wide band at most positions, but at scattered offsets.
func (s *sideReader) lineShare(ts []float64, reach, w, drift float64, want int, at func(t, off float64) (float64, float64)) float64 {
	var offs []float64
	for off := -reach; off <= reach; off += s.step {
		offs = append(offs, off)
	}
	return bandShare(offs, len(ts), w, drift, func(i, j int) bool {
		x, y := at(ts[i], offs[j])
		return s.isKind(x, y, offs[j], want)
	})
}

// bandShare returns the largest share of nt positions at which hit(i, j)
// holds for some offset offs[j] within a band w wide that drifts by up to
// drift between neighbouring positions (see lineShare).
func bandShare(offs []float64, nt int, w, drift float64, hit func(i, j int) bool) float64 {
	n := len(offs)
	if n == 0 || nt == 0 {
		return 0
	}
	hits := make([]bool, n)
	in := make([]bool, n) // in[j]: a hit in the band starting at offs[j]
	best, next := make([]int, n), make([]int, n)
	for i := range nt {
		for j := range offs {
			hits[j] = hit(i, j)
		}
		for j := range offs {
			in[j] = false
			for k := j; k < n && offs[k] <= offs[j]+w; k++ {
				if hits[k] {
					in[j] = true
					break
				}
			}
		}
		for j := range offs {
			m := 0
			for k := j; k >= 0 && offs[j]-offs[k] <= drift; k-- {
				m = max(m, best[k])
			}
			for k := j + 1; k < n && offs[k]-offs[j] <= drift; k++ {
				m = max(m, best[k])
			}
			if in[j] {
				m++
			}
			next[j] = m
		}
		best, next = next, best
	}
	return float64(slices.Max(best)) / float64(nt)
}

// The water line rule: on a side read wet, the positions its water ink
// hits should lie on one line waterLineWidth hex radii wide (a stream's
// width and the scan's blur), drifting at most waterLineDrift between
// neighbouring positions, at waterLineShare of the positions hit at least;
// else the hit fraction is cut below one half in proportion. Texture (a
// screen's dots or crown outlines read as water ink) hits a wide band at
// scattered offsets. Measured before the path rules, sides hit at 0.5 or
// more, lineShare over hit fraction: printed-style seeds 21-25, 300 dpi
// light, 192 wet sides all at 0.9 or more; plate seeds 21-25, 300 dpi
// light, 506 of 890 dry sides under 0.9 and 96 of 101 wet ones over.
const (
	waterLineWidth = 0.1
	waterLineDrift = 0.05
	waterLineShare = 0.9
)

var waterLineRule = true

// untextured discounts texture from a line's hit fraction f over a band
// -reach..reach: where the same ink shows in control bands deeper on
// either side (a marsh's blue tufts or screen dots, a town's pink screen),
// each half of the band counts only the hits the control beside it does
// not also show.
func (s *sideReader) untextured(f, reach float64, ts []float64, at func(t, off float64) (float64, float64), want int) float64 {
	ctl := func(lo float64) float64 {
		hits := 0
		for _, t := range ts {
			for off := lo; off <= lo+controlWidth; off += s.step {
				if x, y := at(t, off); s.isKind(x, y, off, want) {
					hits++
					break
				}
			}
		}
		return float64(hits) / float64(len(ts))
	}
	cA, cB := ctl(controlDepth), ctl(-controlDepth-controlWidth)
	if cA < textureShare && cB < textureShare {
		return f
	}
	half := func(lo, hi float64) float64 {
		hits := 0
		for _, t := range ts {
			for off := lo; off <= hi; off += s.step {
				if x, y := at(t, off); s.isKind(x, y, off, want) {
					hits++
					break
				}
			}
		}
		return float64(hits) / float64(len(ts))
	}
	return max(0, half(0, reach)-cA, half(-reach, 0)-cB)
}

// Texture control bands, hex radii: their depth beyond the line and width;
// and the hit share in a control band that marks texture.
const (
	controlDepth = 0.32
	controlWidth = 0.08
	textureShare = 0.2
)

// road returns whether a road runs from A's centre to B's, a confidence,
// the share of the step it was read on (the hit fraction decide turns
// into yes/no; see reconcileRoads) and, on a step not read as road,
// whether a line along it could be one (roadread.go). The road must show within roadReach of
// the line between the centres over the part of it near the side (a road
// may cut a hex's corner near its centre), with gaps up to dashGap joined
// (dashed and dotted roads). With overprinted inks a step the samples miss
// is also read as a strip along the step (roadstrip.go).
func (s *sideReader) road() (bool, float64, float64, roadTrace) {
	f := s.roadSamples()
	if trackRoads && f >= 0.5 {
		if t := s.roadTrack(); t < 0.5 {
			f = t
		}
	}
	if s.ink.greyRoad && f >= 0.5 {
		f = s.greyLined(f)
	}
	if f >= 0.5 && s.blocksApply() {
		f = s.chainedShare(f)
	}
	if dottedRoads && f < 0.5 {
		f = max(f, s.roadDotted())
	}
	return s.roadDecide(f)
}

// roadSamples returns the share of the step road ink shows on in samples
// across the centre line, dashes joined (see road).
func (s *sideReader) roadSamples() float64 {
	n := s.f.Normals[s.i]
	ds := max(s.step, 0.015)
	var hits []bool
	for d := roadFrom; d <= roadTo; d += ds {
		hit := false
		for off := -roadReach; off <= roadReach && !hit; off += max(s.step, 0.01) {
			x, y := n[0]*d*2*Apothem-n[1]*off, n[1]*d*2*Apothem+n[0]*off
			hit = s.isKind(x, y, Apothem-d*2*Apothem, inkRoad)
		}
		hits = append(hits, hit)
	}
	return joined(hits, int(dashGap/(2*Apothem*ds)))
}

// joined returns the share of hits once gaps of up to gap positions
// between two hits are filled.
func joined(hits []bool, gap int) float64 {
	last := -1
	n := 0
	for i, h := range hits {
		if !h {
			continue
		}
		if last >= 0 && i-last-1 <= gap {
			n += i - last - 1
		}
		n++
		last = i
	}
	return float64(n) / float64(max(1, len(hits)))
}

// Road sampling: the part of the centre line looked at (fractions of the
// centre distance) and the widest gap joined, hex radii.
const (
	roadFrom = 0.24
	roadTo   = 0.76
	dashGap  = 0.14
)

// decide turns a hit fraction into yes/no and a confidence 0..1.
func decide(f float64) (bool, float64) {
	return f >= 0.5, math.Abs(f-0.5) * 2
}

// contours counts the contour lines crossed on paths from near A's centre
// to near B's, parallel to the line between the centres and beside it
// (a road runs on it): lines printed along the hexside and curves that cross
// between the centres anywhere are crossed alike. It returns the count most
// paths agree on, a confidence (the share that agree, less when some peak
// of contour ink is near the threshold) and the side of the hexside the
// lines lie on (high, see SideProposal.ContourHigh).
func (s *sideReader) contours() (int, float64, int) {
	if !s.curves {
		return s.contoursAlong()
	}
	if s.lines != nil {
		return s.contourCrossings()
	}
	return s.contourChains()
}

// contourLanes are the paths' distances beside the centre line, hex radii.
var contourLanes = []float64{-0.27, -0.17, -0.07, 0.07, 0.17, 0.27}

// contoursAlong counts the contour lines crossing profiles across the side
// (lines printed along hexsides, inside the higher hex) and
// returns the count most profiles agree on, a confidence (the share that
// agree, less when some peak of contour ink is near the threshold) and the
// side of the hexside the lines lie on (high, see SideProposal.ContourHigh).
func (s *sideReader) contoursAlong() (int, float64, int) {
	counts := make([]int, 0, len(contourTs))
	lean := 0 // profiles with more lines inside this hex, less those with more beyond
	margin := 1.0
	var prof [][3]float64
	var offs []float64
	buf := make([]float64, 0, 128)
	for _, t := range contourTs {
		prof, offs = prof[:0], offs[:0]
		for off := alongReach; off >= -alongReach; off -= s.step {
			if math.Abs(off) >= contourSkip {
				prof = append(prof, s.alongColour(t, off))
				offs = append(offs, off)
			}
		}
		split := 0
		for split < len(offs) && offs[split] > 0 {
			split++
		}
		bgA, bgB := medianColour(prof[:split], buf), medianColour(prof[split:], buf)
		n, in := 0, false
		inside := 0 // lines starting inside this hex (off > 0)
		peak := 0.0
		for k, c := range prof {
			bg := bgA
			if k >= split {
				bg = bgB
			}
			kind, a := s.ink.unmix(c, bg, 0.05, 0.25)
			if kind != inkContour && kind != inkRoad {
				a = 0
			}
			switch {
			case a >= alongHigh && !in:
				n, in = n+1, true
				if k < split {
					inside++
				}
			case a < alongLow:
				in = false
			}
			if a > 0.03 && a >= peak {
				peak = a
				continue
			}
			if peak >= alongLow {
				margin = min(margin, math.Abs(peak-alongHigh))
			}
			peak = 0
		}
		counts = append(counts, min(n, maxContours))
		switch {
		case 2*inside > n:
			lean++
		case 2*inside < n:
			lean--
		}
	}
	slices.Sort(counts)
	best, agree := 0, 0
	for _, c := range counts {
		if k := countOf(counts, c); k > agree || k == agree && c < best {
			best, agree = c, k
		}
	}
	return best, float64(agree) / float64(len(counts)) * min(1, margin/contourMargin), highOf(best, lean, len(counts))
}

// alongColour returns the colour averaged over a few samples parallel to the
// side at fraction t and depth off.
func (s *sideReader) alongColour(t, off float64) [3]float64 {
	var c [3]float64
	for k := range alongSamples {
		dt := alongSpread * float64(k-alongSamples/2)
		x, y := s.f.SidePoint(s.i, t+dt, off)
		px, py := s.h.px(x, y)
		v := s.p.at(px, py)
		for ch := range 3 {
			c[ch] += v[ch] / alongSamples
		}
	}
	return c
}

// Line peaks of contoursAlong: a line starts where the contour ink share
// rises to alongHigh and ends where it falls below alongLow.
const (
	alongHigh   = 0.1
	alongLow    = 0.05
	alongReach  = 0.5  // profile half-length across a hexside
	contourSkip = 0.06 // profile part left out around the printed grid line
)

var contourTs = []float64{0.2, 0.28, 0.72, 0.8}

// highOf turns the profiles' lean (see contours) into SideProposal's
// ContourHigh: +1 or -1 when three quarters of the profiles lean that way
// and there are lines, else 0.
func highOf(count, lean, profiles int) int {
	switch {
	case count == 0:
		return 0
	case 4*lean >= 3*profiles:
		return 1
	case 4*lean <= -3*profiles:
		return -1
	}
	return 0
}

// Contour peak detection: a line starts where the contour ink share rises
// to contourHigh and ends where it falls below contourLow.
const (
	contourHigh   = 0.3
	contourLow    = 0.15
	contourMargin = 0.1  // peak distance from contourHigh that is fully sure
	alongSpread   = 0.04 // spacing of the samples averaged along a line, hex radii
	alongSamples  = 5
)

func countOf(xs []int, v int) int {
	n := 0
	for _, x := range xs {
		if x == v {
			n++
		}
	}
	return n
}

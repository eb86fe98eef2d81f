package trace

import (
	"math"
	"slices"
	"sync"
)

// A road runs from hex centre to hex centre, so the stretch of it between
// two centres is a line along the step. roadStrip reads that stretch as a
// straightened strip: profiles across the centre line, each taken as
// absorption (1 - sample/background per channel, the overprint model)
// against the strip's own shoulders at that point, and averaged along the
// step. Averaging along the line evens out what a sample-by-sample reading
// trips on: the gaps of a dashed or dotted road (a dash pattern averages to
// its duty share), a thin line's colour spread by blur and by the JPEG's
// chroma blocks (absorption is linear in the scanned colour, so a blurred
// line keeps its integral), the printed grid and contour lines crossing
// the step (they darken every offset alike and the shoulders take them
// out) and symbol texture (it falls anywhere across the strip). What is
// left is the line along the step: its integrated absorption per channel
// (in mm of full-coverage ink), whose direction tells road ink from
// contour, water and grid ink.

// Strip geometry, hex radii: how far across the centre line the profiles
// reach, where the shoulders start, and how far from the centre line the
// road's peak may lie (a road through a hex with two steps is a curve that
// leaves the centre line near the centres).
const (
	stripReach    = 0.3
	stripShoulder = 0.16
	stripPeak     = 0.08
	stripLineMM   = 0.45 // half-width integrated around the peak, mm
	stripAcrossMM = 0.08 // finest sampling across the step, mm
	stripAlongMM  = 0.25 // finest sampling along it, mm
	stripFlank    = 1.0  // the corridor's flanks beside the line, in line half-widths
)

// stripRead is what roadStrip measured: the line's integrated absorption
// per channel (mm of full ink), and the noise of the profile's shoulders
// in the same unit (their spread over a line's width).
type stripRead struct {
	ink   [3]float64
	noise float64
	// least is the weakest third of the step's share of the line's
	// absorption (1: even along the step, 0: absent from a third).
	least float64
	// steady is the line's absorption (mm of full ink, summed over the
	// channels) at half the places along the step: the median over the
	// step's profiles of the line less its baseline; steadyLow the same
	// at 65% of the places (its 35th percentile). Read for grey road inks
	// only (roadgrey.go).
	steady, steadyLow float64
	ok                bool
}

// stripThirds is how many stretches along the step the line must show in.
const stripThirds = 3

// roadStrip reads the step from A's centre to B's (see above); mm is the
// hex radius in mm.
func (s *sideReader) roadStrip(mm float64) stripRead {
	n := s.f.Normals[s.i]
	across := max(s.step, stripAcrossMM/mm)
	along := max(2*s.step, stripAlongMM/mm)
	sc := stripScratchPool.Get().(*stripScratch)
	defer stripScratchPool.Put(sc)
	offs := sc.offs[:0]
	for o := -stripReach; o <= stripReach+1e-9; o += across {
		offs = append(offs, o)
	}
	sc.offs = offs
	prof := zeroed3(&sc.prof, len(offs))
	third := &sc.third
	var thirdRows [stripThirds]int
	for k := range third {
		zeroed3(&third[k], len(offs))
	}
	cols := zeroed3(&sc.cols, len(offs))
	sh := sc.sh[:0]
	if cap(sc.buf) < len(offs) {
		sc.buf = make([]float64, 0, len(offs))
	}
	buf := sc.buf[:0]
	var rowY [][]float64 // per row, the profile's absorption summed over the channels
	rows := 0
	for d := roadFrom; d <= roadTo; d += along / (2 * Apothem) {
		t := d * 2 * Apothem
		sh = sh[:0]
		for k, o := range offs {
			x, y := n[0]*t-n[1]*o, n[1]*t+n[0]*o
			cols[k] = s.p.at(s.h.px(x, y))
			if math.Abs(o) >= stripShoulder {
				sh = append(sh, cols[k])
			}
		}
		bg := medianColour(sh, buf)
		th := min(stripThirds-1, int((d-roadFrom)/(roadTo-roadFrom)*stripThirds))
		for k := range offs {
			for c := range 3 {
				u := 1 - cols[k][c]/max(bg[c], 8)
				prof[k][c] += u
				third[th][k][c] += u
			}
		}
		if s.ink.greyRoad {
			ry := make([]float64, len(offs))
			for k := range offs {
				ry[k] = darkOnly(cols[k], bg)
			}
			rowY = append(rowY, ry)
		}
		thirdRows[th]++
		rows++
	}
	sc.sh = sh // kept with its capacity for the next side
	if rows == 0 {
		return stripRead{}
	}
	y := zeroed(&sc.y, len(offs))
	shY := sc.shY[:0]
	var shU [3]float64
	nsh := 0
	for k, o := range offs {
		for c := range 3 {
			prof[k][c] /= float64(rows)
		}
		y[k] = prof[k][0] + prof[k][1] + prof[k][2]
		if math.Abs(o) >= stripShoulder {
			shY = append(shY, y[k])
			for c := range 3 {
				shU[c] += prof[k][c]
			}
			nsh++
		}
	}
	sc.shY = shY
	if nsh < 4 {
		return stripRead{}
	}
	for c := range 3 {
		shU[c] /= float64(nsh)
	}
	peak, best := -1, math.Inf(-1)
	for k, o := range offs {
		if math.Abs(o) <= stripPeak && y[k] > best {
			peak, best = k, y[k]
		}
	}
	if peak < 0 {
		return stripRead{}
	}
	hw := stripLineMM / mm
	dmm := across * mm
	// the shoulders' spread, one sample's
	slices.Sort(shY)
	q := shY[len(shY)/2]
	dev := sc.dev[:0]
	for _, v := range shY {
		dev = append(dev, math.Abs(v-q))
	}
	sc.dev = dev
	slices.Sort(dev)
	sd := 1.4826 * dev[len(dev)/2]
	cb := corridorBase{base: shU, scale: [3]float64{1, 1, 1}, sd: sd}
	if s.wideGap == 0 || s.ink.greyRoad {
		// a grey road is not told by its hue: the JPEG's chroma blocks
		// that keep coarse scans off the corridor do not matter
		cb = stripCorridor(offs, prof, y, peak, hw, shU, sd)
	}
	base, scale, sd := cb.base, cb.scale, cb.sd
	var out stripRead
	for k, o := range offs {
		if math.Abs(o-offs[peak]) <= hw {
			for c := range 3 {
				out.ink[c] += (prof[k][c] - base[c]) * scale[c] * dmm
			}
		}
	}
	// Noise: the baseline's spread, integrated over as many samples.
	w := 0
	for _, o := range offs {
		if math.Abs(o-offs[peak]) <= hw {
			w++
		}
	}
	out.noise = sd * math.Sqrt(float64(w)) * dmm
	// Each third's line against its own shoulders (or flanks), as a share of the whole.
	total := out.ink[0] + out.ink[1] + out.ink[2]
	out.least = 1
	for th := range third {
		if thirdRows[th] == 0 || total <= 0 {
			// no line at all: not one along the whole step
			out.least = -1
			break
		}
		var line, shl float64
		nl, ns := 0, 0
		for k, o := range offs {
			v := (third[th][k][0] + third[th][k][1] + third[th][k][2]) / float64(thirdRows[th])
			switch {
			case math.Abs(o-offs[peak]) <= hw:
				line += v
				nl++
			case cb.on && cb.flank(o) || !cb.on && math.Abs(o) >= stripShoulder:
				shl += v
				ns++
			}
		}
		if nl == 0 || ns == 0 {
			out.least = 0
			break
		}
		share := (line - float64(nl)*shl/float64(ns)) * dmm / total
		out.least = min(out.least, share)
	}
	out.steady = steadyLine(rowY, offs, offs[peak], hw, cb, 0.5) * dmm
	out.steadyLow = steadyLine(rowY, offs, offs[peak], hw, cb, 0.35) * dmm
	out.ok = true
	return out
}

// A road cleared through symbols (tree crowns kept off it, as printed
// maps keep them off their roads) runs in a corridor lighter than the
// strip's shoulders, and a thin line in it, measured against the
// shoulders, shows no ink at all (printgen FIGURES.md, "Roads through
// cleared corridors"). stripCorridor tells such a corridor by the flanks
// beside the line (stripFlank line half-widths beyond the integrated
// half-width hw, inside the shoulders): lighter than the shoulders by
// twice the spread of their mean (sd, one sample's spread). The line is
// then measured against the flanks' colour (absorption relative to
// them, per channel) and its noise is the flanks' spread. Only on a scan
// at least coarsePxPerMM fine (roadStrip): on coarser ones the JPEG's
// chroma blocks carry the line's colour into its flanks, and measured
// against them lanes through woods at 150 dpi heavy came out with the
// contour ink's hue, while the flanks' small spread let crowns and
// label strokes read as road lines (printgen FIGURES.md, "Roads through
// cleared corridors").
type corridorBase struct {
	on          bool
	base, scale [3]float64 // absorption subtracted, then scaled, per channel
	sd          float64    // one sample's noise
	peak, hw    float64    // the line's offset and half-width, hex radii
}

// flank reports whether offset o lies in the corridor's flanks.
func (c corridorBase) flank(o float64) bool {
	d := math.Abs(o - c.peak)
	return d > c.hw && d <= c.hw*(1+stripFlank) && math.Abs(o) < stripShoulder
}

// stripCorridor returns the baseline a strip's line is measured against
// (see corridorBase): the shoulders' (shU, spread sd), or the corridor's.
func stripCorridor(offs []float64, prof [][3]float64, y []float64, peak int, hw float64, shU [3]float64, sd float64) corridorBase {
	cb := corridorBase{base: shU, scale: [3]float64{1, 1, 1}, sd: sd, peak: offs[peak], hw: hw}
	var flU [3]float64
	var flBuf, devBuf [128]float64 // on the stack where they fit
	flY := flBuf[:0]
	for k, o := range offs {
		if cb.flank(o) {
			for c := range 3 {
				flU[c] += prof[k][c]
			}
			flY = append(flY, y[k])
		}
	}
	n := float64(len(flY))
	if n == 0 || flU[0]+flU[1]+flU[2] >= n*(shU[0]+shU[1]+shU[2]-2*sd/math.Sqrt(n)) {
		return cb
	}
	cb.on = true
	for c := range 3 {
		cb.base[c] = flU[c] / n
		// 1 - line/flank = (u_line - u_flank) / (1 - u_flank)
		cb.scale[c] = 1 / max(1-cb.base[c], 0.1)
	}
	slices.Sort(flY)
	dev := devBuf[:0]
	for _, v := range flY {
		dev = append(dev, math.Abs(v-flY[len(flY)/2]))
	}
	slices.Sort(dev)
	cb.sd = 1.4826 * dev[len(dev)/2] * (cb.scale[0] + cb.scale[1] + cb.scale[2]) / 3
	return cb
}

// stripFit returns how much of the strip's line ink i explains: the share
// a (mm of full ink) of ink i's absorption along the line, and the
// residual share of the line's absorption it leaves.
func (k *inks) stripFit(r stripRead, i int) (float64, float64) {
	var v [3]float64
	for c := range 3 {
		v[c] = 1 - min(1, k.c[i][c]/inkPaper)
	}
	if i == inkBlack {
		v = k.grid
		if !k.hasGrid {
			v = [3]float64{0.85, 0.85, 0.85}
		}
	}
	l2 := dot(v, v)
	x2 := dot(r.ink, r.ink)
	if l2 < 1e-6 || x2 == 0 {
		return 0, 1
	}
	a := max(0, dot(r.ink, v)/l2)
	var res float64
	for c := range 3 {
		e := r.ink[c] - a*v[c]
		res += e * e
	}
	return a, res / x2
}

// stripRoad decides from a strip whether a road runs along the step, and
// how sure: the line must hold at least stripMinInk mm of ink, stripSNR
// times the shoulders' noise, and its hue must be the road ink's. The hue
// is the absorption less its grey part (blur and the JPEG's chroma blocks
// wash a thin line's colour toward grey, they do not turn it): the line's
// hue must lie within stripHue of the road ink's, nearer it than the
// contour and water inks' hues by stripHueApart, and keep at least
// stripSat of the road ink's saturation.
func (k *inks) stripRoad(r stripRead) (bool, float64, stripHues) {
	h := stripHues{grey: k.greyRoad, least: r.least, steady: r.steady, steadyLow: r.steadyLow}
	s := r.ink[0] + r.ink[1] + r.ink[2]
	if !r.ok || s <= 0 {
		return false, 0, h
	}
	h.ink, h.snr = s, s/max(r.noise, 1e-6)
	m, ms := chroma(r.ink)
	h.chroma = ms
	if k.greyRoad {
		ok, conf := greyStrip(h)
		return ok, conf, h
	}
	cos := func(i int) (float64, float64) {
		var v [3]float64
		for c := range 3 {
			v[c] = 1 - min(1, k.c[i][c]/inkPaper)
		}
		vc, vs := chroma(v)
		if vs == 0 || ms == 0 {
			return -1, 0
		}
		return dot(m, vc) / (math.Sqrt(dot(m, m)) * math.Sqrt(dot(vc, vc))), ms / vs
	}
	var sat float64
	h.road, sat = cos(inkRoad)
	h.contour, _ = cos(inkContour)
	h.water, _ = cos(inkWater)
	h.sat = sat
	if s < stripMinInk || h.snr < stripSNR || sat < stripSat ||
		h.road < math.Cos(stripHue) || h.road < h.contour+stripHueApart || h.road < h.water+stripHueApart {
		return false, 0, h
	}
	conf := min((s-stripMinInk)/stripMinInk, (h.snr-stripSNR)/stripSNR, (h.road-max(h.contour, h.water))/stripHueSure, 1)
	return true, max(0, conf), h
}

// stripHues are a strip's measures stripRoad decides on, for diagnostics.
type stripHues struct {
	ink, snr, sat        float64
	road, contour, water float64 // cosines of the line's hue to the inks'
	// chroma is the line's chroma share, least the strip's weakest third
	// (stripRead.least), grey whether the road ink is grey (roadgrey.go).
	// steady and steadyLow are the line's absorption at half and at
	// 65% of the places along the step (stripRead.steady).
	chroma, least, steady, steadyLow float64
	grey                             bool
}

// chroma returns v less its grey part (its mean in every channel) and
// that part's length over v's.
func chroma(v [3]float64) ([3]float64, float64) {
	g := (v[0] + v[1] + v[2]) / 3
	c := [3]float64{v[0] - g, v[1] - g, v[2] - g}
	l := math.Sqrt(dot(v, v))
	if l == 0 {
		return c, 0
	}
	return c, math.Sqrt(dot(c, c)) / l
}

// Strip road thresholds (see stripRoad).
const (
	stripMinInk   = 0.28 // mm of full ink, summed over the channels
	stripSNR      = 4.0
	stripSat      = 0.25
	stripHue      = 0.6 // radians
	stripHueApart = 0.0
	stripHueSure  = 0.1 // cosine margin over the contour hue that is fully sure
)

// stripScratch holds roadStrip's buffers between sides (one a worker at a
// time, through stripScratchPool), so reading a side allocates none.
type stripScratch struct {
	offs, buf, y, shY, dev []float64
	prof, cols, sh         [][3]float64
	third                  [stripThirds][][3]float64
}

var stripScratchPool = sync.Pool{New: func() any { return &stripScratch{} }}

// zeroed3 returns *b resized to n colours, all zero (growing *b if short).
func zeroed3(b *[][3]float64, n int) [][3]float64 {
	if cap(*b) < n {
		*b = make([][3]float64, n)
	}
	*b = (*b)[:n]
	clear(*b)
	return *b
}

// zeroed returns *b resized to n values, all zero (growing *b if short).
func zeroed(b *[]float64, n int) []float64 {
	if cap(*b) < n {
		*b = make([]float64, n)
	}
	*b = (*b)[:n]
	clear(*b)
	return *b
}

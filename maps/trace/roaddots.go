package trace

import (
	"math"
	"math/cmplx"
	"slices"
)

// Dotted trails. A trail printed as a row of dots (dots 0.3-0.45 mm at a
// pitch of 0.7-1.1 mm on the plate style) averages along the step to a
// third or less of a solid line's ink: the samples find too few hits and
// the strip (roadstrip.go) reads too little ink for a road. What tells
// the dots is their steady pitch. dotTrail reads the line along the
// strip's peak (its absorption over the line's width against the row's
// shoulders) at a fine step along the step, clips the tallest and
// faintest values (a grid or contour line crossing the step is one spike,
// a dot's height is kept) and looks for the pitch, between dotPitchLo and
// dotPitchHi mm, whose fundamental and first harmonic carry the largest
// share of the series' variance. A row of dots carries most of it at one
// pitch, along all three thirds of the step; a solid line, a contour
// along the step, tree outlines or a hex's number carry little at any
// one pitch. The dots' colour is the periodic part's (the fundamental's
// coefficient per channel, in phase with the whole), so a contour or a
// tint under the dots does not tint it.

// dotted decides from a dot read whether the step shows a dotted trail,
// and how sure: the best pitch inside the searched range (not at its
// ends, where texture with no pitch of its own peaks), an amplitude of
// at least dotAmp mm, dotApart times the side bands' at that pitch and
// dotProm times the line's median amplitude over the searched pitches.
// The confidence stays under one half: a dotted step is always flagged.
func dotted(d dotRead) (bool, float64) {
	if !d.ok || d.pitch <= dotPitchLo+dotEdge || d.pitch >= dotPitchHi-dotEdge ||
		d.amp < dotAmp || d.amp < dotApart*d.sideAt || d.prom < dotProm {
		return false, 0
	}
	return true, 0.45 * min(1, (d.amp/max(d.sideAt, 1e-6)-dotApart)/dotApart)
}

// Dotted trail thresholds (see dotted), set on the drawn family of
// TestRoadDotsDrawn (16 scans at 150 dpi, dots over and under canopy
// blobs): the 8 trails read amplitudes 0.17-0.63 mm at 1.9-8.1 times
// their sides' and 2.2-5.1 times their median, the 8 woods with no trail
// at most 0.36 mm, and where over 0.2 mm at most 1.5 times their sides'
// except one (0.27 mm, 3.2 times, at a pitch of 1.30 mm: hence the
// searched range's top at 1.3 mm; plate trails are drawn at 0.7-1.1 mm).
const (
	dotAmp   = 0.2
	dotApart = 3.0
	dotProm  = 2.3
	dotEdge  = 0.05 // mm
)

// dotRead is what dotTrail measured along a step.
type dotRead struct {
	pitch float64 // mm
	share float64 // share of the series' variance at the pitch (fundamental + harmonic)
	least float64 // the weakest third's share at that pitch
	amp   float64 // the fundamental's amplitude, mm of full ink summed over the channels
	// side is the largest such amplitude at any pitch of the two bands
	// beside the line (as wide as it, dotSide line half-widths out):
	// texture (canopy, a screen) shows there as much as on the line.
	side float64
	// prom is the amplitude over the median amplitude of the line's
	// series over the searched pitches; sideAt the side bands' larger
	// amplitude at the line's pitch.
	prom, sideAt float64
	ink          [3]float64 // the periodic part's absorption per channel (direction only)
	ok           bool
}

// Dot pitch search, mm, and the fine step along the step the series is
// read at (at most a pixel).
const (
	dotPitchLo  = 0.55
	dotPitchHi  = 1.3
	dotPitchBy  = 0.01
	dotAlongMM  = 0.08
	dotClipHigh = 0.9 // clip the series to these quantiles
	dotClipLow  = 0.05
	dotSide     = 2.0 // the side bands' inner edge, line half-widths from the peak
)

// dotTrail reads the step's line (peak and half-width hw, hex radii, as
// roadStrip found them; mm the hex radius in mm) as a row of dots (see
// above).
func (s *sideReader) dotTrail(mm, peak, hw float64) dotRead {
	n := s.f.Normals[s.i]
	along := min(s.step, dotAlongMM/mm)
	across := max(s.step, stripAcrossMM/mm)
	var lineOffs, shOffs []float64
	for o := peak - hw; o <= peak+hw+1e-9; o += across {
		lineOffs = append(lineOffs, o)
	}
	for o := stripShoulder; o <= stripReach+1e-9; o += 2 * across {
		shOffs = append(shOffs, o, -o)
	}
	if len(lineOffs) == 0 || len(shOffs) < 4 {
		return dotRead{}
	}
	var sideOffs [2][]float64
	for k, sg := range []float64{-1, 1} {
		for o := dotSide * hw; o <= (dotSide+2)*hw+1e-9; o += across {
			sideOffs[k] = append(sideOffs[k], peak+sg*o)
		}
	}
	var ser [3][]float64
	var sides [2][]float64
	var zs []float64
	sh := make([][3]float64, len(shOffs))
	buf := make([]float64, 0, len(shOffs))
	dmm := across * mm
	for d := roadFrom; d <= roadTo; d += along / (2 * Apothem) {
		t := d * 2 * Apothem
		for k, o := range shOffs {
			sh[k] = s.p.atLinear(s.h.px(n[0]*t-n[1]*o, n[1]*t+n[0]*o))
		}
		bg := medianColour(sh, buf)
		var v [3]float64
		for _, o := range lineOffs {
			c := s.p.atLinear(s.h.px(n[0]*t-n[1]*o, n[1]*t+n[0]*o))
			for ch := range 3 {
				v[ch] += (1 - c[ch]/max(bg[ch], 8)) * dmm
			}
		}
		for ch := range 3 {
			ser[ch] = append(ser[ch], v[ch])
		}
		for k := range sideOffs {
			var w float64
			for _, o := range sideOffs[k] {
				c := s.p.atLinear(s.h.px(n[0]*t-n[1]*o, n[1]*t+n[0]*o))
				for ch := range 3 {
					w += (1 - c[ch]/max(bg[ch], 8)) * dmm
				}
			}
			sides[k] = append(sides[k], w)
		}
		zs = append(zs, t*mm)
	}
	if len(zs) < 16 {
		return dotRead{}
	}
	y := make([]float64, len(zs))
	for j := range y {
		y[j] = ser[0][j] + ser[1][j] + ser[2][j]
	}
	y = clipQuantiles(y, dotClipLow, dotClipHigh)
	var sy [2][]float64
	for k := range sides {
		sy[k] = clipQuantiles(sides[k], dotClipLow, dotClipHigh)
	}
	nf := float64(len(y))
	out := dotRead{}
	best := math.Inf(-1)
	var amps []float64
	for p := dotPitchLo; p <= dotPitchHi+1e-9; p += dotPitchBy {
		a := 2 * cmplx.Abs(fourier(y, zs, p)) / nf
		amps = append(amps, a)
		var sa float64
		for k := range sy {
			sa = max(sa, 2*cmplx.Abs(fourier(sy[k], zs, p))/nf)
		}
		out.side = max(out.side, sa)
		// the pitch where the line's wave stands out most over its sides'
		if a-sa > best {
			best, out.pitch, out.sideAt = a-sa, p, sa
		}
	}
	slices.Sort(amps)
	out.share = periodicShare(y, zs, out.pitch)
	out.least = 1
	m := len(y) / stripThirds
	for k := range stripThirds {
		out.least = min(out.least, periodicShare(y[k*m:(k+1)*m], zs[k*m:(k+1)*m], out.pitch))
	}
	c := fourier(y, zs, out.pitch)
	out.amp = 2 * cmplx.Abs(c) / float64(len(y))
	out.prom = out.amp / max(amps[len(amps)/2], 1e-9)
	if cmplx.Abs(c) > 0 {
		u := cmplx.Conj(c) / complex(cmplx.Abs(c), 0)
		for ch := range 3 {
			out.ink[ch] = real(fourier(ser[ch], zs, out.pitch) * u)
		}
	}
	out.ok = true
	return out
}

// fourier returns the series y (read at positions z, mm) less its mean,
// correlated with a wave of pitch p mm: sum of (y - mean) exp(-2 pi i z/p).
func fourier(y, z []float64, p float64) complex128 {
	var mean float64
	for _, v := range y {
		mean += v
	}
	mean /= float64(len(y))
	var c complex128
	for j, v := range y {
		c += complex(v-mean, 0) * cmplx.Exp(complex(0, -2*math.Pi*z[j]/p))
	}
	return c
}

// periodicShare returns the share of series y's variance (positions z,
// mm) carried by a wave of pitch p mm and its first harmonic.
func periodicShare(y, z []float64, p float64) float64 {
	var mean, v float64
	for _, x := range y {
		mean += x
	}
	mean /= float64(len(y))
	for _, x := range y {
		v += (x - mean) * (x - mean)
	}
	if v <= 0 {
		return 0
	}
	c1, c2 := fourier(y, z, p), fourier(y, z, p/2)
	a := cmplx.Abs(c1)
	b := cmplx.Abs(c2)
	return 2 * (a*a + b*b) / float64(len(y)) / v
}

// clipQuantiles returns y with its values held between its lo and hi
// quantiles.
func clipQuantiles(y []float64, lo, hi float64) []float64 {
	s := slices.Clone(y)
	slices.Sort(s)
	a, b := s[int(lo*float64(len(s)-1))], s[int(hi*float64(len(s)-1))]
	out := make([]float64, len(y))
	for j, v := range y {
		out[j] = min(max(v, a), b)
	}
	return out
}

// hueCos returns the cosines of absorption v's hue (less its grey part)
// to the road, contour and water inks' hues, and v's chroma share.
func (k *inks) hueCos(v [3]float64) (road, contour, water, share float64) {
	m, ms := chroma(v)
	cos := func(i int) float64 {
		var w [3]float64
		for c := range 3 {
			w[c] = 1 - min(1, k.c[i][c]/inkPaper)
		}
		wc, ws := chroma(w)
		if ws == 0 || ms == 0 {
			return -1
		}
		return dot(m, wc) / (math.Sqrt(dot(m, m)) * math.Sqrt(dot(wc, wc)))
	}
	return cos(inkRoad), cos(inkContour), cos(inkWater), ms
}

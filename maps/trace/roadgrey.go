package trace

import (
	"math"
	"slices"
)

// Black roads. A map may print its roads in black (plate-style maps with a
// grey grid do). Then the picked road ink has no hue: every test that tells
// road ink by its hue (the samples' strongest and weakest channels, the
// strip's hue cosines) reads noise, and the opaque black ink the reader
// keeps for grid and text is the road ink itself. With such an ink
// (greyRoadInk) a black sample is road ink (kind), and a step is told by
// the shape of its strip instead: a road runs on along the whole step as
// a line (the strip's weakest third keeps greyLeast of the line's
// absorption, strong: greyMinInk mm of ink at stripSNR times the noise)
// of grey ink (its chroma share under greyChroma), while the black things
// beside it are blobs: a hex's number printed across a step between two
// hexes of one column, a town's blocks, a tree symbol's outline, each
// dark over a short stretch of the step only.

// greyRoadInk reports whether road ink c (picked colour, 0..255) has no
// hue to tell it by: its absorption's chroma share is under
// greyRoadChroma.
func greyRoadInk(c [3]float64) bool {
	var v [3]float64
	for k := range 3 {
		v[k] = 1 - min(1, c[k]/inkPaper)
	}
	_, s := chroma(v)
	return dot(v, v) > 0 && s < greyRoadChroma
}

// greyRoadChroma: a black road picked off plate-style scans keeps a
// chroma share of 0.01 (the paper's tint); a brown road ink 0.15, red
// inks 0.4 and more.
const greyRoadChroma = 0.06

// greyStrip decides a strip for a grey road ink (see above): whether the
// step shows a road and how sure.
func greyStrip(h stripHues) (bool, float64) {
	if h.ink < greyMinInk || h.snr < stripSNR || h.least < greyLeast || h.chroma > greyChroma || h.steadyLow < greySteadyYes {
		return false, 0
	}
	conf := min((h.ink-greyMinInk)/greyMinInk, (h.snr-stripSNR)/stripSNR, (h.least-greyLeast)/greyLeast, 1)
	return true, max(0, conf)
}

// greyVeto reports whether a step the samples read as a grey road is not
// one by its strip: too little line along it, or the line absent from a
// third of the step (a blob the samples joined across). On a coarse scan
// (one with a wide gap, 150 dpi) the line need hold only
// greySteadyCoarse.
func greyVeto(h stripHues, coarse bool) bool {
	if coarse {
		return !(h.steadyLow >= greySteadyCoarse)
	}
	return !(h.steadyLow >= greySteady)
}

// greySteadyCoarse is greySteady on coarse scans. At 150 dpi a thin
// double pike (two 0.16 mm black lines over a bed knocked out to paper,
// plate seed 26) is blurred into its bed and across a woods tint its
// steady line reads 0.07-0.28 mm, while the false steps the samples read
// on grey-road plate seeds 22, 23, 26 and 27 at 150 dpi light read under
// 0.05 but one (0.21). At 0.15 plate 21-28 at 150 dpi light read 184
// right, 18 false, 34 missed -> 190 / 18 / 28 (seed 26's pike path
// restored, FIGURES.md, session 36).
const greySteadyCoarse = 0.15

// greyTrace grades a grey road ink's strip as a candidate (roadTrace): a
// line along the whole step (lineTrace), or some grey ink over most of it
// (hueTrace).
func greyTrace(h stripHues) roadTrace {
	switch {
	case h.chroma > greyChroma:
		return noTrace
	case h.ink >= greyLineInk && h.snr >= lineSNR && h.least >= greyLeast && h.steadyLow >= greySteady:
		return lineTrace
	case h.ink >= lineFaintInk && h.least >= greyVetoLeast && h.steady >= greyFaint:
		return hueTrace
	}
	return noTrace
}

// Grey road thresholds (see above), mm of full ink summed over the
// channels and shares of the line's absorption. On plate-style seed 22 at
// 300 dpi light every road step's strip read 0.46-1.8 mm with its weakest
// third at 0.22-0.94 of the line (two dashed lane steps 0.2-0.4 mm), the
// false steps the samples read mostly under 0.35 mm or a weakest third
// under 0 (hex numbers, blocks), but tree outlines in woods read 0.3-0.6
// mm at a weakest third up to 1: the steady line tells those. On seed 2
// at 300 dpi the steady line at 65% of the places (steadyLow) read
// 0.67-1.39 mm on pike steps and 0.46-1.19 on road and lane steps, and
// on 15 of the 19 false steps 0.05 or less (the median read 0.6-0.9 on
// half of them); dotted trails (dots shorter than their gaps) read about
// 0 there and are left to the samples and the path rules. Veto under
// greySteady; a step the samples miss needs greySteadyYes.
const (
	greyMinInk    = 0.5
	greyLeast     = 0.3
	greyChroma    = 0.35
	greyVetoLeast = 0.05
	greySteady    = 0.3
	greySteadyYes = 0.6
	greyFaint     = 0.3
	greyLineInk   = 0.35
)

// greySample reports whether pixel p over background bg absorbs as a grey
// ink does: its absorption (overprint model) has a chroma share under
// greySampleChroma. Black ink printed over any tint keeps the tint's
// colour, so its absorption is grey; a dark green tree outline over a
// woods tint absorbs red and blue more than green.
func greySample(p, bg [3]float64) bool {
	var u [3]float64
	for c := range 3 {
		u[c] = 1 - p[c]/max(bg[c], 8)
	}
	_, s := chroma(u)
	return s < greySampleChroma
}

// greySampleChroma: a black ink over paper or a tint absorbs with a
// chroma share of about 0.01, a dark green outline (cyan and yellow solid,
// 40-80% black) over a woods tint about 0.15 printed sharp; screened,
// misregistered and scanned, outlines came nearer grey: at 0.1 plate seed 2
// at 300 dpi light read roads 43.5% precise, at 0.05 53.7% (seeds 22-23:
// 66.7 -> 72.7%, recall 96% both).
const greySampleChroma = 0.05

// greyLined applies the line rule to a step the samples read as a grey
// road (share f, decide's half or more): black tree outlines in woods are
// read as black ink across most of the band the samples search, but at
// scattered offsets, while a road's samples (a dashed one's too) lie on
// one line. Where the largest share of positions hit within one band
// greyBandWidth wide (drifting at most greyBandDrift between neighbouring
// positions) is under greyBandShare of the positions hit anywhere, the
// share is cut below one half in proportion, as the water line rule does
// (linear.go).
func (s *sideReader) greyLined(f float64) float64 {
	n := s.f.Normals[s.i]
	ds := max(s.step, 0.015)
	var ds2 []float64
	for d := roadFrom; d <= roadTo; d += ds {
		ds2 = append(ds2, d)
	}
	var offs []float64
	for off := -roadReach; off <= roadReach; off += max(s.step, 0.01) {
		offs = append(offs, off)
	}
	grid := make([][]bool, len(ds2))
	hit := 0
	for i, d := range ds2 {
		grid[i] = make([]bool, len(offs))
		any := false
		for j, off := range offs {
			x, y := n[0]*d*2*Apothem-n[1]*off, n[1]*d*2*Apothem+n[0]*off
			grid[i][j] = s.isKind(x, y, Apothem-d*2*Apothem, inkRoad)
			any = any || grid[i][j]
		}
		if any {
			hit++
		}
	}
	if hit == 0 {
		return f
	}
	l := bandShare(offs, len(ds2), greyBandWidth, greyBandDrift, func(i, j int) bool { return grid[i][j] })
	h := float64(hit) / float64(len(ds2))
	if l < greyBandShare*h {
		return min(f, 0.5*l/(greyBandShare*h))
	}
	return f
}

// Grey line rule parameters (see greyLined), hex radii and a share.
const (
	greyBandWidth = 0.1
	greyBandDrift = 0.05
	greyBandShare = 0.8
)

// steadyLine returns the median over a strip's rows (each a profile of
// absorption summed over the channels at offsets offs) of the absorption
// within hw of offset peak less as many samples of the row's baseline:
// the mean of its shoulders, or of the corridor's flanks where cb is on
// (roadStrip). A road runs on along the step (a dashed one at most places,
// its dashes being longer than its gaps), while texture beside it (tree
// outlines, a hex's number, a town's blocks) falls under the line at
// fewer than half the places; the mean over the rows the strip reader
// uses gives both alike.
func steadyLine(rowY [][]float64, offs []float64, peak, hw float64, cb corridorBase, q float64) float64 {
	if len(rowY) == 0 {
		return 0
	}
	vals := make([]float64, 0, len(rowY))
	for _, ry := range rowY {
		var line, base float64
		nl, nb := 0, 0
		for k, o := range offs {
			switch {
			case math.Abs(o-peak) <= hw:
				line += ry[k]
				nl++
			case cb.on && cb.flank(o) || !cb.on && math.Abs(o) >= stripShoulder:
				base += ry[k]
				nb++
			}
		}
		if nl == 0 || nb == 0 {
			return 0
		}
		vals = append(vals, line-float64(nl)*base/float64(nb))
	}
	slices.Sort(vals)
	return vals[min(len(vals)-1, int(q*float64(len(vals))))]
}

// darkOnly returns a sample's absorption (colour p over background bg,
// overprint model) summed over the channels where p is darker than bg,
// the lighter channels counting 0. A pike printed as two thin black lines
// over a bed knocked out to paper is, across a woods tint, darker than the
// tint on its lines and lighter on its bed: summed as signed absorption
// the two cancel (plate seed 26 at 150 dpi: 8 missed pike steps read a
// steady line at 65% of the places of -0.03 to -2.1 mm), counted dark only
// the lines remain (there 0.07-0.28 mm, still vetoed under greySteady).
// Texture lighter than the tint beside it counts 0 on the line and on its
// baseline alike. On plate 21-28 at 150 dpi light false steps 22 -> 18, on
// 21-25 at 300 dpi light 33 -> 31 and missed 16 -> 14 (FIGURES.md).
func darkOnly(p, bg [3]float64) float64 {
	var u float64
	for c := range 3 {
		u += max(0, 1-p[c]/max(bg[c], 8))
	}
	return u
}

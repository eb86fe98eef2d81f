package trace

import (
	"math"
	"slices"
)

// The printed hex grid's ink, measured on the scan: the grid lines lie on
// the calibrated hexsides, so the darkest sample across a side, against the
// paper or tint just beside it, shows what the grid ink does to what it is
// printed on. Its absorption (1 - sample/background per channel, the
// overprint model) is the median over many sides: streams, roads and
// contours cross few of them. A stream drawn along a hexside runs over the
// grid line; a sample there is unmixed against water and grid ink together,
// and a sample grid ink explains as well as water or road ink (a bluish
// grey grid line over a yellow field) is neither. Lengths in mm.
const (
	gridSearchMM = 0.3  // how far either side of a side the grid line is looked for
	gridBesideMM = 0.6  // where its background is read, either side of the darkest sample
	gridMinProbe = 24   // probes needed to trust the measure
	gridMinDrop  = 12.0 // least luminance drop of a grid sample under its background
	gridEven     = 25.0 // largest luminance difference of the two background samples
)

var gridInkTs = []float64{0.25, 0.4, 0.6, 0.75}

// measureGridInk returns the grid ink's absorption per channel (0..1,
// the overprint model) measured on the sheets' hexsides, and whether enough
// clean probes were found.
func (t *tracer) measureGridInk() ([3]float64, bool) {
	var us [3][]float64
	for si, s := range t.job.Sheets {
		r := t.layout.Size // hex radius, mm
		search, beside := gridSearchMM/r, gridBesideMM/r
		step := max(t.step[si], 0.002)
		every := max(1, len(s.Hexes)/maxRefineHexes)
		for k := 0; k < len(s.Hexes); k += every {
			h := t.place(si, s.Hexes[k])
			for side := range 3 {
				for _, ts := range gridInkTs {
					u, ok := gridInkProbe(t.pix[si], h, t.frame, side, ts, search, beside, step)
					if !ok {
						continue
					}
					for c := range 3 {
						us[c] = append(us[c], u[c])
					}
				}
			}
		}
	}
	if len(us[0]) < gridMinProbe {
		return [3]float64{}, false
	}
	var out [3]float64
	for c := range 3 {
		slices.Sort(us[c])
		out[c] = us[c][len(us[c])/2]
	}
	return out, out[0]+out[1]+out[2] > 0
}

// gridInkProbe reads one grid probe: the darkest sample within search of side
// i at fraction ts of hex h, against the mean of the samples beside either
// way; ok when the background is even and the drop clear.
func gridInkProbe(p pixels, h hexPlace, f Frame, i int, ts, search, beside, step float64) ([3]float64, bool) {
	at := func(off float64) [3]float64 {
		x, y := f.SidePoint(i, ts, off)
		return p.at(h.px(x, y))
	}
	best, d := darkestAcross(p, h, f, i, ts, search, step)
	bl := lum(d)
	a, b := at(best+beside), at(best-beside)
	if math.Abs(lum(a)-lum(b)) > gridEven {
		return [3]float64{}, false
	}
	var bg [3]float64
	for c := range 3 {
		bg[c] = (a[c] + b[c]) / 2
	}
	if lum(bg)-bl < gridMinDrop {
		return [3]float64{}, false
	}
	var u [3]float64
	for c := range 3 {
		u[c] = max(0, 1-d[c]/max(bg[c], 8))
	}
	return u, true
}

// gridResidual returns the share of pixel p's difference from background
// bg that grid ink leaves unexplained under the overprint model (1 when
// there is no measured grid ink or its share is under minInk).
func (k *inks) gridResidual(p, bg [3]float64) float64 {
	if !k.hasGrid {
		return 1
	}
	var u [3]float64
	for c := range 3 {
		u[c] = 1 - p[c]/max(bg[c], 8)
	}
	if _, res, ok := project(u, k.grid, u[0]*u[0]+u[1]*u[1]+u[2]*u[2], 0.001, minInk, 1); ok {
		return res
	}
	return 1
}

// waterOverGrid reports whether p, over bg, is water and grid ink printed
// together (a stream along a hexside over its grid line, blurred into one
// dark line). Printed inks multiply, so their optical densities
// (-log of the share of light let through, per channel) add: p's density
// over bg is unmixed as a non-negative sum of the water ink's and the grid
// ink's, which needs a water share of at least minInk, a grid share of at
// most gridMaxShare, and leaves under fit of p's density unexplained. In
// densities a neutral black (a label over the grid line) is grid ink
// alone, where in the absorption a grey grid line plus water ink would fit
// it too.
func (k *inks) waterOverGrid(p, bg [3]float64, fit float64) bool {
	a, b, res, ok := k.overGrid(p, bg)
	return ok && a >= minInk && b >= 0 && b <= gridMaxShare && res < fit && k.waterHued(p, bg) && k.waterContrast(p, bg)
}

// waterHued reports whether p's optical density over bg could hold water
// ink, for waterOverGrid: it must not be least in the channel the water
// ink absorbs most (a brown-black grid line over a pale tint, whose density
// the measured grid ink, read off a blurred line, splits into grid and
// water), and a sample with a clipped channel (under overGridClip, where
// the density is meaningless: a black crown outline over a woods tint) must
// be least dense in the channel the water ink absorbs least. Measured
// before the path rules on plate seeds 21-24, 150 dpi light: false water
// sides 585 -> 202 (true 77 -> 76); printed seeds 21-24, 150 dpi heavy and
// light: no true or false side changed.
func (k *inks) waterHued(p, bg [3]float64) bool {
	u, w := k.densities(p, bg)
	if weakest(u) == strongest(w) {
		return false
	}
	return min(p[0], p[1], p[2]) >= overGridClip || weakest(u) == weakest(w)
}

// densities returns p's optical density over bg and the water ink's over
// paper, per channel.
func (k *inks) densities(p, bg [3]float64) (u, w [3]float64) {
	for c := range 3 {
		u[c] = transmitDensity(p[c] / max(bg[c], 8))
		w[c] = transmitDensity(k.c[inkWater][c] / inkPaper)
	}
	return u, w
}

// overGridClip is the channel level (0-255) under which a sample's channel
// is taken as clipped.
const overGridClip = 10

// overGrid unmixes p's optical density over bg as a*water + b*grid ink
// (least squares, see waterOverGrid) and returns a, b and the share of
// p's density left unexplained; ok is false without a measured grid ink,
// overprinted inks or a density to unmix.
func (k *inks) overGrid(p, bg [3]float64) (a, b, res float64, ok bool) {
	if !k.hasGrid || !k.overprint {
		return 0, 0, 0, false
	}
	var u, w, g [3]float64
	for c := range 3 {
		u[c] = transmitDensity(p[c] / max(bg[c], 8))
		w[c] = transmitDensity(k.c[inkWater][c] / inkPaper)
		g[c] = transmitDensity(1 - k.grid[c])
	}
	// Least squares u ~ a*w + b*g.
	ww, gg, wg := dot(w, w), dot(g, g), dot(w, g)
	uw, ug := dot(u, w), dot(u, g)
	det := ww*gg - wg*wg
	u2 := dot(u, u)
	if det < 1e-9 || u2 == 0 {
		return 0, 0, 0, false
	}
	a = (uw*gg - ug*wg) / det
	b = (ug*ww - uw*wg) / det
	var r float64
	for c := range 3 {
		e := u[c] - a*w[c] - b*g[c]
		r += e * e
	}
	return a, b, r / u2, true
}

// gridMaxShare is the largest share of the measured grid ink's density a
// sample may show. The grid is measured as scanned (on a blurred scan, a
// thin line's darkest sample is far lighter than its ink), so a sample on
// it may be much darker; the bound only keeps out what no grid line
// explains. Measured on printed-style seeds 1-5, 150 dpi heavy: water
// sides missed 28 at 1.5, 14 at 3 and at no bound; false 5, 7, 8.
const gridMaxShare = 3

// density returns the optical density of a share t of light let through.
func transmitDensity(t float64) float64 { return -math.Log(min(1, max(t, 0.02))) }

func dot(a, b [3]float64) float64 { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }

// gridMixBand returns sideReader.gridBand for a sheet whose contour
// background gap is wideGap (coarseGap: non-zero on a coarse scan) and
// hexes r mm in radius. Only a coarse scan (under about 180 dpi) blurs a
// 0.3-0.5 mm stream and the grid line under it into one dark line; on
// finer scans the stream shows beside the line, and the joint unmixing
// read thin grid lines whose colour the JPEG shifted as streams (printed
// style seeds 1-5, 300 dpi light: 117 false water sides, seed 4 89 of them).
func gridMixBand(wideGap, r float64) float64 {
	if wideGap == 0 || !(r > 0) {
		return -1
	}
	return gridSearchMM / r
}

// darkestAcross returns the offset (hex radii, within search either way,
// in steps of step) across side i of hex h, at fraction ts along it, where
// the scan is darkest, and the colour there: the side's printed line.
func darkestAcross(p pixels, h hexPlace, f Frame, i int, ts, search, step float64) (float64, [3]float64) {
	best, bc, bl := 0.0, [3]float64{}, math.Inf(1)
	for off := -search; off <= search; off += step {
		x, y := f.SidePoint(i, ts, off)
		c := p.at(h.px(x, y))
		if l := lum(c); l < bl {
			best, bc, bl = off, c, l
		}
	}
	return best, bc
}

// MeasureGridInk returns the grid ink's absorption per channel as the
// tracer measures it on job's sheets (after Refine and any averaging
// down, as Options ask), without tracing, and whether enough clean probes
// were found. Errors are those of Trace's preparation, reported as false.
func MeasureGridInk(job Job) ([3]float64, bool) {
	job.Options.Curves = false // no line map needed
	t, err := newTracer(job)
	if err != nil {
		return [3]float64{}, false
	}
	return t.ink.grid, t.ink.hasGrid
}

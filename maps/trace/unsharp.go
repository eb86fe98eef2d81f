package trace

import (
	"math"
	"slices"
)

// Unsharp is a scanner driver's unsharp mask (its "sharpen": out = in +
// Amount (in - G_r in), G_r a Gaussian of sigma r) as measured on a
// sheet's printed grid lines: a sharpened line has a bright halo on the
// paper beside it, whose depth gives the amount and whose width the
// radius.
type Unsharp struct {
	// Amount is the mask's amount; 0 where none was found.
	Amount float64
	// RadiusMM is the mask's Gaussian sigma in mm on the sheet (0 where
	// none was found); RadiusPx the same in the read image's pixels.
	RadiusMM, RadiusPx float64
	// Fit is the line fitted beside the mask: the grid line's width and
	// the Gaussian spread of its edges (optics and pixels), both mm.
	GridMM, SigmaMM float64
	// Gain is the share by which the fit with a mask leaves less of the
	// profile unexplained than the best fit without (0..1).
	Gain   float64
	Probes int // grid probes the profile is the median of
	// Profile is the median drop across the grid lines (share of the
	// paper's luminance, negative where the paper is brighter than far
	// from the line), blurStepPx pixels apart and centred on the line.
	Profile []float64
	// Floor is the drop at which the halo clips at white (the probes'
	// median), negative.
	Floor float64
}

// Unsharp-mask measurement. The cross-profile of the grid lines is read
// out to unsharpReachMM either way (the halo of a mask reaches about two
// and a half radii beyond the line's edge; drivers use radii of about a
// pixel or two). A mask is reported where the fitted amount is at least
// unsharpMinAmount and the mask term takes at least unsharpMinGain of the
// unexplained profile away (on printed seeds 21-25 at 300 dpi, unsharpened,
// the gain was 0-0.31, the most with a fitted 0.11 at 2.9 px; on plate
// scans sharpened at 0.4-1 it was 0.48-0.89, and 0-0.28 unsharpened).
const (
	unsharpReachMM   = 1.0
	unsharpMinAmount = 0.1
	unsharpMinGain   = 0.4
	unsharpFloorQ    = 0.5
)

// unsharpMaxPxPerMM (a 2,540 dpi scan) and unsharpMaxSteps bound the
// measurement: a calibration beyond them is not a scan's (FuzzTraceCalibration
// found a search of 1e150 px/mm that never ended).
const (
	unsharpMaxPxPerMM = 100
	unsharpMaxSteps   = 1e5
)

// measureUnsharp measures sheet si's unsharp mask on its printed grid
// lines (the scan as read, after any averaging down).
func (t *tracer) measureUnsharp(si int) Unsharp {
	s := t.job.Sheets[si]
	a := s.Affine
	ppm := a.PxPerMM()
	var out Unsharp
	r := t.layout.Size
	rpx := r * ppm
	if !(rpx > 0) {
		return out
	}
	search := gridSearchMM / r
	step := blurStepPx / rpx
	if !(ppm <= unsharpMaxPxPerMM) || !(search/step <= unsharpMaxSteps) {
		// a calibration no scanner gives (a hostile or broken one): the
		// probes' search would never end or its profile not fit in memory
		return out
	}
	n := int(math.Round(unsharpReachMM * ppm / blurStepPx))
	var profs [][]float64
	var floors []float64 // each probe's drop at white (255)
	p := t.pix[si]
	t.eachGridProbe(si, func(h hexPlace, side int, ts float64) {
		if prof, floor, ok := unsharpProbe(p, h, t.frame, side, ts, search, step, n); ok {
			profs = append(profs, prof)
			floors = append(floors, floor)
		}
	})
	out.Probes = len(profs)
	if len(profs) < gridMinProbe {
		return out
	}
	med := medianProfile(profs)
	out.Profile = med
	slices.Sort(floors)
	out.Floor = floors[int(unsharpFloorQ*float64(len(floors)-1))]
	f := fitUnsharp(med, blurStepPx/ppm, out.Floor)
	out.GridMM, out.SigmaMM, out.Gain = f.w, f.sigma, f.gain
	if f.amount >= unsharpMinAmount && f.gain >= unsharpMinGain {
		out.Amount, out.RadiusMM, out.RadiusPx = f.amount, f.radius, f.radius*ppm
	}
	return out
}

// unsharpProbe is blurProbe's profile: the drop (1 - luminance /
// background) across side i of hex h at fraction ts, 2n+1 samples step
// hex radii apart, centred on the darkest point within search, and the
// drop at which the halo starts to clip at white (1 - 255 / the
// background's brightest channel); false where the background is uneven
// or the line does not stand out.
func unsharpProbe(p pixels, h hexPlace, f Frame, i int, ts, search, step float64, n int) ([]float64, float64, bool) {
	col := func(off float64) [3]float64 {
		x, y := f.SidePoint(i, ts, off)
		return p.atLinear(h.px(x, y))
	}
	at := func(off float64) float64 { return lum(col(off)) }
	best, bl := darkestOf(at, search, step)
	reach := float64(n) * step
	ca, cb := col(best+reach), col(best-reach)
	a, b := lum(ca), lum(cb)
	if math.Abs(a-b) > gridEven {
		return nil, 0, false
	}
	bg := (a + b) / 2
	if bg < 40 || (bg-bl)/bg < blurMinDrop {
		return nil, 0, false
	}
	prof := make([]float64, 2*n+1)
	for k := -n; k <= n; k++ {
		prof[k+n] = 1 - at(best+float64(k)*step)/bg
	}
	// the brightest channel clips first
	top := (max(ca[0], ca[1], ca[2]) + max(cb[0], cb[1], cb[2])) / 2
	return prof, 1 - 255/top, true
}

// unsharpFit is the best fit of a sharpened line to a profile: amount,
// radius (mm), the line's width w and edge spread sigma (mm), and gain,
// the share of the no-mask fit's squared error the mask takes away.
type unsharpFit struct {
	amount, radius, w, sigma, gain float64
}

// Unsharp-mask fit: profile samples within unsharpClipMargin of the drop
// at white are taken as clipped (see fitUnsharp); the radii searched
// (sigma, px: a mask acts on the scanner's pixels, and one narrower than
// half a pixel is not told apart from a sharper line) and the largest
// amount believed.
const (
	unsharpClipMargin  = 0.01
	unsharpMinRadiusPx = 0.5
	unsharpMaxRadiusPx = 3.0
	unsharpMaxAmount   = 2.0
)

// fitUnsharp fits a line of width w blurred by a Gaussian of sigma and
// then sharpened by a mask of amount a and radius r (all mm) to the drop
// profile prof, sampled dx mm apart and centred on the line:
//
//	A [(1+a) B(w, sigma) - a B(w, sqrt(sigma^2 + r^2))],
//	B(w, s)(x) = Phi((x + w/2)/s) - Phi((x - w/2)/s),
//
// the two coefficients A(1+a) and A a by least squares, (w, sigma, r)
// searched on a grid (r from unsharpMinRadiusPx to unsharpMaxRadiusPx,
// the pixel taken as blurStepPx samples). The profile's ends are its paper (drop 0): the
// probe is normalised there, beyond the halo. The halo of a mask on light
// paper is clipped at white, drop floor (the probes' median; the median
// profile of clipped probes is the model clipped at it): samples at the
// floor are left out of the least squares and count only where the model
// lies above them (a halo shallower than the clipped one seen).
func fitUnsharp(prof []float64, dx, floor float64) unsharpFit {
	n := len(prof) / 2
	pxMM := dx / blurStepPx // one pixel, mm
	phi := phiTable
	// basis returns B(w, s) at the profile's samples.
	basis := func(w, s float64, m []float64) {
		for i := range m {
			x := float64(i-n) * dx
			m[i] = phi((x+w/2)/s) - phi((x-w/2)/s)
		}
	}
	clipped := make([]bool, len(prof))
	for i, v := range prof {
		clipped[i] = v <= floor+unsharpClipMargin
	}
	// errOf is the fit's squared error of model c1 m1 - c2 m2.
	errOf := func(c1, c2 float64, m1, m2 []float64) float64 {
		e := 0.0
		for i, y := range prof {
			d := c1*m1[i] - y
			if m2 != nil {
				d -= c2 * m2[i]
			}
			if clipped[i] && d < 0 {
				continue
			}
			e += d * d
		}
		return e
	}
	m1 := make([]float64, len(prof))
	m2 := make([]float64, len(prof))
	best := unsharpFit{}
	bestErr, flatErr := math.Inf(1), math.Inf(1)
	for s := 0.01; s <= 0.2; s += 0.005 {
		for w := 0.02; w <= 0.4; w += 0.01 {
			basis(w, s, m1)
			var aa, ay float64
			for i, v := range m1 {
				if !clipped[i] {
					aa += v * v
					ay += v * prof[i]
				}
			}
			if aa == 0 || ay <= 0 {
				continue
			}
			// without a mask: A B(w, s)
			if c := ay / aa; c <= 1 {
				flatErr = min(flatErr, errOf(c, 0, m1, nil))
			}
			for rpx := unsharpMinRadiusPx; rpx <= unsharpMaxRadiusPx; rpx += 0.1 {
				r := rpx * pxMM
				basis(w, math.Hypot(s, r), m2)
				var bb, ab, by float64
				for i, v := range m2 {
					if !clipped[i] {
						bb += v * v
						ab += v * m1[i]
						by += v * prof[i]
					}
				}
				det := aa*bb - ab*ab
				if !(det > 1e-12*aa*bb) {
					continue
				}
				// y ~ c1 m1 - c2 m2
				c1 := (ay*bb - by*ab) / det
				c2 := -(by*aa - ay*ab) / det
				if c2 <= 0 || c1 <= c2 || c2 > unsharpMaxAmount*(c1-c2) {
					continue
				}
				if e := errOf(c1, c2, m1, m2); e < bestErr {
					bestErr = e
					best = unsharpFit{amount: c2 / (c1 - c2), radius: r, w: w, sigma: s}
				}
			}
		}
	}
	if math.IsInf(bestErr, 1) || !(flatErr > 0) {
		return unsharpFit{}
	}
	best.gain = max(0, 1-bestErr/flatErr)
	return best
}

// MeasureUnsharp returns the unsharp mask of job's first sheet as the
// tracer measures it (after Refine and any averaging down, as Options
// ask), without tracing. Errors are those of Trace's preparation,
// reported as a zero Unsharp.
func MeasureUnsharp(job Job) Unsharp {
	job.Options.Curves = false // no line map needed
	job.Options.KeepSharpening = true
	t, err := newTracer(job)
	if err != nil {
		return Unsharp{}
	}
	return t.measureUnsharp(0)
}

// phiTab is the standard normal's distribution function Phi tabulated
// phiTabStep apart from -phiTabEnd to phiTabEnd; phiTable interpolates it
// (to about 1e-5), the fit's many evaluations made cheap.
const (
	phiTabStep = 0.01
	phiTabEnd  = 8.0
)

var phiTab = func() []float64 {
	n := int(2*phiTabEnd/phiTabStep) + 2
	t := make([]float64, n)
	for i := range t {
		z := -phiTabEnd + float64(i)*phiTabStep
		t[i] = 0.5 * (1 + math.Erf(z/math.Sqrt2))
	}
	return t
}()

func phiTable(z float64) float64 {
	u := (z + phiTabEnd) / phiTabStep
	if u <= 0 {
		return 0
	}
	i := int(u)
	if i >= len(phiTab)-1 {
		return 1
	}
	f := u - float64(i)
	return phiTab[i] + f*(phiTab[i+1]-phiTab[i])
}

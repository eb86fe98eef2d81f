package trace

import (
	"math"
	"slices"
)

// ScanBlur is a sheet's blur and noise as measured on its printed grid
// lines, once per scan, after any averaging down (readScale): what the
// contour readers see.
type ScanBlur struct {
	PxPerMM float64 // the read image's resolution
	// SigmaMM is the Gaussian spread of a sharp edge (its 10-90% rise is
	// 2.56 SigmaMM), fitted with the grid line's width GridMM to the
	// median profile across the grid lines. 0 when not measured.
	SigmaMM float64
	GridMM  float64
	// Contrast is the grid line's peak drop in luminance under its
	// background, a share of the background; Noise the spread (robust
	// standard deviation) of a pixel's luminance on the even background
	// either side of the line (sensor noise, JPEG and fine texture), the
	// same units.
	Contrast, Noise float64
	Probes          int // grid probes the profile is the median of
	// Profile is the median drop across the grid lines, blurStepPx
	// pixels apart and centred on the line (for diagnostics).
	Profile []float64
}

// Keep returns the share of its full contrast a line w mm wide keeps at
// its centre under the measured blur: erf(w / (2 sqrt 2 sigma)); 1 when
// the blur was not measured.
func (b ScanBlur) Keep(w float64) float64 {
	if !(b.SigmaMM > 0) {
		return 1
	}
	return math.Erf(w / (2 * math.Sqrt2 * b.SigmaMM))
}

// Blur measurement: grid probes as measureGridInk takes them, each a
// luminance profile across the side through its darkest point, out to
// blurReachMM either way in steps of blurStepPx.
const (
	blurReachMM = 0.6
	blurStepPx  = 0.25
	blurMinDrop = 0.06 // least peak drop of a probe, share of its background
)

// measureBlur measures sheet si's blur on its printed grid lines.
func (t *tracer) measureBlur(si int) ScanBlur {
	s := t.job.Sheets[si]
	a := s.Affine
	ppm := a.PxPerMM()
	out := ScanBlur{PxPerMM: ppm}
	r := t.layout.Size
	rpx := r * ppm
	if !(rpx > 0) {
		return out
	}
	search := gridSearchMM / r
	step := blurStepPx / rpx
	n := int(math.Round(blurReachMM * ppm / blurStepPx))
	var profs [][]float64
	var noise []float64
	p := t.pix[si]
	t.eachGridProbe(si, func(h hexPlace, side int, ts float64) {
		if prof, nz, ok := blurProbe(p, h, t.frame, side, ts, search, step, n); ok {
			profs = append(profs, prof)
			noise = append(noise, nz)
		}
	})
	out.Probes = len(profs)
	if len(profs) < gridMinProbe {
		return out
	}
	med := medianProfile(profs)
	slices.Sort(noise)
	out.Noise = noise[len(noise)/2] * 1.4826 // MAD of one difference -> sd
	out.Contrast, out.Profile = med[n], med
	sig, w := fitLineProfile(med, blurStepPx/ppm)
	out.SigmaMM, out.GridMM = sig, w
	return out
}

// blurProbe returns the drop profile (1 - luminance / background) across
// side i of hex h at fraction ts, 2n+1 samples step hex radii apart,
// centred on the darkest point within search, a noise sample (the
// absolute difference of the two shoulders over sqrt 2), and
// whether the probe is clean: an even background and a clear drop.
func blurProbe(p pixels, h hexPlace, f Frame, i int, ts, search, step float64, n int) ([]float64, float64, bool) {
	at := func(off float64) float64 {
		x, y := f.SidePoint(i, ts, off)
		return lum(p.atLinear(h.px(x, y)))
	}
	best, bl := darkestOf(at, search, step)
	reach := float64(n) * step
	a, b := at(best+reach), at(best-reach)
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
	// noise: the two shoulders, far enough apart that blur does not
	// correlate them (sensor noise, JPEG and fine texture alike)
	return prof, math.Abs(a-b) / math.Sqrt2 / bg, true
}

// fitLineProfile fits a line of width w blurred by a Gaussian of sigma
// (both mm) to the drop profile prof, sampled dx mm apart and centred:
// A [Phi((x + w/2)/sigma) - Phi((x - w/2)/sigma)] with A by least squares,
// (sigma, w) searched on a grid. The profile's outer quarter either side
// is its background level, taken off first.
func fitLineProfile(prof []float64, dx float64) (sigma, w float64) {
	n := len(prof) / 2
	base := 0.0
	q := max(1, n/4)
	for k := 0; k < q; k++ {
		base += prof[k] + prof[len(prof)-1-k]
	}
	base /= float64(2 * q)
	y := make([]float64, len(prof))
	for i, v := range prof {
		y[i] = v - base
	}
	phi := func(z float64) float64 { return 0.5 * (1 + math.Erf(z/math.Sqrt2)) }
	bestErr := math.Inf(1)
	m := make([]float64, len(prof))
	for s := 0.01; s <= 0.3; s += 0.0025 {
		for lw := 0.02; lw <= 0.4; lw += 0.01 {
			var mm, my float64
			for i := range m {
				x := float64(i-n) * dx
				m[i] = phi((x+lw/2)/s) - phi((x-lw/2)/s)
				mm += m[i] * m[i]
				my += m[i] * y[i]
			}
			if mm == 0 || my <= 0 {
				continue
			}
			amp := my / mm
			if amp > 1 {
				continue // darker than any ink
			}
			e := 0.0
			for i := range m {
				d := y[i] - amp*m[i]
				e += d * d
			}
			if e < bestErr {
				bestErr, sigma, w = e, s, lw
			}
		}
	}
	return sigma, w
}

// MeasureBlur returns the blur of job's first sheet as the tracer measures
// it (after Refine and any averaging down, as Options ask), without
// tracing. Errors are those of Trace's preparation, reported as a zero
// ScanBlur.
func MeasureBlur(job Job) ScanBlur {
	job.Options.Curves = false // no line map needed
	t, err := newTracer(job)
	if err != nil {
		return ScanBlur{}
	}
	return t.measureBlur(0)
}

// eachGridProbe calls f for each place the grid-line measures probe on
// sheet si: the three sides of every hex (every one of maxRefineHexes
// spread over the sheet), at each of gridInkTs along the side.
func (t *tracer) eachGridProbe(si int, f func(h hexPlace, side int, ts float64)) {
	hexes := t.job.Sheets[si].Hexes
	every := max(1, len(hexes)/maxRefineHexes)
	for k := 0; k < len(hexes); k += every {
		h := t.place(si, hexes[k])
		for side := range 3 {
			for _, ts := range gridInkTs {
				f(h, side, ts)
			}
		}
	}
}

// medianProfile returns, sample by sample, the median of profiles of one
// length (at least one profile).
func medianProfile(profs [][]float64) []float64 {
	med := make([]float64, len(profs[0]))
	col := make([]float64, len(profs))
	for i := range med {
		for k, pr := range profs {
			col[k] = pr[i]
		}
		slices.Sort(col)
		med[i] = col[len(col)/2]
	}
	return med
}

// darkestOf returns the offset in -search..search, in steps of step,
// where at (a luminance across a side, offsets in hex radii) is least,
// and that least value: where a grid-line probe centres its profile.
func darkestOf(at func(off float64) float64, search, step float64) (best, least float64) {
	best, least = 0.0, math.Inf(1)
	for off := -search; off <= search; off += step {
		if l := at(off); l < least {
			best, least = off, l
		}
	}
	return best, least
}

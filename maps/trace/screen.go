package trace

import (
	"math"
)

// Offset-printed maps lay every tint down as a halftone screen: a lattice
// of dots, 85-150 lines per inch (3.3-5.9 lines per mm), one angle per
// plate. On a scan fine enough to resolve it (300 dpi: 2-3.5 px) the dots
// pass for line ink in the contour readers' single samples. The screen is
// measured on the scan itself, on a patch of each taught hex's interior:
// the patches' power spectrum, summed, peaks at the screen's ruling (the
// plates share one ruling; their angles only turn the peak). Lengths in
// px.
const (
	screenLPMMLo = 3.0 // the coarsest ruling looked for, lines per mm (76 lpi)
	screenLPMMHi = 6.5 // the finest, lines per mm (165 lpi)
	// screenPatch: each patch is a square of this side, hex radii, centred
	// screenPatchY below the hex centre (clear of the centre dot and id).
	screenPatch  = 0.5
	screenPatchY = 0.45
	// screenStrength: the least ratio of the spectrum's peak power to its
	// mean power over the band for a screen to count as found.
	screenStrength = 20
	// screenLeastPeriod: a period below this (px, the Nyquist limit) is
	// not resolved: the scan has averaged the dots into the tint, leaving
	// a faint moire (150 dpi, or a fine scan read at readPxPerMM).
	screenLeastPeriod = 2.0
)

// screenFound is a measured halftone screen: its period in px (0: none
// found), the angle of its strongest peak in radians and the peak's
// strength over the half-way trough.
type screenFound struct {
	period, angle, strength float64
	// angles: the distinct angles the spectrum peaks at on the ring of
	// its strongest peak (screenangles.go), found or not.
	angles int
}

// measureScreen measures the halftone screen of sheet si (see screenLPMMLo)
// on the taught hexes' interiors.
func (t *tracer) measureScreen(si int) screenFound {
	a := t.job.Sheets[si].Affine
	ppm := a.PxPerMM()
	flo, fhi := screenLPMMLo/ppm, math.Min(screenLPMMHi/ppm, 1/screenLeastPeriod)
	if flo >= fhi {
		return screenFound{}
	}
	half := int(math.Round(screenPatch * t.layout.Size * ppm / 2))
	if float64(half) < 4/flo {
		return screenFound{}
	}
	sp := newSpectrum(fhi)
	n := 0
	for _, e := range t.job.Examples {
		if e.Sheet != si {
			continue
		}
		h := t.place(si, e.Hex)
		cx, cy := h.px(0, screenPatchY)
		if sp.add(t.pix[si], int(cx), int(cy), half) {
			n++
		}
	}
	if n == 0 {
		return screenFound{}
	}
	return sp.peak(flo, fhi)
}

// screenFreqStep is the spectrum's frequency step, cycles per px (the
// peak is refined between steps).
const screenFreqStep = 0.01

// spectrum is the power of patches summed, at frequencies (fx, fy) on a
// grid of step screenFreqStep, fx in -F..F and fy in 0..F cycles per px.
type spectrum struct {
	F   float64
	nx  int // frequencies along x: 2*nh+1
	nh  int
	pow []float64 // [iy*nx + ix]
}

func newSpectrum(F float64) *spectrum {
	nh := int(math.Ceil(F / screenFreqStep))
	return &spectrum{F: F, nh: nh, nx: 2*nh + 1, pow: make([]float64, (nh+1)*(2*nh+1))}
}

func (s *spectrum) freq(i int) float64 { return float64(i) * screenFreqStep }

// add adds the power spectrum of the square patch of half-side half px
// around (cx, cy), per channel less the patch's mean, Hann-windowed and
// normalised by the patch's variance. Not done (false) on a flat patch.
func (s *spectrum) add(p pixels, cx, cy, half int) bool {
	w := 2*half + 1
	win := make([]float64, w)
	for i := range w {
		win[i] = 0.5 - 0.5*math.Cos(2*math.Pi*(float64(i)+0.5)/float64(w))
	}
	var vals [3][]float64
	for ch := range 3 {
		vals[ch] = make([]float64, w*w)
	}
	for y := range w {
		for x := range w {
			c := p.at(float64(cx-half+x)+0.5, float64(cy-half+y)+0.5)
			for ch := range 3 {
				vals[ch][y*w+x] = c[ch]
			}
		}
	}
	total := 0.0
	for ch := range 3 {
		m := 0.0
		for _, v := range vals[ch] {
			m += v
		}
		m /= float64(w * w)
		for y := range w {
			for x := range w {
				v := (vals[ch][y*w+x] - m) * win[x] * win[y]
				vals[ch][y*w+x] = v
				total += v * v
			}
		}
	}
	if !(total > 1e-6) {
		return false
	}
	// Separable DFT: along x at every fx, then along y at every fy.
	cosx, sinx := make([]float64, s.nx*w), make([]float64, s.nx*w)
	for i := range s.nx {
		f := s.freq(i - s.nh)
		for x := range w {
			cosx[i*w+x], sinx[i*w+x] = math.Cos(2*math.Pi*f*float64(x)), math.Sin(2*math.Pi*f*float64(x))
		}
	}
	re, im := make([]float64, w*s.nx), make([]float64, w*s.nx)
	for ch := range 3 {
		for y := range w {
			row := vals[ch][y*w : (y+1)*w]
			for i := range s.nx {
				cr, sr := cosx[i*w:(i+1)*w], sinx[i*w:(i+1)*w]
				a, b := 0.0, 0.0
				for x, v := range row {
					a += v * cr[x]
					b -= v * sr[x]
				}
				re[y*s.nx+i], im[y*s.nx+i] = a, b
			}
		}
		for j := 0; j <= s.nh; j++ {
			// fy = freq(j) >= 0; cos and sin tables of x serve y too.
			cr, sr := cosx[(j+s.nh)*w:(j+s.nh+1)*w], sinx[(j+s.nh)*w:(j+s.nh+1)*w]
			for i := range s.nx {
				a, b := 0.0, 0.0
				for y := range w {
					r0, i0 := re[y*s.nx+i], im[y*s.nx+i]
					// (r0 + i i0) * (cos - i sin)
					a += r0*cr[y] + i0*sr[y]
					b += i0*cr[y] - r0*sr[y]
				}
				s.pow[j*s.nx+i] += (a*a + b*b) / total
			}
		}
	}
	return true
}

// peak returns the screen at the strongest power of frequency flo..fhi
// cycles per px (refined between the grid's steps by a parabola along
// each axis), when it stands screenStrength times over the band's mean
// power (its strength is that ratio).
func (s *spectrum) peak(flo, fhi float64) screenFound {
	best, bi, bj, sum, n := 0.0, 0, 0, 0.0, 0
	for j := 0; j <= s.nh; j++ {
		for i := range s.nx {
			fx, fy := s.freq(i-s.nh), s.freq(j)
			if r := math.Hypot(fx, fy); r < flo || r > fhi+1e-9 || j == 0 && i < s.nh {
				continue
			}
			v := s.pow[j*s.nx+i]
			sum += v
			n++
			if v > best {
				best, bi, bj = v, i, j
			}
		}
	}
	if n == 0 || !(sum > 0) {
		return screenFound{}
	}
	str := best / (sum / float64(n))
	fx, fy := s.freq(bi-s.nh), s.freq(bj)
	if bi > 0 && bi < s.nx-1 {
		fx += screenFreqStep * vertex(s.pow[bj*s.nx+bi-1], best, s.pow[bj*s.nx+bi+1])
	}
	if bj > 0 && bj < s.nh {
		fy += screenFreqStep * vertex(s.pow[(bj-1)*s.nx+bi], best, s.pow[(bj+1)*s.nx+bi])
	}
	if str < screenStrength {
		return screenFound{strength: str, angles: s.angles(math.Hypot(fx, fy))}
	}
	return screenFound{period: 1 / math.Hypot(fx, fy), angle: math.Atan2(fy, fx), strength: str, angles: s.angles(math.Hypot(fx, fy))}
}

// vertex returns the offset of a parabola's vertex through (-1, a), (0, b),
// (1, c), held within half a step.
func vertex(a, b, c float64) float64 {
	d := a - 2*b + c
	if d >= 0 {
		return 0
	}
	return math.Max(-0.5, math.Min(0.5, (a-c)/(2*d)))
}

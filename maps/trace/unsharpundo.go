package trace

import (
	"image"
	"math"
)

// Undoing an unsharp mask: the scan s was sharpened as s = v + a (v - G v)
// (G a Gaussian of the mask's radius), so v = (s + a G v) / (1 + a). The
// tracer iterates that from v = s, unsharpUndoSteps times: each step
// shrinks what is left of the mask at a spatial frequency by a g / (1 + a)
// (g the Gaussian's response there, at most 1/2 at a = 1 where the mask
// acts most), so two steps leave a few per cent of the halo. Lengths in
// px; the image is kept 8 bits a channel, as descreen keeps its copy.
//
// Where the mask's halo was clipped at white (a channel at unsharpWhite or
// above), the scan no longer tells how bright the paper was: the step
// would make it darker than the paper by what was clipped, a dark fringe
// along every line, so such a channel is kept as scanned.
const unsharpUndoSteps = 2

// unsharpWhite: see unsharpUndoSteps.
const unsharpWhite = 254

// undoUnsharp measures sheet si's unsharp mask (measureUnsharp) on a scan
// read at coarsePxPerMM or finer and, where one is found, replaces the
// sheet's pixels with the scan the mask was applied to. It returns the
// mask (zero on a coarser scan). On coarser scans (150 dpi) a mask is
// neither measured nor undone (MeasureUnsharp still measures it): there a
// line is one to three pixels and its sharpened core clips at black in
// the ink's strongest channel, so the undone scan's grid ink and the
// whitened contour weights came out unlike the unsharpened scan's and
// the readers read worse than on the sharpened scan itself (plate seed
// 21, 150 dpi light, mask 0.86 at 1.2 px, undone knowing it: contours
// right 27.5 -> 8.2%, water precision 52.4 -> 17.7%; the same scan
// without the mask 41.1 and 65.2%).
func (t *tracer) undoUnsharp(si int) Unsharp {
	a := t.job.Sheets[si].Affine
	if a.PxPerMM() < coarsePxPerMM {
		return Unsharp{}
	}
	u := t.measureUnsharp(si)
	if u.Amount == 0 {
		return u
	}
	p := t.pix[si]
	t.pix[si] = newPixels(unsharpUndone(p, p.b, u.Amount, u.RadiusPx))
	return u
}

// gaussKernel returns a Gaussian of sigma px sampled at whole pixels out
// to three sigma, normalised to sum 1.
func gaussKernel(sigma float64) []float32 {
	r := max(1, int(math.Ceil(3*sigma)))
	k := make([]float32, 2*r+1)
	sum := 0.0
	for i := -r; i <= r; i++ {
		v := math.Exp(-float64(i*i) / (2 * sigma * sigma))
		k[i+r] = float32(v)
		sum += v
	}
	for i := range k {
		k[i] /= float32(sum)
	}
	return k
}

// unsharpUndone returns scan p (bounds b) with an unsharp mask of amount
// a and radius sigma px undone (see unsharpUndoSteps), as a new image
// (three bytes a pixel).
// Each step is a horizontal pass of G over the current estimate (the scan
// itself at the first step) into 8 bits a channel and a vertical pass
// that takes the step. G's weights are whole multiples of 1/8192
// (gaussKernelQ) and a pixel's three channels are summed at once in one
// 64-bit word (packed.go's lanes): the sums are exact integers, so the
// kernel's symmetric taps are folded (one multiply for the two pixels a
// tap pair reads) at no cost in rounding. The result differs from the
// float kernel's (plainUnsharpUndone in speed_test.go) by the weights'
// rounding: at most 1 level a channel (speed_test.go bounds it).
//
// The rows are done in bands (unsharpBand rows, one worker each): a band
// reads the scan's rows it needs once (packScanRow), the band and
// unsharpUndoSteps kernel reaches beyond it, and keeps every step's
// estimate of those rows to itself, each step's rows one reach fewer on
// either side, so no copy of the whole scan is kept between the passes.
// The result does not depend on the bands.
func unsharpUndone(p pixels, b image.Rectangle, a, sigma float64) *rgb24 {
	w, h := b.Dx(), b.Dy()
	k := gaussKernelQ(sigma)
	r := len(k) / 2
	pw := w + 2*r // a packed row with its ends repeated r px beyond it
	out := newRGB24(b)
	q := newUndoQ(a)
	bandsDo(h, unsharpBand, func(y0, y1 int, sc *descreenScratch) {
		// reach(s): the rows step s's estimate is needed on.
		reach := func(s int) (int, int) {
			m := (unsharpUndoSteps - 1 - s) * r
			return max(0, y0-m), min(h, y1+m)
		}
		// The scan's rows: those the first horizontal pass reads.
		slo, shi := reach(0)
		slo, shi = max(0, slo-r), min(h, shi+r)
		n := shi - slo
		// src: the scan, est: the current estimate (both padded rows),
		// hor: the horizontal pass, acc: a row of sums.
		need := 2*pw*n + w*n + w
		if cap(sc.words) < need {
			sc.words = bigSlice[uint64](need)
		}
		ws := sc.words[:need]
		src, est := ws[:pw*n], ws[pw*n:2*pw*n]
		hor, acc := ws[2*pw*n:2*pw*n+w*n], ws[2*pw*n+w*n:]
		for y := slo; y < shi; y++ {
			sc.buf = packScanRow(p, b.Min.X, b.Min.Y+y, w, src[pw*(y-slo):pw*(y-slo+1)], r, sc.buf)
		}
		elo := slo
		for step := range unsharpUndoSteps {
			lo, hi := reach(step)
			// Horizontal pass over the estimate's rows lo-r..hi+r-1 (clamped).
			hlo, hhi := max(0, lo-r), min(h, hi+r)
			for y := hlo; y < hhi; y++ {
				in := src[pw*(y-slo) : pw*(y-slo+1)]
				if step > 0 {
					in = est[pw*(y-elo) : pw*(y-elo+1)]
				}
				gaussRowPacked(in, k, hor[w*(y-hlo):w*(y-hlo+1)])
			}
			// Vertical pass and the step over rows lo..hi-1, written to
			// est (rows lo..hi-1 now) or, at the last step, to out.
			for y := lo; y < hi; y++ {
				gaussColumnPacked(hor, w, hlo, h, y, k, acc)
				s := src[pw*(y-slo)+r : pw*(y-slo)+r+w]
				if step < unsharpUndoSteps-1 {
					e := est[pw*(y-lo) : pw*(y-lo+1)]
					m := e[r : r+w]
					for i, c := range s {
						m[i] = q.step(c, acc[i])
					}
					padRow(e, r)
					continue
				}
				o := out.Pix[y*out.Stride : y*out.Stride+3*w]
				for x, c := range s {
					v := q.step(c, acc[x])
					ox := o[3*x : 3*x+3 : 3*x+3]
					ox[0], ox[1], ox[2] = uint8(v), uint8(v>>laneBits), uint8(v>>(2*laneBits))
				}
			}
			elo = lo
		}
	})
	return out
}

// undoQ is a step of the undo in whole numbers: cs in 1/2^32 and ca in
// kernelOne/2^32, so cs c + ca g/kernelOne (c a channel, g its blur's sum in
// 1/kernelOne) comes out in 1/2^32, under 2^40. base and keep are per
// channel value c: base cs c plus the rounding half and keep all ones,
// or, where the halo clipped at white, c in 1/2^32 and keep zero (the
// blur's term masked off), so step needs no branch.
type undoQ struct {
	cs, ca     uint64
	base, keep [256]uint64
}

// newUndoQ returns the step for a mask of amount a.
func newUndoQ(a float64) *undoQ {
	q := &undoQ{cs: uint64(math.Round((1 << 32) / (1 + a))), ca: uint64(math.Round((1 << (32 - kernelBits)) * a / (1 + a)))}
	for c := range q.base {
		q.base[c], q.keep[c] = q.cs*uint64(c)+1<<31, ^uint64(0)
		if c >= unsharpWhite {
			q.base[c], q.keep[c] = uint64(c)<<32, 0
		}
	}
	return q
}

// step is a step of the undo on the three channels of scanned pixel c (8-bit
// lanes) whose estimate's blur is g (lanes of sums in 1/kernelOne),
// returned as 8-bit lanes: (c + a g) / (1 + a) rounded, which lies in
// 0..255 as c and g do, kept as scanned where the halo clipped at white.
func (q *undoQ) step(c, g uint64) uint64 {
	c0, c1, c2 := c&0xff, (c>>laneBits)&0xff, (c>>(2*laneBits))&0xff
	v0 := min(255, (q.base[c0]+(q.ca*(g&laneMask))&q.keep[c0])>>32)
	v1 := min(255, (q.base[c1]+(q.ca*((g>>laneBits)&laneMask))&q.keep[c1])>>32)
	v2 := min(255, (q.base[c2]+(q.ca*((g>>(2*laneBits))&laneMask))&q.keep[c2])>>32)
	return v0 | v1<<laneBits | v2<<(2*laneBits)
}

// unsharpBand is how many rows an unsharp-undo worker takes at a time.
const unsharpBand = 128

// gaussRow writes to dst (three bytes a pixel) row (three floats a pixel,
// 0..255) convolved with kernel k, the row's ends repeated beyond it.
// Taps are summed in kernel order.
func gaussRow(row []float32, k []float32, dst []uint8) {
	w := len(row) / 3
	r := len(k) / 2
	at := func(x int) {
		var s0, s1, s2 float32
		for j, kv := range k {
			xx := 3 * min(w-1, max(0, x+j-r))
			s0 += kv * row[xx]
			s1 += kv * row[xx+1]
			s2 += kv * row[xx+2]
		}
		dst[3*x], dst[3*x+1], dst[3*x+2] = to8(s0), to8(s1), to8(s2)
	}
	lo, hi := min(r, w), max(min(r, w), w-r)
	for x := range lo {
		at(x)
	}
	x := lo
	for ; x+1 < hi; x += 2 {
		// away from the ends: no clamping; two pixels at a time, six
		// sums that do not wait on each other
		win := row[3*(x-r) : 3*(x+r)+6]
		var s0, s1, s2, s3, s4, s5 float32
		for j, kv := range k {
			t := win[3*j : 3*j+6 : 3*j+6]
			s0 += kv * t[0]
			s1 += kv * t[1]
			s2 += kv * t[2]
			s3 += kv * t[3]
			s4 += kv * t[4]
			s5 += kv * t[5]
		}
		d := dst[3*x : 3*x+6 : 3*x+6]
		d[0], d[1], d[2] = to8(s0), to8(s1), to8(s2)
		d[3], d[4], d[5] = to8(s3), to8(s4), to8(s5)
	}
	for ; x < hi; x++ {
		win := row[3*(x-r) : 3*(x+r)+3]
		var s0, s1, s2 float32
		for j, kv := range k {
			t := win[3*j : 3*j+3 : 3*j+3]
			s0 += kv * t[0]
			s1 += kv * t[1]
			s2 += kv * t[2]
		}
		d := dst[3*x : 3*x+3 : 3*x+3]
		d[0], d[1], d[2] = to8(s0), to8(s1), to8(s2)
	}
	for x := hi; x < w; x++ {
		at(x)
	}
}

// gaussColumn sets acc (three floats a pixel) to the column pass of
// kernel k at row y of an image w x h pixels whose rows from lo on src
// holds (three bytes a pixel), the image's first and last rows repeated
// beyond them. Taps are summed in kernel order.
func gaussColumn(src []uint8, w, lo, h, y int, k []float32, acc []float32) {
	r := len(k) / 2
	n := 3 * w
	// off[j]: where tap j's row starts in src
	var offs [64]int
	off := offs[:0]
	if len(k) > len(offs) {
		off = make([]int, 0, len(k))
	}
	for j := range k {
		off = append(off, n*(min(h-1, max(0, y+j-r))-lo))
	}
	acc = acc[:n]
	i := 0
	for ; i+6 <= n; i += 6 {
		// six values (two pixels) at a time, each summed over the taps
		// in kernel order in registers
		var s0, s1, s2, s3, s4, s5 float32
		for j, kv := range k {
			v := src[off[j]+i : off[j]+i+6 : off[j]+i+6]
			s0 += kv * byteFloat[v[0]]
			s1 += kv * byteFloat[v[1]]
			s2 += kv * byteFloat[v[2]]
			s3 += kv * byteFloat[v[3]]
			s4 += kv * byteFloat[v[4]]
			s5 += kv * byteFloat[v[5]]
		}
		a := acc[i : i+6 : i+6]
		a[0], a[1], a[2] = s0, s1, s2
		a[3], a[4], a[5] = s3, s4, s5
	}
	for ; i < n; i++ {
		var s float32
		for j, kv := range k {
			s += kv * byteFloat[src[off[j]+i]]
		}
		acc[i] = s
	}
}

// byteFloat[v] is float32(v): a load where the conversion takes three
// instructions.
var byteFloat = func() (t [256]float32) {
	for i := range t {
		t[i] = float32(i)
	}
	return t
}()

package trace

import (
	"image"
	"math"
	"runtime"
	"sync"
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
	if math.Sqrt(math.Abs(a.Det())) < coarsePxPerMM {
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
// a and radius sigma px undone (see unsharpUndoSteps), as a new image.
func unsharpUndone(p pixels, b image.Rectangle, a, sigma float64) *image.RGBA {
	w, h := b.Dx(), b.Dy()
	k := gaussKernel(sigma)
	r := len(k) / 2
	src := func(x, y int) [3]float64 {
		return p.at(float64(b.Min.X+x)+0.5, float64(b.Min.Y+y)+0.5)
	}
	out := image.NewRGBA(b)
	tmp := image.NewRGBA(image.Rect(0, 0, w, h))
	ca, cs := float32(a/(1+a)), float32(1/(1+a))
	for step := range unsharpUndoSteps {
		// Horizontal pass of G over the current estimate into tmp.
		rowsDo(h, func(y int, buf []float32) []float32 {
			buf = buf[:0]
			if step == 0 {
				for x := range w {
					c := src(x, y)
					buf = append(buf, float32(c[0]), float32(c[1]), float32(c[2]))
				}
			} else {
				row := out.Pix[y*out.Stride : y*out.Stride+4*w]
				for x := range w {
					buf = append(buf, float32(row[4*x]), float32(row[4*x+1]), float32(row[4*x+2]))
				}
			}
			o := y * tmp.Stride
			for x := range w {
				var s [3]float32
				for j, kv := range k {
					xx := min(w-1, max(0, x+j-r))
					s[0] += kv * buf[3*xx]
					s[1] += kv * buf[3*xx+1]
					s[2] += kv * buf[3*xx+2]
				}
				tmp.Pix[o+4*x], tmp.Pix[o+4*x+1], tmp.Pix[o+4*x+2], tmp.Pix[o+4*x+3] = to8(s[0]), to8(s[1]), to8(s[2]), 255
			}
			return buf
		})
		// Vertical pass, and the step: v = (s + a G v) / (1 + a).
		rowsDo(h, func(y int, buf []float32) []float32 {
			buf = buf[:0]
			for range 3 * w {
				buf = append(buf, 0)
			}
			for j, kv := range k {
				yy := min(h-1, max(0, y+j-r))
				row := tmp.Pix[yy*tmp.Stride : yy*tmp.Stride+4*w]
				for x := range w {
					buf[3*x] += kv * float32(row[4*x])
					buf[3*x+1] += kv * float32(row[4*x+1])
					buf[3*x+2] += kv * float32(row[4*x+2])
				}
			}
			o := y * out.Stride
			for x := range w {
				c := src(x, y)
				for ch := range 3 {
					v := to8(cs*float32(c[ch]) + ca*buf[3*x+ch])
					if c[ch] >= unsharpWhite {
						v = uint8(c[ch]) // a halo clipped at white: keep it
					}
					out.Pix[o+4*x+ch] = v
				}
				out.Pix[o+4*x+3] = 255
			}
			return buf
		})
	}
	return out
}

// rowsDo calls f for every row y in 0..h-1, on as many workers as there
// are processors; each worker passes its own scratch buffer along from row
// to row (f returns it, grown as it needs).
func rowsDo(h int, f func(y int, buf []float32) []float32) {
	rows := make(chan int, h)
	for y := range h {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var buf []float32
			for y := range rows {
				buf = f(y, buf)
			}
		})
	}
	wg.Wait()
}

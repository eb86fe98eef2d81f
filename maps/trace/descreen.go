package trace

import (
	"image"
	"math"
	"runtime"
	"slices"
	"sync"
)

// Descreening: where a sheet's halftone screen is measured (screen.go),
// the contour readers read a copy of the scan low-passed over one screen
// period, a separable box of that width (fractional at its ends): the
// box's first zero falls on the screen's ruling along each axis, and at
// the process angles the dots' residue is a few per cent of their
// contrast, while a line keeps its density summed across it (a line
// thinner than the period is spread over the period, fainter in
// proportion). Lengths in px.

// boxKernel returns the weights of a box of width w px centred on a
// pixel: 1 for the taps wholly inside, the covered share for the two end
// taps, normalised to sum 1.
func boxKernel(w float64) []float32 {
	r := int(math.Ceil(w/2 - 0.5))
	k := make([]float32, 2*r+1)
	sum := 0.0
	for i := -r; i <= r; i++ {
		lo, hi := math.Max(float64(i)-0.5, -w/2), math.Min(float64(i)+0.5, w/2)
		v := math.Max(0, hi-lo)
		k[i+r] = float32(v)
		sum += v
	}
	for i := range k {
		k[i] /= float32(sum)
	}
	return k
}

// descreen returns scan p (bounds b) low-passed by the separable kernel k
// (odd length), as a new image (three bytes a pixel); edges repeat the
// nearest pixel. The rows are done in bands (descreenBand rows, one
// worker each): a band's horizontal pass, rounded to 8 bits a channel,
// covers its rows and the kernel's reach beyond them, and its vertical
// pass reads from that, so no copy of the whole scan is kept between the
// passes.
func descreen(p pixels, b image.Rectangle, k []float32) *rgb24 {
	w, h := b.Dx(), b.Dy()
	r := len(k) / 2
	out := newRGB24(b)
	bandsDo(h, descreenBand, func(y0, y1 int, sc *descreenScratch) {
		// Horizontal pass of rows y0-r..y1+r-1 (clamped) into sc.tmp.
		lo, hi := max(0, y0-r), min(h, y1+r)
		if n := 3 * w * (hi - lo); cap(sc.tmp) < n {
			sc.tmp = make([]uint8, n)
		}
		tmp := sc.tmp[:3*w*(hi-lo)]
		for y := lo; y < hi; y++ {
			buf := p.row(b.Min.X, b.Min.Y+y, w, sc.buf[:0])
			sc.buf = buf
			gaussRow(buf[:3*w], k, tmp[3*w*(y-lo):3*w*(y-lo+1)])
		}
		// Vertical pass of rows y0..y1-1 into out.
		for y := y0; y < y1; y++ {
			buf := slices.Grow(sc.buf[:0], 3*w)[:3*w]
			sc.buf = buf
			gaussColumn(tmp, w, lo, h, y, k, buf)
			o := out.Pix[y*out.Stride : y*out.Stride+3*w]
			for x := range w {
				c, ox := buf[3*x:3*x+3:3*x+3], o[3*x:3*x+3:3*x+3]
				ox[0], ox[1], ox[2] = to8(c[0]), to8(c[1]), to8(c[2])
			}
		}
	})
	return out
}

// descreenBand is how many rows a descreen worker takes at a time.
const descreenBand = 64

// descreenScratch is a descreen worker's buffers: a row of colours and
// a band's horizontal pass.
type descreenScratch struct {
	buf   []float32
	tmp   []uint8
	words []uint64 // packed pixels (unsharpUndone)
}

// bandsDo calls f for the bands y0..y1-1 of band rows that cover 0..h-1,
// spread over the processors, each worker with its own scratch.
func bandsDo(h, band int, f func(y0, y1 int, sc *descreenScratch)) {
	starts := make(chan int, h/band+1)
	for y := 0; y < h; y += band {
		starts <- y
	}
	close(starts)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			sc := &descreenScratch{}
			for y0 := range starts {
				f(y0, min(h, y0+band), sc)
			}
		})
	}
	wg.Wait()
}

// to8 rounds v (0..255 nominal) to the nearest byte, clamped to 0..255:
// uint8(min(255, max(0, v+0.5))), with compares instead of the float min
// and max (their NaN handling made them a fifth of the undo's time).
func to8(v float32) uint8 {
	x := v + 0.5
	if x >= 255 {
		return 255
	}
	if x > 0 {
		return uint8(int32(x))
	}
	return 0
}

// descreenOn switches descreening (tests compare with it off).
var descreenOn = true

// descreenWater: the sides' water is read through the low-pass too. Off:
// on plate seeds 1-5 at 300 dpi light it took water precision / recall
// from 20.0 / 75.0 to 40.5 / 90.0%, but on printed seeds 21-25 (two of
// them screened) precision from 99.5 to 97.5% (seed 24: 100 -> 90.3%).
// Requiring water found through the low-pass to show on the scan as it is
// too kept plate recall at 78.0% (precision 44.8%).
var descreenWater = false

// screenPixels returns what sheet si's contour readers read: the scan
// low-passed over its measured screen period, or the scan itself where no
// screen was found, and the screen measured (period 0: none, or
// descreening off).
func (t *tracer) screenPixels(si int) (pixels, screenFound) {
	if !descreenOn {
		return t.pix[si], screenFound{}
	}
	s := t.measureScreen(si)
	if s.period == 0 {
		return t.pix[si], s
	}
	return newPixels(descreen(t.pix[si], t.pix[si].b, boxKernel(s.period))), s
}

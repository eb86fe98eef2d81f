package trace

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"

	"github.com/sandtable/sandtable/maps/calib"
)

// readPxPerMM is the resolution lines and terrain are read at: a scan much
// finer (300 or 600 dpi) is first averaged down to about this (150 dpi), so
// halftone screens, paper grain and single dots of a symbol blend into
// their tint as they do in a coarse scan, and a sharp fine scan is read no
// worse than a blurred coarse one.
const readPxPerMM = 8

// readScale returns the integer factor a scan of calibration a is averaged
// down by (1: kept as it is).
func readScale(a calib.Affine) int {
	ppm := a.PxPerMM()
	return max(1, int(math.Round(ppm/readPxPerMM)))
}

// boxDown returns img averaged over f x f pixel blocks, and the calibration
// a scaled with it.
func boxDown(img image.Image, a calib.Affine, f int) (*image.RGBA, calib.Affine) {
	b := img.Bounds()
	w, h := b.Dx()/f, b.Dy()/f
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	rows := make(chan int, h)
	for y := range h {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			sum := make([]int, 3*w)
			for y := range rows {
				clear(sum)
				for dy := range f {
					sy := b.Min.Y + y*f + dy
					for x := range w * f {
						r, g, bl := rgbAt(img, b.Min.X+x, sy)
						o := 3 * (x / f)
						sum[o] += r
						sum[o+1] += g
						sum[o+2] += bl
					}
				}
				n := f * f
				for x := range w {
					o := out.PixOffset(x, y)
					out.Pix[o] = uint8((sum[3*x] + n/2) / n)
					out.Pix[o+1] = uint8((sum[3*x+1] + n/2) / n)
					out.Pix[o+2] = uint8((sum[3*x+2] + n/2) / n)
					out.Pix[o+3] = 255
				}
			}
		})
	}
	wg.Wait()
	s := 1 / float64(f)
	// Pixel (x, y) of the original is (x/f, y/f) here.
	return out, calib.Affine{a[0] * s, a[1] * s, (a[2] - float64(b.Min.X)) * s, a[3] * s, a[4] * s, (a[5] - float64(b.Min.Y)) * s}
}

// rgbAt returns the 8-bit colour of pixel (x, y) of img, fast for the
// image types scans decode to.
func rgbAt(img image.Image, x, y int) (int, int, int) {
	switch t := img.(type) {
	case *image.YCbCr:
		yi, ci := t.YOffset(x, y), t.COffset(x, y)
		r, g, b := color.YCbCrToRGB(t.Y[yi], t.Cb[ci], t.Cr[ci])
		return int(r), int(g), int(b)
	case *image.RGBA:
		o := t.PixOffset(x, y)
		return int(t.Pix[o]), int(t.Pix[o+1]), int(t.Pix[o+2])
	}
	r, g, b, _ := img.At(x, y).RGBA()
	return int(r >> 8), int(g >> 8), int(b >> 8)
}

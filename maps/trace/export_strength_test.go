package trace

import (
	"image"
	"image/color"
	"math"
	"runtime"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// LineStrengthCrop returns the contour-ink weights of job's first sheet
// and, around the side between a and b (n x n px), the scan beside the
// line filter's density (left half of the second image) and strength
// (right half), 0 black and full scale white.
func LineStrengthCrop(job Job, a, b hexgrid.Offset, n int, full float64) ([3]float64, *image.RGBA, error) {
	t, err := newTracer(job)
	if err != nil {
		return [3]float64{}, nil, err
	}
	p := t.linePix[0]
	bd := p.b
	w, h := bd.Dx(), bd.Dy()
	lut := densityLUT(t.white)
	s := make([]float32, w*h)
	var buf []float32
	for y := range h {
		buf = p.row(bd.Min.X, bd.Min.Y+y, w, buf[:0])
		for x := range w {
			s[y*w+x] = lut[0][int(buf[3*x])] + lut[1][int(buf[3*x+1])] + lut[2][int(buf[3*x+2])]
		}
	}
	s = blur121(s, w, h)
	dens := append([]float32(nil), s...)
	ppm := job.Sheets[0].Affine.PxPerMM()
	hp := lineHalfPx(ppm)
	dg := max(1, int(math.Round(float64(hp)/math.Sqrt2)))
	offs := [4][2]int{{hp, 0}, {dg, dg}, {0, hp}, {-dg, dg}}
	dir := make([]uint8, w*h)
	lineStrengthInPlace(s, dir, w, h, hp, offs, runtime.GOMAXPROCS(0))
	pa, pb := t.place(0, a), t.place(0, b)
	ax, ay := pa.px(0, 0)
	bx, by := pb.px(0, 0)
	cx, cy := int((ax+bx)/2)-bd.Min.X, int((ay+by)/2)-bd.Min.Y
	out := image.NewRGBA(image.Rect(0, 0, 3*n, n))
	img := job.Sheets[0].Image
	g := func(v float32) color.RGBA {
		u := uint8(255 * math.Max(0, math.Min(1, float64(v)/full)))
		return color.RGBA{u, u, u, 255}
	}
	for y := range n {
		for x := range n {
			px, py := cx-n/2+x, cy-n/2+y
			out.Set(x, y, img.At(px+bd.Min.X, py+bd.Min.Y))
			if px < 0 || py < 0 || px >= w || py >= h {
				continue
			}
			out.Set(n+x, y, g(dens[py*w+px]))
			out.Set(2*n+x, y, g(s[py*w+px]))
		}
	}
	return t.white, out, nil
}

package tiles

import (
	"image"
	"runtime"
	"sync"
)

// bandMinPixels is the smallest image, in pixels, that Draw cuts into bands:
// below it a band's fixed costs outweigh the parallel work.
const bandMinPixels = 512 * 512

// drawBands draws a large dst as horizontal bands, one per available CPU, in
// parallel, and reports whether it did. Each band is drawn as its own image
// (a sub-image sharing dst's pixels) with the view moved so that every
// pixel shows the same map point as in a single draw.
func (s *Scene) drawBands(dst *image.RGBA, v View) bool {
	b := dst.Bounds()
	n := min(runtime.GOMAXPROCS(0), b.Dy()/64)
	if n < 2 || b.Dx()*b.Dy() < bandMinPixels {
		return false
	}
	s.prepare() // index once, before the bands share it
	var wg sync.WaitGroup
	for i := range n {
		y0, y1 := b.Min.Y+b.Dy()*i/n, b.Min.Y+b.Dy()*(i+1)/n
		band := dst.SubImage(image.Rect(b.Min.X, y0, b.Max.X, y1)).(*image.RGBA)
		bv := View{OriginX: v.OriginX, OriginY: v.OriginY + float64(y0-b.Min.Y), Scale: v.Scale}
		wg.Go(func() { s.drawOne(band, bv) })
	}
	wg.Wait()
	return true
}

package draw

import (
	"errors"
	"image"
	"runtime"
	"sync"
)

// band returns a raster drawing into the rows [y0, y1) of r's image only:
// it shares r's pixels and scale and has its own rasterizer and text faces,
// so bands can be drawn at the same time.
func (r *Raster) band(y0, y1 int) *Raster {
	b := r.img.Bounds()
	sub := r.img.SubImage(image.Rect(b.Min.X, y0, b.Max.X, y1)).(*image.RGBA)
	return &Raster{img: sub, scale: r.scale, text: newRasterText(r.text.fonts), full: b}
}

// DrawParallel draws the scene on r as Draw does, in horizontal bands, one
// per core, at the same time: each band draws every pass with its rows as
// the clip (Options.Clip: the passes that visit hexes skip those outside
// it; other shapes outside it cost only their bounds), so the work is
// shared out. The picture is the same as Draw's. Progress, when set, is
// reported by the first band (its passes and hexes stand for the whole).
// Errors: as Draw; and the first error a band's raster met.
func DrawParallel(r *Raster, s Scene, o Options) error {
	b := r.img.Bounds()
	n := min(max(1, runtime.GOMAXPROCS(0)), max(1, b.Dy()/64))
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		y0 := b.Min.Y + i*b.Dy()/n
		y1 := b.Min.Y + (i+1)*b.Dy()/n
		bo := o
		bo.Clip = Rect{Point{float64(b.Min.X) / r.scale, float64(y0) / r.scale}, Point{float64(b.Max.X) / r.scale, float64(y1) / r.scale}}
		if i > 0 {
			bo.Progress = nil
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			br := r.band(y0, y1)
			if err := Draw(br, s, bo); err != nil {
				errs[i] = err
				return
			}
			errs[i] = br.Err()
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return nil
}

package draw

import (
	"fmt"
	"image"
)

// Image draws scene s (a map, its styles and its overlay: set-up counters
// made by engine/drawscene.SetupCounters, marks, labels) on a new raster at dpi
// dots (pixels) per inch, in bands on every core, and returns the picture
// with its page (size in millimetres, hex layout). One call for exporters
// that want pixels: a hex is hexAcrossFlatsMM × dpi / 25.4 pixels across
// its flats.
// Errors: those of PageOf, NewRaster (a bad DPI, an image over the pixel
// limit) and DrawParallel, wrapped.
func Image(s Scene, o Options, dpi float64) (*image.RGBA, Page, error) {
	p, err := PageOf(s, o)
	if err != nil {
		return nil, Page{}, fmt.Errorf("draw image: %w", err)
	}
	r, err := NewRaster(p.Width, p.Height, dpi)
	if err != nil {
		return nil, Page{}, fmt.Errorf("draw image: %w", err)
	}
	if err := DrawParallel(r, s, o); err != nil {
		return nil, Page{}, fmt.Errorf("draw image: %w", err)
	}
	return r.Image(), p, nil
}

package draw

import (
	"fmt"
	"image"
	"image/color"
)

// counterImageDPI is the resolution CounterImage draws at: 10 pixels per
// millimetre, so a face of px pixels is px/10 millimetres wide.
const counterImageDPI = 254

// CounterImage draws the face of counter c alone, filling a px × px image,
// through the same counter pass as the map (the square in fill with its
// edge, the name fitted on one or two lines, the strength): a module's
// piece images (maps/vassal) look like the counters on the printed map and
// the editor's screen. The hex, facing and extension of c are not drawn.
// Errors: px below 8 or above 2,048, the fonts failing to load, or text
// the font cannot set.
func CounterImage(c Counter, fill color.NRGBA, px int) (*image.RGBA, error) {
	if px < 8 || px > 2048 {
		return nil, fmt.Errorf("counter image: %d px", px)
	}
	fonts, err := loadFonts()
	if err != nil {
		return nil, fmt.Errorf("counter image: %w", err)
	}
	side := float64(px) * 25.4 / counterImageDPI
	r, err := NewRaster(side, side, counterImageDPI)
	if err != nil {
		return nil, fmt.Errorf("counter image: %w", err)
	}
	// The face fills the image; its edge, drawn on the square, is half in.
	d := &drawing{Prepared: &Prepared{fonts: fonts}, c: r, r: side / counterSide, sc: new(scratch)}
	cc := Point{side / 2, side / 2}
	d.square(cc, side/2, fill, Stroke{Color: counterEdge, Width: 2 * edgeWidth * d.r})
	d.counterText(c, cc, fill)
	if err := r.Err(); err != nil {
		return nil, fmt.Errorf("counter image %s: %w", c.Name, err)
	}
	return r.Image(), nil
}

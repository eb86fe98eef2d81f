package draw

import (
	"fmt"
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// rasterText sets text into a Raster's image, caching a face per font and
// pixel size.
type rasterText struct {
	fonts *fontSet
	faces map[faceKey]font.Face
}

// faceKey names a cached face: bold or not, and the em size in 1/8 pixels.
type faceKey struct {
	bold   bool
	eighth int
}

func newRasterText(fs *fontSet) *rasterText {
	return &rasterText{fonts: fs, faces: map[faceKey]font.Face{}}
}

// maxTextPx bounds the em size, in pixels, the raster backend sets text at.
const maxTextPx = 2000

// face returns the face of the Go font at em size px pixels (rounded to an
// eighth of a pixel).
func (rt *rasterText) face(bold bool, px float64) (font.Face, error) {
	k := faceKey{bold, int(math.Round(px * 8))}
	if f, ok := rt.faces[k]; ok {
		return f, nil
	}
	f, err := opentype.NewFace(rt.fonts.face(bold), &opentype.FaceOptions{
		Size: float64(k.eighth) / 8, DPI: 72, Hinting: font.HintingNone,
	})
	if err != nil {
		return nil, fmt.Errorf("font face at %g px: %w", px, err)
	}
	rt.faces[k] = f
	return f, nil
}

// Text sets one line of text.
func (r *Raster) Text(t Text) {
	px := t.Size * r.scale
	if t.S == "" || t.Color.A == 0 || !(px >= 0.5) {
		return
	}
	if px > maxTextPx {
		px = maxTextPx
	}
	f, err := r.text.face(t.Bold, px)
	if err != nil {
		if r.err == nil {
			r.err = fmt.Errorf("raster text %q: %w", t.S, err)
		}
		return
	}
	x := r.text.fonts.anchorX(t) * r.scale
	y := t.At.Y * r.scale
	// A line wholly outside the image (another band's) is not set: the em
	// square above the baseline and a descent below bound its glyphs.
	if b := r.img.Bounds(); y-1.2*px > float64(b.Max.Y) || y+0.5*px < float64(b.Min.Y) {
		return
	}
	d := font.Drawer{
		Dst:  r.img,
		Src:  image.NewUniform(t.Color),
		Face: f,
		Dot:  fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(y * 64))},
	}
	d.DrawString(t.S)
}

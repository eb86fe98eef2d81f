package trace

import (
	"image"
	"image/color"
	"math"
	"slices"
)

// pixels reads a scan's colours at sub-pixel positions (nearest pixel), as
// 0..255 floats; positions outside read as white.
type pixels struct {
	img   image.Image
	rgba  *image.RGBA
	rgb   *rgb24
	ycbcr *image.YCbCr
	tiles []placedPixels
	b     image.Rectangle
}

// placedPixels is a mosaic tile's reader and where it sits.
type placedPixels struct {
	p     pixels
	place image.Rectangle
	shift image.Point // mosaic to tile pixels
}

func newPixels(img image.Image) pixels {
	p := pixels{img: img, b: img.Bounds()}
	switch t := img.(type) {
	case *image.RGBA:
		p.rgba = t
	case *rgb24:
		p.rgb = t
	case *image.YCbCr:
		p.ycbcr = t
	case *Mosaic:
		for _, tile := range t.Tiles {
			pl := tile.place()
			p.tiles = append(p.tiles, placedPixels{p: newPixels(tile.Image), place: pl, shift: tile.Image.Bounds().Min.Sub(tile.Origin)})
		}
	}
	return p
}

// at returns the colour of the pixel holding (x, y).
func (p pixels) at(x, y float64) [3]float64 {
	ix, iy := int(math.Floor(x)), int(math.Floor(y))
	if !image.Pt(ix, iy).In(p.b) {
		return [3]float64{255, 255, 255}
	}
	switch {
	case p.tiles != nil:
		for _, t := range p.tiles {
			if image.Pt(ix, iy).In(t.place) {
				return t.p.at(x+float64(t.shift.X), y+float64(t.shift.Y))
			}
		}
		return [3]float64{255, 255, 255}
	case p.rgba != nil:
		o := p.rgba.PixOffset(ix, iy)
		return [3]float64{float64(p.rgba.Pix[o]), float64(p.rgba.Pix[o+1]), float64(p.rgba.Pix[o+2])}
	case p.rgb != nil:
		o := p.rgb.PixOffset(ix, iy)
		return [3]float64{float64(p.rgb.Pix[o]), float64(p.rgb.Pix[o+1]), float64(p.rgb.Pix[o+2])}
	case p.ycbcr != nil:
		c := p.ycbcr.YCbCrAt(ix, iy)
		r, g, b := color.YCbCrToRGB(c.Y, c.Cb, c.Cr)
		return [3]float64{float64(r), float64(g), float64(b)}
	}
	r, g, b, _ := p.img.At(ix, iy).RGBA()
	return [3]float64{float64(r >> 8), float64(g >> 8), float64(b >> 8)}
}

// atLinear returns the colour at (x, y) interpolated bilinearly between
// the four nearest pixel centres (pixel ix covers ix..ix+1).
func (p pixels) atLinear(x, y float64) [3]float64 {
	x, y = x-0.5, y-0.5
	fx, fy := math.Floor(x), math.Floor(y)
	wx, wy := x-fx, y-fy
	var c00, c10, c01, c11 [3]float64
	if ix, iy := int(fx), int(fy); p.quadInside(ix, iy) {
		c00, c10, c01, c11 = p.quad(ix, iy)
	} else {
		c00, c10 = p.at(fx+0.5, fy+0.5), p.at(fx+1.5, fy+0.5)
		c01, c11 = p.at(fx+0.5, fy+1.5), p.at(fx+1.5, fy+1.5)
	}
	return bilerp(c00, c10, c01, c11, wx, wy)
}

// quadInside reports whether the four pixels from (ix, iy) to (ix+1,
// iy+1) lie inside one RGBA, rgb24 or YCbCr image, where quad reads them
// directly.
func (p pixels) quadInside(ix, iy int) bool {
	return p.tiles == nil && ix >= p.b.Min.X && iy >= p.b.Min.Y && ix+1 < p.b.Max.X && iy+1 < p.b.Max.Y && (p.rgba != nil || p.rgb != nil || p.ycbcr != nil)
}

// bilerp blends four pixels' colours by the read's offsets wx, wy (0..1
// from c00 towards c10 and c01).
func bilerp(c00, c10, c01, c11 [3]float64, wx, wy float64) [3]float64 {
	var c [3]float64
	for ch := range 3 {
		c[ch] = (c00[ch]*(1-wx)+c10[ch]*wx)*(1-wy) + (c01[ch]*(1-wx)+c11[ch]*wx)*wy
	}
	return c
}

// feature is a colour in a space where uneven lighting moves it little:
// chromaticity (weighted) and brightness.
type feature [3]float64

const chromaWeight = 4

func featureOf(c [3]float64) feature {
	s := c[0] + c[1] + c[2] + 1
	return feature{chromaWeight * c[0] / s, chromaWeight * c[1] / s, s / 765}
}

func (f feature) dist2(g feature) float64 {
	a, b, c := f[0]-g[0], f[1]-g[1], f[2]-g[2]
	return a*a + b*b + c*c
}

// neutralInk reports whether c is dark, unsaturated ink (grid, ids, dots).
func neutralInk(c [3]float64) bool {
	s := c[0] + c[1] + c[2] + 1
	lo, hi := min(c[0], c[1], c[2]), max(c[0], c[1], c[2])
	return s/765 < 0.42 && (hi-lo)/s < 0.12
}

// RGB is a picked colour, channels 0..255.
type RGB [3]uint8

func (c RGB) f() [3]float64 { return [3]float64{float64(c[0]), float64(c[1]), float64(c[2])} }

// quad returns the colours of pixels (ix, iy), (ix+1, iy), (ix, iy+1) and
// (ix+1, iy+1), all inside p's RGBA, rgb24 or YCbCr image, as at reads
// them.
func (p pixels) quad(ix, iy int) (c00, c10, c01, c11 [3]float64) {
	if p.rgba != nil {
		pix, o, st := p.rgba.Pix, p.rgba.PixOffset(ix, iy), p.rgba.Stride
		rgb := func(o int) [3]float64 {
			return [3]float64{float64(pix[o]), float64(pix[o+1]), float64(pix[o+2])}
		}
		return rgb(o), rgb(o + 4), rgb(o + st), rgb(o + st + 4)
	}
	if p.rgb != nil {
		pix, o, st := p.rgb.Pix, p.rgb.PixOffset(ix, iy), p.rgb.Stride
		rgb := func(o int) [3]float64 {
			return [3]float64{float64(pix[o]), float64(pix[o+1]), float64(pix[o+2])}
		}
		return rgb(o), rgb(o + 3), rgb(o + st), rgb(o + st + 3)
	}
	y := p.ycbcr
	if hs, vs, ok := chromaShifts(y.SubsampleRatio); ok && ix >= 0 && iy >= 0 && y.Rect.Min.X >= 0 && y.Rect.Min.Y >= 0 {
		// the offsets as YOffset and COffset give them (their divisions
		// are shifts on coordinates >= 0), worked out once for the four
		yi := y.YOffset(ix, iy)
		cx0, cx1 := ix>>hs-y.Rect.Min.X>>hs, (ix+1)>>hs-y.Rect.Min.X>>hs
		cy0, cy1 := (iy>>vs-y.Rect.Min.Y>>vs)*y.CStride, ((iy+1)>>vs-y.Rect.Min.Y>>vs)*y.CStride
		rgb := func(yo, co int) [3]float64 {
			r, g, b := color.YCbCrToRGB(y.Y[yo], y.Cb[co], y.Cr[co])
			return [3]float64{float64(r), float64(g), float64(b)}
		}
		return rgb(yi, cy0+cx0), rgb(yi+1, cy0+cx1), rgb(yi+y.YStride, cy1+cx0), rgb(yi+y.YStride+1, cy1+cx1)
	}
	rgb := func(x, yy int) [3]float64 {
		yi, ci := y.YOffset(x, yy), y.COffset(x, yy)
		r, g, b := color.YCbCrToRGB(y.Y[yi], y.Cb[ci], y.Cr[ci])
		return [3]float64{float64(r), float64(g), float64(b)}
	}
	return rgb(ix, iy), rgb(ix+1, iy), rgb(ix, iy+1), rgb(ix+1, iy+1)
}

// rowBytes returns the bytes of the w pixels from (x0, y) rightwards and
// the bytes a pixel (red, green, blue first) where p keeps them as bytes
// (RGBA or rgb24, untiled) and the row lies inside; else not ok.
func (p pixels) rowBytes(x0, y, w int) ([]uint8, int, bool) {
	if p.tiles != nil || y < p.b.Min.Y || y >= p.b.Max.Y || x0 < p.b.Min.X || x0+w > p.b.Max.X || w <= 0 {
		return nil, 0, false
	}
	switch {
	case p.rgb != nil:
		o := p.rgb.PixOffset(x0, y)
		return p.rgb.Pix[o : o+3*w], 3, true
	case p.rgba != nil:
		o := p.rgba.PixOffset(x0, y)
		return p.rgba.Pix[o : o+4*w], 4, true
	}
	return nil, 0, false
}

// row appends to buf the colours of the w pixels from (x0, y) rightwards,
// three values a pixel, as at reads them (0..255).
func (p pixels) row(x0, y, w int, buf []float32) []float32 {
	switch {
	case p.tiles == nil && p.rgba != nil && y >= p.b.Min.Y && y < p.b.Max.Y && x0 >= p.b.Min.X && x0+w <= p.b.Max.X:
		o := p.rgba.PixOffset(x0, y)
		for px := range slices.Chunk(p.rgba.Pix[o:o+4*w], 4) {
			buf = append(buf, float32(px[0]), float32(px[1]), float32(px[2]))
		}
	case p.tiles == nil && p.rgb != nil && y >= p.b.Min.Y && y < p.b.Max.Y && x0 >= p.b.Min.X && x0+w <= p.b.Max.X:
		o := p.rgb.PixOffset(x0, y)
		for px := range slices.Chunk(p.rgb.Pix[o:o+3*w], 3) {
			buf = append(buf, float32(px[0]), float32(px[1]), float32(px[2]))
		}
	case p.tiles == nil && p.ycbcr != nil && y >= p.b.Min.Y && y < p.b.Max.Y && x0 >= p.b.Min.X && x0+w <= p.b.Max.X:
		yc := p.ycbcr
		if sh, ok := chromaShift(yc.SubsampleRatio); ok && x0 >= 0 && yc.Rect.Min.X >= 0 {
			// the offsets stepped along the row: COffset(x, y) is
			// COffset(x0, y) moved by x>>sh - x0>>sh for x >= 0
			yi, cb := yc.YOffset(x0, y), yc.COffset(x0, y)-x0>>sh
			for i, yv := range yc.Y[yi : yi+w] {
				ci := cb + (x0+i)>>sh
				r, g, b := color.YCbCrToRGB(yv, yc.Cb[ci], yc.Cr[ci])
				buf = append(buf, float32(r), float32(g), float32(b))
			}
			return buf
		}
		for x := x0; x < x0+w; x++ {
			yi, ci := yc.YOffset(x, y), yc.COffset(x, y)
			r, g, b := color.YCbCrToRGB(yc.Y[yi], yc.Cb[ci], yc.Cr[ci])
			buf = append(buf, float32(r), float32(g), float32(b))
		}
	default:
		for x := x0; x < x0+w; x++ {
			c := p.at(float64(x)+0.5, float64(y)+0.5)
			buf = append(buf, float32(c[0]), float32(c[1]), float32(c[2]))
		}
	}
	return buf
}

// chromaShifts returns how far a YCbCr image's pixel column and row are
// shifted right to give its chroma column and row, for subsample ratio r.
func chromaShifts(r image.YCbCrSubsampleRatio) (uint, uint, bool) {
	h, ok := chromaShift(r)
	switch r {
	case image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio410:
		return h, 1, ok
	}
	return h, 0, ok
}

// chromaShift returns how far a YCbCr image's pixel column is shifted
// right to give its chroma column, for subsample ratio r.
func chromaShift(r image.YCbCrSubsampleRatio) (uint, bool) {
	switch r {
	case image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio440:
		return 0, true
	case image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio420:
		return 1, true
	case image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410:
		return 2, true
	}
	return 0, false
}

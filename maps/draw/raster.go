package draw

import (
	"fmt"
	"image"
	"image/color"
	imgdraw "image/draw"
	"math"

	"golang.org/x/image/vector"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// Raster is a [Canvas] that paints into an *image.RGBA with
// golang.org/x/image/vector: every shape is anti-aliased, and text is set in
// the Go fonts. Millimetres become pixels at the DPI given to NewRaster. The
// image starts transparent.
type Raster struct {
	img   *image.RGBA
	scale float64 // pixels per millimetre
	z     vector.Rasterizer
	mask  []uint8 // coverage of the shape being filled, see fill
	polys [][]Point
	text  *rasterText
	err   error
	// full is the whole picture's bounds when the raster draws one band of
	// it (see band): shapes are rasterized against the whole picture, so
	// that a band's pixels come out exactly as drawing it whole would make
	// them; empty for a whole raster.
	full image.Rectangle
}

// NewRaster returns a raster canvas for a page widthMM × heightMM
// millimetres at dpi dots (pixels) per inch: ceil(mm × dpi / 25.4) pixels
// each way.
// Errors: a size or DPI that is not positive and finite, or an image over
// jsonfile.DefaultLimits.OutputPixels (200 million pixels, 800 MB, unless
// raised).
func NewRaster(widthMM, heightMM, dpi float64) (*Raster, error) {
	if !(widthMM > 0 && heightMM > 0 && dpi > 0) || math.IsInf(widthMM+heightMM+dpi, 0) {
		return nil, fmt.Errorf("raster: bad page %g x %g mm at %g dpi", widthMM, heightMM, dpi)
	}
	s := dpi / 25.4
	w, h := math.Ceil(widthMM*s-1e-6), math.Ceil(heightMM*s-1e-6)
	if max := jsonfile.DefaultLimits.OutputPixels; w*h > float64(max) {
		return nil, fmt.Errorf("raster: %.0f x %.0f pixels is over the limit of %d pixels: lower the DPI or draw a window", w, h, max)
	}
	fs, err := loadFonts()
	if err != nil {
		return nil, fmt.Errorf("raster: %w", err)
	}
	return &Raster{img: image.NewRGBA(image.Rect(0, 0, int(w), int(h))), scale: s, text: newRasterText(fs)}, nil
}

// Image returns the picture painted so far.
func (r *Raster) Image() *image.RGBA { return r.img }

// Err returns the first error met while drawing (a text the font could not
// set), or nil.
func (r *Raster) Err() error { return r.err }

// PixelsPerMM returns the scale of the image: DPI / 25.4.
func (r *Raster) PixelsPerMM() float64 { return r.scale }

// px returns pts in pixels.
func (r *Raster) px(pts []Point) []Point {
	out := make([]Point, len(pts))
	for i, p := range pts {
		out[i] = Point{p.X * r.scale, p.Y * r.scale}
	}
	return out
}

// Polygon fills and strokes a closed polygon.
func (r *Raster) Polygon(pts []Point, fill color.NRGBA, st Stroke) {
	if len(pts) < 2 {
		return
	}
	p := r.px(pts)
	if fill.A > 0 && len(p) >= 3 && !r.fillBigRect(p, fill) {
		r.fill([][]Point{p}, fill)
	}
	r.stroke(p, true, st)
}

// Polyline strokes an open polyline.
func (r *Raster) Polyline(pts []Point, st Stroke) {
	if len(pts) < 2 {
		return
	}
	r.stroke(r.px(pts), false, st)
}

// Circle fills and strokes a circle.
func (r *Raster) Circle(c Point, radius float64, fill color.NRGBA, st Stroke) {
	if !(radius > 0) {
		return
	}
	d := disc(Point{c.X * r.scale, c.Y * r.scale}, radius*r.scale)
	if fill.A > 0 {
		r.fill([][]Point{d}, fill)
	}
	r.stroke(d, true, st)
}

// BeginLayer does nothing: an image has no layers.
func (r *Raster) BeginLayer(string) {}

// EndLayer does nothing.
func (r *Raster) EndLayer() {}

// stroke paints the stroke of the polyline p (pixels), cut into dashes.
func (r *Raster) stroke(p []Point, closed bool, st Stroke) {
	if !st.visible() {
		return
	}
	w := st.Width * r.scale
	if !r.mayTouch(p, w) {
		return
	}
	r.polys = r.polys[:0]
	if len(st.Dash) == 0 {
		r.polys = strokeOutline(r.polys, p, closed, w, st.Cap)
	} else {
		if closed {
			p = append(p, p[0])
		}
		dash := make([]float64, len(st.Dash))
		for i, d := range st.Dash {
			dash[i] = d * r.scale
		}
		for _, d := range dashes(p, dash) {
			r.polys = strokeOutline(r.polys, d, false, w, st.Cap)
		}
	}
	r.fill(r.polys, st.Color)
}

// fill paints the non-zero union of polygons (pixels) in colour c: the
// rasterizer, the size of their bounding box clipped to the image, writes
// their coverage into a mask, and blend composites c through it, skipping
// the pixels the shapes do not touch.
func (r *Raster) fill(polys [][]Point, c color.NRGBA) {
	b, ok := r.bounds(polys)
	if !ok || c.A == 0 {
		return
	}
	w, h := b.Dx(), b.Dy()
	r.z.Reset(w, h)
	r.z.DrawOp = imgdraw.Src
	ox, oy := float32(b.Min.X), float32(b.Min.Y)
	for _, p := range polys {
		if len(p) < 3 {
			continue
		}
		r.z.MoveTo(float32(p[0].X)-ox, float32(p[0].Y)-oy)
		for _, q := range p[1:] {
			r.z.LineTo(float32(q.X)-ox, float32(q.Y)-oy)
		}
		r.z.ClosePath()
	}
	if cap(r.mask) < w*h {
		r.mask = make([]uint8, w*h)
	}
	mask := &image.Alpha{Pix: r.mask[:w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
	r.z.Draw(mask, mask.Rect, image.Opaque, image.Point{})
	if vis := b.Intersect(r.img.Bounds()); vis != b {
		mask = mask.SubImage(vis.Sub(b.Min)).(*image.Alpha)
		b = vis
	}
	r.blend(b, mask, c)
}

// blend paints colour c over the image within rectangle b, through mask
// (whose origin is b.Min).
func (r *Raster) blend(b image.Rectangle, mask *image.Alpha, c color.NRGBA) {
	sr, sg, sb, sa := uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)
	w := b.Dx()
	for y := range b.Dy() {
		row := mask.Pix[mask.PixOffset(mask.Rect.Min.X, mask.Rect.Min.Y+y):][:w]
		off := r.img.PixOffset(b.Min.X, b.Min.Y+y)
		pix := r.img.Pix[off : off+4*w]
		for x, m := range row {
			if m == 0 {
				continue
			}
			p := pix[4*x : 4*x+4 : 4*x+4]
			a := sa * uint32(m) / 255 // coverage times the colour's alpha
			if a == 255 {
				p[0], p[1], p[2], p[3] = c.R, c.G, c.B, 255
				continue
			}
			k := 255 - a
			p[0] = uint8((sr*a + uint32(p[0])*k) / 255)
			p[1] = uint8((sg*a + uint32(p[1])*k) / 255)
			p[2] = uint8((sb*a + uint32(p[2])*k) / 255)
			p[3] = uint8(a + uint32(p[3])*k/255)
		}
	}
}

// bounds returns the pixels the polygons may touch, within the image; false
// when none or when a coordinate is not finite.
func (r *Raster) bounds(polys [][]Point) (image.Rectangle, bool) {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range polys {
		for _, q := range p {
			if math.IsNaN(q.X) || math.IsNaN(q.Y) || math.IsInf(q.X, 0) || math.IsInf(q.Y, 0) {
				return image.Rectangle{}, false
			}
			x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
		}
	}
	if x0 > x1 {
		return image.Rectangle{}, false
	}
	ib := r.img.Bounds()
	if !r.full.Empty() {
		ib = r.full
	}
	clampInt := func(v float64, lo, hi int) int { return int(min(max(v, float64(lo)), float64(hi))) }
	b := image.Rect(
		clampInt(math.Floor(x0), ib.Min.X, ib.Max.X), clampInt(math.Floor(y0), ib.Min.Y, ib.Max.Y),
		clampInt(math.Ceil(x1), ib.Min.X, ib.Max.X), clampInt(math.Ceil(y1), ib.Min.Y, ib.Max.Y),
	)
	return b, b.Overlaps(r.img.Bounds())
}

// mayTouch reports whether a line through the points p (pixels), widened
// by w pixels on every side, may touch the image (a band's rows): when not,
// the stroke's outline need not be built.
func (r *Raster) mayTouch(p []Point, w float64) bool {
	y0, y1 := math.Inf(1), math.Inf(-1)
	for _, q := range p {
		y0, y1 = min(y0, q.Y), max(y1, q.Y)
	}
	b := r.img.Bounds()
	return !(y0-w > float64(b.Max.Y) || y1+w < float64(b.Min.Y))
}

// bigRect is the smallest width and height, in pixels, of an axis-aligned
// rectangle filled without a rasterizer (the page background): its edges are
// rounded to whole pixels instead of anti-aliased.
const bigRect = 256

// fillBigRect fills p directly when it is a large axis-aligned rectangle, and
// reports whether it did.
func (r *Raster) fillBigRect(p []Point, c color.NRGBA) bool {
	if len(p) != 4 {
		return false
	}
	for i := range 4 {
		a, b := p[i], p[(i+1)%4]
		if a.X != b.X && a.Y != b.Y {
			return false
		}
	}
	x0, y0 := min(p[0].X, p[2].X), min(p[0].Y, p[2].Y)
	x1, y1 := max(p[0].X, p[2].X), max(p[0].Y, p[2].Y)
	if x1-x0 < bigRect || y1-y0 < bigRect {
		return false
	}
	rect := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1)))
	imgdraw.Draw(r.img, rect.Intersect(r.img.Bounds()), image.NewUniform(c), image.Point{}, imgdraw.Over)
	return true
}

package trace

import (
	"image"
	"image/color"
)

// rgb24 is an image of three bytes a pixel (red, green, blue; opaque):
// the tracer's own copies of a scan (the undone unsharp mask, the
// descreened copy) keep no alpha, a quarter less memory to write and read
// than an RGBA image. Stride is in bytes.
type rgb24 struct {
	Pix    []uint8
	Stride int
	Rect   image.Rectangle
}

// newRGB24 returns a black rgb24 image of bounds r.
func newRGB24(r image.Rectangle) *rgb24 {
	return &rgb24{Pix: bigSlice[uint8](3 * r.Dx() * r.Dy()), Stride: 3 * r.Dx(), Rect: r}
}

// ColorModel is RGBA's: every pixel is opaque.
func (m *rgb24) ColorModel() color.Model { return color.RGBAModel }

// Bounds returns the image's rectangle.
func (m *rgb24) Bounds() image.Rectangle { return m.Rect }

// At returns pixel (x, y) as an opaque color.RGBA (transparent black
// outside the bounds, as image.RGBA gives it).
func (m *rgb24) At(x, y int) color.Color {
	if !image.Pt(x, y).In(m.Rect) {
		return color.RGBA{}
	}
	o := m.PixOffset(x, y)
	return color.RGBA{m.Pix[o], m.Pix[o+1], m.Pix[o+2], 255}
}

// PixOffset returns where pixel (x, y)'s red byte is in Pix.
func (m *rgb24) PixOffset(x, y int) int {
	return (y-m.Rect.Min.Y)*m.Stride + (x-m.Rect.Min.X)*3
}

package trace

import (
	"image"
	"image/color"
)

// Tile is one scan of part of a sheet, placed at Origin in the mosaic's
// pixel space.
type Tile struct {
	Image  image.Image
	Origin image.Point
}

// Mosaic is a sheet scanned in several overlapping tiles, seen as one image
// (where tiles overlap the first one listed is read). The sheet's calibration
// is then that of the mosaic's pixel space. The tiles are read in place.
type Mosaic struct {
	Tiles []Tile
}

// ColorModel is RGBA.
func (m *Mosaic) ColorModel() color.Model { return color.RGBAModel }

// Bounds is the union of the placed tiles.
func (m *Mosaic) Bounds() image.Rectangle {
	var r image.Rectangle
	for _, t := range m.Tiles {
		r = r.Union(t.place())
	}
	return r
}

// At returns the colour of the first tile covering (x, y); white elsewhere.
func (m *Mosaic) At(x, y int) color.Color {
	for _, t := range m.Tiles {
		if image.Pt(x, y).In(t.place()) {
			b := t.Image.Bounds()
			return t.Image.At(x-t.Origin.X+b.Min.X, y-t.Origin.Y+b.Min.Y)
		}
	}
	return color.White
}

// place returns the tile's rectangle in mosaic pixels.
func (t Tile) place() image.Rectangle {
	b := t.Image.Bounds()
	return b.Sub(b.Min).Add(t.Origin)
}
